import type { SeaConditionsResponse, SeaMorningsResponse } from '@lineup/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** While the server fetches a forecast, the page asks again this often, this many times. */
const PENDING_RETRY_MS = 4_000;
const PENDING_RETRIES = 3;

/** What the sea is asked about: an event, or a casual plan. */
export type SeaSubject = { kind: 'event' | 'plan'; id: string };

/**
 * `GET /api/events/:id/sea` or `GET /api/plans/:planId/sea`: the sea at its start hour
 * (docs/product.md §16).
 */
export function seaQueryOptions(subject: SeaSubject) {
  return queryOptions({
    queryKey: ['sea', subject.kind, subject.id] as const,
    queryFn: ({ signal }): Promise<SeaConditionsResponse> =>
      subject.kind === 'event'
        ? api.GET('/events/{id}/sea', { signal, params: { path: { id: subject.id } } })
        : api.GET('/plans/{planId}/sea', { signal, params: { path: { planId: subject.id } } }),
    // The forecast moves by the hour.
    staleTime: 10 * 60_000,
    refetchInterval: (query) =>
      query.state.data?.pending && query.state.dataUpdateCount <= PENDING_RETRIES
        ? PENDING_RETRY_MS
        : false,
  });
}

/**
 * `GET /api/areas/:area/sea-mornings`: the next week's mornings at the area's spot, and which
 * are clean for surfing (docs/product.md §16).
 */
export function seaMorningsQueryOptions(area: string) {
  return queryOptions({
    queryKey: ['sea-mornings', area] as const,
    queryFn: ({ signal }): Promise<SeaMorningsResponse> =>
      api.GET('/areas/{area}/sea-mornings', { signal, params: { path: { area } } }),
    staleTime: 10 * 60_000,
    refetchInterval: (query) =>
      query.state.data?.pending && query.state.dataUpdateCount <= PENDING_RETRIES
        ? PENDING_RETRY_MS
        : false,
  });
}
