import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Keys start with the member's id so a sign-out and sign-in as someone else never shows the
// first member's lists. The RSVP buttons read and update the same `rsvps` key.

export function myRsvpsQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: ['me', viewerId, 'rsvps'],
    queryFn: ({ signal }) => api.GET('/me/rsvps', { signal }),
  });
}

export function myCreatedEventsQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: ['me', viewerId, 'events'],
    queryFn: ({ signal }) => api.GET('/me/events', { signal }),
  });
}

export const calendarFeedKey = (viewerId: string) => ['me', viewerId, 'calendar-feed'] as const;

export function calendarFeedQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: calendarFeedKey(viewerId),
    queryFn: ({ signal }) => api.GET('/me/calendar-feed', { signal }),
    staleTime: Infinity,
  });
}

/** A new private feed address; the old one stops working. */
export function resetCalendarFeed() {
  return api.POST('/me/calendar-feed/reset');
}
