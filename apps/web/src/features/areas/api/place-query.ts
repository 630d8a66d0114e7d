import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/query-client';

/**
 * A country (`/portugal`) or city (`/portugal/ericeira`) page: the place and its upcoming
 * events a page at a time. An unknown place answers 404, shown as the not-found page.
 */
export function placeInfiniteOptions(country: string, city?: string, pageSize = 12) {
  return infiniteQueryOptions({
    queryKey: ['places', country, city ?? null, pageSize],
    queryFn: ({ pageParam, signal, client }) => {
      const api = apiOf(client);
      const query = { cursor: pageParam, limit: pageSize };
      return city
        ? api.GET('/places/{country}/{city}', {
            signal,
            params: { path: { country, city }, query },
          })
        : api.GET('/places/{country}', { signal, params: { path: { country }, query } });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: (failures, error) =>
      failures < 1 && (error as { status?: number } | null)?.status !== 404,
  });
}
