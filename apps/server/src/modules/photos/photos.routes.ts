import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  EventIdParam,
  PHOTO_MAX_BYTES,
  PhotoIdParam,
  PhotoResponse,
  PhotosQuery,
  PhotosResponse,
  photoMessages,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error';
import { errors, json } from '../../lib/openapi';
import type { RateLimitRule, RateLimitStore } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { viewerOf } from '../events';
import { IMAGE_TOO_LARGE, readUploadedFile } from '../uploads';
import { addPhoto, assertCanAddPhoto, listPhotos, removePhoto } from './photos.service';

/**
 * Photos one member may add in an hour, across events: well above a person choosing a night's
 * photos, well below a script filling albums (each upload is decoded and re-encoded twice).
 */
export const PHOTO_UPLOAD_LIMIT: RateLimitRule = { window: 60 * 60, max: 60 };

const tags = ['photos'];

const listRoute = createRoute({
  method: 'get',
  path: '/events/{id}/photos',
  tags,
  summary: 'The photos of an event’s album, newest first',
  request: { params: EventIdParam, query: PhotosQuery },
  responses: {
    200: { description: 'A page of the album, as I may see it.', ...json(PhotosResponse) },
    ...errors({
      400: 'An id or the cursor is not valid.',
      404: 'No such event, or not one I may see.',
    }),
  },
});

const addRoute = createRoute({
  method: 'post',
  path: '/events/{id}/photos',
  tags,
  summary:
    'Add a photo to an event’s album once it has started: multipart/form-data with the image in `file` (at most 10 MB)',
  description:
    'Stored as WebP at most 480 and 1600 pixels on the longest side, without its EXIF data (camera, GPS position).',
  request: { params: EventIdParam },
  responses: {
    201: { description: 'The photo, now in the album.', ...json(PhotoResponse) },
    ...errors({
      400: 'No file in the `file` field.',
      401: 'Nobody is signed in.',
      403: 'The event has not started, was cancelled, or I was not going and do not host it.',
      404: 'No such event, or not one I may see.',
      409: 'I added as many photos to the event as one member may.',
      413: 'The image is larger than 10 MB.',
      415: 'The file is not an image.',
      429: 'I added photos too quickly.',
    }),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/photos/{photoId}',
  tags,
  summary: 'Remove a photo I added, or (a host of its event) anyone’s',
  request: { params: PhotoIdParam },
  responses: {
    204: { description: 'The photo and its files are gone.' },
    ...errors({
      400: 'The id is not valid.',
      401: 'Nobody is signed in.',
      403: 'I did not add it and do not host its event.',
      404: 'No such photo, or not one I may see.',
    }),
  },
});

// The multipart envelope adds a little to the file itself.
const photoBodyLimit = bodyLimit({
  maxSize: PHOTO_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('payload_too_large', 413, IMAGE_TOO_LARGE);
  },
});

export function photoRoutes(options: {
  database: Database;
  storage: Storage;
  logger: Logger;
  rateLimitStore: RateLimitStore;
}) {
  const { database, storage, rateLimitStore } = options;
  const { db } = database;
  const loggerOf = (c: Context<AppEnv>) => c.var.logger ?? options.logger;
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(listRoute, async (c) => {
    const { id } = c.req.valid('param');
    const viewer = viewerOf(c);
    // Whether the reader may add or remove differs per member; only a visitor's answer is shared.
    if (viewer) c.header('Cache-Control', 'private, no-store');
    return c.json(
      await listPhotos({ db, eventId: id, viewer, before: c.req.valid('query').before }),
      200,
    );
  });

  app.use('/events/:id/photos', async (c, next) =>
    c.req.method === 'POST' ? photoBodyLimit(c, next) : next(),
  );
  app.openapi(addRoute, async (c) => {
    const user = requireUser(c);
    const member = { id: user.id, role: user.role };
    const { id } = c.req.valid('param');
    // Refused before the upload is read, decoded or counted.
    await assertCanAddPhoto({ db, eventId: id, member });
    const limit = await rateLimitStore.consume(`photos:${user.id}`, PHOTO_UPLOAD_LIMIT);
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfter ?? PHOTO_UPLOAD_LIMIT.window));
      throw new AppError('rate_limited', 429, photoMessages.slowDown);
    }
    const photo = await addPhoto({
      db,
      storage,
      eventId: id,
      member,
      file: await readUploadedFile(c),
      logger: loggerOf(c),
    });
    return c.json({ photo }, 201);
  });

  app.openapi(removeRoute, async (c) => {
    const user = requireUser(c);
    await removePhoto({
      db,
      storage,
      photoId: c.req.valid('param').photoId,
      member: { id: user.id, role: user.role },
      logger: loggerOf(c),
    });
    return c.body(null, 204);
  });

  return app;
}
