import type { PlaceResponse } from '@lineup/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * A country (`/portugal`) or city (`/portugal/ericeira`) page: the place and its upcoming
 * events a page at a time. An unknown place answers 404, shown as the not-found page.
 */
export function placeInfiniteOptions(country: string, city?: string, pageSize = 12) {
  const path = ['/api/places', country, city]
    .filter((part): part is string => Boolean(part))
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
  return infiniteQueryOptions({
    queryKey: ['places', country, city ?? null, pageSize],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PlaceResponse>(path, { signal, query: { cursor: pageParam, limit: pageSize } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: (failures, error) =>
      failures < 1 && (error as { status?: number } | null)?.status !== 404,
  });
}
