import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isBlank, searchQueryOptions, trackSearch, type SearchResult } from '../api/search-queries';
import type { SearchFilters } from '../lib/search-params';

/** docs/product.md §8 "Search failure": the toast's exact texts. */
export const SEARCH_FAILED_TITLE = msg`Search failed`;
export const SEARCH_FAILED_DESCRIPTION = msg`Unable to process your search query.`;

/** More events than the first page held: "load more" asks for the next page. */
export type MoreResults = {
  hasMore: boolean;
  /** A page beyond the first has been loaded. */
  loadedMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
};

export type SearchResultsState =
  | { status: 'blank'; results: [] }
  | { status: 'loading'; results: [] }
  | ({ status: 'done'; results: SearchResult[] } & MoreResults)
  | { status: 'failed'; results: [] };

/**
 * Runs the search page's query. A blank term sends nothing (docs/product.md §5). A failure shows the
 * spec's toast and an empty result (docs/product.md §8). Each search that answers is tracked once, with
 * how many results it found (docs/product.md §7).
 */
export function useSearchResults(filters: SearchFilters): SearchResultsState {
  const { i18n } = useLingui();
  const blank = isBlank(filters.q);
  const query = useInfiniteQuery(searchQueryOptions(filters));

  useEffect(() => {
    // A failed "load more" keeps what was found and says so beside the button instead.
    if (!query.isError || query.isFetchNextPageError) return;
    console.error('Search failed.', query.error);
    // The toaster is only fetched when a search fails, not with the search page.
    void import('@/components/ui/toast').then(({ toast }) =>
      toast({
        title: i18n._(SEARCH_FAILED_TITLE),
        description: i18n._(SEARCH_FAILED_DESCRIPTION),
        variant: 'destructive',
      }),
    );
    // The toast is said once for each failure, in the language of the moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.isError, query.isFetchNextPageError, query.error, query.errorUpdatedAt]);

  const tracked = useRef(new Set<string>());
  const key = JSON.stringify(filters);
  const resultCount = query.data?.pages[0]?.results.length;
  useEffect(() => {
    if (blank || resultCount === undefined || tracked.current.has(key)) return;
    tracked.current.add(key);
    trackSearch({ query: filters.q, resultCount });
  }, [blank, key, resultCount, filters.q]);

  if (blank) return { status: 'blank', results: [] };
  if (query.isError && !query.data) return { status: 'failed', results: [] };
  if (query.isPending) return { status: 'loading', results: [] };
  return {
    status: 'done',
    results: query.data.pages.flatMap((page) => page.results),
    hasMore: query.hasNextPage,
    loadedMore: query.data.pages.length > 1,
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
  };
}
