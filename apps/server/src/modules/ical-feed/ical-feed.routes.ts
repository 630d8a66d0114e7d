import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CalendarFeedResponse, ErrorResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Env } from '../../env';
import { publicOrigin } from '../../lib/public-origin';
import { requireUser } from '../../middleware/session';
import type { AppEnv } from '../../types';
import { buildFeed, FEED_FILE, feedToken, feedUrls, resetFeedToken } from './ical-feed.service';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorResponse } },
});
const feedResponse = {
  description: 'The private feed URL (and the same as webcal:// for calendar apps).',
  content: { 'application/json': { schema: CalendarFeedResponse } },
};

const getFeedRoute = createRoute({
  method: 'get',
  path: '/me/calendar-feed',
  tags: ['calendar feed'],
  summary: 'The private iCal feed URL of the events I am going to (made on first call)',
  responses: { 200: feedResponse, 401: error('Nobody is signed in.') },
});

const resetFeedRoute = createRoute({
  method: 'post',
  path: '/me/calendar-feed/reset',
  tags: ['calendar feed'],
  summary: 'A new feed URL; the old one stops working',
  responses: { 200: feedResponse, 401: error('Nobody is signed in.') },
});

const feedRoute = createRoute({
  method: 'get',
  path: '/calendar/{file}',
  tags: ['calendar feed'],
  summary: 'The feed itself, `/api/calendar/<token>.ics`; the token is the only key',
  request: {
    params: z.object({
      file: z.string().regex(FEED_FILE, { error: 'This is not a calendar feed link.' }),
    }),
  },
  responses: {
    200: {
      description: 'An iCalendar feed.',
      content: { 'text/calendar': { schema: z.string() } },
    },
    400: error('Not a feed link.'),
    404: error('No feed has this token (it may have been reset).'),
  },
});

export function icalFeedRoutes({ database, env }: { database: Database; env: Env }) {
  const { db } = database;
  const origin = publicOrigin(env);
  return new OpenAPIHono<AppEnv>()
    .openapi(getFeedRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(feedUrls(origin, await feedToken(db, user.id)), 200);
    })
    .openapi(resetFeedRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(feedUrls(origin, await resetFeedToken(db, user.id)), 200);
    })
    .openapi(feedRoute, async (c) => {
      // The token is a secret: keep it out of the request log.
      c.set('logPath', '/api/calendar/<token>.ics');
      const token = FEED_FILE.exec(c.req.valid('param').file)![1]!;
      const body = await buildFeed({ db, token, origin });
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="lineup.ics"',
        'Cache-Control': 'private, no-cache',
        'X-Robots-Tag': 'noindex',
      });
    });
}
