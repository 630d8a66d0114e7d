import type { Photo, PhotosResponse } from '@lineup/contracts';
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api, apiUrl, type ApiAnswer } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';

/**
 * The album as one reader sees it; their RSVP is in the key because it decides whether they may
 * add photos, so answering "Going" on the page asks again.
 */
export const photosKey = (eventId: string, viewerId: string | null, rsvp: string | null = null) =>
  ['photos', eventId, { viewerId, rsvp }] as const;

/** `GET /api/events/:id/photos`: the album, newest first, a page at a time. */
export function photosQueryOptions(
  eventId: string,
  viewerId: string | null,
  rsvp: string | null = null,
) {
  return infiniteQueryOptions({
    queryKey: photosKey(eventId, viewerId, rsvp),
    queryFn: ({ signal, pageParam }): Promise<PhotosResponse> =>
      api.GET('/events/{id}/photos', {
        signal,
        params: { path: { id: eventId }, query: pageParam ? { before: pageParam } : {} },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** `POST /api/events/:id/photos`: one photo (field `file`), with upload progress. */
export async function uploadPhoto(
  eventId: string,
  file: File,
  options: {
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    /** What a failure without the server's reason says, in the reader's language. */
    fallbackMessage?: string;
  } = {},
): Promise<Photo> {
  const body = await uploadWithProgress<ApiAnswer<'/events/{id}/photos', 'post'>>({
    url: apiUrl('/events/{id}/photos', { path: { id: eventId } }),
    file,
    fieldName: 'file',
    ...options,
    fallbackMessage:
      options.fallbackMessage ?? 'The photo could not be uploaded. Please try again.',
  });
  return body.photo;
}

/** `DELETE /api/photos/:photoId`. */
export function deletePhoto(photoId: string) {
  return api.DELETE('/photos/{photoId}', { params: { path: { photoId } } });
}

type Album = InfiniteData<PhotosResponse, string | null>;

/** Puts a photo just added at the top of the album the page shows. */
export function addToAlbum(client: QueryClient, key: ReturnType<typeof photosKey>, photo: Photo) {
  // Every album of the event this page has read (the visitor's, then the member's, as the
  // session and the RSVP become known), not only the one the upload started under.
  const event = { queryKey: key.slice(0, 2) };
  client.setQueriesData<Album>(event, (album) => {
    const [first, ...rest] = album?.pages ?? [];
    if (!album || !first) return album;
    if (first.photos.some((shown) => shown.id === photo.id)) return album;
    return { ...album, pages: [{ ...first, photos: [photo, ...first.photos] }, ...rest] };
  });
  // A read on its way as the photo went in may answer without it: it is dropped, and the album
  // the page shows is read again, photo included.
  void client
    .cancelQueries({ ...event, fetchStatus: 'fetching' })
    .then(() => client.invalidateQueries({ ...event, refetchType: 'active' }));
}

/** Takes a removed photo out of the album the page shows. */
export function removeFromAlbum(
  client: QueryClient,
  key: ReturnType<typeof photosKey>,
  photoId: string,
) {
  client.setQueryData<Album>(key, (album) =>
    album
      ? {
          ...album,
          pages: album.pages.map((page) => ({
            ...page,
            photos: page.photos.filter((photo) => photo.id !== photoId),
          })),
        }
      : album,
  );
}
