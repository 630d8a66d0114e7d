import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { SeriesIdParam, SeriesRsvpRequest, SeriesRsvpResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Env } from '../../env';
import { errors, json } from '../../lib/openapi';
import { publicOrigin } from '../../lib/public-origin';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { create as contentDisposition } from 'content-disposition';
import { viewerOf } from '../events';
import { answerEveryPlanSession } from '../plans';
import { buildSeriesCalendar } from './series-calendar';
import { answerEverySession } from './series.service';

const rsvpRoute = createRoute({
  method: 'put',
  path: '/series/{id}/rsvp',
  tags: ['rsvps'],
  summary:
    'Going to every session of a recurring event or plan still to come (full ones: the waitlist), or none',
  request: { params: SeriesIdParam, body: { required: true, ...json(SeriesRsvpRequest) } },
  responses: {
    200: {
      description: 'How many sessions the member now goes to or waits for.',
      ...json(SeriesRsvpResponse),
    },
    ...errors({
      400: 'The id or the status is not valid.',
      401: 'Nobody is signed in.',
      404: 'No such series (or only drafts).',
    }),
  },
});

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
  return new OpenAPIHono<AppEnv>()
    .openapi(rsvpRoute, async (c) => {
      const user = requireUser(c);
      const answer = {
        db,
        user,
        seriesId: c.req.valid('param').id,
        status: c.req.valid('json').status,
      };
      // A series is of events or of casual plans.
      const result = (await answerEveryPlanSession(answer)) ?? (await answerEverySession(answer));
      return c.json(result, 200);
    })
    .openapi(calendarRoute, async (c) => {
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
