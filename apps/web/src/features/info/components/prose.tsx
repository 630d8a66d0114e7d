import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/*
 * Prose building blocks for the informational pages. No typography plugin is installed, and
 * descendant selectors on a wrapper would out-rank the classes of cards and tables placed
 * inside the prose, so each element carries its own style instead.
 */

const linkClass =
  'font-medium text-ocean-700 underline decoration-ocean-300 decoration-2 underline-offset-4 transition-colors hover:text-ocean-800 hover:decoration-ocean-600';

export function Paragraph({ children }: { children: ReactNode }) {
  return <p className="mt-4 max-w-[65ch] text-base leading-7 text-ink/85">{children}</p>;
}

export function Lead({ children }: { children: ReactNode }) {
  return <p className="mt-4 max-w-[65ch] text-lg leading-8 text-ink">{children}</p>;
}

export function SubHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h3 id={id} className="mt-8 scroll-mt-28 text-lg font-semibold text-ink sm:text-xl">
      {children}
    </h3>
  );
}

export function List({ children, ordered = false }: { children: ReactNode; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag
      className={cn(
        'mt-4 max-w-[65ch] space-y-2 pl-5 text-base leading-7 text-ink/85 marker:text-ocean-500',
        ordered ? 'list-decimal marker:font-semibold' : 'list-disc',
      )}
    >
      {children}
    </Tag>
  );
}

export function ListItem({ children }: { children: ReactNode }) {
  return <li className="pl-1">{children}</li>;
}

export function Strong({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-ink">{children}</strong>;
}

/** Storage keys, setting names and other literal values the reader may need to find. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded-md bg-sand-100 px-1.5 py-0.5 font-mono text-[0.875em] text-sand-900 ring-1 ring-sand-200 ring-inset">
      {children}
    </code>
  );
}

/** A link to another page of Lineup. */
export function TextLink({
  to,
  children,
}: {
  to: ComponentProps<typeof Link>['to'];
  children: ReactNode;
}) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

/** A link to a section of the same page, by its id. */
export function SectionLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <a href={`#${id}`} className={linkClass}>
      {children}
    </a>
  );
}

/** A mailto link that shows the address itself, so it can be copied without a mail client. */
export function MailLink({ address, subject }: { address: string; subject?: string }) {
  const href = subject
    ? `mailto:${address}?subject=${encodeURIComponent(subject)}`
    : `mailto:${address}`;
  return (
    <a href={href} className={`${linkClass} break-all`}>
      {address}
    </a>
  );
}

/** A highlighted aside for the one thing a reader must not miss in a section. */
export function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-6 max-w-[65ch] rounded-2xl border border-ocean-100 bg-ocean-50 p-5 text-ink">
      <p className="font-display text-base font-semibold text-ocean-900">{title}</p>
      <div className="mt-1 text-base leading-7 text-ink/85">{children}</div>
    </div>
  );
}
