import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import SearchIcon from 'lucide-react/icons/search';
import SearchXIcon from 'lucide-react/icons/search-x';
import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadMore } from '@/features/events/components/event-grid';
import {
  isBlank,
  searchQueryOptions,
  trackResultClick,
} from '@/features/search/api/search-queries';
import { SearchFiltersForm } from '@/features/search/components/search-filters-form';
import { SearchResults } from '@/features/search/components/search-results';
import { useSearchResults } from '@/features/search/hooks/use-search-results';
import {
  hasAdvancedFilters,
  readSearchFilters,
  writeSearchFilters,
} from '@/features/search/lib/search-params';
import type { PageHandle } from '../page-handle';
import { pageLoader } from '../page-loader';
import { PageLayout } from '../shell/page-layout';

export const handle: PageHandle = { serverRendered: true };

export const loader = pageLoader(async ({ queryClient, url }) => {
  const filters = readSearchFilters(url.searchParams);
  // docs/product.md §5: a blank term is no search.
  if (!isBlank(filters.q)) await queryClient.ensureInfiniteQueryData(searchQueryOptions(filters));
});

/** `/search?q=…&location=…&category=…&startDate=…&endDate=…`: results grouped by type. */
export function Component() {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readSearchFilters(searchParams), [searchParams]);
  const term = filters.q.trim();
  const state = useSearchResults(filters);
  const count = state.status === 'done' ? state.results.length : 0;

  return (
    <PageLayout
      title={term ? t`Search: ${term}` : t`Search`}
      heading={term ? t`Results for “${term}”` : t`Search`}
      description={t`Search events, venues and casual plans in every Lineup area.`}
    >
      <SearchFiltersForm
        filters={filters}
        onSubmit={(next) => setSearchParams(writeSearchFilters(next))}
      />
      <div className="mt-10" aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'blank' ? (
          <Empty
            icon={<SearchIcon aria-hidden="true" className="size-8 text-ocean-600" />}
            title={t`What are you looking for?`}
          >
            {t`Type a word above: a kind of event (surf, yoga, market), a venue or a town.`}
          </Empty>
        ) : state.status === 'loading' ? (
          <div role="status" aria-label={t`Searching`} className="grid gap-3 md:grid-cols-2">
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className="h-24 animate-pulse rounded-2xl bg-sand-200/70" />
            ))}
          </div>
        ) : state.status !== 'done' || state.results.length === 0 ? (
          <Empty
            icon={<SearchXIcon aria-hidden="true" className="size-8 text-coral-500" />}
            title={t`Nothing found for “${term}”`}
          >
            {hasAdvancedFilters(filters) ? (
              <Trans>
                Try fewer filters, another word, or{' '}
                <Link to="/events" className="font-semibold text-ocean-700 underline">
                  browse what is on
                </Link>
                .
              </Trans>
            ) : (
              <Trans>
                Try another word, or{' '}
                <Link to="/events" className="font-semibold text-ocean-700 underline">
                  browse what is on
                </Link>
                .
              </Trans>
            )}
          </Empty>
        ) : (
          <>
            {/* A count is only the total once every page is in: a partial count would grow. */}
            {state.hasMore ? null : (
              <p className="mb-6 text-sm text-muted">
                {i18n._({
                  ...msg`{count, plural, one {# result} other {# results}}`,
                  values: { count },
                })}
              </p>
            )}
            <SearchResults
              results={state.results}
              onResultClick={(result) => trackResultClick(term, result)}
            />
            {state.hasMore || state.loadedMore ? (
              <LoadMore
                hasMore={state.hasMore}
                loading={state.loadingMore}
                failed={state.loadMoreFailed}
                shown={state.results.filter((result) => result.type === 'event').length}
                onLoadMore={state.loadMore}
              />
            ) : null}
          </>
        )}
      </div>
    </PageLayout>
  );
}

function Empty({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-ocean-900/15 bg-sand-100/50 px-6 py-14 text-center">
      {icon}
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted">{children}</p>
    </div>
  );
}
