import { useLingui } from '@lingui/react/macro';
import type { EventCard } from '@lineup/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LazyMap } from '@/components/ui/map/place-map';
import { bboxParamOf } from '@/lib/map-view';
import { eventListInfiniteOptions, type EventListFilters } from '../api/events-queries';

/**
 * The map beside Discover's and an area's list (docs/product.md §17): the listed events as
 * pins, clustered where they crowd; each move of the map gives the list its view (`bbox`), so
 * the list shows what the map shows. It reads the list's own query: one request for both.
 */
export function EventsMap({
  filters,
  center,
  pageSize = 12,
  onViewChange,
  className,
}: {
  /** The list's filters, its `bbox` included. */
  filters: EventListFilters;
  /** Where it opens: the area's town; without it, the listed events are fitted in view. */
  center?: { latitude: number; longitude: number } | undefined;
  pageSize?: number;
  onViewChange: (bbox: string) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = useInfiniteQuery(eventListInfiniteOptions(filters, pageSize));
  const events: EventCard[] = query.data?.pages.flatMap((page) => page.events) ?? [];
  const pins = events.flatMap((event) =>
    event.location ? [{ id: event.id, label: event.title, ...event.location }] : [],
  );
  return (
    <LazyMap
      eager
      cluster
      label={t`Map of the listed events`}
      className={className}
      pins={pins}
      center={center}
      zoom={12}
      onViewChange={(view) => onViewChange(bboxParamOf(view))}
      onPinSelect={(id) => {
        const event = events.find((candidate) => candidate.id === id);
        if (event) void navigate(event.path);
      }}
    />
  );
}
