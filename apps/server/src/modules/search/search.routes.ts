import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  ErrorResponse,
  SearchQuery,
  SearchResponse,
  SearchSuggestionsQuery,
  TrackSearchRequest,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { AppEnv } from '../../types';
import { viewerOf } from '../events/viewer';
import { search, suggest, trackSearch } from './search.service';

const invalid = {
  description: 'A value is not valid.',
  content: { 'application/json': { schema: ErrorResponse } },
};

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  tags: ['search'],
  summary: 'Events, venues and casual plans matching a term (spec §5, §7)',
  request: { query: SearchQuery },
  responses: {
    200: {
      description: 'Events by start time, then venues, then casual plans.',
      content: { 'application/json': { schema: SearchResponse } },
    },
    400: invalid,
  },
});

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/search/suggestions',
  tags: ['search'],
  summary: 'Up to 8 quick title matches for the header search box',
  request: { query: SearchSuggestionsQuery },
  responses: {
    200: {
      description: 'Suggestions, events first.',
      content: { 'application/json': { schema: SearchResponse } },
    },
    400: invalid,
  },
});

const trackRoute = createRoute({
  method: 'post',
  path: '/track-search',
  tags: ['search'],
  summary: 'Records a search, or a click on one of its results',
  request: {
    body: { required: true, content: { 'application/json': { schema: TrackSearchRequest } } },
  },
  responses: {
    204: { description: 'Recorded.' },
    400: invalid,
  },
});

export function searchRoutes({ database }: { database: Database }) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(searchRoute, async (c) => {
      const { q, limit, ...filters } = c.req.valid('query');
      const results = await search({
        db,
        logger: c.var.logger,
        q,
        filters,
        limit,
        viewer: viewerOf(c),
      });
      return c.json({ results }, 200);
    })
    .openapi(suggestionsRoute, async (c) => {
      const results = await suggest({
        db,
        logger: c.var.logger,
        q: c.req.valid('query').q,
        viewer: viewerOf(c),
      });
      return c.json({ results }, 200);
    })
    .openapi(trackRoute, async (c) => {
      await trackSearch({ db, body: c.req.valid('json'), userId: viewerOf(c)?.id ?? null });
      return c.body(null, 204);
    });
}
