import type { Db } from '@lineup/db';
import { events, venueAreas, venues } from '@lineup/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cursorStart, publishedNotEndedBy, selectEvents } from '../events';
import {
  startBounds,
  candidateConditions,
  afterCursor,
  termCondition,
  filterConditions,
  holds,
  indexConditions,
  eventResultColumns,
  type EventPageOptions,
  type EventPageRow,
} from './event-search-conditions';

// The ways a page of events is read (see `searchEventPage`): a window of the soonest events,
// counts that price the next step, and the text indexes.

/**
 * The events table's size as PostgreSQL last estimated it (pg_class; 0 before it was ever
 * analysed), per database, looked up once a minute: what the text indexes' work scales with.
 */
const eventCounts = new WeakMap<Db, { rows: number; until: number }>();

export async function estimatedEvents(db: Db): Promise<number> {
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
 * The first `limit + 1` matches among the `size` soonest candidates. The window is a subquery
 * with its own ORDER BY and LIMIT, read from the start-date index; the term and the filters
 * are checked on its rows as they come, so a common term stops after a few dozen. Whenever it
 * yields `limit + 1` rows they are the page, as the window is the start of the order.
 */
export async function matchesInStartWindow(
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
      destination: events.destination,
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
      destination: soonest.destination,
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
export async function countCandidates(options: EventPageOptions, most: number): Promise<number> {
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
export async function soonestCounts(
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
export const INDEX_ENTRY_COST = 1 / 200;

/** Trigrams pg_trgm takes from a probe: three per word of three letters or more, overlapping. */
export const trigramsIn = (probe: string) =>
  (probe.match(/[\p{L}\p{N}]{3,}/gu) ?? []).reduce((sum, word) => sum + word.length - 2, 0);

/**
 * Every match, found through the text indexes, then sorted. The inner query has an OFFSET,
 * so PostgreSQL plans it for all its rows rather than for the outer LIMIT (which would bring
 * back the start-order scan the windows have just found slow for this term): it reads the
 * candidates through the trigram index, the grams index, or a filter's index where that is
 * narrower. The term itself is checked outside, so that its edge trigrams stay out of the
 * index read (see `indexConditions`).
 */
export async function matchesFromTextIndexes(options: EventPageOptions): Promise<EventPageRow[]> {
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
      destination: matches.destination,
      cursorStart: matches.cursorStart,
    })
    .from(matches)
    .where(termCondition(matches, options))
    .orderBy(asc(matches.startDate), asc(matches.id))
    .limit(options.limit + 1)
    .execute({ fence: 0 });
}
