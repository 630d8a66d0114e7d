import {
  venuePath,
  EVENT_LOCATION_FALLBACK,
  SEARCH_SUGGESTIONS_MAX,
  type EventCategory,
  type EventSearchResult,
  type PlanSearchResult,
  type SearchResult,
  type TrackSearchRequest,
  type VenueSearchResult,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { createHash } from 'node:crypto';
import {
  casualPlans,
  events,
  profiles,
  searchQueries,
  venueAreas,
  venues,
} from '@lineup/db/schema';
import { and, asc, eq, gt, ilike, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { firstAvatar } from '../../lib/avatar';
import { containsPattern } from '../../lib/like-pattern';
import type { RateLimitStore } from '../../lib/rate-limit';
import { decodeCursor, encodeCursor, type KeysetCursor } from '../../lib/keyset-cursor';
import { cursorStart, eventPath, publishedNotEndedBy, selectEvents, type Viewer } from '../events';
import { addDays, parseLocalDate, toZonedIso } from '@lineup/db/zoned-time';
import { planVisibleTo } from '../plans';

/**
 * Shorter terms have no trigram, so no index finds them: their suggestions look among this
 * many upcoming events (the soonest first) instead of all of them, which keeps a keystroke
 * cheap when the letters match nothing.
 */
export const SHORT_TERM_SUGGESTION_WINDOW = 2000;

/**
 * The pattern for a `search_text` column, whose fields are joined by newlines: a newline in
 * the term could match across two fields, so it is searched as a space.
 */
const searchPattern = (term: string) => containsPattern(term.replace(/[\r\n]+/g, ' '));

export type SearchFilters = {
  location?: string | undefined;
  category?: EventCategory | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

const hasFilters = (filters: SearchFilters) =>
  Object.values(filters).some((value) => value !== undefined);

/**
 * A `startDate`/`endDate` bound. A plain day is read in each event's own area time zone
 * (the area table is joined), so "from the 5th" means the local 5th wherever the event is.
 */
function dateBound(value: string, end: boolean): SQL {
  const day = parseLocalDate(value);
  if (!day) return sql`${new Date(value).toISOString()}::timestamptz`;
  const local = end ? addDays(day, 1) : day;
  const text = `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
  return sql`(${text}::timestamp at time zone ${venueAreas.timeZone})`;
}

/**
 * docs/product.md §7 "events": published only, contains-matching (case-insensitive) on title,
 * description, destination, vibe, category, tags and specific venue, by start date. Each filter
 * only when present: exact category, the venue's city, start_date >= startDate,
 * end_date <= endDate. Events that have ended are left out (docs/product.md: past events are not
 * listed by default). Served by the trigram index on `search_text` (rare terms) or by the
 * start-date index (common and two-letter terms, whose first matches come early).
 */
type EventResultRow = {
  id: string;
  title: string;
  slug: string;
  countrySlug: string;
  citySlug: string;
  startDate: Date;
  endDate: Date;
  category: EventSearchResult['category'];
  status: EventSearchResult['status'];
  imageUrl: string | null;
  timeZone: string;
  venueName: string | null;
  venueCity: string | null;
};

const toEventResult = (row: EventResultRow): EventSearchResult => ({
  type: 'event',
  id: row.id,
  title: row.title,
  location: row.venueCity || EVENT_LOCATION_FALLBACK,
  url: eventPath(row),
  startDate: toZonedIso(row.startDate, row.timeZone),
  endDate: toZonedIso(row.endDate, row.timeZone),
  timeZone: row.timeZone,
  category: row.category,
  status: row.status,
  imageUrl: row.imageUrl,
  venueName: row.venueName,
});

export async function searchEvents(options: {
  db: Db;
  term: string;
  filters: SearchFilters;
  limit: number;
  now: Date;
  titleOnly?: boolean;
}): Promise<EventSearchResult[]> {
  return (await searchEventPage(options)).results;
}

/** A page of `searchEvents`, after `after` when given, with the cursor of the next page. */
async function searchEventPage(options: {
  db: Db;
  term: string;
  filters: SearchFilters;
  limit: number;
  now: Date;
  titleOnly?: boolean;
  after?: KeysetCursor | undefined;
}): Promise<{ results: EventSearchResult[]; nextCursor: string | null }> {
  const { db, filters, now, after } = options;
  // `search_text` holds the seven fields lower-cased and joined by newlines, so one LIKE
  // against the lower-cased term is the case-insensitive contains-match on each of them.
  const pattern = searchPattern(options.term);
  const matches = options.titleOnly
    ? ilike(events.title, pattern)
    : sql`${events.searchText} like lower(${pattern})`;
  const rows = await selectEvents(db, {
    id: events.id,
    title: events.title,
    slug: events.slug,
    countrySlug: events.countrySlug,
    citySlug: events.citySlug,
    startDate: events.startDate,
    endDate: events.endDate,
    category: events.eventCategory,
    status: events.status,
    imageUrl: events.imageUrl,
    timeZone: venueAreas.timeZone,
    venueName: venues.name,
    venueCity: venues.city,
    cursorStart,
  })
    .where(
      and(
        publishedNotEndedBy(now),
        matches,
        after
          ? sql`(${events.startDate}, ${events.id}) > (${after.start}::timestamptz, ${after.id}::uuid)`
          : undefined,
        filters.category ? eq(events.eventCategory, filters.category) : undefined,
        filters.location ? sql`lower(${venues.city}) = lower(${filters.location})` : undefined,
        filters.startDate
          ? sql`${events.startDate} >= ${dateBound(filters.startDate, false)}`
          : undefined,
        filters.endDate ? sql`${events.endDate} <= ${dateBound(filters.endDate, true)}` : undefined,
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    results: page.map(toEventResult),
    nextCursor:
      rows.length > options.limit && last
        ? encodeCursor({ start: last.cursorStart, id: last.id })
        : null,
  };
}

/**
 * Title matches among the `window` soonest upcoming events. The window is a subquery with its
 * own LIMIT, which PostgreSQL evaluates first, so a term no index can serve costs at most
 * `window` comparisons.
 */
async function suggestAmongSoonestEvents(options: {
  db: Db;
  term: string;
  limit: number;
  now: Date;
  window: number;
}): Promise<EventSearchResult[]> {
  const { db, now } = options;
  const soonest = db
    .select({
      id: events.id,
      title: events.title,
      slug: events.slug,
      countrySlug: events.countrySlug,
      citySlug: events.citySlug,
      startDate: events.startDate,
      endDate: events.endDate,
      category: events.eventCategory,
      status: events.status,
      imageUrl: events.imageUrl,
      areaId: events.areaId,
      venueId: events.venueId,
    })
    .from(events)
    .where(publishedNotEndedBy(now))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(options.window)
    .as('soonest');
  const rows = await db
    .select({
      id: soonest.id,
      title: soonest.title,
      slug: soonest.slug,
      countrySlug: soonest.countrySlug,
      citySlug: soonest.citySlug,
      startDate: soonest.startDate,
      endDate: soonest.endDate,
      category: soonest.category,
      status: soonest.status,
      imageUrl: soonest.imageUrl,
      timeZone: venueAreas.timeZone,
      venueName: venues.name,
      venueCity: venues.city,
    })
    .from(soonest)
    .innerJoin(venueAreas, eq(venueAreas.id, soonest.areaId))
    .leftJoin(venues, eq(venues.id, soonest.venueId))
    .where(ilike(soonest.title, searchPattern(options.term)))
    .orderBy(asc(soonest.startDate), asc(soonest.id))
    .limit(options.limit);
  return rows.map(toEventResult);
}

/** docs/product.md §7 "venues: match on name or city"; a venue's title is its name, its location its city. */
export async function searchVenues(options: {
  db: Db;
  term: string;
  limit: number;
  titleOnly?: boolean;
}): Promise<VenueSearchResult[]> {
  const pattern = searchPattern(options.term);
  const rows = await options.db
    .select({
      id: venues.id,
      name: venues.name,
      city: venues.city,
      citySlug: venues.citySlug,
      slug: venues.slug,
      street: venues.street,
      imageUrl: venues.imageUrl,
      countrySlug: venueAreas.countrySlug,
    })
    .from(venues)
    .leftJoin(venueAreas, eq(venueAreas.id, venues.areaId))
    // `search_text` is name and city lower-cased, joined by a newline (see searchEvents).
    .where(
      options.titleOnly
        ? ilike(venues.name, pattern)
        : sql`${venues.searchText} like lower(${pattern})`,
    )
    .orderBy(asc(venues.name), asc(venues.id))
    .limit(options.limit);
  return rows.map((row) => ({
    type: 'venue',
    id: row.id,
    title: row.name,
    location: row.city || EVENT_LOCATION_FALLBACK,
    // The venue's own page; one with no city page yet (no area) leads to Discover.
    url:
      venuePath({ countrySlug: row.countrySlug, citySlug: row.citySlug, slug: row.slug }) ??
      '/events',
    street: row.street,
    imageUrl: row.imageUrl,
  }));
}

/**
 * docs/product.md §7 "casual_plans: match on title, description, vibe or location, with a creator
 * profile join". Only plans still to come that the viewer may see.
 */
export async function searchPlans(options: {
  db: Db;
  term: string;
  limit: number;
  viewer: Viewer;
  now: Date;
  titleOnly?: boolean;
}): Promise<PlanSearchResult[]> {
  const pattern = searchPattern(options.term);
  const rows = await options.db
    .select({
      id: casualPlans.id,
      title: casualPlans.title,
      location: casualPlans.location,
      vibe: casualPlans.vibe,
      startsAt: casualPlans.startsAt,
      creatorId: casualPlans.creatorId,
      timeZone: venueAreas.timeZone,
      creatorUsername: profiles.username,
      creatorAvatarUrl: profiles.avatarUrl,
    })
    .from(casualPlans)
    .innerJoin(venueAreas, eq(venueAreas.id, casualPlans.areaId))
    .leftJoin(profiles, eq(profiles.id, casualPlans.creatorId))
    .where(
      and(
        // `search_text` is title, description, vibe and location, lower-cased.
        options.titleOnly
          ? ilike(casualPlans.title, pattern)
          : sql`${casualPlans.searchText} like lower(${pattern})`,
        gt(casualPlans.startsAt, options.now),
        planVisibleTo(options.viewer),
      ),
    )
    .orderBy(asc(casualPlans.startsAt), asc(casualPlans.id))
    .limit(options.limit);
  return rows.map((row) => ({
    type: 'casual_plan',
    id: row.id,
    title: row.title,
    location: row.location,
    url: `/casual-plans?plan=${row.id}`,
    startsAt: toZonedIso(row.startsAt, row.timeZone),
    timeZone: row.timeZone,
    vibe: row.vibe,
    creator: {
      id: row.creatorId,
      username: row.creatorUsername ?? 'User',
      avatarUrl: firstAvatar(row.creatorAvatarUrl),
    },
  }));
}

/** docs/product.md §8: a failing sub-query is logged and its part of the result is empty. */
async function orEmpty<T>(logger: Logger, part: string, run: () => Promise<T[]>): Promise<T[]> {
  try {
    return await run();
  } catch (err) {
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
      return page.results;
    }),
    eventsOnly ? [] : orEmpty(logger, 'venues', () => searchVenues({ db, term, limit })),
    eventsOnly
      ? []
      : orEmpty(logger, 'casual_plans', () => searchPlans({ db, term, limit, viewer, now })),
  ]);
  return { results: [...eventResults, ...venueResults, ...planResults], nextCursor };
}

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
    orEmpty(logger, 'events', () =>
      term.length < 3
        ? suggestAmongSoonestEvents({
            db,
            term,
            limit: 5,
            now,
            window: SHORT_TERM_SUGGESTION_WINDOW,
          })
        : searchEvents({ db, term, filters: {}, limit: 5, now, titleOnly: true }),
    ),
    orEmpty(logger, 'venues', () => searchVenues({ db, term, limit: max, titleOnly: true })),
    orEmpty(logger, 'casual_plans', () =>
      searchPlans({ db, term, limit: max, viewer, now, titleOnly: true }),
    ),
  ]);
  return [...eventResults, ...venueResults, ...planResults].slice(0, max);
}

/** The same search from the same visitor counts once in this many seconds. */
export const TRACK_SEARCH_REPEAT_WINDOW = 10 * 60;

/**
 * The form of a query two searches share when a person would call them the same: case,
 * compatibility characters and runs of spaces do not matter.
 */
export function normaliseQuery(query: string): string {
  return query.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * docs/product.md §7 search tracking: one row per search or result click, with the member if signed in.
 * The admin page ranks queries by these rows, so one visitor must not weigh more than others:
 * a search repeated by the same visitor within TRACK_SEARCH_REPEAT_WINDOW is not stored again
 * (clicks always are; the route limits how many posts a visitor makes). `visitor` is the
 * member's id or the client address; in-process requests have neither.
 */
export async function trackSearch(options: {
  db: Db;
  rateLimitStore: RateLimitStore;
  body: TrackSearchRequest;
  userId: string | null;
  visitor: string | null;
}): Promise<void> {
  const { body, rateLimitStore, visitor } = options;
  if (visitor && !body.clicked) {
    // The store's fixed window: the first search of a window is stored, repeats are not.
    const query = createHash('sha256').update(normaliseQuery(body.query)).digest('base64url');
    const first = await rateLimitStore.consume(`track-search:seen:${visitor}:${query}`, {
      window: TRACK_SEARCH_REPEAT_WINDOW,
      max: 1,
    });
    if (!first.allowed) return;
  }
  await options.db.insert(searchQueries).values({
    query: body.query,
    resultCount: body.resultCount ?? null,
    clickedResultId: body.resultId ?? null,
    clickedResultType: body.resultType ?? null,
    clicked: body.clicked ?? false,
    userId: options.userId,
  });
}
