import { SeriesIdParam, seriesMessages } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { recurringSeries, events, venueAreas, venues } from '@lineup/db/schema';
import { recurringLocalToInstant } from '@lineup/db/zoned-time';
import { asc, eq } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import {
  calendarEntryOf,
  eventLocationLine,
  writeCalendar,
  type CalendarEntry,
  type StoredEvent,
} from '../calendar';
import { canEdit, selectEvents, slugBase, type Viewer } from '../events';
import { rruleValue, sessionStartsLocal } from './recurrence';

// A recurring event in a calendar (RFC 5545 §3.8.5): one repeating entry whose rule gives every
// session, EXDATE for the sessions that will not happen, and an entry with RECURRENCE-ID for
// each session changed on its own. Calendar apps then show it as one event that repeats, and a
// feed refresh that cancels or moves one session changes that session only.

export type SeriesRow = typeof recurringSeries.$inferSelect;

const location = ({ event, area, venue }: StoredEvent) =>
  eventLocationLine({
    venue,
    specificVenue: event.specificVenue,
    destination: event.destination,
    area,
  });

/**
 * The calendar entries of `series`, whose session rows the reader may see are `sessions`
 * (public output leaves drafts out): the master from the rule's first start, in the series'
 * zone, with the first session's content and length; EXDATE for each start of the rule with no
 * session or a cancelled one; an override for each session whose time, title, description or
 * place is not what the master gives it. Every entry has UID `<series id>@lineup` and the
 * highest SEQUENCE of the sessions, so a change to any session reaches the calendar.
 *
 * A series whose sessions are all cancelled keeps them, with the master cancelled, as a
 * one-off cancelled event stays in a feed. A session the rule does not give (which the editor
 * does not make) is written as an event of its own rather than dropped.
 */
export function seriesEntries(options: {
  series: SeriesRow;
  sessions: StoredEvent[];
  origin: string;
}): CalendarEntry[] {
  const { series, origin } = options;
  const { timeZone } = series;
  const starts = sessionStartsLocal(series.rule, series.startLocal);
  const localOf = new Map(
    starts.map((local) => [recurringLocalToInstant(local, timeZone).getTime(), local]),
  );
  const sessionAt = new Map<string, StoredEvent>();
  const strays: StoredEvent[] = [];
  for (const session of options.sessions) {
    const occurrence = session.event.occurrenceStart;
    const local = occurrence ? localOf.get(occurrence.getTime()) : undefined;
    if (local !== undefined && !sessionAt.has(local)) sessionAt.set(local, session);
    else strays.push(session);
  }
  const standalone = strays.map((session) => calendarEntryOf(session, origin));
  const ordered = starts.flatMap((local) => sessionAt.get(local) ?? []);
  const first = ordered[0];
  if (!first) return standalone;

  const uid = `${series.id}@lineup`;
  const sequence = Math.max(...ordered.map(({ event }) => event.sequence));
  const allCancelled = ordered.every(({ event }) => event.status === 'cancelled');
  const length = first.event.endDate.getTime() - first.event.startDate.getTime();
  const firstLocation = location(first);
  const masterStart = recurringLocalToInstant(series.startLocal, timeZone);
  const exceptLocal = starts.filter((local) => {
    const session = sessionAt.get(local);
    return !session || (!allCancelled && session.event.status === 'cancelled');
  });
  const master: CalendarEntry = {
    ...calendarEntryOf(first, origin),
    uid,
    sequence,
    updatedAt: new Date(
      Math.max(
        series.updatedAt.getTime(),
        ...ordered.map(({ event }) => event.updatedAt.getTime()),
      ),
    ),
    start: masterStart,
    end: new Date(masterStart.getTime() + length),
    cancelled: allCancelled,
    recurrence: {
      kind: 'master',
      timeZone,
      rule: rruleValue(series.rule, timeZone),
      exceptLocal,
    },
  };

  const overrides: CalendarEntry[] = [];
  for (const local of starts) {
    const session = sessionAt.get(local);
    if (!session || exceptLocal.includes(local)) continue;
    const { event } = session;
    const start = recurringLocalToInstant(local, timeZone).getTime();
    const asTheMasterGivesIt =
      event.startDate.getTime() === start &&
      event.endDate.getTime() === start + length &&
      event.title === first.event.title &&
      event.description === first.event.description &&
      location(session) === firstLocation;
    if (asTheMasterGivesIt) continue;
    overrides.push({
      ...calendarEntryOf(session, origin),
      uid,
      sequence,
      recurrence: { kind: 'override', timeZone, occurrenceLocal: local },
    });
  }
  return [master, ...overrides, ...standalone];
}

/** Only the creator and admins see drafts (the events module's rule for one event). */
const canSeeSession = (event: StoredEvent['event'], viewer: Viewer) =>
  event.status !== 'draft' || canEdit(event, viewer);

/**
 * `GET /api/series/:id/calendar.ics`: the whole series as one iCalendar file, with the
 * sessions `viewer` may see. Not found when there is no such series or none of its sessions
 * is visible.
 */
export async function buildSeriesCalendar(options: {
  db: Db;
  seriesId: string;
  viewer: Viewer;
  origin: string;
}): Promise<{ body: string; filename: string }> {
  const { db, seriesId, viewer, origin } = options;
  if (!SeriesIdParam.safeParse({ id: seriesId }).success) throw notFound(seriesMessages.notFound);
  const [series] = await db.select().from(recurringSeries).where(eq(recurringSeries.id, seriesId));
  if (!series) throw notFound(seriesMessages.notFound);
  const rows = await selectEvents(db, { event: events, area: venueAreas, venue: venues })
    .where(eq(events.seriesId, seriesId))
    .orderBy(asc(events.startDate), asc(events.id));
  const sessions = rows.filter(({ event }) => canSeeSession(event, viewer));
  const entries = seriesEntries({ series, sessions, origin });
  const title = entries[0]?.summary;
  if (title === undefined) throw notFound(seriesMessages.notFound);
  return { body: writeCalendar({ name: title, entries }), filename: `${slugBase(title)}.ics` };
}
