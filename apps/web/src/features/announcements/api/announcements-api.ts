import type { AnnouncementsResponse, CreateAnnouncementRequest } from '@lineup/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const announcementsKey = (eventId: string, viewerId: string) =>
  ['announcements', eventId, { viewerId }] as const;

/** `GET /api/events/:id/announcements`: newest first; hosts also see the ones still to go. */
export function announcementsQueryOptions(eventId: string, viewerId: string) {
  return queryOptions({
    queryKey: announcementsKey(eventId, viewerId),
    queryFn: ({ signal }): Promise<AnnouncementsResponse> =>
      api.GET('/events/{id}/announcements', { signal, params: { path: { id: eventId } } }),
    // Not a guest or host: nothing to show, and nothing to ask again.
    retry: false,
  });
}

/** `POST /api/events/:id/announcements`: a host writes to the guests, now or later. */
export function createAnnouncement(eventId: string, body: CreateAnnouncementRequest) {
  return api.POST('/events/{id}/announcements', { params: { path: { id: eventId } }, body });
}

/** `DELETE /api/events/:id/announcements/:announcementId`: takes back one not sent yet. */
export function deleteAnnouncement(eventId: string, announcementId: string) {
  return api.DELETE('/events/{id}/announcements/{announcementId}', {
    params: { path: { id: eventId, announcementId } },
  });
}

/** `PUT` (off) or `DELETE` (on again) `/api/events/:id/announcements/mute`. */
export function setAnnouncementsMuted(eventId: string, muted: boolean) {
  const options = { params: { path: { id: eventId } } };
  return muted
    ? api.PUT('/events/{id}/announcements/mute', options)
    : api.DELETE('/events/{id}/announcements/mute', options);
}
