import { lazy, Suspense } from 'react';

// The sea comes in its own chunk, after the page: it is no part of any first load.
const CleanSwellBadge = lazy(() =>
  import('@/features/sea/components/clean-swell-badge').then((module) => ({
    default: module.CleanSwellBadge,
  })),
);

/**
 * What an area's day headings show beside the day's sunrise and sunset (Discover, an area's
 * page): "Clean swell" on the mornings whose forecast is clean there (docs/product.md §16).
 */
export function cleanSwellDays(area: { slug: string; timeZone: string }) {
  return function CleanSwellDay(day: string) {
    return (
      <Suspense fallback={null}>
        <CleanSwellBadge area={area.slug} day={day} timeZone={area.timeZone} />
      </Suspense>
    );
  };
}
