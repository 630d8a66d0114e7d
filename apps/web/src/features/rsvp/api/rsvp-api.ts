import type { RsvpAnswers, RsvpChoice, SeriesRsvpRequest } from '@lineup/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /api/me/rsvps`, keyed by member so one member's answers never show for another. The
 * "Upcoming Plans" page reads the same key, so an answer given here shows there at once.
 */
export const myRsvpsKey = (viewerId: string) => ['me', viewerId, 'rsvps'] as const;

export function myRsvpsQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: myRsvpsKey(viewerId),
    queryFn: ({ signal }) => api.GET('/me/rsvps', { signal }),
  });
}

/**
 * `PUT /api/events/:id/rsvp`: going, interested, or none to take the answer back; the answers
 * to the event's questions go with going or the waitlist (docs/product.md §14 "Questions").
 */
export function putRsvp(eventId: string, status: RsvpChoice, answers?: RsvpAnswers) {
  return api.PUT('/events/{id}/rsvp', {
    params: { path: { id: eventId } },
    body: answers ? { status, answers } : { status },
  });
}

/** `GET /api/events/:id/guest-settings`: whether going needs approval, and what it asks. */
export function guestSettingsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: ['events', eventId, 'guest-settings'] as const,
    queryFn: ({ signal }) =>
      api.GET('/events/{id}/guest-settings', { params: { path: { id: eventId } }, signal }),
    staleTime: 60_000,
  });
}

/**
 * `PUT /api/series/:id/rsvp`: going to every session of a series that has not ended (full ones
 * put the member on their waitlist), or `none` to leave them all.
 */
export function putSeriesRsvp(seriesId: string, status: SeriesRsvpRequest['status']) {
  return api.PUT('/series/{id}/rsvp', { params: { path: { id: seriesId } }, body: { status } });
}
