import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  ErrorResponse,
  RATE_LIMIT_MESSAGE,
  SearchQuery,
  SearchResponse,
  SearchSuggestionsQuery,
  TrackSearchRequest,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error';
import type { PublicCache } from '../../lib/public-cache';
import type { RateLimitRule, RateLimitStore } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request-info';
import type { AppEnv } from '../../types';
import { viewerOf } from '../events';
import { seesPlansAsVisitors } from '../plans';
import { search, searchAsMember, suggest, suggestAsMember } from './search.service';
import { trackSearch } from './search-tracking';

const invalid = {
  description: 'A value is not valid.',
  content: { 'application/json': { schema: ErrorResponse } },
};

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  tags: ['search'],
  summary: 'Events, venues and casual plans matching a term (docs/product.md §5, §7)',
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
    204: { description: 'Recorded (a search the visitor repeated within 10 minutes counts once).' },
    400: invalid,
    429: {
      description: 'Too many tracking posts from this visitor; Retry-After says when to resume.',
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

/** Tracking posts allowed per visitor (member, or address for visitors) per minute. */
export const TRACK_SEARCH_LIMIT: RateLimitRule = { window: 60, max: 30 };

export function searchRoutes(options: {
  database: Database;
  rateLimitStore: RateLimitStore;
  /** TRUST_PROXY: how the client address is read. */
  trustProxy: number;
  /**
   * Asks this app for a path as a visitor, in-process: the answer every visitor gets, from the
   * public cache when it has it. A member's search is that answer with their own plans.
   */
  readAsVisitor: (path: string, headers: Record<string, string>) => Promise<Response>;
  /** The public read cache, whose generation says when a member's plans may have changed. */
  cache: PublicCache;
}) {
  const { database, rateLimitStore, trustProxy, readAsVisitor, cache } = options;
  const { db } = database;
  /** The visitor's answer to this request's address, or null when it did not come. */
  const everyoneOf = async <T>(c: Context<AppEnv>): Promise<T | null> => {
    const response = await readAsVisitor(addressOf(c), {});
    if (!response.ok) return null;
    return (await response.json()) as T;
  };
  /**
   * The visitor's answer itself, as the cache keeps it (compressed for this client, or a 304),
   * for a member who sees the plans visitors see: most members, most of the time.
   */
  // Whether a member sees plans as visitors do, remembered within the public cache's generation:
  // a friendship, a block or a plan changed through the API starts a new one.
  const likeVisitors = new LRUCache<string, boolean>({ max: 20_000 });
  const seesAsVisitors = async (viewerId: string) => {
    if (cache.seconds === 0) return seesPlansAsVisitors(db, viewerId, new Date());
    const key = cache.key(`sees-plans-as-visitors:${viewerId}`);
    let sees = likeVisitors.get(key);
    if (sees === undefined) {
      sees = await seesPlansAsVisitors(db, viewerId, new Date());
      // Kept as long as the cache's own entries: a friend's plan that has started no longer counts.
      likeVisitors.set(key, sees, { ttl: cache.seconds * 1000 });
    }
    return sees;
  };
  const sameAsVisitors: MiddlewareHandler<AppEnv> = async (c, next) => {
    const viewer = viewerOf(c);
    if (!viewer || !(await seesAsVisitors(viewer.id))) return next();
    const headers: Record<string, string> = {};
    for (const name of ['accept-encoding', 'if-none-match']) {
      const value = c.req.header(name);
      if (value) headers[name] = value;
    }
    const response = await readAsVisitor(addressOf(c), headers);
    // Anything but the answer itself (a refused query) is the member's own to get.
    if (!response.ok && response.status !== 304) return next();
    return response;
  };
  const routes = new OpenAPIHono<AppEnv>();
  routes.use('/search', sameAsVisitors);
  routes.use('/search/suggestions', sameAsVisitors);
  return routes
    .openapi(searchRoute, async (c) => {
      const { q, limit, cursor, ...filters } = c.req.valid('query');
      const viewer = viewerOf(c);
      const logger = c.var.logger;
      const everyone = viewer ? await everyoneOf<SearchResponse>(c) : null;
      const page =
        viewer && everyone
          ? await searchAsMember({ db, logger, q, filters, limit, cursor, viewer, everyone })
          : await search({ db, logger, q, filters, limit, cursor, viewer });
      return c.json(page, 200);
    })
    .openapi(suggestionsRoute, async (c) => {
      const { q } = c.req.valid('query');
      const viewer = viewerOf(c);
      const logger = c.var.logger;
      const everyone = viewer ? await everyoneOf<SearchResponse>(c) : null;
      const results =
        viewer && everyone
          ? await suggestAsMember({ db, logger, q, viewer, everyone: everyone.results })
          : await suggest({ db, logger, q, viewer });
      return c.json({ results }, 200);
    })
    .openapi(trackRoute, async (c) => {
      const userId = viewerOf(c)?.id ?? null;
      // Anonymous and cheap to send, so limited per visitor: a member by id (wherever they
      // are), anyone else by address. In-process requests (tests) have neither.
      const address = clientAddress(c, trustProxy);
      const visitor = userId ? `user:${userId}` : address ? `ip:${address}` : null;
      if (visitor) {
        const limit = await rateLimitStore.consume(`track-search:${visitor}`, TRACK_SEARCH_LIMIT);
        if (!limit.allowed) {
          c.header('Retry-After', String(limit.retryAfter ?? TRACK_SEARCH_LIMIT.window));
          throw new AppError('rate_limited', 429, RATE_LIMIT_MESSAGE);
        }
      }
      await trackSearch({ db, rateLimitStore, body: c.req.valid('json'), userId, visitor });
      return c.body(null, 204);
    });
}

const addressOf = (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  return url.pathname + url.search;
};
