import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  ErrorResponse,
  EventByPathResponse,
  EventListQuery,
  EventListResponse,
  EventResolveQuery,
  EventResolveResponse,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { AppEnv } from '../../types';
import { getEventByPath, publicDetail } from './events.service';
import { listEvents } from './event-list';
import { resolveEventPath } from './event-path';
import { viewerOf } from './viewer';

const errors = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorResponse } },
});

const listRoute = createRoute({
  method: 'get',
  path: '/events',
  tags: ['events'],
  summary: 'Upcoming published events, soonest first, one page at a time',
  request: { query: EventListQuery },
  responses: {
    200: {
      description: 'A page of events and the cursor of the next one.',
      content: { 'application/json': { schema: EventListResponse } },
    },
    400: errors('A filter or the cursor is not valid.'),
    404: errors('The area does not exist.'),
  },
});

const byPathRoute = createRoute({
  method: 'get',
  path: '/events/by-path/{country}/{city}/{slug}',
  tags: ['events'],
  summary: 'The event at its canonical path /:country/:city/events/:slug',
  request: {
    params: z.object({
      country: z.string().max(100),
      city: z.string().max(100),
      slug: z.string().max(200),
    }),
  },
  responses: {
    200: {
      description: 'The event, or the path a renamed event lives at now.',
      content: { 'application/json': { schema: EventByPathResponse } },
    },
    404: errors('No such event, or a draft the viewer may not see.'),
  },
});

const resolveRoute = createRoute({
  method: 'get',
  path: '/events/resolve',
  tags: ['events'],
  summary: 'The canonical path of any event URL form',
  request: { query: EventResolveQuery },
  responses: {
    200: {
      description: 'The canonical event path.',
      content: { 'application/json': { schema: EventResolveResponse } },
    },
    404: errors('The path leads to no event the viewer may see.'),
  },
});

export function eventRoutes({ database }: { database: Database }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => {
      return c.json(await listEvents({ db, query: c.req.valid('query') }), 200);
    })
    .openapi(byPathRoute, async (c) => {
      const { country, city, slug } = c.req.valid('param');
      const found = await getEventByPath({ db, country, city, slug, viewer: viewerOf(c) });
      // Going members depend on who asks.
      c.header('Cache-Control', 'private, no-cache');
      return c.json(
        found.kind === 'event'
          ? { kind: 'event' as const, event: publicDetail(found.event) }
          : found,
        200,
      );
    })
    .openapi(resolveRoute, async (c) => {
      const path = await resolveEventPath({
        db,
        path: c.req.valid('query').path,
        viewer: viewerOf(c),
      });
      return c.json({ path }, 200);
    });
}
