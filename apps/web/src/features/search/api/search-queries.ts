import type { SearchResult, TrackSearchRequest } from '@lineup/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';
import { apiOf } from '@/lib/query-client';
import type { SearchFilters } from '../lib/search-params';

export type { SearchResult };

/** docs/product.md §5: a blank term is no search at all. */
export const isBlank = (term: string | null | undefined) => !term || term.trim() === '';

/**
 * `GET /api/search` with only the filters that are present (docs/product.md §5), a page at a
 * time: the first page has events, venues and plans; "load more" follows `nextCursor` for
 * more events.
 */
export function searchQueryOptions(filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: ['search', filters],
    queryFn: ({ signal, pageParam, client }) =>
      apiOf(client).GET('/search', {
        signal,
        params: {
          query: {
            q: filters.q.trim(),
            location: filters.location ?? undefined,
            category: filters.category ?? undefined,
            startDate: filters.startDate ?? undefined,
            endDate: filters.endDate ?? undefined,
            cursor: pageParam,
          },
        },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: !isBlank(filters.q),
    // The page shows "Search failed" at once rather than trying again behind a spinner.
    retry: false,
  });
}

/** How long typing must pause before suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;
/** Fewer letters than this match too much to be useful as suggestions. */
export const SUGGESTIONS_MIN_LENGTH = 2;

export function suggestionsQueryOptions(term: string) {
  const q = term.trim();
  return queryOptions({
    queryKey: ['search', 'suggestions', q.toLowerCase()],
    queryFn: ({ signal }) =>
      api
        .GET('/search/suggestions', { signal, params: { query: { q } } })
        .then((body) => body.results),
    enabled: q.length >= SUGGESTIONS_MIN_LENGTH,
    staleTime: 60_000,
    retry: false,
  });
}

export const TRACK_SEARCH_URL = apiUrl('/track-search');

/**
 * docs/product.md §7 "Search tracking": the query (and how many results it found), or a click on a result
 * with its id and type. The request outlives the page (keepalive), so a click that navigates
 * away is still recorded; the session cookie identifies a signed-in member. The response is not
 * read and a failure is only logged (docs/product.md §8).
 */
export function trackSearch(body: TrackSearchRequest): void {
  if (isBlank(body.query)) return;
  const payload: TrackSearchRequest = { ...body, query: body.query.trim().slice(0, 200) };
  try {
    void fetch(TRACK_SEARCH_URL, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    })
      .then((response) => {
        if (!response.ok) console.warn(`Search tracking answered ${response.status}.`);
      })
      .catch((error: unknown) => console.warn('Search tracking failed.', error));
  } catch (error) {
    console.warn('Search tracking failed.', error);
  }
}

/** A click on a result, tracked with the query that found it. */
export function trackResultClick(query: string, result: Pick<SearchResult, 'id' | 'type'>): void {
  trackSearch({ query, resultId: result.id, resultType: result.type, clicked: true });
}
