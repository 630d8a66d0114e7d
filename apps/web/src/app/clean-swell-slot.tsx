import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { seaMorningsQueryOptions } from '@/features/sea/api/sea-api';
import { useHydrated } from '@/lib/use-hydrated';

// The badge's code comes only with a clean morning to mark: it is no part of any first load.
const CleanSwellBadge = lazy(() =>
  import('@/features/sea/components/clean-swell-badge').then((module) => ({
    default: module.CleanSwellBadge,
  })),
);

/**
 * "Clean swell" on one day, once the browser has the area's mornings from the server. The
 * server's render never has them, so each day hydrates without the badge, even when another
 * day has fetched them by then.
 */
function CleanSwellDay({ area, day }: { area: { slug: string; timeZone: string }; day: string }) {
  const hydrated = useHydrated();
  const { data } = useQuery({ ...seaMorningsQueryOptions(area.slug), enabled: hydrated });
  const morning = data?.mornings.find((candidate) => candidate.day === day && candidate.clean);
  if (!hydrated || !morning) return null;
  return (
    <Suspense fallback={null}>
      <CleanSwellBadge morning={morning} timeZone={area.timeZone} />
    </Suspense>
  );
}

/**
 * What an area's day headings show beside the day's sunrise and sunset (Discover, an area's
 * page): "Clean swell" on the mornings whose forecast is clean there (docs/product.md §16).
 */
export function cleanSwellDays(area: { slug: string; timeZone: string }) {
  return function renderCleanSwellDay(day: string) {
    return <CleanSwellDay area={area} day={day} />;
  };
}
