import { SEARCH_SUGGESTIONS_MAX, type SearchResult } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';
import { decodeCursor } from '../../lib/keyset-cursor';
import type { Viewer } from '../events';
import {
  SHORT_TERM_SUGGESTION_WINDOW,
  searchEvents,
  searchEventPage,
  suggestAmongSoonestEvents,
  withTitles,
} from './event-search';
import { hasFilters, trigramWords, type SearchFilters } from './search-query';
import { searchVenues } from './venue-search';
import { searchPlans } from './plan-search';

// Search and suggestions (docs/product.md §5 and §8): events, venues and plans together.

/**
 * docs/product.md §8: a failing sub-query is logged and its part of the result is empty. A
 * database that does not answer is not an empty result: that fails the search with a 503,
 * which nobody caches, instead of "no results" kept and served to every visitor.
 */
async function orEmpty<T>(logger: Logger, part: string, run: () => Promise<T[]>): Promise<T[]> {
  try {
    return await run();
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    logger.error({ err, part }, `search: the ${part} query failed; treating it as empty`);
    return [];
  }
}

/**
 * `GET /api/search`. Blank terms return nothing without touching the database (docs/product.md §5).
 * With any filter present only events are searched: the filters are the events call's. A
 * `cursor` asks for the next page of events alone (venues and plans came with the first).
 */
export async function search(options: {
  db: Db;
  logger: Logger;
  q: string;
  filters: SearchFilters;
  limit: number;
  viewer: Viewer;
  cursor?: string | undefined;
  now?: Date;
}): Promise<{ results: SearchResult[]; nextCursor: string | null }> {
  const { db, logger, filters, limit, viewer } = options;
  const term = options.q.trim();
  if (term === '') return { results: [], nextCursor: null };
  const after = options.cursor ? decodeCursor(options.cursor) : undefined;
  const now = options.now ?? new Date();
  const eventsOnly = hasFilters(filters) || after !== undefined;
  let nextCursor: string | null = null;
  const [eventResults, venueResults, planResults] = await Promise.all([
    orEmpty(logger, 'events', async () => {
      const page = await searchEventPage({ db, term, filters, limit, now, after });
      nextCursor = page.nextCursor;
      return withTitles(db, page.results);
    }),
    eventsOnly ? [] : orEmpty(logger, 'venues', () => searchVenues({ db, term, limit })),
    eventsOnly
      ? []
      : orEmpty(logger, 'casual_plans', () => searchPlans({ db, term, limit, viewer, now })),
  ]);
  return { results: [...eventResults, ...venueResults, ...planResults], nextCursor };
}

/**
 * A member's search: what everyone finds (`everyone`, the visitor's answer to the same address,
 * which the public cache keeps: events and venues are the same whoever asks) with the casual
 * plans this member may see in place of the public ones (their own and friends' friends-only
 * plans, none of members blocked either way). One small query instead of the whole search.
 */
export async function searchAsMember(options: {
  db: Db;
  logger: Logger;
  q: string;
  filters: SearchFilters;
  limit: number;
  viewer: NonNullable<Viewer>;
  cursor?: string | undefined;
  everyone: { results: SearchResult[]; nextCursor?: string | null | undefined };
  now?: Date;
}): Promise<{ results: SearchResult[]; nextCursor: string | null }> {
  const { db, logger, limit, viewer } = options;
  const everyone = {
    results: options.everyone.results,
    nextCursor: options.everyone.nextCursor ?? null,
  };
  const term = options.q.trim();
  // Only events are searched with a filter or a cursor: nothing of the member's own.
  if (term === '' || hasFilters(options.filters) || options.cursor) return everyone;
  const now = options.now ?? new Date();
  const plans = await orEmpty(logger, 'casual_plans', () =>
    searchPlans({ db, term, limit, viewer, now }),
  );
  return {
    results: [...withoutPlans(everyone.results), ...plans],
    nextCursor: everyone.nextCursor,
  };
}

/** A member's suggestions: everyone's events and venues (`everyone`), then the plans they may see. */
export async function suggestAsMember(options: {
  db: Db;
  logger: Logger;
  q: string;
  viewer: NonNullable<Viewer>;
  everyone: SearchResult[];
  now?: Date;
}): Promise<SearchResult[]> {
  const { db, logger, viewer, everyone } = options;
  const term = options.q.trim();
  if (term.length < SUGGESTION_MIN_LENGTH) return [];
  const now = options.now ?? new Date();
  const max = SEARCH_SUGGESTIONS_MAX;
  // Everyone's first `max` in order events, venues, plans: its events and venues are all of
  // theirs that can still show.
  const plans = await orEmpty(logger, 'casual_plans', () =>
    searchPlans({ db, term, limit: max, viewer, now, titleOnly: true }),
  );
  return [...withoutPlans(everyone), ...plans].slice(0, max);
}

const withoutPlans = (results: SearchResult[]) =>
  results.filter((result) => result.type !== 'casual_plan');

/** Shortest term the header box asks suggestions for. */
export const SUGGESTION_MIN_LENGTH = 2;

/**
 * Up to 8 title matches for the header box: events first (at most 5, so venues and plans
 * still show), then venues, then plans.
 */
export async function suggest(options: {
  db: Db;
  logger: Logger;
  q: string;
  viewer: Viewer;
  now?: Date;
}): Promise<SearchResult[]> {
  const { db, logger, viewer } = options;
  const term = options.q.trim();
  if (term.length < SUGGESTION_MIN_LENGTH) return [];
  const now = options.now ?? new Date();
  const max = SEARCH_SUGGESTIONS_MAX;
  const [eventResults, venueResults, planResults] = await Promise.all([
    orEmpty(logger, 'events', async () =>
      withTitles(
        db,
        trigramWords(term).length === 0
          ? await suggestAmongSoonestEvents({
              db,
              term,
              limit: 5,
              now,
              window: SHORT_TERM_SUGGESTION_WINDOW,
            })
          : await searchEvents({ db, term, filters: {}, limit: 5, now, titleOnly: true }),
      ),
    ),
    orEmpty(logger, 'venues', () => searchVenues({ db, term, limit: max, titleOnly: true })),
    orEmpty(logger, 'casual_plans', () =>
      searchPlans({ db, term, limit: max, viewer, now, titleOnly: true }),
    ),
  ]);
  return [...eventResults, ...venueResults, ...planResults].slice(0, max);
}
