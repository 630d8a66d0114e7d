import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { seaQueryOptions, type SeaSubject } from '@/features/sea/api/sea-api';
import { useHydrated } from '@/lib/use-hydrated';

// The panel's code comes only with a forecast to show: none for an area without a sea, or while
// the source is down, and never in a page's first load.
const SeaConditions = lazy(() =>
  import('@/features/sea/components/sea-conditions').then((module) => ({
    default: module.SeaConditions,
  })),
);

/**
 * "The sea at 07:00" on an event's or a plan's page (docs/product.md §16), once the browser has
 * the forecast from the server. The server's render never has it, so the page hydrates without
 * it, even when the browser already holds it.
 */
export function SeaSlot({ subject, timeZone }: { subject: SeaSubject; timeZone: string }) {
  const hydrated = useHydrated();
  const { data } = useQuery({ ...seaQueryOptions(subject), enabled: hydrated });
  const conditions = data?.conditions;
  if (!hydrated || !conditions) return null;
  return (
    <Suspense fallback={null}>
      <SeaConditions id={subject.id} conditions={conditions} timeZone={timeZone} />
    </Suspense>
  );
}
