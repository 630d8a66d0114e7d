import type { DayLight, EventCategory, EventWhen } from '@lineup/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, apiUrl, type Api } from '@/lib/api-client';
import { apiOf } from '@/lib/query-client';

/** The list filters `GET /api/events` understands (`EventListQuery` in the contracts). */
export type EventListFilters = {
  /** An area slug. */
  area?: string;
  category?: EventCategory;
  /** Days (`2026-07-04`) read in the area's zone, or instants with an offset. */
  from?: string;
  to?: string;
  when?: EventWhen;
  /** Only events starting at dawn or in the golden hour of their area. */
  light?: DayLight;
  /** `lat,lng`: nearest first ("Near me"); kept in the page, never in its address. */
  near?: string;
  /** `west,south,east,north`: only the events in the map's view. */
  bbox?: string;
};

let visitorZone: { zone: string | undefined } | undefined;

/**
 * The visitor's own zone: "today" means their today when no area is chosen. Read once: asking
 * makes a date formatter, and every list's query key asks.
 */
export function browserTimeZone(): string | undefined {
  if (!visitorZone) {
    try {
      visitorZone = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    } catch {
      visitorZone = { zone: undefined };
    }
  }
  return visitorZone.zone;
}

export function fetchEventPage(
  filters: EventListFilters & { limit?: number; cursor?: string },
  signal?: AbortSignal,
  client: Api = api,
) {
  return client.GET('/events', {
    signal,
    params: {
      query: {
        area: filters.area,
        category: filters.category,
        from: filters.from,
        to: filters.to,
        when: filters.when,
        light: filters.light,
        near: filters.near,
        bbox: filters.bbox,
        // Only read by the server when no area gives the zone.
        tz: filters.area ? undefined : browserTimeZone(),
        cursor: filters.cursor,
        limit: filters.limit,
      },
    },
  });
}

/** Upcoming published events, one page (cursor) at a time, for "Load more". */
export function eventListInfiniteOptions(
  filters: EventListFilters,
  pageSize = 12,
  /** Start after this cursor: a page reached by "Load more" without the app's scripts. */
  after?: string,
) {
  return infiniteQueryOptions({
    queryKey: after
      ? ['events', 'list', filters, pageSize, { after }]
      : ['events', 'list', filters, pageSize],
    queryFn: ({ pageParam, signal, client }) =>
      fetchEventPage({ ...filters, limit: pageSize, cursor: pageParam }, signal, apiOf(client)),
    initialPageParam: after,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** One page only, for the home page's short lists. */
export function eventListQueryOptions(filters: EventListFilters, limit: number) {
  return queryOptions({
    queryKey: ['events', 'list', filters, limit, 'first'],
    queryFn: ({ signal, client }) => fetchEventPage({ ...filters, limit }, signal, apiOf(client)),
  });
}

/**
 * An event page's data. The server renders it as a visitor sees it; `viewerId`, once the
 * session is known, reads it again as that member sees it (who's going leaves out members
 * blocked either way, and shows friends whose answers only friends see).
 */
export function eventByPathQueryOptions(
  country: string,
  city: string,
  slug: string,
  viewerId: string | null = null,
) {
  return queryOptions({
    queryKey:
      viewerId === null
        ? ['events', 'by-path', country, city, slug]
        : ['events', 'by-path', country, city, slug, { viewerId }],
    queryFn: ({ signal, client }) =>
      apiOf(client).GET('/events/by-path/{country}/{city}/{slug}', {
        signal,
        params: { path: { country, city, slug } },
      }),
    // A missing event stays missing: no second try before the not-found page.
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });
}

/** Where any event URL form of docs/product.md §2 leads: the canonical `/:country/:city/events/:slug`. */
export function eventResolveQueryOptions(path: string) {
  return queryOptions({
    queryKey: ['events', 'resolve', path],
    queryFn: ({ signal }) => api.GET('/events/resolve', { signal, params: { query: { path } } }),
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });
}

export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: number }).status === 404
  );
}

/** The event as an iCalendar file (docs/product.md "Calendar"). */
export function eventCalendarFileUrl(eventId: string): string {
  return apiUrl('/events/{id}/calendar.ics', { path: { id: eventId } });
}
