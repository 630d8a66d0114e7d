import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { eventListQueryOptions, type EventListFilters } from '../api/events-queries';
import { EventGrid, EventGridSkeleton } from './event-grid';
import { ListEmpty, ListError } from './list-states';

type EventPreviewListProps = {
  filters: EventListFilters;
  limit: number;
  hideArea?: boolean;
  label: string;
  emptyTitle: string;
  emptyText?: ReactNode;
};

/**
 * A short list for the home page: the first few events of a filter, without paging. Its cards
 * sit below the home page's hero, so none of their pictures is urgent.
 */
export function EventPreviewList({
  filters,
  limit,
  hideArea,
  label,
  emptyTitle,
  emptyText,
}: EventPreviewListProps) {
  const query = useQuery(eventListQueryOptions(filters, limit));
  if (query.isPending) return <EventGridSkeleton count={Math.min(limit, 3)} />;
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  if (query.data.events.length === 0) return <ListEmpty title={emptyTitle}>{emptyText}</ListEmpty>;
  return <EventGrid events={query.data.events} hideArea={hideArea} label={label} />;
}
