import type { Db } from '@lineup/db';
import { cities, crews, events, recurringSeries, venueAreas, venues } from '@lineup/db/schema';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { Feed } from 'feed';
import { notFound } from '../../lib/app-error';
import {
  calendarEntryOf,
  eventLocationLine,
  writeCalendar,
  type CalendarEntry,
  type StoredEvent,
} from '../calendar';
import { selectEvents } from '../events';
import { seriesEntries } from '../series';
import type { FeedScope } from './feed-links';

/** How many upcoming events an area's, a city's or a crew's feed carries, soonest first. */
export const PLACE_FEED_MAX_EVENTS = 200;
export const FEED_PLACE_NOT_FOUND = 'There is no such area or city on Lineup.';
export const FEED_CREW_NOT_FOUND = 'There is no crew at this address.';

type FeedSource = {
  /** "Peniche" or "Ericeira, Portugal"; a crew's name. */
  name: string;
  /** Whose the events are: "in Peniche", "by Ribeira Surf Club". */
  about: string;
  /** The page the feed is about. */
  pagePath: string;
  /** Which events: the area's, or those listed on the city page. */
  where: SQL;
};

async function sourceOf(db: Db, scope: FeedScope): Promise<FeedSource> {
  if ('crew' in scope) {
    const [crew] = await db
      .select({ id: crews.id, name: crews.name, handle: crews.handle })
      .from(crews)
      .where(eq(crews.handle, scope.crew.toLowerCase()))
      .limit(1);
    if (!crew) throw notFound(FEED_CREW_NOT_FOUND);
    return {
      name: crew.name,
      about: `by ${crew.name}`,
      pagePath: `/crew/${crew.handle}`,
      where: eq(events.crewId, crew.id),
    };
  }
  if ('area' in scope) {
    const [area] = await db
      .select()
      .from(venueAreas)
      .where(and(eq(venueAreas.slug, scope.area), eq(venueAreas.active, true)))
      .limit(1);
    if (!area) throw notFound(FEED_PLACE_NOT_FOUND);
    return {
      name: area.name,
      about: `in ${area.name}`,
      pagePath: `/${area.slug}`,
      where: eq(events.areaId, area.id),
    };
  }
  const [city] = await db
    .select({ name: cities.name, country: venueAreas.country })
    .from(cities)
    .innerJoin(venueAreas, eq(venueAreas.id, cities.areaId))
    .where(
      and(
        eq(cities.countrySlug, scope.country),
        eq(cities.slug, scope.city),
        eq(cities.status, 'approved'),
        eq(venueAreas.active, true),
      ),
    )
    .limit(1);
  if (!city) throw notFound(FEED_PLACE_NOT_FOUND);
  return {
    name: `${city.name}, ${city.country}`,
    about: `in ${city.name}, ${city.country}`,
    pagePath: `/${scope.country}/${scope.city}`,
    // The events a city page lists: those at the city's address.
    where: and(eq(events.countrySlug, scope.country), eq(events.citySlug, scope.city))!,
  };
}

/** What a place's feeds show: drafts are their creator's alone. */
const PUBLIC_STATUSES = ['published', 'cancelled'] as const;

/**
 * The place's events that have not ended, soonest first. Cancelled ones stay in, marked, so a
 * calendar that subscribed updates its entry instead of keeping a session that will not happen.
 */
async function upcoming(db: Db, source: FeedSource, now: Date): Promise<StoredEvent[]> {
  return selectEvents(db, { event: events, area: venueAreas, venue: venues })
    .where(and(source.where, inArray(events.status, PUBLIC_STATUSES), gt(events.endDate, now)))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(PLACE_FEED_MAX_EVENTS);
}

/**
 * The feed's calendar entries: a one-off event as itself; the sessions of a recurring event as
 * that series (its rule, the sessions that will not happen, the ones changed on their own),
 * where its first upcoming session is. The series is read with its past sessions too, which
 * would otherwise read as sessions that never happened and vanish from calendars.
 */
async function feedEntries(
  db: Db,
  source: FeedSource,
  rows: StoredEvent[],
  origin: string,
): Promise<CalendarEntry[]> {
  const seriesIds = [...new Set(rows.flatMap(({ event }) => event.seriesId ?? []))];
  if (seriesIds.length === 0) return rows.map((row) => calendarEntryOf(row, origin));
  const seriesRows = await db
    .select()
    .from(recurringSeries)
    .where(inArray(recurringSeries.id, seriesIds));
  const sessions = await selectEvents(db, { event: events, area: venueAreas, venue: venues })
    .where(
      and(
        source.where,
        inArray(events.seriesId, seriesIds),
        inArray(events.status, PUBLIC_STATUSES),
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id));
  const entries: CalendarEntry[] = [];
  const written = new Set<string>();
  for (const row of rows) {
    const series = seriesRows.find(({ id }) => id === row.event.seriesId);
    if (!series) {
      entries.push(calendarEntryOf(row, origin));
    } else if (!written.has(series.id)) {
      written.add(series.id);
      const own = sessions.filter(({ event }) => event.seriesId === series.id);
      entries.push(...seriesEntries({ series, sessions: own, origin }));
    }
  }
  return entries;
}

/** An area's, a city's or a crew's iCalendar feed, for `webcal://` subscriptions. */
export async function placeCalendar(options: {
  db: Db;
  scope: FeedScope;
  origin: string;
  now?: Date;
}): Promise<string> {
  const { db, origin } = options;
  const source = await sourceOf(db, options.scope);
  const rows = await upcoming(db, source, options.now ?? new Date());
  return writeCalendar({
    name: `Lineup: events ${source.about}`,
    description: `What is on ${source.about}, from ${new URL(source.pagePath, origin)}.`,
    refreshSeconds: 3600,
    entries: await feedEntries(db, source, rows, origin),
  });
}

/** An area's, a city's or a crew's Atom feed (RFC 4287) for feed readers: one entry per event. */
export async function placeAtom(options: {
  db: Db;
  scope: FeedScope;
  origin: string;
  /** The feed's own address (its `self` link). */
  selfPath: string;
  now?: Date;
}): Promise<string> {
  const { db, origin } = options;
  const source = await sourceOf(db, options.scope);
  const rows = await upcoming(db, source, options.now ?? new Date());
  const page = new URL(source.pagePath, origin).toString();
  const feed = new Feed({
    id: page,
    link: page,
    title: `Lineup: events ${source.about}`,
    description: `Upcoming events ${source.about}, soonest first.`,
    language: 'en',
    favicon: new URL('/favicon.svg', origin).toString(),
    copyright: `Events by their organisers on Lineup`,
    updated: rows.reduce<Date>(
      (latest, { event }) => (event.updatedAt > latest ? event.updatedAt : latest),
      new Date(0),
    ),
    feedLinks: { atom: new URL(options.selfPath, origin).toString() },
    generator: 'Lineup',
  });
  for (const row of rows) {
    const entry = calendarEntryOf(row, origin);
    const when = new Intl.DateTimeFormat('en-GB', {
      timeZone: row.area.timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(row.event.startDate);
    const place = eventLocationLine({
      venue: row.venue,
      specificVenue: row.event.specificVenue,
      destination: row.event.destination,
      area: row.area,
    });
    feed.addItem({
      id: entry.url,
      link: entry.url,
      title: entry.cancelled ? `Cancelled: ${entry.summary}` : entry.summary,
      date: row.event.updatedAt,
      published: row.event.createdAt,
      description: `${when} at ${place}`,
      content: `${when} at ${place}\n\n${row.event.description}`,
      ...(row.event.imageUrl ? { image: new URL(row.event.imageUrl, origin).toString() } : {}),
    });
  }
  return feed.atom1();
}
