import {
  describeRule,
  EVENT_LENGTH_MAX_DAYS,
  type EventCard,
  type EventCategory,
  type EventLocale,
  type EventTitleTranslation,
  type SeriesRule,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import type { RsvpStatus } from '@lineup/db/constants';
import { eventRsvps, recurringSeries, events, venueAreas, venues } from '@lineup/db/schema';
import { toZonedIso } from '@lineup/db/zoned-time';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import { lightOfStart } from './day-light';
import { titleTranslationsOf } from './event-translations';
import { mapPointOf } from '../../lib/map-point';

/** An event's canonical page (docs/product.md §2). */
export const eventPath = (event: { countrySlug: string; citySlug: string; slug: string }) =>
  `/${event.countrySlug}/${event.citySlug}/events/${event.slug}`;

/** Which tables `selectEvents` joins, and whether a row always has one. */
type EventPlaceJoins = { events: 'not-null'; venue_areas: 'not-null'; venues: 'nullable' };

/**
 * `select columns from events` joined to the event's area (every event has one) and its venue
 * (optional): the join every event card, list, feed and page needs, written once.
 */
export function selectEvents<Columns extends SelectedFields>(
  db: Db,
  columns: Columns,
): PgSelectBase<'events', Columns, 'partial', EventPlaceJoins> {
  const query = db
    .select(columns as SelectedFields)
    .from(events)
    .innerJoin(venueAreas, eq(venueAreas.id, events.areaId))
    .leftJoin(venues, eq(venues.id, events.venueId));
  // Drizzle computes the row type only for concrete columns; the annotation states it for any.
  return query as unknown as PgSelectBase<'events', Columns, 'partial', EventPlaceJoins>;
}

/**
 * The longest published event, capped at the longest an event may last. An event that has not
 * ended by `t` started after `t - longest`, which gives the (status, start_date) indexes a
 * lower bound: without it a "not ended" list would walk every past event before reaching the
 * first upcoming one. Served by `events_published_duration_idx` (one index entry read).
 *
 * The cap keeps `t - longest` in PostgreSQL's timestamp range whatever a row holds (one event
 * "ending" in 9999 made it overflow, and every list failed) and keeps the walk short. New
 * events cannot be longer (docs/decisions/0013-date-bounds.md); an older, longer row is listed
 * as if it ended that long after its start.
 */
export const longestListedEvent = sql`least((select coalesce(max(d.end_date - d.start_date), interval '0') from events d where d.status = 'published'), ${sql.raw(`interval '${EVENT_LENGTH_MAX_DAYS} days'`)})`;

/** Published events that have not ended by `instant`, in a form the start indexes serve. */
export function publishedNotEndedBy(instant: Date): SQL {
  return and(
    eq(events.status, 'published'),
    gt(events.endDate, instant),
    sql`${events.startDate} >= ${instant.toISOString()}::timestamptz - ${longestListedEvent}`,
  )!;
}

/** The rule of the event's series, for "Every Tuesday"; null for a one-off. */
const seriesRuleOf = sql<SeriesRule | null>`(select ${recurringSeries.rule} from ${recurringSeries} where ${recurringSeries.id} = ${events.seriesId})`;

export const rsvpCount = (status: RsvpStatus) =>
  sql<number>`(select count(*) from ${eventRsvps} where ${eventRsvps.eventId} = ${events.id} and ${eventRsvps.status} = ${status})::int`;

/** Every column a card needs (from `selectEvents`); `organizer_email` is deliberately not among them. */
export const eventCardColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  locale: events.locale,
  titleTranslations: titleTranslationsOf,
  category: events.eventCategory,
  vibe: events.vibe,
  tags: events.tags,
  startDate: events.startDate,
  endDate: events.endDate,
  imageUrl: events.imageUrl,
  status: events.status,
  capacity: events.capacity,
  countrySlug: events.countrySlug,
  citySlug: events.citySlug,
  timeZone: venueAreas.timeZone,
  areaName: venueAreas.name,
  areaSlug: venueAreas.slug,
  areaLatitude: venueAreas.latitude,
  areaLongitude: venueAreas.longitude,
  venueName: venues.name,
  venueCity: venues.city,
  venueLatitude: venues.latitude,
  venueLongitude: venues.longitude,
  goingCount: rsvpCount('going'),
  interestedCount: rsvpCount('interested'),
  seriesRule: seriesRuleOf,
};

type EventCardRow = {
  id: string;
  slug: string;
  title: string;
  locale: EventLocale;
  titleTranslations: EventTitleTranslation[];
  category: EventCategory;
  vibe: string | null;
  tags: string[];
  startDate: Date;
  endDate: Date;
  imageUrl: string | null;
  status: EventCard['status'];
  capacity: number | null;
  countrySlug: string;
  citySlug: string;
  timeZone: string;
  areaName: string;
  areaSlug: string;
  areaLatitude: number | null;
  areaLongitude: number | null;
  venueName: string | null;
  venueCity: string | null;
  venueLatitude: number | null;
  venueLongitude: number | null;
  goingCount: number;
  interestedCount: number;
  seriesRule: SeriesRule | null;
};

export function toEventCard(row: EventCardRow): EventCard {
  return {
    id: row.id,
    slug: row.slug,
    path: eventPath(row),
    title: row.title,
    locale: row.locale,
    translations: row.titleTranslations,
    category: row.category,
    vibe: row.vibe,
    tags: row.tags,
    startDate: toZonedIso(row.startDate, row.timeZone),
    endDate: toZonedIso(row.endDate, row.timeZone),
    timeZone: row.timeZone,
    area: { name: row.areaName, slug: row.areaSlug },
    venue: row.venueName === null ? null : { name: row.venueName, city: row.venueCity },
    imageUrl: row.imageUrl,
    status: row.status,
    capacity: row.capacity,
    goingCount: Number(row.goingCount),
    interestedCount: Number(row.interestedCount),
    light: lightOfStart(row.startDate, {
      timeZone: row.timeZone,
      latitude: row.areaLatitude,
      longitude: row.areaLongitude,
    }),
    repeats: row.seriesRule === null ? null : describeRule(row.seriesRule),
    repeatRule: row.seriesRule,
    location: mapPointOf(
      { latitude: row.venueLatitude, longitude: row.venueLongitude },
      { latitude: row.areaLatitude, longitude: row.areaLongitude },
    ),
  };
}
