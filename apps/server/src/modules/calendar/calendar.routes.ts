import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ErrorResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Env } from '../../env';
import { publicOrigin } from '../../lib/public-origin';
import type { AppEnv } from '../../types';
import { create as contentDisposition } from 'content-disposition';
import { getEventById, viewerOf } from '../events';
import { buildEventCalendar } from './calendar.service';

const eventCalendarRoute = createRoute({
  method: 'get',
  path: '/events/{id}/calendar.ics',
  tags: ['events'],
  summary: 'The event as an iCalendar file to add to a calendar',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: {
      description: 'An iCalendar file with one event.',
      content: { 'text/calendar': { schema: z.string() } },
    },
    404: {
      description: 'No such event, or a draft the viewer may not see.',
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

export function calendarRoutes({ database, env }: { database: Database; env: Env }) {
  return new OpenAPIHono<AppEnv>().openapi(eventCalendarRoute, async (c) => {
    const event = await getEventById({
      db: database.db,
      id: c.req.valid('param').id,
      viewer: viewerOf(c),
    });
    const body = buildEventCalendar({
      event,
      origin: publicOrigin(env),
    });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      // Slugs may be in Sinhala or Tamil: the header carries them encoded (RFC 6266).
      'Content-Disposition': contentDisposition(`${event.slug}.ics`),
      'Cache-Control': 'private, no-cache',
    });
  });
}
