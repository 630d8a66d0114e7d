import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  NotificationIdParam,
  NotificationPreferencesResponse,
  NotificationsQuery,
  NotificationsResponse,
  UnreadCountResponse,
  UpdateNotificationPreferencesRequest,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { errors, json } from '../../lib/openapi';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import {
  getPreferences,
  listNotifications,
  markAllRead,
  markRead,
  setPreferences,
  unreadCount,
} from './notifications.service';

const tags = ['notifications'];
const signedIn = { 401: 'Nobody is signed in.' };

const listRoute = createRoute({
  method: 'get',
  path: '/notifications',
  tags,
  summary: 'My notifications, newest first, and how many are unread',
  request: { query: NotificationsQuery },
  responses: {
    200: { description: 'One page.', ...json(NotificationsResponse) },
    ...errors({ ...signedIn, 400: 'The page link is not valid.' }),
  },
});

const countRoute = createRoute({
  method: 'get',
  path: '/notifications/unread-count',
  tags,
  summary: 'How many of my notifications are unread (the bell)',
  responses: {
    200: { description: 'The count.', ...json(UnreadCountResponse) },
    ...errors(signedIn),
  },
});

const readRoute = createRoute({
  method: 'post',
  path: '/notifications/{id}/read',
  tags,
  summary: 'Mark one of my notifications as read',
  request: { params: NotificationIdParam },
  responses: {
    200: { description: 'Read; the unread count after it.', ...json(UnreadCountResponse) },
    ...errors({ ...signedIn, 400: 'The id is not valid.', 404: 'No such notification of mine.' }),
  },
});

const readAllRoute = createRoute({
  method: 'post',
  path: '/notifications/read-all',
  tags,
  summary: 'Mark all my notifications as read',
  responses: {
    200: { description: 'All read.', ...json(UnreadCountResponse) },
    ...errors(signedIn),
  },
});

const preferencesRoute = createRoute({
  method: 'get',
  path: '/notifications/preferences',
  tags,
  summary: 'My choice of channels (in the app, e-mail, push) for each kind',
  responses: {
    200: {
      description: 'Every kind, defaults filled in.',
      ...json(NotificationPreferencesResponse),
    },
    ...errors(signedIn),
  },
});

const setPreferencesRoute = createRoute({
  method: 'put',
  path: '/notifications/preferences',
  tags,
  summary: 'Change my channels for some kinds; the others stay',
  request: { body: { required: true, ...json(UpdateNotificationPreferencesRequest) } },
  responses: {
    200: { description: 'Every kind after the change.', ...json(NotificationPreferencesResponse) },
    ...errors({ ...signedIn, 400: 'An unknown kind, a kind twice or a missing channel.' }),
  },
});

// Personal, and changes often: never from a cache.
const PRIVATE = 'private, no-store';

export function notificationRoutes({ database }: { database: Database }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(countRoute, async (c) => {
      const { id } = requireUser(c);
      c.header('Cache-Control', PRIVATE);
      return c.json({ unreadCount: await unreadCount({ db, userId: id }) }, 200);
    })
    .openapi(preferencesRoute, async (c) => {
      const { id } = requireUser(c);
      c.header('Cache-Control', PRIVATE);
      return c.json({ preferences: await getPreferences({ db, userId: id }) }, 200);
    })
    .openapi(setPreferencesRoute, async (c) => {
      const { id } = requireUser(c);
      const { preferences } = c.req.valid('json');
      return c.json({ preferences: await setPreferences({ db, userId: id, preferences }) }, 200);
    })
    .openapi(readAllRoute, async (c) => {
      const { id } = requireUser(c);
      return c.json({ unreadCount: await markAllRead({ db, userId: id }) }, 200);
    })
    .openapi(readRoute, async (c) => {
      const { id } = requireUser(c);
      const unread = await markRead({ db, userId: id, id: c.req.valid('param').id });
      return c.json({ unreadCount: unread }, 200);
    })
    .openapi(listRoute, async (c) => {
      const { id } = requireUser(c);
      c.header('Cache-Control', PRIVATE);
      return c.json(
        await listNotifications({ db, userId: id, cursor: c.req.valid('query').cursor }),
        200,
      );
    });
}
