import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { eventListInfiniteOptions, type EventListFilters } from '../api/events-queries';
import { EventDays, type DaysArea } from './event-days';
import { EventGrid, EventGridSkeleton, LoadMore } from './event-grid';
import { ListEmpty, ListError } from './list-states';

type EventListProps = {
  filters: EventListFilters;
  pageSize?: number;
  /**
   * The one area the list shows, when it shows one: its events go under day headings with each
   * day's sunrise and sunset there. Across areas days and sun differ by place: one grid.
   */
  area?: DaysArea | undefined;
  hideArea?: boolean;
  /** Under day headings: a mark beside a day's sunrise and sunset (see EventDays). */
  renderDayBadge?: ((day: string) => ReactNode) | undefined;
  emptyTitle: string;
  emptyText?: ReactNode;
  label?: string;
  /** Start after this cursor (a page reached by "Load more" before the scripts ran). */
  after?: string | undefined;
  /** Where "Load more" goes before the app's scripts run: this page with `after`. */
  fallback?: { action: string; fields: Record<string, string> };
  /** "Near me": the list is by distance (one grid, no day headings). */
  byDistance?: boolean;
};

/** Upcoming published events by start, a page at a time ("Load more" follows the cursor). */
export function EventList({
  filters,
  pageSize = 12,
  area,
  hideArea,
  renderDayBadge,
  emptyTitle,
  emptyText,
  label,
  after,
  fallback,
  byDistance = false,
}: EventListProps) {
  const query = useInfiniteQuery(eventListInfiniteOptions(filters, pageSize, after));

  if (query.isPending) return <EventGridSkeleton count={Math.min(pageSize, 6)} />;
  if (query.isError && !query.data) return <ListError onRetry={() => void query.refetch()} />;

  const events = query.data.pages.flatMap((page) => page.events);
  if (events.length === 0) return <ListEmpty title={emptyTitle}>{emptyText}</ListEmpty>;

  return (
    <div>
      {area && !byDistance ? (
        <EventDays
          events={events}
          area={area}
          hideArea={hideArea}
          priority
          label={label}
          renderDayBadge={renderDayBadge}
        />
      ) : (
        <EventGrid events={events} hideArea={hideArea} priority label={label} />
      )}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        shown={events.length}
        onLoadMore={() => void query.fetchNextPage()}
        fallback={
          fallback && {
            ...fallback,
            nextCursor: query.data.pages.at(-1)?.nextCursor ?? undefined,
          }
        }
      />
    </div>
  );
}
