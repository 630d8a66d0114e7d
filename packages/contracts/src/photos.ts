import { z } from 'zod';
import { PHOTOS_PER_MEMBER_PER_EVENT } from './constants';
import { MemberSummary } from './events';

// An event's album (docs/product.md §15 "Photos after the event"): from its start, the people
// who were going and its hosts add photos; anyone who may see the event looks at them.

export const Photo = z
  .object({
    id: z.uuid(),
    urls: z.object({
      /** At most 480 px on its longest side: the grid. */
      small: z.string(),
      /** At most 1600 px on its longest side: the lightbox. */
      large: z.string(),
    }),
    /** The large size's, so a page keeps the photo's shape before it loads. */
    width: z.number().int(),
    height: z.number().int(),
    uploader: MemberSummary,
    createdAt: z.iso.datetime({ offset: true }),
    /** The reader added it or hosts the event: they may remove it. */
    canRemove: z.boolean(),
  })
  .meta({ id: 'Photo' });
export type Photo = z.infer<typeof Photo>;

/** `GET /api/events/:id/photos`: a page of the album, newest first. */
export const PhotosResponse = z
  .object({
    photos: z.array(Photo),
    nextCursor: z.string().nullable(),
    /** The reader may add photos now: the event has started and they were going or host it. */
    canAdd: z.boolean(),
  })
  .meta({ id: 'PhotosResponse' });
export type PhotosResponse = z.infer<typeof PhotosResponse>;

export const PhotosQuery = z.object({
  /** The `nextCursor` of the page before. */
  before: z.string().max(200).optional(),
});

/** `POST /api/events/:id/photos`: the photo as stored. */
export const PhotoResponse = z.object({ photo: Photo }).meta({ id: 'PhotoResponse' });
export type PhotoResponse = z.infer<typeof PhotoResponse>;

export const PhotoIdParam = z.object({
  photoId: z.uuid({ error: 'That is not a valid photo id.' }),
});

export const photoMessages = {
  notFound: 'There is no such photo.',
  notStarted: 'Photos can be added once the event has started.',
  cancelled: 'This event was cancelled, so it has no photos to add.',
  notGoing: 'Only people who were going can add photos to this event.',
  tooMany: `You can add up to ${PHOTOS_PER_MEMBER_PER_EVENT} photos to an event.`,
  notYours: 'Only the person who added this photo or the event’s hosts can remove it.',
  slowDown: 'You are adding photos very quickly. Please wait a few minutes and try again.',
} as const;
