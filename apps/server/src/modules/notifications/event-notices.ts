import type { RsvpStatus } from '@lineup/db/constants';
import { addDays, instantAt, instantToLocal, localDateOf } from '@lineup/db/zoned-time';
import { eventRsvps, events, notifications, venueAreas, venues } from '@lineup/db/schema';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction';
import { z } from 'zod';
import { cancelJobs, defineJob, enqueue } from '../jobs';
import { announce } from './announce';
import { fanOut } from './fan-out';

// What members hear about events (docs/product.md §10): changes of time or place,
// cancellations, reminders, and for organisers a full event and a daily summary of new RSVPs.
// Times are told in the event's area time zone, the way its page shows them.

/** The day-before reminder goes out at this local time; the organiser's summary at this one. */
const DAY_BEFORE_AT_MINUTES = 18 * 60;
const SUMMARY_AT_MINUTES = 19 * 60;
/** The second reminder comes this long before the start, unless that is at night. */
const SOON_BEFORE_MS = 3 * 3_600_000;
/** Local hours no reminder is sent in: from 22:00 to 08:00. */
const QUIET_FROM_HOUR = 22;
const QUIET_UNTIL_HOUR = 8;

/** Everyone with an answer hears about changes; waitlisted members too. */
const ANSWERED: RsvpStatus[] = ['going', 'interested', 'waitlisted'];

/** `18:00`. */
export const clockTime = (instant: Date, timeZone: string) =>
  instantToLocal(instant, timeZone).slice(11, 16);

/** `Sat 14 Jun`. */
export function dayLabel(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

const sameLocalDay = (a: Date, b: Date, timeZone: string) =>
  instantToLocal(a, timeZone).slice(0, 10) === instantToLocal(b, timeZone).slice(0, 10);

/** An event as its notices need it. */
export type EventFacts = {
  id: string;
  title: string;
  path: string;
  startDate: Date;
  timeZone: string;
  /** Where, in a few words: the venue, the place typed, or the area. */
  place: string;
};

/**
 * What changed, in the member's terms: "Now 18:00 instead of 17:00, at Praia do Baleal.", or
 * null when neither the start nor the place changed.
 */
export function describeEventChange(before: EventFacts, after: EventFacts) {
  const zone = after.timeZone;
  const timeChanged = before.startDate.getTime() !== after.startDate.getTime();
  const placeChanged = before.place !== after.place;
  if (!timeChanged && !placeChanged) return null;
  let body: string;
  if (timeChanged) {
    const sameDay = sameLocalDay(before.startDate, after.startDate, zone);
    const at = (instant: Date) =>
      sameDay
        ? clockTime(instant, zone)
        : `${dayLabel(instant, zone)}, ${clockTime(instant, zone)}`;
    body = `Now ${at(after.startDate)} instead of ${at(before.startDate)}, at ${after.place}.`;
  } else {
    body = `Now at ${after.place} instead of ${before.place}.`;
  }
  const what = timeChanged && placeChanged ? 'time and place' : timeChanged ? 'time' : 'place';
  return { title: `${after.title} has a new ${what}`, body };
}

/** The facts of one event, read inside the caller's transaction. */
export async function eventFacts(tx: Tx, eventId: string): Promise<EventFacts | null> {
  const [row] = await tx
    .select({
      id: events.id,
      title: events.title,
      slug: events.slug,
      countrySlug: events.countrySlug,
      citySlug: events.citySlug,
      startDate: events.startDate,
      timeZone: venueAreas.timeZone,
      venueName: venues.name,
      specificVenue: events.specificVenue,
      destination: events.destination,
      areaName: venueAreas.name,
    })
    .from(events)
    .innerJoin(venueAreas, eq(venueAreas.id, events.areaId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    path: `/${row.countrySlug}/${row.citySlug}/events/${row.slug}`,
    startDate: row.startDate,
    timeZone: row.timeZone,
    place: row.venueName ?? row.specificVenue ?? row.destination ?? row.areaName,
  };
}

/** Tells everyone with an answer that the event's time or place changed (nothing if neither did). */
export async function announceEventChange(
  tx: Tx,
  options: { before: EventFacts; after: EventFacts; actorId: string; now: Date },
): Promise<void> {
  const { before, after, actorId, now } = options;
  const change = describeEventChange(before, after);
  if (!change) return;
  await announce(tx, {
    kind: 'event_changed',
    ...change,
    link: after.path,
    recipients: { eventRsvps: after.id, statuses: ANSWERED },
    actorId,
  });
  if (before.startDate.getTime() !== after.startDate.getTime()) {
    await scheduleReminders(tx, { event: after, now, replace: true });
  }
}

/** `3 March`, in the area's calendar. */
function dayAndMonth(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone }).format(
    instant,
  );
}

/**
 * One line for a change to "this and following" sessions of a series, from its first session
 * before and after: "Tuesday yoga moves to 07:30 from 3 March". Null when neither the time of
 * day nor the place changed.
 */
export function describeSeriesChange(before: EventFacts, after: EventFacts) {
  const zone = after.timeZone;
  const [oldTime, newTime] = [clockTime(before.startDate, zone), clockTime(after.startDate, zone)];
  const timeChanged = oldTime !== newTime;
  const placeChanged = before.place !== after.place;
  if (!timeChanged && !placeChanged) return null;
  const to = timeChanged ? `${newTime}${placeChanged ? ` at ${after.place}` : ''}` : after.place;
  const body = timeChanged
    ? `Every session from then on: ${newTime} instead of ${oldTime}, at ${after.place}.`
    : `Every session from then on: at ${after.place} instead of ${before.place}.`;
  return {
    title: `${after.title} moves to ${to} from ${dayAndMonth(after.startDate, zone)}`,
    body,
  };
}

/**
 * Tells members with an answer to any of the sessions that moved, once each, about a change to
 * "this and following" sessions of a series (`moves` in order, first session first); each
 * session's reminders move with it.
 */
export async function announceSeriesChange(
  tx: Tx,
  options: {
    moves: { before: EventFacts; after: EventFacts }[];
    actorId: string;
    now: Date;
  },
): Promise<void> {
  const { moves, actorId, now } = options;
  const [first] = moves;
  if (!first) return;
  for (const { before, after } of moves) {
    if (before.startDate.getTime() !== after.startDate.getTime()) {
      await scheduleReminders(tx, { event: after, now, replace: true });
    }
  }
  const change = describeSeriesChange(first.before, first.after);
  if (!change) return;
  const answered = await answeredAny(
    tx,
    moves.map((move) => move.after.id),
  );
  await announce(tx, {
    kind: 'event_changed',
    ...change,
    link: first.after.path,
    recipients: { users: answered.map((row) => row.userId) },
    actorId,
  });
}

/**
 * Tells members with an answer to any of the sessions, once each, that "this and following"
 * sessions of a series were called off (`sessions` in order), and drops their reminders.
 */
export async function announceSeriesCancelled(
  tx: Tx,
  options: { sessions: EventFacts[]; actorId: string },
): Promise<void> {
  const { sessions, actorId } = options;
  const [first] = sessions;
  if (!first) return;
  const zone = first.timeZone;
  const answered = await answeredAny(
    tx,
    sessions.map((session) => session.id),
  );
  await announce(tx, {
    kind: 'event_cancelled',
    title: `${first.title} is cancelled from ${dayAndMonth(first.startDate, zone)}`,
    body: `Every session from ${dayLabel(first.startDate, zone)} on is off.`,
    link: first.path,
    recipients: { users: answered.map((row) => row.userId) },
    actorId,
  });
  for (const session of sessions) {
    await cancelJobs(tx, [`reminder:${session.id}:*`, `rsvp-summary:${session.id}`]);
  }
}

/** Tells everyone with an answer that the event was called off, and drops its reminders. */
export async function announceEventCancelled(
  tx: Tx,
  options: { event: EventFacts; actorId: string; deleted?: boolean },
): Promise<void> {
  const { event, actorId, deleted = false } = options;
  const zone = event.timeZone;
  await announce(tx, {
    kind: 'event_cancelled',
    title: `${event.title} was cancelled`,
    body: `It was planned for ${dayLabel(event.startDate, zone)}, ${clockTime(event.startDate, zone)} at ${event.place}.`,
    // A deleted event has no page left; the member's own list shows what is still on.
    link: deleted ? '/my-events' : event.path,
    recipients: { eventRsvps: event.id, statuses: ANSWERED },
    actorId,
    resolveNow: deleted,
  });
  await cancelJobs(tx, [`reminder:${event.id}:*`, `rsvp-summary:${event.id}`]);
}

/**
 * When an event's reminders are due: 18:00 local the day before, and three hours before the
 * start unless that falls at night (22:00–08:00 local). Times already past are left out.
 */
export function reminderTimes(start: Date, timeZone: string, now: Date) {
  const dayBefore = instantAt(
    addDays(localDateOf(start, timeZone), -1),
    DAY_BEFORE_AT_MINUTES,
    timeZone,
  );
  const soon = new Date(start.getTime() - SOON_BEFORE_MS);
  const soonHour = Number(clockTime(soon, timeZone).slice(0, 2));
  const quiet = soonHour >= QUIET_FROM_HOUR || soonHour < QUIET_UNTIL_HOUR;
  return {
    'day-before': dayBefore > now ? dayBefore : null,
    soon: !quiet && soon > now ? soon : null,
  };
}

/**
 * Queues the event's reminders (a job per reminder, keyed by event). `replace` moves them when
 * the time changed; otherwise reminders already queued stay as they are.
 */
export async function scheduleReminders(
  tx: Tx,
  options: { event: EventFacts; now: Date; replace?: boolean },
): Promise<void> {
  const { event, now, replace = false } = options;
  const times = reminderTimes(event.startDate, event.timeZone, now);
  for (const which of ['day-before', 'soon'] as const) {
    const key = `reminder:${event.id}:${which}`;
    const runAt = times[which];
    if (!runAt) {
      if (replace) await cancelJobs(tx, [key]);
      continue;
    }
    await enqueue(
      tx,
      reminderJob,
      { eventId: event.id, which, startDate: event.startDate.toISOString() },
      { key, runAt, onDuplicateKey: replace ? 'replace' : 'keep' },
    );
  }
}

/** The next `minutes` past midnight in `timeZone` after `now`: today's, or else tomorrow's. */
function nextLocalTime(now: Date, minutes: number, timeZone: string): Date {
  const today = localDateOf(now, timeZone);
  const todays = instantAt(today, minutes, timeZone);
  return todays > now ? todays : instantAt(addDays(today, 1), minutes, timeZone);
}

/**
 * Called by the RSVP rules after each change of a member's answer (and each promotion from
 * the waitlist), inside the same transaction: queues the event's reminders once someone is
 * going, the organiser's daily summary when a new answer comes in, and tells the organiser
 * when the last spot was taken.
 */
export async function afterRsvpChange(
  tx: Tx,
  options: {
    eventId: string;
    userId: string;
    before: RsvpStatus | null;
    after: RsvpStatus | null;
    now: Date;
  },
): Promise<void> {
  const { eventId, userId, before, after, now } = options;
  if (before === after) return;
  const [row] = await tx
    .select({ creatorId: events.creatorId, capacity: events.capacity, status: events.status })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row || row.status !== 'published') return;
  const facts = await eventFacts(tx, eventId);
  if (!facts) return;

  if (after === 'going') await scheduleReminders(tx, { event: facts, now });

  const organiser = row.creatorId;
  if (!organiser || organiser === userId) return;
  const newAnswer = before === null || before === 'waitlisted' || before === 'requested';
  if (newAnswer && (after === 'going' || after === 'interested')) {
    await enqueue(
      tx,
      rsvpSummaryJob,
      { eventId, since: now.toISOString() },
      {
        key: `rsvp-summary:${eventId}`,
        runAt: nextLocalTime(now, SUMMARY_AT_MINUTES, facts.timeZone),
      },
    );
  }
  // The organiser hears that the event is full once, when it first fills: not again when the
  // waitlist refills a freed spot, nor when it fills again later.
  if (after === 'going' && before !== 'waitlisted' && row.capacity !== null) {
    const [counted] = await tx
      .select({ going: sql<number>`count(*)::int` })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'going')));
    const subject = `event-full:${eventId}`;
    if (Number(counted?.going) === row.capacity && !(await toldBefore(tx, organiser, subject))) {
      await announce(tx, {
        kind: 'event_full',
        title: `${facts.title} is full`,
        body: `All ${row.capacity} spots are taken. New members can join the waitlist.`,
        link: facts.path,
        recipients: { users: [organiser] },
        subject,
      });
    }
  }
}

/** Whether the member has a notice on this subject (one still queued is replaced, not added). */
async function toldBefore(tx: Tx, userId: string, subject: string): Promise<boolean> {
  const [told] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.subject, subject)))
    .limit(1);
  return told !== undefined;
}

/** A reminder to the members going: the day before, and soon before the start. */
export const reminderJob = defineJob({
  kind: 'notifications.reminder',
  payload: z.object({
    eventId: z.string(),
    which: z.enum(['day-before', 'soon']),
    /** The start it was queued for: a reminder of an event moved since is dropped. */
    startDate: z.iso.datetime(),
  }),
  transactional: true,
  async handle({ eventId, which, startDate }, { db, now }) {
    const [row] = await db
      .select({ status: events.status, startDate: events.startDate })
      .from(events)
      .where(eq(events.id, eventId))
      .limit(1);
    // Cancelled, deleted, or moved since (its new reminder is queued under the same key).
    if (row?.status !== 'published' || row.startDate.toISOString() !== startDate) return;
    const event = await eventFacts(db as Tx, eventId);
    if (!event || event.startDate <= now) return;
    const at = clockTime(event.startDate, event.timeZone);
    await fanOut(
      db,
      which === 'day-before'
        ? {
            kind: 'event_reminder',
            title: `Tomorrow: ${event.title}`,
            body: `${dayLabel(event.startDate, event.timeZone)}, ${at} at ${event.place}.`,
            link: event.path,
            recipients: { eventRsvps: eventId, statuses: ['going'] },
            actorId: null,
          }
        : {
            kind: 'event_reminder',
            title: `${event.title} starts at ${at}`,
            body: `Today at ${event.place}.`,
            link: event.path,
            recipients: { eventRsvps: eventId, statuses: ['going'] },
            actorId: null,
          },
      now,
    );
  },
});

/** The organiser's daily summary of new answers. */
export const rsvpSummaryJob = defineJob({
  kind: 'notifications.rsvp-summary',
  payload: z.object({ eventId: z.string(), since: z.iso.datetime() }),
  transactional: true,
  async handle({ eventId, since }, { db, now }) {
    const [event] = await db
      .select({
        creatorId: events.creatorId,
        status: events.status,
        endDate: events.endDate,
        capacity: events.capacity,
      })
      .from(events)
      .where(eq(events.id, eventId))
      .limit(1);
    if (!event?.creatorId || event.status !== 'published' || event.endDate <= now) return;
    const [counts] = await db
      .select({
        going: sql<number>`count(*) filter (where ${eventRsvps.status} = 'going')::int`,
        interested: sql<number>`count(*) filter (where ${eventRsvps.status} = 'interested')::int`,
      })
      .from(eventRsvps)
      .where(
        and(
          eq(eventRsvps.eventId, eventId),
          inArray(eventRsvps.status, ['going', 'interested']),
          gte(eventRsvps.updatedAt, new Date(since)),
          ne(eventRsvps.userId, event.creatorId),
        ),
      );
    const going = Number(counts?.going ?? 0);
    const interested = Number(counts?.interested ?? 0);
    if (going + interested === 0) return;
    const facts = await eventFacts(db as Tx, eventId);
    if (!facts) return;
    const [total] = await db
      .select({ going: sql<number>`count(*)::int` })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'going')));
    const parts = [
      going > 0 ? `${going} going` : null,
      interested > 0 ? `${interested} interested` : null,
    ].filter(Boolean);
    const spots =
      event.capacity === null
        ? `${Number(total?.going ?? 0)} going in all.`
        : `${Number(total?.going ?? 0)} of ${event.capacity} spots taken.`;
    const n = going + interested;
    await fanOut(
      db,
      {
        kind: 'rsvp_summary',
        title: `${n} new ${n === 1 ? 'RSVP' : 'RSVPs'} for ${facts.title}`,
        body: `${parts.join(' and ')} in the last day. ${spots}`,
        link: facts.path,
        recipients: { users: [event.creatorId] },
        actorId: null,
      },
      now,
    );
  },
});

/** Members with an answer to any of the events, each once: a series change tells each once. */
function answeredAny(tx: Tx, eventIds: string[]) {
  return tx
    .selectDistinct({ userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(inArray(eventRsvps.eventId, eventIds), inArray(eventRsvps.status, ANSWERED)));
}
