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
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { firstAvatar } from '../../lib/avatar';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';
import { containsPattern } from '../../lib/like-pattern';
import type { RateLimitStore } from '../../lib/rate-limit';
import { decodeCursor, encodeCursor, type KeysetCursor } from '../../lib/keyset-cursor';
import { cursorStart, eventPath, publishedNotEndedBy, selectEvents, type Viewer } from '../events';
import { addDays, parseLocalDate, toZonedIso } from '@lineup/db/zoned-time';
import { planVisibleTo } from '../plans';

/**
 * Terms without a trigram (one or two letters) have no index for titles: their suggestions
 * look among this many upcoming events (the soonest first) instead of all of them, which keeps
 * a keystroke cheap when the letters match nothing.
 */
export const SHORT_TERM_SUGGESTION_WINDOW = 2000;

/**
 * The term as a `search_text` column is searched for: its fields are joined by newlines, so a
 * newline in the term could match across two fields; it is searched as a space.
 */
const asSearched = (term: string) => term.replace(/[\r\n]+/g, ' ');

/** The LIKE pattern for a `search_text` column. */
const searchPattern = (term: string) => containsPattern(asSearched(term));

export type SearchFilters = {
  location?: string | undefined;
  category?: EventCategory | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

const hasFilters = (filters: SearchFilters) =>
  Object.values(filters).some((value) => value !== undefined);

/** A plain day of a `startDate`/`endDate` as the local midnight that bounds it, else null. */
function boundingMidnight(value: string, end: boolean): string | null {
  const day = parseLocalDate(value);
  if (!day) return null;
  const local = end ? addDays(day, 1) : day;
  return `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
}

/**
 * A `startDate`/`endDate` bound. A plain day is read in each event's own area time zone
 * (the area table is joined), so "from the 5th" means the local 5th wherever the event is.
 */
function dateBound(value: string, end: boolean): SQL {
  const midnight = boundingMidnight(value, end);
  if (midnight === null) return sql`${new Date(value).toISOString()}::timestamptz`;
  return sql`(${midnight}::timestamp at time zone ${venueAreas.timeZone})`;
}

/**
 * The same bound for all events at once, for the start-date index: a plain day's earliest
 * local midnight among the areas' time zones (the latest, for an end), an instant as it is.
 * Implied by `dateBound`, so it changes no result; an event ends after it starts, so the end
 * bounds `start_date` as well.
 */
function startBound(value: string, end: boolean): SQL {
  const midnight = boundingMidnight(value, end);
  if (midnight === null) return sql`${new Date(value).toISOString()}::timestamptz`;
  const local = sql`(${midnight}::timestamp at time zone zones.time_zone)`;
  return sql`(select ${end ? sql`max(${local})` : sql`min(${local})`} from ${venueAreas} zones)`;
}

/**
 * How an event search reads its candidates (published, not ended, after the cursor, inside the
 * dates' outer bounds), in docs/decisions/0021-search-at-a-million-events.md:
 *
 * 1. The `first` soonest candidates, in start order, each checked against the term and the
 *    filters as it comes: a term in at least 4 % of events fills a page of 20 among them and
 *    the scan stops there, as the popular ones do.
 * 2. Otherwise both remaining ways are priced in event rows read, from what those candidates
 *    held: a longer window, as many as the rate of matches says will fill the page and half
 *    as many again (`most` when there was none, never more), against the text indexes, which
 *    read every trigram entry of the term's words and then every event holding them all (so
 *    a phrase of common words is dear there, a rare word cheap). The cheaper one is tried;
 *    the scan still stops at a full page.
 * 3. Otherwise, or when the longer window fell short, the text indexes: every match through
 *    the trigram index (or the grams index for a term without a trigram), sorted.
 *
 * Each step answers exactly what a plain query would; only the cost differs. A rare word pays
 * for the first window (under a millisecond) before the index.
 */
export const SEARCH_WINDOW = { first: 500, most: 20_000 } as const;

/**
 * The events table's size as PostgreSQL last estimated it (pg_class; 0 before it was ever
 * analysed), per database, looked up once a minute: what the text indexes' work scales with.
 */
const eventCounts = new WeakMap<Db, { rows: number; until: number }>();

async function estimatedEvents(db: Db): Promise<number> {
  const known = eventCounts.get(db);
  if (known && known.until > Date.now()) return known.rows;
  const result = await db.execute<{ rows: number }>(
    sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = 'events'::regclass`,
  );
  const rows = Number(result.rows[0]?.rows ?? 0);
  eventCounts.set(db, { rows, until: Date.now() + 60_000 });
  return rows;
}

/**
 * The term's words that pg_trgm can look up: runs of three or more letters or digits, longest
 * first. A term without one (one or two letters, punctuation) has no trigram for the index.
 */
const trigramWords = (term: string) =>
  [...new Set(term.match(/[\p{L}\p{N}]{3,}/gu) ?? [])].sort((a, b) => b.length - a.length);

/**
 * docs/product.md §7 "events": published only, contains-matching (case-insensitive) on title,
 * description, destination, vibe, category, tags and specific venue, by start date. Each filter
 * only when present: exact category, the venue's city, start_date >= startDate,
 * end_date <= endDate. Events that have ended are left out (docs/product.md: past events are not
 * listed by default).
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

/** The event columns the search conditions read: the table's, or the start-order window's. */
type EventColumns = Record<
  'startDate' | 'endDate' | 'title' | 'searchText' | 'eventCategory' | 'venueId',
  AnyPgColumn
>;

export type EventPageOptions = {
  db: Db;
  term: string;
  filters: SearchFilters;
  limit: number;
  now: Date;
  titleOnly?: boolean;
  after?: KeysetCursor | undefined;
  /**
   * Instead of SEARCH_WINDOW for the table and PostgreSQL's estimate of its size (tests make
   * the windows small and say how large a table to price the indexes for).
   */
  window?: { first: number; most: number; events?: number };
};

/**
 * The bounds a start-date index scan can use besides "published, not ended": the cursor's
 * start and the dates' outer bounds. Every event of a page is within them.
 */
function startBounds({ filters, after }: EventPageOptions): SQL | undefined {
  return and(
    after ? sql`${events.startDate} >= ${after.start}::timestamptz` : undefined,
    filters.startDate
      ? sql`${events.startDate} >= ${startBound(filters.startDate, false)}`
      : undefined,
    filters.endDate ? sql`${events.startDate} < ${startBound(filters.endDate, true)}` : undefined,
  );
}

/** Published, not ended, within the start bounds: the events a page is made of. */
const candidateConditions = (options: EventPageOptions): SQL =>
  and(publishedNotEndedBy(options.now), startBounds(options))!;

/** After the cursor's event, ties on the start broken by id. */
const afterCursor = (
  after: KeysetCursor | undefined,
  columns: { startDate: AnyPgColumn; id: AnyPgColumn },
) =>
  after
    ? sql`(${columns.startDate}, ${columns.id}) > (${after.start}::timestamptz, ${after.id}::uuid)`
    : undefined;

/** The contains-match of the term itself, on `columns`. */
function termCondition(
  columns: Record<'title' | 'searchText', AnyPgColumn>,
  options: EventPageOptions,
): SQL {
  // `search_text` holds the seven fields lower-cased and joined by newlines, so one LIKE
  // against the lower-cased term is the case-insensitive contains-match on each of them.
  const pattern = searchPattern(options.term);
  return options.titleOnly
    ? ilike(columns.title, pattern)
    : sql`${columns.searchText} like lower(${pattern})`;
}

/** The filters present, on `columns` (the area table joined, for the dates' zones). */
function filterConditions(columns: EventColumns, { filters }: EventPageOptions): SQL | undefined {
  return and(
    filters.category ? eq(columns.eventCategory, filters.category) : undefined,
    // The venues of that city first (an array worked out once), so that the events can be
    // found by venue, where a join let PostgreSQL repeat the trigram read for every venue.
    filters.location
      ? sql`${columns.venueId} = any(array(select v.id from ${venues} v where lower(v.city) = lower(${filters.location})))`
      : undefined,
    filters.startDate
      ? sql`${columns.startDate} >= ${dateBound(filters.startDate, false)}`
      : undefined,
    filters.endDate ? sql`${columns.endDate} <= ${dateBound(filters.endDate, true)}` : undefined,
  );
}

/** Words of a term that the trigram index is asked for, longest first: at most this many. */
const INDEXED_WORDS = 3;

/**
 * What the trigram index is asked for: pieces every match holds. A text holding the term
 * holds each of its words, so the longest few words (runs of three or more letters or digits)
 * stand for the term: a several-word term asks the index without the trigrams at its words'
 * edges (`" a"`, `"e "`), which are in almost every event and made a long phrase cost a
 * quarter of a second at a million events. `search_text` holds the category too, so a category
 * filter is asked for with them: the same index read then finds the events that have both,
 * which is none when a common term is absent from the category.
 */
function indexProbes({ term, titleOnly, filters }: EventPageOptions): string[] {
  const words = trigramWords(term).slice(0, INDEXED_WORDS);
  return filters.category && !titleOnly ? [...words, filters.category] : words;
}

/** `column` holds `probe` (lower-case search text, or the title in any case). */
const holds = (column: AnyPgColumn | SQL, probe: string, titleOnly: boolean | undefined) =>
  titleOnly ? sql`${column} ilike ${`%${probe}%`}` : sql`${column} like lower(${`%${probe}%`})`;

/**
 * What the text indexes are asked for: the probes through the trigram index, or a term
 * without a word by its one- and two-character pieces (`search_grams`, migration 0011).
 */
function indexConditions(options: EventPageOptions): SQL | undefined {
  const { term, titleOnly } = options;
  const column = titleOnly ? events.title : events.searchText;
  return and(
    ...indexProbes(options).map((probe) => holds(column, probe, titleOnly)),
    !titleOnly && trigramWords(term).length === 0
      ? sql`search_grams(${events.searchText}) @> search_grams(lower(${asSearched(term)}))`
      : undefined,
  );
}

/** The columns of a result, from the events table (area and venue joined). */
const eventResultColumns = {
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
};

type EventPageRow = EventResultRow & { cursorStart: string };

/**
 * How a page was found: the first start-order window, a longer one, or the text indexes
 * (straight away when the same search lately went there).
 */
export type EventPageSource = 'window' | 'longer window' | 'text index' | 'remembered as rare';

type EventPage = {
  results: EventSearchResult[];
  nextCursor: string | null;
  readBy: EventPageSource;
};

const toPage = (rows: EventPageRow[], limit: number, readBy: EventPageSource): EventPage => {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    results: page.map(toEventResult),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ start: last.cursorStart, id: last.id }) : null,
    readBy,
  };
};

/**
 * The first `limit + 1` matches among the `size` soonest candidates. The window is a subquery
 * with its own ORDER BY and LIMIT, read from the start-date index; the term and the filters
 * are checked on its rows as they come, so a common term stops after a few dozen. Whenever it
 * yields `limit + 1` rows they are the page, as the window is the start of the order.
 */
async function matchesInStartWindow(
  options: EventPageOptions,
  size: number,
  db: Db = options.db,
): Promise<EventPageRow[]> {
  const soonest = db
    .select({
      id: events.id,
      title: events.title,
      slug: events.slug,
      countrySlug: events.countrySlug,
      citySlug: events.citySlug,
      startDate: events.startDate,
      endDate: events.endDate,
      eventCategory: events.eventCategory,
      status: events.status,
      imageUrl: events.imageUrl,
      searchText: events.searchText,
      areaId: events.areaId,
      venueId: events.venueId,
    })
    .from(events)
    .where(and(candidateConditions(options), afterCursor(options.after, events)))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(size)
    .as('soonest');
  return db
    .select({
      id: soonest.id,
      title: soonest.title,
      slug: soonest.slug,
      countrySlug: soonest.countrySlug,
      citySlug: soonest.citySlug,
      startDate: soonest.startDate,
      endDate: soonest.endDate,
      category: soonest.eventCategory,
      status: soonest.status,
      imageUrl: soonest.imageUrl,
      timeZone: venueAreas.timeZone,
      venueName: venues.name,
      venueCity: venues.city,
      cursorStart: sql<string>`to_char(${soonest.startDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(soonest)
    .innerJoin(venueAreas, eq(venueAreas.id, soonest.areaId))
    .leftJoin(venues, eq(venues.id, soonest.venueId))
    .where(and(termCondition(soonest, options), filterConditions(soonest, options)))
    .orderBy(asc(soonest.startDate), asc(soonest.id))
    .limit(options.limit + 1);
}

/**
 * How many candidates there are, counting at most `most`: a read of the start-date index
 * alone (its columns are all it needs; the cursor's tie on the start is left out, so this
 * may count one start's events too many, never too few).
 */
async function countCandidates(options: EventPageOptions, most: number): Promise<number> {
  const candidates = options.db
    .select({ one: sql`1` })
    .from(events)
    .where(candidateConditions(options))
    .limit(most)
    .as('candidates');
  const [row] = await options.db.select({ n: sql<number>`count(*)::int` }).from(candidates);
  return Number(row?.n ?? 0);
}

/**
 * The `size` soonest candidates read again, counted: how many there are (up to `size`), how
 * many hold each index probe, and how many hold them all. Those rows were just read, so this
 * costs little, and it tells what the text indexes would have to do for this term.
 */
async function soonestCounts(
  options: EventPageOptions,
  size: number,
  probes: string[],
): Promise<{ rows: number; holding: number[]; holdingAll: number }> {
  const { db, titleOnly } = options;
  const soonest = db
    .select({ text: titleOnly ? events.title : events.searchText })
    .from(events)
    .where(and(candidateConditions(options), afterCursor(options.after, events)))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(size)
    .as('soonest');
  const holding = probes.map(
    (probe) => sql`(count(*) filter (where ${holds(soonest.text, probe, titleOnly)}))::int`,
  );
  const holdsAll = and(sql`true`, ...probes.map((probe) => holds(soonest.text, probe, titleOnly)));
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      holdingAll: sql<number>`(count(*) filter (where ${holdsAll}))::int`,
      holding:
        holding.length > 0
          ? sql<number[]>`array[${sql.join(holding, sql`, `)}]`
          : sql<number[]>`'{}'::int[]`,
    })
    .from(soonest);
  return {
    rows: Number(row?.rows ?? 0),
    holding: (row?.holding ?? []).map(Number),
    holdingAll: Number(row?.holdingAll ?? 0),
  };
}

/** An index entry read costs about this share of an event row read (measured at 1,000,000). */
const INDEX_ENTRY_COST = 1 / 200;

/** Trigrams pg_trgm takes from a probe: three per word of three letters or more, overlapping. */
const trigramsIn = (probe: string) =>
  (probe.match(/[\p{L}\p{N}]{3,}/gu) ?? []).reduce((sum, word) => sum + word.length - 2, 0);

/**
 * Every match, found through the text indexes, then sorted. The inner query has an OFFSET,
 * so PostgreSQL plans it for all its rows rather than for the outer LIMIT (which would bring
 * back the start-order scan the windows have just found slow for this term): it reads the
 * candidates through the trigram index, the grams index, or a filter's index where that is
 * narrower. The term itself is checked outside, so that its edge trigrams stay out of the
 * index read (see `indexConditions`).
 */
async function matchesFromTextIndexes(options: EventPageOptions): Promise<EventPageRow[]> {
  const { db } = options;
  const matches = selectEvents(db, {
    ...eventResultColumns,
    searchText: events.searchText,
    cursorStart: cursorStart.as('cursor_start'),
  })
    .where(
      and(
        // "Not ended" as one opaque condition: left to the planner, it ANDed the text index's
        // few candidates with a bitmap of every upcoming event (half the table, 17 ms at a
        // million events) to save fewer reads than that cost. The status stays visible, as
        // the grams index holds published events only.
        eq(events.status, 'published'),
        sql`(${publishedNotEndedBy(options.now)}) is true`,
        startBounds(options),
        afterCursor(options.after, events),
        filterConditions(events, options),
        indexConditions(options),
      ),
    )
    .offset(sql.placeholder('fence'))
    .as('matches');
  return db
    .select({
      id: matches.id,
      title: matches.title,
      slug: matches.slug,
      countrySlug: matches.countrySlug,
      citySlug: matches.citySlug,
      startDate: matches.startDate,
      endDate: matches.endDate,
      category: matches.category,
      status: matches.status,
      imageUrl: matches.imageUrl,
      timeZone: matches.timeZone,
      venueName: matches.venueName,
      venueCity: matches.venueCity,
      cursorStart: matches.cursorStart,
    })
    .from(matches)
    .where(termCondition(matches, options))
    .orderBy(asc(matches.startDate), asc(matches.id))
    .limit(options.limit + 1)
    .execute({ fence: 0 });
}

/** A page of `searchEvents`, after `after` when given, with the cursor of the next page. */
/**
 * Searches whose first window lately found too few matches near now and went to the text
 * indexes, per database, each for a minute: the same search again (the next visitor, another
 * page) goes there at once instead of reading the window first, which would double what a
 * rare term costs. A choice is kept, not results; every search still reads the database.
 */
const rareSearches = new WeakMap<Db, Map<string, number>>();
const RARE_SEARCH_MEMORY = { ms: 60_000, searches: 1000 };

const searchKey = ({ term, titleOnly, filters, window }: EventPageOptions) =>
  JSON.stringify([asSearched(term).toLowerCase(), titleOnly ?? false, filters, window ?? null]);

function rememberRare(options: EventPageOptions): void {
  let remembered = rareSearches.get(options.db);
  if (!remembered) {
    remembered = new Map();
    rareSearches.set(options.db, remembered);
  }
  const key = searchKey(options);
  remembered.delete(key);
  remembered.set(key, Date.now() + RARE_SEARCH_MEMORY.ms);
  // The oldest first, as a Map keeps its keys in the order they were set.
  for (const oldest of remembered.keys()) {
    if (remembered.size <= RARE_SEARCH_MEMORY.searches) break;
    remembered.delete(oldest);
  }
}

const isRememberedRare = (options: EventPageOptions) =>
  (rareSearches.get(options.db)?.get(searchKey(options)) ?? 0) > Date.now();

export async function searchEventPage(options: EventPageOptions): Promise<EventPage> {
  const { limit } = options;
  if (isRememberedRare(options)) {
    return toPage(await matchesFromTextIndexes(options), limit, 'remembered as rare');
  }
  const window = options.window ?? SEARCH_WINDOW;
  const first = await matchesInStartWindow(options, window.first);
  if (first.length > limit) return toPage(first, limit, 'window');
  const probes = trigramWords(options.term).length > 0 ? indexProbes(options) : [];
  // One word and no filter: its matches are the events holding it, so counting the
  // candidates in the index is enough.
  const counts =
    probes.length <= 1 && !hasFilters(options.filters)
      ? {
          rows: await countCandidates(options, window.first + 1),
          holding: [first.length],
          holdingAll: first.length,
        }
      : await soonestCounts(options, window.first + 1, probes);
  // The window held every candidate: its matches are all there are.
  if (counts.rows <= window.first) return toPage(first, limit, 'window');
  // Both ways priced in event rows, from the share of the soonest candidates that hold the
  // probes (taken as the share of all events): the index reads each probe's trigram entries
  // and then every event holding all the probes; a term without a word, its matches.
  const tableRows = options.window?.events ?? (await estimatedEvents(options.db));
  const share = (n: number) => n / counts.rows;
  const indexCost =
    probes.length === 0
      ? tableRows * share(first.length)
      : tableRows *
        (probes.reduce(
          (sum, probe, i) => sum + share(counts.holding[i] ?? 0) * trigramsIn(probe),
          0,
        ) *
          INDEX_ENTRY_COST +
          share(counts.holdingAll));
  // The window reads as many candidates as the rate matches came at says will fill the page,
  // and half as many again (`most` when none came); it is expected to stop at the page.
  const rate = first.length / counts.rows;
  const size = Math.min(window.most, Math.ceil((1.5 * (limit + 1)) / rate));
  const windowCost = Math.min(size, (limit + 1) / rate);
  if (windowCost < indexCost) {
    const more = await options.db.transaction(async (tx) => {
      // A window of thousands is a large part of the candidates at 100,000 events, and
      // PostgreSQL, costing each row read at random as from disk, then chose to read every
      // candidate and sort them (50 ms) over the start-order scan that stops at the window
      // (5 ms). Only for this statement, that plan is taken off the table.
      await tx.execute(
        sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`,
      );
      return matchesInStartWindow(options, size, tx);
    });
    if (more.length > limit) return toPage(more, limit, 'longer window');
  }
  rememberRare(options);
  return toPage(await matchesFromTextIndexes(options), limit, 'text index');
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

/**
 * Statements prepared once per database and shape (named, so PostgreSQL keeps them parsed
 * and, after a few runs, planned, per connection): the venue and plan searches run with
 * every search and suggestion, and their planning cost more than running them.
 */
const preparedSearches = new WeakMap<Db, Map<string, unknown>>();

function prepared<T>(db: Db, name: string, build: () => T): T {
  let byName = preparedSearches.get(db);
  if (!byName) {
    byName = new Map();
    preparedSearches.set(db, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (!query) {
    query = build();
    byName.set(name, query);
  }
  return query;
}

const buildVenueSearch = (db: Db, titleOnly: boolean) =>
  db
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
      titleOnly
        ? sql`${venues.name} ilike ${sql.placeholder('pattern')}`
        : sql`${venues.searchText} like lower(${sql.placeholder('pattern')})`,
    )
    .orderBy(asc(venues.name), asc(venues.id))
    .limit(sql.placeholder('limit'))
    .prepare(titleOnly ? 'search_venue_names' : 'search_venues');

/** docs/product.md §7 "venues: match on name or city"; a venue's title is its name, its location its city. */
export async function searchVenues(options: {
  db: Db;
  term: string;
  limit: number;
  titleOnly?: boolean;
}): Promise<VenueSearchResult[]> {
  const titleOnly = options.titleOnly ?? false;
  const query = prepared(options.db, `venues:${titleOnly}`, () =>
    buildVenueSearch(options.db, titleOnly),
  );
  const rows = await query.execute({
    pattern: searchPattern(options.term),
    limit: options.limit,
  });
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

const buildPlanSearch = (db: Db, viewer: Viewer, titleOnly: boolean) =>
  db
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
        titleOnly
          ? sql`${casualPlans.title} ilike ${sql.placeholder('pattern')}`
          : sql`${casualPlans.searchText} like lower(${sql.placeholder('pattern')})`,
        gt(casualPlans.startsAt, sql.placeholder('now')),
        planVisibleTo(viewer),
      ),
    )
    .orderBy(asc(casualPlans.startsAt), asc(casualPlans.id))
    .limit(sql.placeholder('limit'));

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
  const { db, viewer } = options;
  const titleOnly = options.titleOnly ?? false;
  const values = { pattern: searchPattern(options.term), now: options.now, limit: options.limit };
  // What a member may see depends on who they are: only the visitors' shape is prepared.
  const rows = viewer
    ? await buildPlanSearch(db, viewer, titleOnly).execute(values)
    : await prepared(db, `plans:${titleOnly}`, () =>
        buildPlanSearch(db, null, titleOnly).prepare(
          titleOnly ? 'search_plan_titles' : 'search_plans',
        ),
      ).execute(values);
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
      return page.results;
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
    orEmpty(logger, 'events', () =>
      trigramWords(term).length === 0
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
