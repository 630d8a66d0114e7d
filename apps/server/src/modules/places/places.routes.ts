import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ErrorResponse, PlaceQuery, PlaceResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { AppEnv } from '../../types';
import { getPlace } from './places.service';

const responses = {
  200: {
    description: 'The place and a page of its upcoming events.',
    content: { 'application/json': { schema: PlaceResponse } },
  },
  400: {
    description: 'The cursor or limit is not valid.',
    content: { 'application/json': { schema: ErrorResponse } },
  },
  404: {
    description: 'No such place.',
    content: { 'application/json': { schema: ErrorResponse } },
  },
};

const countryRoute = createRoute({
  method: 'get',
  path: '/places/{country}',
  tags: ['places'],
  summary: 'A country page: its areas and upcoming events',
  request: { params: z.object({ country: z.string().max(100) }), query: PlaceQuery },
  responses,
});

const cityRoute = createRoute({
  method: 'get',
  path: '/places/{country}/{city}',
  tags: ['places'],
  summary: 'A city page: its area and upcoming events',
  request: {
    params: z.object({ country: z.string().max(100), city: z.string().max(100) }),
    query: PlaceQuery,
  },
  responses,
});

export function placeRoutes({ database }: { database: Database }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(countryRoute, async (c) => {
      const { country } = c.req.valid('param');
      return c.json(await getPlace({ db, country, ...c.req.valid('query') }), 200);
    })
    .openapi(cityRoute, async (c) => {
      const { country, city } = c.req.valid('param');
      return c.json(await getPlace({ db, country, city, ...c.req.valid('query') }), 200);
    });
}
