import type { Area } from '@lineup/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Api } from '@/lib/api-client';
import { apiOf, AREAS_QUERY_KEY, VENUE_AREAS_STALE_TIME_MS } from '@/lib/query-client';

export type { Area };

/** The active areas with their upcoming event counts, in display order. */
export function fetchAreas(signal?: AbortSignal, client: Api = api): Promise<Area[]> {
  // No schema parse: zod would join the first load, and the contract's type already holds.
  return client.GET('/areas', { signal }).then((body) => body.areas);
}

/** docs/product.md §9: the venue areas list stays fresh for 5 minutes. */
export function areasQueryOptions() {
  return queryOptions({
    queryKey: AREAS_QUERY_KEY,
    queryFn: ({ signal, client }) => fetchAreas(signal, apiOf(client)),
    staleTime: VENUE_AREAS_STALE_TIME_MS,
  });
}

export function useAreas(options: { enabled?: boolean } = {}) {
  return useQuery({ ...areasQueryOptions(), enabled: options.enabled ?? true });
}
