import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  CreateEventRequest,
  EVENT_IMAGE_MAX_BYTES,
  EditableEventResponse,
  EventIdParam,
  EventImageResponse,
  SessionsScope,
  UpdateEventRequest,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { requireUser } from '../../middleware/session';
import { errors, json } from '../../lib/openapi';
import type { AppEnv } from '../../types';
import { deletePhotoFiles } from '../photos';
import { deleteCoverImage, IMAGE_TOO_LARGE, readUploadedFile, storeCoverImage } from '../uploads';
import { assertCanChange, getEditableEvent } from './editable-event';
import { cancelEvent, deleteEvent } from './event-removal';
import { createEvent } from './event-create';
import { setEventImage } from './event-image';
import { updateEvent } from './event-update';

const changeErrors = {
  400: 'The id or a field is not valid (`details.issues` name the fields).',
  401: 'Nobody is signed in.',
  403: 'Someone else created the event.',
  404: 'No such event.',
};

const createRoute_ = createRoute({
  method: 'post',
  path: '/events',
  tags: ['event editor'],
  summary: 'Create an event (members); start and end are local times in the area',
  request: { body: { required: true, ...json(CreateEventRequest) } },
  responses: {
    201: { description: 'The new event as the form edits it.', ...json(EditableEventResponse) },
    ...errors({
      400: 'A field is not valid (`details.issues` name the fields); nothing was saved.',
      401: 'Nobody is signed in.',
    }),
  },
});

const editRoute = createRoute({
  method: 'get',
  path: '/events/{id}/edit',
  tags: ['event editor'],
  summary: 'The event as the edit form shows it (creator or admin)',
  request: { params: EventIdParam },
  responses: {
    200: { description: 'The editable event.', ...json(EditableEventResponse) },
    ...errors(changeErrors),
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/events/{id}',
  tags: ['event editor'],
  summary:
    'Change an event; only the fields sent change (creator or admin). `sessions=following` on a session of a series changes it and the later ones',
  request: {
    params: EventIdParam,
    query: SessionsScope,
    body: { required: true, ...json(UpdateEventRequest) },
  },
  responses: {
    200: { description: 'The event after the change.', ...json(EditableEventResponse) },
    ...errors(changeErrors),
  },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/events/{id}/cancel',
  tags: ['event editor'],
  summary:
    'Cancel a published event: it stays visible with a banner (creator or admin). `sessions=following` cancels the later sessions of its series too',
  request: { params: EventIdParam, query: SessionsScope },
  responses: {
    200: { description: 'The cancelled event.', ...json(EditableEventResponse) },
    ...errors({ ...changeErrors, 409: 'A draft cannot be cancelled; delete it instead.' }),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/events/{id}',
  tags: ['event editor'],
  summary: 'Delete an event with its RSVPs (creator or admin)',
  request: { params: EventIdParam },
  responses: {
    204: { description: 'Deleted.' },
    ...errors(changeErrors),
  },
});

const imageErrors = {
  400: 'No file in the `file` field.',
  401: 'Nobody is signed in.',
  413: 'The image is larger than 10 MB.',
  415: 'The file is not an image.',
};

const uploadRoute = createRoute({
  method: 'post',
  path: '/event-images',
  tags: ['event editor'],
  summary:
    'Upload a cover before saving: multipart/form-data with the image in `file` (at most 10 MB)',
  responses: {
    201: {
      description: 'Stored as WebP at 640×360 and 1600×900; send `imageUrl` with the event.',
      ...json(EventImageResponse),
    },
    ...errors(imageErrors),
  },
});

const eventImageRoute = createRoute({
  method: 'post',
  path: '/events/{id}/image',
  tags: ['event editor'],
  summary: "Replace an event's cover: multipart/form-data with the image in `file`",
  request: { params: EventIdParam },
  responses: {
    200: { description: 'The event with its new cover.', ...json(EditableEventResponse) },
    ...errors({ ...imageErrors, ...changeErrors }),
  },
});

// The multipart envelope adds a little to the file itself.
const imageBodyLimit = bodyLimit({
  maxSize: EVENT_IMAGE_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('payload_too_large', 413, IMAGE_TOO_LARGE);
  },
});

export function eventEditorRoutes(options: {
  database: Database;
  storage: Storage;
  logger: Logger;
}) {
  const { database, storage } = options;
  const { db } = database;
  const app = new OpenAPIHono<AppEnv>();
  const loggerOf = (c: Context<AppEnv>) => c.var.logger ?? options.logger;
  /** Removes stored files nothing uses any more: covers, and a deleted event's photos. */
  const deleteCovers = async (c: Context<AppEnv>, urls: string[]) => {
    for (const url of urls) await deleteCoverImage({ storage, url, logger: loggerOf(c) });
    await deletePhotoFiles({ storage, urls, logger: loggerOf(c) });
  };

  app.openapi(createRoute_, async (c) => {
    const user = requireUser(c);
    const event = await createEvent({ db, storage, user, input: c.req.valid('json') });
    return c.json({ event }, 201);
  });

  app.openapi(editRoute, async (c) => {
    const user = requireUser(c);
    const event = await getEditableEvent({ db, user, id: c.req.valid('param').id });
    c.header('Cache-Control', 'no-store');
    return c.json({ event }, 200);
  });

  app.openapi(patchRoute, async (c) => {
    const user = requireUser(c);
    const { event, replacedImageUrls } = await updateEvent({
      db,
      storage,
      user,
      id: c.req.valid('param').id,
      patch: c.req.valid('json'),
      sessions: c.req.valid('query').sessions,
    });
    await deleteCovers(c, replacedImageUrls);
    return c.json({ event }, 200);
  });

  app.openapi(cancelRoute, async (c) => {
    const user = requireUser(c);
    const event = await cancelEvent({
      db,
      user,
      id: c.req.valid('param').id,
      sessions: c.req.valid('query').sessions,
    });
    return c.json({ event }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    const { unusedImageUrls } = await deleteEvent({ db, user, id: c.req.valid('param').id });
    await deleteCovers(c, unusedImageUrls);
    return c.body(null, 204);
  });

  app.use('/event-images', imageBodyLimit);
  app.openapi(uploadRoute, async (c) => {
    requireUser(c);
    const stored = await storeCoverImage({ storage, file: await readUploadedFile(c) });
    return c.json(stored, 201);
  });

  app.use('/events/:id/image', imageBodyLimit);
  app.openapi(eventImageRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    // Refused before the upload is decoded or stored.
    await assertCanChange({ db, user, id });
    const stored = await storeCoverImage({ storage, file: await readUploadedFile(c) });
    const { event, replacedImageUrls } = await setEventImage({
      db,
      user,
      id,
      imageUrl: stored.imageUrl,
    }).catch(async (error: unknown) => {
      await deleteCoverImage({ storage, url: stored.imageUrl, logger: loggerOf(c) });
      throw error;
    });
    await deleteCovers(c, replacedImageUrls);
    return c.json({ event }, 200);
  });

  return app;
}
