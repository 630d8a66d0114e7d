import type {
  NotificationPreference,
  NotificationPreferencesResponse,
  NotificationsResponse,
  UnreadCountResponse,
  UnsubscribeResponse,
} from '@lineup/contracts';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The bell asks again this often while the tab is visible (and on focus). */
export const UNREAD_POLL_MS = 60_000;

/** Every notification query of one member starts with this key. */
export const notificationsKey = (viewerId: string) => ['me', viewerId, 'notifications'] as const;

/** `GET /api/notifications/unread-count`: what the bell shows. */
export function unreadCountQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...notificationsKey(viewerId), 'unread'],
    queryFn: ({ signal }) =>
      apiFetch<UnreadCountResponse>('/api/notifications/unread-count', { signal }).then(
        (body) => body.unreadCount,
      ),
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
      apiFetch<NotificationsResponse>(
        pageParam
          ? `/api/notifications?cursor=${encodeURIComponent(pageParam)}`
          : '/api/notifications',
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

export function markNotificationRead(id: string): Promise<UnreadCountResponse> {
  return apiFetch<UnreadCountResponse>(`/api/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
  });
}

export function markAllNotificationsRead(): Promise<UnreadCountResponse> {
  return apiFetch<UnreadCountResponse>('/api/notifications/read-all', { method: 'POST' });
}

/** After reading: the bell and the list read again. */
export function refreshNotifications(queryClient: QueryClient, viewerId: string) {
  return queryClient.invalidateQueries({ queryKey: notificationsKey(viewerId) });
}

export function notificationPreferencesQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...notificationsKey(viewerId), 'preferences'],
    queryFn: ({ signal }) =>
      apiFetch<NotificationPreferencesResponse>('/api/notifications/preferences', {
        signal,
      }).then((body) => body.preferences),
  });
}

export function saveNotificationPreference(
  preference: NotificationPreference,
): Promise<NotificationPreference[]> {
  return apiFetch<NotificationPreferencesResponse>('/api/notifications/preferences', {
    method: 'PUT',
    body: { preferences: [preference] },
  }).then((body) => body.preferences);
}

/** What an e-mail's unsubscribe link turns off; asking changes nothing. */
export function unsubscribeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) =>
      apiFetch<UnsubscribeResponse>(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
        signal,
      }),
    retry: false,
  });
}

export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return apiFetch<UnsubscribeResponse>(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: {},
  });
}
