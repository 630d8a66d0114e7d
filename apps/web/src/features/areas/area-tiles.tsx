import { useLingui } from '@lingui/react/macro';
import ArrowUpRightIcon from 'lucide-react/icons/arrow-up-right';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { areaDescription } from './area-directory';

/** `blurb`: the area's own line, or null for a plain one in the page's language. */
export type AreaTileData = { slug: string; name: string; country: string; blurb: string | null };

/**
 * Each launch town gets its own light: dawn in Portugal, grey-green North Sea, tropical south
 * coast. An area an admin adds gets the plain one.
 */
const tileArt: Record<string, { sky: string; sea: string; sun: string }> = {
  'portugal-ericeira-area': {
    sky: 'from-coral-300 via-sand-200 to-ocean-200',
    sea: 'text-ocean-600',
    sun: 'bg-coral-400',
  },
  'portugal-peniche-area': {
    sky: 'from-sand-300 via-sand-100 to-ocean-100',
    sea: 'text-ocean-700',
    sun: 'bg-sand-500',
  },
  'netherlands-zandvoort-area': {
    sky: 'from-ocean-200 via-ocean-100 to-sand-100',
    sea: 'text-ocean-800',
    sun: 'bg-sand-300',
  },
  'netherlands-scheveningen-area': {
    sky: 'from-ocean-300 via-ocean-100 to-sand-50',
    sea: 'text-ocean-900',
    sun: 'bg-coral-300',
  },
  'netherlands-wijk-aan-zee-area': {
    sky: 'from-sand-200 via-ocean-100 to-ocean-200',
    sea: 'text-ocean-700',
    sun: 'bg-sand-400',
  },
  'sri-lanka-south-coast-area': {
    sky: 'from-coral-400 via-coral-200 to-sand-200',
    sea: 'text-ocean-500',
    sun: 'bg-coral-500',
  },
};
const fallbackArt = {
  sky: 'from-ocean-200 to-sand-100',
  sea: 'text-ocean-700',
  sun: 'bg-coral-400',
};

export function AreaTile({ area, className }: { area: AreaTileData; className?: string }) {
  const { i18n } = useLingui();
  const art = tileArt[area.slug] ?? fallbackArt;
  return (
    <Link
      to={`/${area.slug}`}
      className={cn(
        'group relative flex overflow-hidden rounded-3xl bg-surface sm:flex-col shadow-soft ring-1 ring-ocean-900/8 transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-lift',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'relative w-28 shrink-0 overflow-hidden bg-linear-to-b sm:h-32 sm:w-auto',
          art.sky,
        )}
      >
        <span
          className={cn(
            'absolute top-4 right-5 size-9 rounded-full sm:top-5 sm:right-8 sm:size-12 opacity-90 transition-transform duration-500 group-hover:translate-y-1',
            art.sun,
          )}
        />
        <svg
          viewBox="0 0 400 80"
          preserveAspectRatio="none"
          className={cn('absolute inset-x-0 bottom-0 h-14 w-full', art.sea)}
        >
          <path
            fill="currentColor"
            opacity="0.35"
            d="M0 30c40 0 60-14 100-14s60 14 100 14 60-14 100-14 60 14 100 14v50H0z"
          />
          <path
            fill="currentColor"
            d="M0 50c40 0 60-12 100-12s60 12 100 12 60-12 100-12 60 12 100 12v30H0z"
          />
        </svg>
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        <p className="text-xs font-semibold tracking-[0.14em] text-coral-600 uppercase">
          {area.country}
        </p>
        <h3 className="mt-1 flex items-center justify-between gap-2 text-lg font-semibold sm:text-xl">
          {area.name}
          <ArrowUpRightIcon
            aria-hidden="true"
            className="size-5 text-muted transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-ocean-700"
          />
        </h3>
        <p className="mt-1.5 text-sm leading-relaxed text-muted sm:mt-2">
          {areaDescription(i18n, { name: area.name, description: area.blurb ?? '' })}
        </p>
      </div>
    </Link>
  );
}

export function AreaTiles({
  areas,
  className,
}: {
  areas: readonly AreaTileData[];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3', className)}>
      {areas.map((area) => (
        <li key={area.slug} className="flex">
          <AreaTile area={area} className="flex-1" />
        </li>
      ))}
    </ul>
  );
}
