import { useLingui } from '@lingui/react/macro';
import type { EventListResponse } from '@lineup/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EventGrid, EventGridSkeleton, LoadMore } from './event-grid';
import { ListEmpty, ListError } from './list-states';

type PlaceEventsProps = {
  /** Any paged query whose pages carry `events` (a place, an area). */
  query: UseInfiniteQueryResult<InfiniteData<Pick<EventListResponse, 'events'>>>;
  hideArea?: boolean;
  emptyTitle: string;
  emptyText?: ReactNode;
};

/** The upcoming events of a country or city page, with "Load more". */
export function PlaceEvents({ query, hideArea, emptyTitle, emptyText }: PlaceEventsProps) {
  const { t } = useLingui();
  if (query.isPending) return <EventGridSkeleton />;
  if (query.isError && !query.data) return <ListError onRetry={() => void query.refetch()} />;
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  if (events.length === 0) return <ListEmpty title={emptyTitle}>{emptyText}</ListEmpty>;
  return (
    <div>
      <EventGrid events={events} hideArea={hideArea} priority label={t`Upcoming events`} />
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        shown={events.length}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}
