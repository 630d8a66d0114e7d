import type {
  CreateEventRequest,
  EditableEvent,
  EditableEventResponse,
  SessionsScope,
  UpdateEventRequest,
  UpdateGuestSettingsRequest,
  VenueOption,
} from '@lineup/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, apiUrl, type ApiAnswer } from '@/lib/api-client';
import { VENUE_AREAS_STALE_TIME_MS } from '@/lib/query-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export const editableEventKey = (id: string) => ['event-editor', 'event', id] as const;

const unwrap = (body: EditableEventResponse): EditableEvent => body.event;

/** `GET /api/events/:id/edit`: the event as the form edits it (creator or admin). */
export function editableEventQueryOptions(id: string) {
  return queryOptions({
    queryKey: editableEventKey(id),
    queryFn: ({ signal }) =>
      api.GET('/events/{id}/edit', { signal, params: { path: { id } } }).then(unwrap),
    // 403 and 404 are answers, not hiccups: show them at once.
    retry: false,
    staleTime: 0,
  });
}

/** The areas an event can be in, with their time zones (docs/product.md §9: fresh for 5 minutes). */
export function editorAreasQueryOptions() {
  return queryOptions({
    queryKey: ['event-editor', 'areas'],
    queryFn: ({ signal }) => api.GET('/areas', { signal }).then((body) => body.areas),
    staleTime: VENUE_AREAS_STALE_TIME_MS,
  });
}

/** `GET /api/venues?q=&area=`: venues whose name or town contains `q`. */
export function venueSearchQueryOptions(q: string, area: string | undefined) {
  return queryOptions({
    queryKey: ['event-editor', 'venues', q, area ?? ''],
    queryFn: ({ signal }) =>
      api
        .GET('/venues', {
          signal,
          params: { query: { q: q || undefined, area: area || undefined, limit: 8 } },
        })
        .then((body): VenueOption[] => body.venues),
    staleTime: 30_000,
  });
}

export function createEvent(body: CreateEventRequest): Promise<EditableEvent> {
  return api.POST('/events', { body }).then(unwrap);
}

/** `?sessions=following` for a session of a series and the ones after it; nothing for one. */
const sessionsQuery = (sessions: SessionsScope['sessions']) => ({
  sessions: sessions === 'following' ? sessions : undefined,
});

/** `PATCH /api/events/:id`; `following` changes the later sessions of its series too. */
export function updateEvent(
  id: string,
  body: UpdateEventRequest,
  sessions: SessionsScope['sessions'] = 'this',
): Promise<EditableEvent> {
  return api
    .PATCH('/events/{id}', { params: { path: { id }, query: sessionsQuery(sessions) }, body })
    .then(unwrap);
}

/** `POST /api/events/:id/cancel`; `following` cancels the later sessions of its series too. */
export function cancelEvent(
  id: string,
  sessions: SessionsScope['sessions'] = 'this',
): Promise<EditableEvent> {
  return api
    .POST('/events/{id}/cancel', { params: { path: { id }, query: sessionsQuery(sessions) } })
    .then(unwrap);
}

export function deleteEvent(id: string): Promise<void> {
  return api.DELETE('/events/{id}', { params: { path: { id } } });
}

/** `POST /api/event-images`: stores a cover before the event is saved, with upload progress. */
export function uploadEventImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  return uploadWithProgress<ApiAnswer<'/event-images', 'post'>>({
    url: apiUrl('/event-images'),
    file,
    fieldName: 'file',
    onProgress,
    signal,
  });
}

// Query key roots of every list or page that can show an event (Discover, places, search,
// profiles, the member's own pages). Named here because a feature never imports a sibling.
const EVENT_DATA_ROOTS = new Set(['events', 'me', 'areas', 'places', 'search', 'users', 'plans']);
const showsEvents = (query: { queryKey: readonly unknown[] }) =>
  EVENT_DATA_ROOTS.has(String(query.queryKey[0]));

/**
 * After a change, every list and page that may show the event reads it again. The app's
 * queries do not refetch on mount, so ones not on screen are dropped rather than marked
 * stale; the ones on screen refetch now.
 */
export async function refreshAfterEventChange(queryClient: QueryClient, id?: string) {
  if (id) queryClient.removeQueries({ queryKey: editableEventKey(id) });
  queryClient.removeQueries({ predicate: showsEvents, type: 'inactive' });
  await queryClient.invalidateQueries({ predicate: showsEvents });
}

/** `GET /api/events/:id/waitlist`: who waits for a spot, first in line first (organiser only). */
export function eventWaitlistQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['event-editor', 'waitlist', id],
    queryFn: ({ signal }) =>
      api
        .GET('/events/{id}/waitlist', { signal, params: { path: { id } } })
        .then((body) => body.waitlist),
    staleTime: 0,
  });
}

/** `GET /api/events/:id/guest-settings`: approval and the questions, as the form edits them. */
export function editorGuestSettingsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['event-editor', 'guest-settings', id],
    queryFn: ({ signal }) =>
      api.GET('/events/{id}/guest-settings', { signal, params: { path: { id } } }),
    staleTime: 0,
  });
}

/** `PUT /api/events/:id/guest-settings`, saved after the event (docs/decisions/0036). */
export function putGuestSettings(id: string, body: UpdateGuestSettingsRequest) {
  return api.PUT('/events/{id}/guest-settings', { params: { path: { id } }, body });
}

/** `GET /api/crews/mine`: the crews the member runs, to host an event with. */
export function myCrewsQueryOptions() {
  return queryOptions({
    queryKey: ['event-editor', 'crews'],
    queryFn: ({ signal }) => api.GET('/crews/mine', { signal }),
    staleTime: 60_000,
    // Unread, the form simply offers no crew.
    retry: false,
  });
}
