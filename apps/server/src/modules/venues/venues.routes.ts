import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ErrorResponse, VenueSearchQuery, VenueSearchResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { AppEnv } from '../../types';
import { searchVenues } from './venues.service';

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

export function venueRoutes({ database }: { database: Database }) {
  return new OpenAPIHono<AppEnv>().openapi(searchRoute, async (c) => {
    const query = c.req.valid('query');
    const venues = await searchVenues({ db: database.db, ...query });
    return c.json({ venues }, 200);
  });
}
