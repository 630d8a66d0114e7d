import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/query-client';

/**
 * A venue's page (`/portugal/ericeira/venues/ribeira-surf-lab`): the venue and its upcoming
 * events a page at a time. An unknown venue answers 404, shown as the not-found page.
 */
export function venueInfiniteOptions(country: string, city: string, slug: string, pageSize = 12) {
  return infiniteQueryOptions({
    queryKey: ['venues', 'page', country, city, slug, pageSize],
    queryFn: ({ pageParam, signal, client }) =>
      apiOf(client).GET('/venues/{country}/{city}/{slug}', {
        signal,
        params: { path: { country, city, slug }, query: { cursor: pageParam, limit: pageSize } },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: (failures, error) =>
      failures < 1 && (error as { status?: number } | null)?.status !== 404,
  });
}
