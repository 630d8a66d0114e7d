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
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Photo> {
  const body = await uploadWithProgress<ApiAnswer<'/events/{id}/photos', 'post'>>({
    url: apiUrl('/events/{id}/photos', { path: { id: eventId } }),
    file,
    fieldName: 'file',
    ...options,
    fallbackMessage: 'The photo could not be uploaded. Please try again.',
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
  client.setQueryData<Album>(key, (album) => {
    const [first, ...rest] = album?.pages ?? [];
    if (!album || !first) return album;
    return { ...album, pages: [{ ...first, photos: [photo, ...first.photos] }, ...rest] };
  });
  // An album not read yet for this reader, or being read as the photo went in, may answer
  // without it: that read is dropped and the album read again, photo included.
  if (!client.getQueryData(key) || client.isFetching({ queryKey: key }) > 0) {
    void client
      .cancelQueries({ queryKey: key })
      .then(() => client.invalidateQueries({ queryKey: key }));
  }
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
