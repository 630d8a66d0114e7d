import type { EventHostsResponse } from '@lineup/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiOf } from '@/lib/query-client';

export const eventHostsKey = (eventId: string, viewerId: string | null) =>
  ['hosts', eventId, { viewerId }] as const;

/** `GET /api/events/:id/hosts`: who hosts the event, and what the reader may do with it. */
export function eventHostsQueryOptions(eventId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: eventHostsKey(eventId, viewerId),
    // Read on the server too, through the request's own client.
    queryFn: ({ signal, client }): Promise<EventHostsResponse> =>
      apiOf(client).GET('/events/{id}/hosts', { signal, params: { path: { id: eventId } } }),
    staleTime: 30_000,
  });
}

/** `POST /api/events/:id/hosts`: the owner invites a member to co-host, by username. */
export function inviteCohost(eventId: string, username: string) {
  return api.POST('/events/{id}/hosts', {
    params: { path: { id: eventId } },
    body: { username },
  });
}

/**
 * `DELETE /api/events/:id/hosts/:userId`: the owner removes a co-host or takes an invitation
 * back; with their own id, a co-host steps down or an invited member declines.
 */
export function removeCohost(eventId: string, userId: string) {
  return api.DELETE('/events/{id}/hosts/{userId}', {
    params: { path: { id: eventId, userId } },
  });
}

/** `POST /api/events/:id/hosts/invitation`: the invited member accepts. */
export function acceptCohostInvitation(eventId: string) {
  return api.POST('/events/{id}/hosts/invitation', { params: { path: { id: eventId } } });
}
