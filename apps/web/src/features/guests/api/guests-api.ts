import type { EventDetail } from '@lineup/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, apiUrl, isApiError } from '@/lib/api-client';
import { apiOf } from '@/lib/query-client';

/** A refusal (not there, not allowed) stays one: no second try before the page says so. */
const retryUnlessRefused = (failures: number, error: unknown) =>
  failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const guestsKey = (eventId: string) => ['guests', eventId] as const;

/** The event a host page is about, as its page shows it to this member. */
export function eventByIdQueryOptions(eventId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: ['events', 'by-id', eventId, { viewerId }],
    queryFn: async ({ signal, client }): Promise<EventDetail> => {
      const { path } = await apiOf(client).GET('/events/resolve', {
        signal,
        params: { query: { path: `/events/event/${encodeURIComponent(eventId)}` } },
      });
      const [country = '', city = '', , slug = ''] = path.split('/').filter(Boolean);
      const answer = await apiOf(client).GET('/events/by-path/{country}/{city}/{slug}', {
        signal,
        params: { path: { country, city, slug } },
      });
      if (answer.kind !== 'event') throw new Error('This event could not be loaded.');
      return answer.event;
    },
    retry: retryUnlessRefused,
  });
}

/** The guest list, with answers for hosts and the door's counts. */
export function guestsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: guestsKey(eventId),
    queryFn: ({ signal, client }) =>
      apiOf(client).GET('/events/{id}/guests', { signal, params: { path: { id: eventId } } }),
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

export function ticketQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: ['guests', eventId, 'ticket'],
    queryFn: ({ signal, client }) =>
      apiOf(client).GET('/events/{id}/ticket', { signal, params: { path: { id: eventId } } }),
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

export function dashboardQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: ['guests', eventId, 'dashboard'],
    queryFn: ({ signal, client }) =>
      apiOf(client).GET('/events/{id}/dashboard', { signal, params: { path: { id: eventId } } }),
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

/** Accepts or declines a request; the server tells the member. Answers the new guest list. */
export async function decideRequest(
  queryClient: QueryClient,
  eventId: string,
  userId: string,
  decision: 'accept' | 'decline',
) {
  const guests = await api.POST('/events/{id}/requests/{userId}', {
    params: { path: { id: eventId, userId } },
    body: { decision },
  });
  queryClient.setQueryData(guestsKey(eventId), guests);
  return guests;
}

/** Marks a guest arrived, by their ticket's code or picked from the list. */
export function checkIn(eventId: string, body: { code: string } | { userId: string }) {
  return api.POST('/events/{id}/check-ins', { params: { path: { id: eventId } }, body });
}

/** The guest list with the answers as a CSV download. */
export function guestsCsvUrl(eventId: string): string {
  return apiUrl('/events/{id}/guests.csv', { path: { id: eventId } });
}

/** The address `POST /api/views/events/:id` is reported to. */
export function viewBeaconUrl(eventId: string): string {
  return apiUrl('/views/events/{id}', { path: { id: eventId } });
}
