import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  AnnouncementParam,
  AnnouncementsResponse,
  CreateAnnouncementRequest,
  EventIdParam,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { errors, json } from '../../lib/openapi';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import {
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  setAnnouncementsMuted,
} from './announcements.service';

const tags = ['announcements'];
const eventErrors = {
  400: 'The id is not valid.',
  401: 'Nobody is signed in.',
  404: 'No such event (drafts of others included).',
};

const listRoute = createRoute({
  method: 'get',
  path: '/events/{id}/announcements',
  tags,
  summary: 'The hosts’ announcements, newest first (its guests and hosts)',
  request: { params: EventIdParam },
  responses: {
    200: {
      description: 'What I may read, and whether I muted them.',
      ...json(AnnouncementsResponse),
    },
    ...errors({ ...eventErrors, 403: 'I am neither a guest nor a host.' }),
  },
});

const createAnnouncementRoute = createRoute({
  method: 'post',
  path: '/events/{id}/announcements',
  tags,
  summary: 'Write to the guests by their RSVP, now or at a chosen time (its hosts)',
  request: { params: EventIdParam, body: { required: true, ...json(CreateAnnouncementRequest) } },
  responses: {
    201: { description: 'Saved; it goes out when due.', ...json(AnnouncementsResponse) },
    ...errors({
      ...eventErrors,
      400: 'A field is not valid.',
      403: 'I do not host the event.',
      409: 'The event is a draft.',
      429: 'The event sent the most announcements a day allows.',
    }),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/events/{id}/announcements/{announcementId}',
  tags,
  summary: 'Take back an announcement not sent yet (its hosts)',
  request: { params: AnnouncementParam },
  responses: {
    200: { description: 'It will not be sent.', ...json(AnnouncementsResponse) },
    ...errors({
      ...eventErrors,
      403: 'I do not host the event.',
      404: 'No such announcement waits.',
    }),
  },
});

const muteRoute = createRoute({
  method: 'put',
  path: '/events/{id}/announcements/mute',
  tags,
  summary: 'Turn off this event’s announcements for me',
  request: { params: EventIdParam },
  responses: {
    200: { description: 'Muted.', ...json(AnnouncementsResponse) },
    ...errors({ ...eventErrors, 403: 'I am neither a guest nor a host.' }),
  },
});

const unmuteRoute = createRoute({
  method: 'delete',
  path: '/events/{id}/announcements/mute',
  tags,
  summary: 'Turn this event’s announcements on again for me',
  request: { params: EventIdParam },
  responses: {
    200: { description: 'On again.', ...json(AnnouncementsResponse) },
    ...errors({ ...eventErrors, 403: 'I am neither a guest nor a host.' }),
  },
});

export function announcementRoutes({ database }: { database: Database }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      c.header('Cache-Control', 'no-store');
      return c.json(await listAnnouncements({ db, eventId: id, viewerId: user.id }), 200);
    })
    .openapi(createAnnouncementRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await createAnnouncement({ db, eventId: id, viewerId: user.id, input }), 201);
    })
    .openapi(muteRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(
        await setAnnouncementsMuted({ db, eventId: id, viewerId: user.id, muted: true }),
        200,
      );
    })
    .openapi(unmuteRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(
        await setAnnouncementsMuted({ db, eventId: id, viewerId: user.id, muted: false }),
        200,
      );
    })
    .openapi(deleteRoute, async (c) => {
      const user = requireUser(c);
      const { id, announcementId } = c.req.valid('param');
      return c.json(
        await deleteAnnouncement({ db, eventId: id, announcementId, viewerId: user.id }),
        200,
      );
    });
}
