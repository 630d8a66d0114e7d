import {
  EVENT_LENGTH_MAX_MS,
  errorMessages,
  type DayLight,
  type EventCategory,
  type EventWhen,
  type EventListResponse,
  parseBbox,
  parseNear,
  type Bbox,
  type NearPoint,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { events, venueAreas, venues } from '@lineup/db/schema';
import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { notFound, validationFailed } from '../../lib/app-error';
import {
  decodeCursor,
  decodeDistanceCursor,
  encodeCursor,
  encodeDistanceCursor,
} from '../../lib/keyset-cursor';
import { distanceKmSql, pointColumn } from '../../lib/map-point';
import {
  addDays,
  isValidTimeZone,
  localDateOf,
  parseLocalDate,
  startOfLocalDay,
} from '@lineup/db/zoned-time';
import { AREA_NOT_FOUND, findAreaBySlug } from '../areas';
import { lightEdges } from './day-light';
import { eventCardColumns, longestListedEvent, selectEvents, toEventCard } from './event-card';

// Lists of events (`GET /api/events`): Discover, area and place pages, keyset-paged, with the
// "when" ranges and the light filters.

/** `start_date` as the cursor keeps it: UTC with microseconds. */
export const cursorStart = sql<string>`to_char(${events.startDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Which events a list shows, besides "published and not ended". */
export type EventListFilters = {
  areaId?: string | undefined;
  venueId?: string | undefined;
  countrySlug?: string | undefined;
  citySlug?: string | undefined;
  category?: EventCategory | undefined;
  /** Keep events overlapping [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
  /** Keep events that start at dawn or in the golden hour of their area. */
  light?: DayLight | undefined;
  /** Keep events whose map point (their venue's pin, else their area's) is in this view. */
  bbox?: Bbox | undefined;
  /** List nearest first from this point (docs/product.md §17 "Near me"). */
  near?: NearPoint | undefined;
};

/** Where each event is on a map: its venue's pin, else its area's point. */
const eventLatitude = pointColumn(venues.latitude, venueAreas.latitude);
const eventLongitude = pointColumn(venues.longitude, venueAreas.longitude);

/**
 * "Near me" sorts by this: the distance in kilometres, and for an event with no point at all
 * a distance further than any on Earth, so those come last and the keyset stays a number.
 */
const NO_DISTANCE = 100_000;

const placeholder = (name: string) => sql.placeholder(name);

/** Which optional conditions a list query has; each combination is one prepared statement. */
type ListShape = {
  to: boolean;
  areaId: boolean;
  venueId: boolean;
  countrySlug: boolean;
  citySlug: boolean;
  category: boolean;
  cursor: boolean;
  bbox: boolean;
  /** Nearest first, the cursor a (distance, id) pair, rather than soonest first. */
  near: boolean;
  /** How many areas' spans of light the start is checked against; 0 without the filter. */
  lightAreas: number;
};

/**
 * The event starts in one of its own area's spans of light. Each area's spans come as the
 * ordered array of their edges (see `lightEdges`); `width_bucket` counts, by binary search, the
 * edges at or before the start, and an odd count means inside a span. An event of an area not
 * in the list is left out.
 *
 * Written as one boolean `case`, which the planner estimates as keeping half the rows: it then
 * walks the start index in order and stops at the page's end. Written as a comparison
 * (`case ... end % 2 = 1`) it was estimated as keeping 0.5 %, and PostgreSQL read and sorted
 * every event of the year instead (50 ms rather than 2 at 100,000 events).
 */
function startsInLight(areaCount: number): SQL {
  const branches = Array.from(
    { length: areaCount },
    (_, index) =>
      sql`when ${placeholder(`lightArea${index}`)}::uuid then width_bucket(${events.startDate}, ${placeholder(`lightEdges${index}`)}::timestamptz[]) % 2 = 1`,
  );
  return sql`case ${events.areaId} ${sql.join(branches, sql` `)} else false end`;
}

function buildListQuery(db: Db, shape: ListShape, name: string) {
  const from = sql`${placeholder('from')}::timestamptz`;
  // publishedNotEndedBy(from), with the instant as a parameter of the prepared statement.
  const conditions: SQL[] = [
    eq(events.status, 'published'),
    sql`${events.endDate} > ${from}`,
    sql`${events.startDate} >= ${from} - ${longestListedEvent}`,
  ];
  if (shape.to) conditions.push(sql`${events.startDate} < ${placeholder('to')}::timestamptz`);
  if (shape.areaId) conditions.push(sql`${events.areaId} = ${placeholder('areaId')}::uuid`);
  if (shape.venueId) conditions.push(sql`${events.venueId} = ${placeholder('venueId')}::uuid`);
  if (shape.countrySlug)
    conditions.push(sql`${events.countrySlug} = ${placeholder('countrySlug')}`);
  if (shape.citySlug) conditions.push(sql`${events.citySlug} = ${placeholder('citySlug')}`);
  if (shape.category) conditions.push(sql`${events.eventCategory} = ${placeholder('category')}`);
  if (shape.lightAreas > 0) conditions.push(startsInLight(shape.lightAreas));
  if (shape.bbox) {
    const [west, south, east, north] = ['west', 'south', 'east', 'north'].map(
      (edge) => sql`${placeholder(edge)}::float8`,
    ) as [SQL, SQL, SQL, SQL];
    // West above east: the view crosses the antimeridian, and keeps both sides of it.
    conditions.push(
      sql`${eventLatitude} between ${south} and ${north}`,
      sql`(case when ${west} <= ${east} then ${eventLongitude} between ${west} and ${east} else (${eventLongitude} >= ${west} or ${eventLongitude} <= ${east}) end)`,
    );
  }
  // A series shows once, as its next session (docs/product.md §13 "Recurring events").
  conditions.push(
    sql`(${events.seriesId} is null or not exists (select 1 from ${events} earlier where earlier.series_id = ${events.seriesId} and earlier.status = 'published' and earlier.end_date > ${from} and earlier.start_date < ${events.startDate}))`,
  );
  const distance = shape.near
    ? sql<number>`coalesce(${distanceKmSql(
        { latitude: eventLatitude, longitude: eventLongitude },
        {
          latitude: sql`${placeholder('nearLatitude')}`,
          longitude: sql`${placeholder('nearLongitude')}`,
        },
      )}, ${NO_DISTANCE})`
    : sql<number | null>`null::float8`;
  if (shape.cursor && shape.near) {
    // Nearest first, then soonest, then by id: a total order, as the start list's.
    const last = sql`${placeholder('cursorDistance')}::float8`;
    const start = sql`${placeholder('cursorStart')}::timestamptz`;
    conditions.push(
      sql`(${distance} > ${last} or (${distance} = ${last} and (${events.startDate} > ${start} or (${events.startDate} = ${start} and ${events.id} > ${placeholder('cursorId')}::uuid))))`,
    );
  } else if (shape.cursor) {
    const start = sql`${placeholder('cursorStart')}::timestamptz`;
    // The first condition alone bounds the index scan; the second breaks ties by id.
    conditions.push(
      sql`${events.startDate} >= ${start}`,
      sql`(${events.startDate} > ${start} or ${events.id} > ${placeholder('cursorId')}::uuid)`,
    );
  }
  return selectEvents(db, { ...eventCardColumns, cursorStart, distance })
    .where(and(...conditions))
    .orderBy(...(shape.near ? [asc(distance)] : []), asc(events.startDate), asc(events.id))
    .limit(placeholder('limit'))
    .prepare(name);
}

// Lists are the most requested query: building it once per shape and preparing it (named, so
// PostgreSQL keeps the parsed statement per connection) saves the query builder's work and
// most of the planning on every request.
const listQueries = new WeakMap<Db, Map<string, ReturnType<typeof buildListQuery>>>();

function listQueryFor(db: Db, shape: ListShape) {
  const { lightAreas, ...present } = shape;
  const name = `events_list_${Object.values(present)
    .map((given) => (given ? 1 : 0))
    .join('')}${lightAreas > 0 ? `_light${lightAreas}` : ''}`;
  let byName = listQueries.get(db);
  if (!byName) {
    byName = new Map();
    listQueries.set(db, byName);
  }
  let query = byName.get(name);
  if (!query) {
    query = buildListQuery(db, shape, name);
    byName.set(name, query);
  }
  return query;
}

/**
 * How far past its start a list filtered by light reaches, whatever its `to`: its spans are
 * worked out day by day, so the window needs an end (and one the asker cannot stretch to a
 * century of days), and a year ahead is further than anyone plans a sunrise session. Later
 * events are not in such a list.
 */
const LIGHT_LIST_DAYS = 366;

const DAY_MS = 86_400_000;

/**
 * Each area's edges of `light` over [from, to): the list's one area, or every area with
 * coordinates, as each event is in the light of its own area. Areas with no span are left out.
 */
async function lightEdgesByArea(
  db: Db,
  options: { light: DayLight; areaId: string | undefined; from: Date; to: Date },
): Promise<{ areaId: string; edges: readonly string[] }[]> {
  const areas = await db
    .select({
      id: venueAreas.id,
      timeZone: venueAreas.timeZone,
      latitude: venueAreas.latitude,
      longitude: venueAreas.longitude,
    })
    .from(venueAreas)
    .where(
      and(
        isNotNull(venueAreas.latitude),
        isNotNull(venueAreas.longitude),
        options.areaId ? eq(venueAreas.id, options.areaId) : undefined,
      ),
    );
  return areas
    .map((area) => ({
      areaId: area.id,
      edges: lightEdges(area, options.light, options.from, options.to),
    }))
    .filter((area) => area.edges.length > 0);
}

/**
 * One page of published, not yet ended events in (start_date, id) order. The order is total,
 * so the keyset cursor never repeats or skips an event, even when many start together.
 *
 * The light filter (docs/product.md §13) is one more condition on that same ordered walk: the
 * light is not stored per event, so the spans of the asked-for light in the list's window are
 * worked out per area and day (never per event) and sent with the query, and each candidate row
 * is checked against its area's spans. Paging is as without it: the cursor is the last row shown.
 */
export async function listEventCards(options: {
  db: Db;
  filters: EventListFilters;
  cursor?: string | undefined;
  limit: number;
  now: Date;
}): Promise<EventListResponse> {
  const { db, filters, limit, now } = options;
  const from = filters.from && filters.from > now ? filters.from : now;
  const near = filters.near;
  const cursor = options.cursor
    ? near
      ? decodeDistanceCursor(options.cursor)
      : decodeCursor(options.cursor)
    : undefined;
  let to = filters.to;
  let light: { areaId: string; edges: readonly string[] }[] = [];
  if (filters.light) {
    const horizon = new Date(from.getTime() + LIGHT_LIST_DAYS * DAY_MS);
    if (!to || to > horizon) to = horizon;
    // A listed event started at most the longest event's length before `from` (it is still
    // on), and after the cursor in a list by start: spans earlier than that cannot hold a
    // listed start.
    const earliest = new Date(from.getTime() - EVENT_LENGTH_MAX_MS);
    const cursorStart = cursor && !near ? new Date(cursor.start) : earliest;
    light = await lightEdgesByArea(db, {
      light: filters.light,
      areaId: filters.areaId,
      from: cursorStart > earliest ? cursorStart : earliest,
      to,
    });
    if (light.length === 0) return { events: [], nextCursor: null };
  }
  const query = listQueryFor(db, {
    to: !!to,
    areaId: !!filters.areaId,
    venueId: !!filters.venueId,
    countrySlug: !!filters.countrySlug,
    citySlug: !!filters.citySlug,
    category: !!filters.category,
    cursor: !!cursor,
    bbox: !!filters.bbox,
    near: !!near,
    lightAreas: light.length,
  });
  const values: Record<string, unknown> = { from: from.toISOString(), limit: limit + 1 };
  if (to) values.to = to.toISOString();
  if (filters.areaId) values.areaId = filters.areaId;
  if (filters.venueId) values.venueId = filters.venueId;
  if (filters.countrySlug) values.countrySlug = filters.countrySlug;
  if (filters.citySlug) values.citySlug = filters.citySlug;
  if (filters.category) values.category = filters.category;
  if (filters.bbox) Object.assign(values, filters.bbox);
  if (near) {
    values.nearLatitude = near.latitude;
    values.nearLongitude = near.longitude;
  }
  if (cursor) {
    values.cursorStart = cursor.start;
    values.cursorId = cursor.id;
    if ('distance' in cursor) values.cursorDistance = cursor.distance;
  }
  light.forEach((area, index) => {
    values[`lightArea${index}`] = area.areaId;
    values[`lightEdges${index}`] = `{${area.edges.join(',')}}`;
  });
  const rows = await query.execute(values);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > limit && last) {
    const position = { start: last.cursorStart, id: last.id };
    nextCursor = near
      ? encodeDistanceCursor({ ...position, distance: Number(last.distance) })
      : encodeCursor(position);
  }
  return {
    events: page.map((row) =>
      near
        ? {
            ...toEventCard(row),
            distanceKm: row.distance === null || row.distance >= NO_DISTANCE ? null : row.distance,
          }
        : toEventCard(row),
    ),
    nextCursor,
  };
}

const badQuery = (path: string, message: string) =>
  validationFailed(errorMessages.validationFailed, {
    target: 'query',
    issues: [{ path, message }],
  });

/** The [from, to) range of `when` ('today', 'weekend', 'week') in `timeZone`. */
export function whenRange(
  when: 'today' | 'weekend' | 'week',
  now: Date,
  timeZone: string,
): { from: Date; to: Date } {
  const today = localDateOf(now, timeZone);
  if (when === 'today') {
    return {
      from: startOfLocalDay(today, timeZone),
      to: startOfLocalDay(addDays(today, 1), timeZone),
    };
  }
  if (when === 'week') {
    // "The next 7 days": today and the six days after it.
    return { from: now, to: startOfLocalDay(addDays(today, 7), timeZone) };
  }
  // Saturday and Sunday: this weekend while it lasts, otherwise the coming one.
  const daysToSaturday = today.weekday === 0 ? -1 : 6 - today.weekday;
  const saturday = addDays(today, daysToSaturday);
  return {
    from: startOfLocalDay(saturday, timeZone),
    to: startOfLocalDay(addDays(saturday, 2), timeZone),
  };
}

/** A `from`/`to` value: a local day in `timeZone`, or an instant. */
function boundOf(value: string, timeZone: string, end: boolean): Date {
  const day = parseLocalDate(value);
  if (day) return startOfLocalDay(end ? addDays(day, 1) : day, timeZone);
  return new Date(value);
}

/** `GET /api/events`. */
export async function listEvents(options: {
  db: Db;
  query: {
    area?: string | undefined;
    category?: EventCategory | undefined;
    from?: string | undefined;
    to?: string | undefined;
    when?: EventWhen | undefined;
    light?: DayLight | undefined;
    tz?: string | undefined;
    near?: string | undefined;
    bbox?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  };
  now?: Date;
}): Promise<EventListResponse> {
  const { db, query } = options;
  const now = options.now ?? new Date();
  let timeZone = 'UTC';
  let areaId: string | undefined;
  if (query.area) {
    const area = await findAreaBySlug(db, query.area);
    if (!area) throw notFound(AREA_NOT_FOUND);
    areaId = area.id;
    timeZone = area.timeZone;
  } else if (query.tz) {
    if (!isValidTimeZone(query.tz)) {
      throw badQuery('tz', 'Use a time zone such as Europe/Lisbon or an offset such as +01:00.');
    }
    timeZone = query.tz;
  }

  let from = query.from ? boundOf(query.from, timeZone, false) : undefined;
  let to = query.to ? boundOf(query.to, timeZone, true) : undefined;
  if (from && to && to <= from)
    throw badQuery('to', 'The end of the range must be after its start.');
  if (query.when) {
    const range = whenRange(query.when, now, timeZone);
    from = from && from > range.from ? from : range.from;
    to = to && to < range.to ? to : range.to;
  }

  return listEventCards({
    db,
    filters: {
      areaId,
      category: query.category,
      from,
      to,
      light: query.light,
      // The contract checked both; read here for this answer only, never stored or logged.
      near: query.near ? (parseNear(query.near) ?? undefined) : undefined,
      bbox: query.bbox ? (parseBbox(query.bbox) ?? undefined) : undefined,
    },
    cursor: query.cursor,
    limit: query.limit,
    now,
  });
}
