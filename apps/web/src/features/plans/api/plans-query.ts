import type { PlanListResponse } from '@lineup/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Casual plans that have not started yet, soonest first (`GET /api/plans`). */
export function upcomingPlansQueryOptions(areaSlug: string | undefined, limit = 6) {
  return queryOptions({
    queryKey: ['plans', 'upcoming', areaSlug ?? null, limit],
    queryFn: ({ signal }) =>
      apiFetch<PlanListResponse>('/api/plans', { signal, query: { area: areaSlug, limit } }).then(
        (body) => body.plans,
      ),
  });
}
