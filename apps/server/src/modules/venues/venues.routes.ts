import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  ErrorResponse,
  VenuePageQuery,
  VenuePageResponse,
  VenuePathParams,
  VenueSearchQuery,
  VenueSearchResponse,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { AppEnv } from '../../types';
import { getVenuePage, searchVenues } from './venues.service';

const searchRoute = createRoute({
  method: 'get',
  path: '/venues',
  tags: ['venues'],
  summary: "Venues for the event form's picker: name or town contains `q`, in `area` if given",
  request: { query: VenueSearchQuery },
  responses: {
    200: {
      description: 'Matching venues, names starting with `q` first.',
      content: { 'application/json': { schema: VenueSearchResponse } },
    },
    400: {
      description: 'A parameter is not valid.',
      content: { 'application/json': { schema: ErrorResponse } },
    },
    404: {
      description: 'The area does not exist.',
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

const pageRoute = createRoute({
  method: 'get',
  // Shaped like the city page's `/places/{country}/{city}`: the page's address, segment by segment.
  path: '/venues/{country}/{city}/{slug}',
  tags: ['venues'],
  summary: 'The venue at /:country/:city/venues/:slug and a page of its upcoming events',
  request: { params: VenuePathParams, query: VenuePageQuery },
  responses: {
    200: {
      description: 'The venue and its upcoming published events, soonest first.',
      content: { 'application/json': { schema: VenuePageResponse } },
    },
    400: {
      description: 'An address part, the cursor or the limit is not valid.',
      content: { 'application/json': { schema: ErrorResponse } },
    },
    404: {
      description: 'No such venue.',
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

export function venueRoutes({ database }: { database: Database }) {
  return new OpenAPIHono<AppEnv>()
    .openapi(searchRoute, async (c) => {
      const query = c.req.valid('query');
      const venues = await searchVenues({ db: database.db, ...query });
      return c.json({ venues }, 200);
    })
    .openapi(pageRoute, async (c) => {
      const page = await getVenuePage({
        db: database.db,
        ...c.req.valid('param'),
        ...c.req.valid('query'),
      });
      return c.json(page, 200);
    });
}
