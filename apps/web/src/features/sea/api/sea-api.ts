import type { SeaConditionsResponse, SeaMorningsResponse } from '@lineup/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** While the server fetches a forecast, the page asks again this often, this many times. */
const PENDING_RETRY_MS = 4_000;
const PENDING_RETRIES = 3;

/** `GET /api/events/:id/sea`: the sea at the event's start hour (docs/product.md §16). */
export function seaQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: ['sea', eventId] as const,
    queryFn: ({ signal }): Promise<SeaConditionsResponse> =>
      api.GET('/events/{id}/sea', { signal, params: { path: { id: eventId } } }),
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
