import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ErrorResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Env } from '../../env';
import { publicOrigin } from '../../lib/public-origin';
import type { AppEnv } from '../../types';
import { create as contentDisposition } from 'content-disposition';
import { placeAtom, placeCalendar } from './feeds.service';

// Slugs only: the name goes into a header, and nothing else names a place.
const slug = z.string().regex(/^[a-z0-9-]{1,200}$/, { error: 'This is not a place on Lineup.' });
const notFound = {
  description: 'No such area or city.',
  content: { 'application/json': { schema: ErrorResponse } },
};
const calendar = {
  description: 'An iCalendar feed of the upcoming events (subscribe with webcal://).',
  content: { 'text/calendar': { schema: z.string() } },
};
const atom = {
  description: 'An Atom feed of the upcoming events.',
  content: { 'application/atom+xml': { schema: z.string() } },
};

const areaParams = z.object({ slug });
const crewParams = z.object({
  handle: z.string().regex(/^[a-zA-Z0-9-]{1,100}$/, { error: 'This is not a crew on Lineup.' }),
});
const placeParams = z.object({ country: slug, city: slug });

const areaIcs = createRoute({
  method: 'get',
  path: '/feeds/areas/{slug}/events.ics',
  tags: ['feeds'],
  summary: "An area's upcoming events as a calendar feed",
  request: { params: areaParams },
  responses: { 200: calendar, 404: notFound },
});
const areaAtom = createRoute({
  method: 'get',
  path: '/feeds/areas/{slug}/events.atom',
  tags: ['feeds'],
  summary: "An area's upcoming events as an Atom feed",
  request: { params: areaParams },
  responses: { 200: atom, 404: notFound },
});
const cityIcs = createRoute({
  method: 'get',
  path: '/feeds/places/{country}/{city}/events.ics',
  tags: ['feeds'],
  summary: "A city's upcoming events as a calendar feed",
  request: { params: placeParams },
  responses: { 200: calendar, 404: notFound },
});
const cityAtom = createRoute({
  method: 'get',
  path: '/feeds/places/{country}/{city}/events.atom',
  tags: ['feeds'],
  summary: "A city's upcoming events as an Atom feed",
  request: { params: placeParams },
  responses: { 200: atom, 404: notFound },
});

const crewIcs = createRoute({
  method: 'get',
  path: '/feeds/crews/{handle}/events.ics',
  tags: ['feeds'],
  summary: "A crew's upcoming events as a calendar feed",
  request: { params: crewParams },
  responses: { 200: calendar, 404: { ...notFound, description: 'No such crew.' } },
});
const crewAtom = createRoute({
  method: 'get',
  path: '/feeds/crews/{handle}/events.atom',
  tags: ['feeds'],
  summary: "A crew's upcoming events as an Atom feed",
  request: { params: crewParams },
  responses: { 200: atom, 404: { ...notFound, description: 'No such crew.' } },
});

/** Public feeds change when an event does; readers and calendar apps may keep them a while. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Every area's, city's and crew's upcoming events, as an iCalendar feed calendar apps subscribe to
 * and an Atom feed for feed readers. Only what anyone may see: published (or cancelled) events.
 */
export function feedRoutes({ database, env }: { database: Database; env: Env }) {
  const { db } = database;
  const origin = publicOrigin(env);
  const icsHeaders = (name: string) => ({
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': contentDisposition(`${name}.ics`, { type: 'inline' }),
    'Cache-Control': CACHE_CONTROL,
  });
  const atomHeaders = {
    'Content-Type': 'application/atom+xml; charset=utf-8',
    'Cache-Control': CACHE_CONTROL,
  };
  return new OpenAPIHono<AppEnv>()
    .openapi(areaIcs, async (c) => {
      const area = c.req.valid('param').slug;
      return c.body(await placeCalendar({ db, scope: { area }, origin }), 200, icsHeaders(area));
    })
    .openapi(areaAtom, async (c) => {
      const area = c.req.valid('param').slug;
      const body = await placeAtom({ db, scope: { area }, origin, selfPath: c.req.path });
      return c.body(body, 200, atomHeaders);
    })
    .openapi(cityIcs, async (c) => {
      const { country, city } = c.req.valid('param');
      const body = await placeCalendar({ db, scope: { country, city }, origin });
      return c.body(body, 200, icsHeaders(`${country}-${city}`));
    })
    .openapi(cityAtom, async (c) => {
      const scope = c.req.valid('param');
      const body = await placeAtom({ db, scope, origin, selfPath: c.req.path });
      return c.body(body, 200, atomHeaders);
    })
    .openapi(crewIcs, async (c) => {
      const crew = c.req.valid('param').handle.toLowerCase();
      const body = await placeCalendar({ db, scope: { crew }, origin });
      return c.body(body, 200, icsHeaders(crew));
    })
    .openapi(crewAtom, async (c) => {
      const crew = c.req.valid('param').handle.toLowerCase();
      const body = await placeAtom({ db, scope: { crew }, origin, selfPath: c.req.path });
      return c.body(body, 200, atomHeaders);
    });
}
