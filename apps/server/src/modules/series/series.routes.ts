import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { SeriesIdParam } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Env } from '../../env';
import { errors } from '../../lib/openapi';
import { publicOrigin } from '../../lib/public-origin';
import type { AppEnv } from '../../types';
import { create as contentDisposition } from 'content-disposition';
import { viewerOf } from '../events';
import { buildSeriesCalendar } from './series-calendar';

const calendarRoute = createRoute({
  method: 'get',
  path: '/series/{id}/calendar.ics',
  tags: ['events'],
  summary: 'Every session of a recurring event as one repeating iCalendar entry',
  request: { params: SeriesIdParam },
  responses: {
    200: {
      description: 'An iCalendar file with RRULE, EXDATE and the sessions changed on their own.',
      content: { 'text/calendar': { schema: z.string() } },
    },
    ...errors({ 400: 'The id is not valid.', 404: 'No such series.' }),
  },
});

export function seriesRoutes({ database, env }: { database: Database; env: Env }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>().openapi(calendarRoute, async (c) => {
    const { body, filename } = await buildSeriesCalendar({
      db,
      seriesId: c.req.valid('param').id,
      viewer: viewerOf(c),
      origin: publicOrigin(env),
    });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': contentDisposition(filename),
      'Cache-Control': 'private, no-cache',
    });
  });
}
