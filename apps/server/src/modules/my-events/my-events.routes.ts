import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ErrorResponse, MyCreatedEventsResponse, MyRsvpsResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { listMyCreatedEvents, listMyRsvps } from './my-events.service';

const unauthorized = {
  description: 'Nobody is signed in.',
  content: { 'application/json': { schema: ErrorResponse } },
};

const rsvpsRoute = createRoute({
  method: 'get',
  path: '/me/rsvps',
  tags: ['my events'],
  summary: 'Events I am going to or interested in, and casual plans I created or joined',
  responses: {
    200: {
      description: 'Upcoming soonest first, past most recent first.',
      content: { 'application/json': { schema: MyRsvpsResponse } },
    },
    401: unauthorized,
  },
});

const createdRoute = createRoute({
  method: 'get',
  path: '/me/events',
  tags: ['my events'],
  summary: 'Events I created, drafts included, with going and interested counts',
  responses: {
    200: {
      description: 'Upcoming soonest first, past most recent first.',
      content: { 'application/json': { schema: MyCreatedEventsResponse } },
    },
    401: unauthorized,
  },
});

export function myEventsRoutes({ database }: { database: Database }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(rsvpsRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await listMyRsvps({ db, userId: user.id }), 200);
    })
    .openapi(createdRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await listMyCreatedEvents({ db, userId: user.id }), 200);
    });
}
