import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { FriendActivityResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { errors, json } from '../../lib/openapi';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { listFriendActivity } from './friend-activity.service';

const activityRoute = createRoute({
  method: 'get',
  path: '/friends/activity',
  tags: ['friends'],
  summary: 'Upcoming events and casual plans my friends are going to, soonest first',
  responses: {
    200: {
      description: "Friends' answers as their RSVP visibility allows; plans I may see.",
      ...json(FriendActivityResponse),
    },
    ...errors({ 401: 'Nobody is signed in.' }),
  },
});

export function friendActivityRoutes({ database }: { database: Database }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>().openapi(activityRoute, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await listFriendActivity({ db, viewerId: user.id }), 200);
  });
}
