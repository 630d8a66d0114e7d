import type { NotificationPreference } from '@lineup/contracts';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The bell asks again this often while the tab is visible (and on focus). */
export const UNREAD_POLL_MS = 60_000;

/** Every notification query of one member starts with this key. */
export const notificationsKey = (viewerId: string) => ['me', viewerId, 'notifications'] as const;

/** `GET /api/notifications/unread-count`: what the bell shows. */
export function unreadCountQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...notificationsKey(viewerId), 'unread'],
    queryFn: ({ signal }) =>
      api.GET('/notifications/unread-count', { signal }).then((body) => body.unreadCount),
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** `GET /api/notifications`, page after page, newest first. */
export function notificationsQueryOptions(viewerId: string) {
  return infiniteQueryOptions({
    queryKey: [...notificationsKey(viewerId), 'list'],
    queryFn: ({ pageParam, signal }) =>
      api.GET('/notifications', {
        signal,
        params: { query: { cursor: pageParam ?? undefined } },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

export function markNotificationRead(id: string) {
  return api.POST('/notifications/{id}/read', { params: { path: { id } } });
}

export function markAllNotificationsRead() {
  return api.POST('/notifications/read-all');
}

/** After reading: the bell and the list read again. */
export function refreshNotifications(queryClient: QueryClient, viewerId: string) {
  return queryClient.invalidateQueries({ queryKey: notificationsKey(viewerId) });
}

export function notificationPreferencesQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...notificationsKey(viewerId), 'preferences'],
    queryFn: ({ signal }) =>
      api.GET('/notifications/preferences', { signal }).then((body) => body.preferences),
  });
}

export function saveNotificationPreference(
  preference: NotificationPreference,
): Promise<NotificationPreference[]> {
  return api
    .PUT('/notifications/preferences', { body: { preferences: [preference] } })
    .then((body) => body.preferences);
}

/** What an e-mail's unsubscribe link turns off; asking changes nothing. */
export function unsubscribeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => api.GET('/unsubscribe', { signal, params: { query: { token } } }),
    retry: false,
  });
}

export function unsubscribe(token: string) {
  return api.POST('/unsubscribe', { params: { query: { token } } });
}
