import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';

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
