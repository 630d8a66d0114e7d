import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';

// The parts home's two faces, the visitors' and a member's, share.

/** A section of home: a small coloured line above its title, and where to see all of it. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  link,
}: {
  id: string;
  eyebrow: string;
  title: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <div>
        <p className="text-xs font-semibold tracking-[0.16em] text-coral-600 uppercase">
          {eyebrow}
        </p>
        <h2 id={id} className="mt-1 text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
      </div>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-ocean-700 hover:underline"
        >
          {link.label}
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The top of a member's home, and of its placeholder while it loads: a band of the hero's night
 * sea, under the phone header that is transparent on home.
 */
export const GREETING_BAND =
  'bg-linear-to-b from-ocean-900 via-ocean-800 to-ocean-700 text-white scheme-light';
export const GREETING_INNER =
  'mx-auto flex max-w-7xl flex-col gap-5 px-5 pt-24 pb-10 sm:flex-row sm:items-end sm:justify-between sm:px-8 md:pt-12 md:pb-12';
