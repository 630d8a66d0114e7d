import type { RsvpStatus } from '@lineup/db/constants';
import { addDays, instantAt, instantToLocal, localDateOf } from '@lineup/db/zoned-time';
import { eventRsvps, events, notifications, venueAreas, venues } from '@lineup/db/schema';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { SOURCE_LOCALE } from '@lineup/contracts/locales';
import { translator, type Translator } from '../../lib/i18n/translator';
import type { Tx } from '../../lib/transaction';
import { z } from 'zod';
import { cancelJobs, defineJob, enqueue } from '../jobs';
import { announce, noticeTexts } from './announce';
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

const english = translator(SOURCE_LOCALE);

/** `18:00`, in the language's digits and separator (`18.00` in Sinhala). */
export function clockTime(instant: Date, timeZone: string, t: Translator = english): string {
  if (t.locale === SOURCE_LOCALE) return instantToLocal(instant, timeZone).slice(11, 16);
  return new Intl.DateTimeFormat(t.intl, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant);
}

/** `Sat 14 Jun`; `za 4 jul` in Dutch. */
export function dayLabel(instant: Date, timeZone: string, t: Translator = english): string {
  const options = { weekday: 'short', day: 'numeric', month: 'short', timeZone } as const;
  if (t.locale !== SOURCE_LOCALE) return new Intl.DateTimeFormat(t.intl, options).format(instant);
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
 * What changed, in the member's terms and language: "Now 18:00 instead of 17:00, at Praia do
 * Baleal.", or null when neither the start nor the place changed.
 */
export function describeEventChange(
  before: EventFacts,
  after: EventFacts,
  t: Translator = english,
) {
  const zone = after.timeZone;
  const timeChanged = before.startDate.getTime() !== after.startDate.getTime();
  const placeChanged = before.place !== after.place;
  if (!timeChanged && !placeChanged) return null;
  let body: string;
  if (timeChanged) {
    const sameDay = sameLocalDay(before.startDate, after.startDate, zone);
    const at = (instant: Date) =>
      sameDay
        ? clockTime(instant, zone, t)
        : `${dayLabel(instant, zone, t)}, ${clockTime(instant, zone, t)}`;
    body = t.t('event.newTime.body', {
      newTime: at(after.startDate),
      oldTime: at(before.startDate),
      place: after.place,
    });
  } else {
    body = t.t('event.newPlace.body', { newPlace: after.place, oldPlace: before.place });
  }
  const what =
    timeChanged && placeChanged
      ? 'event.newTimeAndPlace'
      : timeChanged
        ? 'event.newTime'
        : 'event.newPlace';
  return { title: t.t(what, { title: after.title }), body };
}

/** A change's title and body, written in each recipient's language. */
export function inEachLanguage(
  describe: (t: Translator) => { title: string; body: string } | null,
) {
  if (!describe(english)) return null;
  return {
    title: (t: Translator) => describe(t)!.title,
    body: (t: Translator) => describe(t)!.body,
  };
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
  const change = inEachLanguage((t) => describeEventChange(before, after, t));
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
function dayAndMonth(instant: Date, timeZone: string, t: Translator): string {
  return new Intl.DateTimeFormat(t.intl, { day: 'numeric', month: 'long', timeZone }).format(
    instant,
  );
}

/**
 * One line for a change to "this and following" sessions of a series, from its first session
 * before and after: "Tuesday yoga moves to 07:30 from 3 March". Null when neither the time of
 * day nor the place changed.
 */
export function describeSeriesChange(
  before: EventFacts,
  after: EventFacts,
  t: Translator = english,
) {
  const zone = after.timeZone;
  const [oldTime, newTime] = [
    clockTime(before.startDate, zone, t),
    clockTime(after.startDate, zone, t),
  ];
  const timeChanged = oldTime !== newTime;
  const placeChanged = before.place !== after.place;
  if (!timeChanged && !placeChanged) return null;
  const values = {
    title: after.title,
    time: newTime,
    place: after.place,
    date: dayAndMonth(after.startDate, zone, t),
  };
  const title = t.t(
    timeChanged
      ? placeChanged
        ? 'series.movesTimeAndPlace'
        : 'series.movesTime'
      : 'series.movesPlace',
    values,
  );
  const body = timeChanged
    ? t.t('series.movesTime.body', { newTime, oldTime, place: after.place })
    : t.t('series.movesPlace.body', { newPlace: after.place, oldPlace: before.place });
  return { title, body };
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
  const change = inEachLanguage((t) => describeSeriesChange(first.before, first.after, t));
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
    title: (t) =>
      t.t('series.cancelled', {
        title: first.title,
        date: dayAndMonth(first.startDate, zone, t),
      }),
    body: (t) => t.t('series.cancelled.body', { day: dayLabel(first.startDate, zone, t) }),
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
  await announce(tx, {
    kind: 'event_cancelled',
    title: (t) => t.t('event.cancelled', { title: event.title }),
    body: (t) => plannedFor(event, t),
    // A deleted event has no page left; the member's own list shows what is still on.
    link: deleted ? '/my-events' : event.path,
    recipients: { eventRsvps: event.id, statuses: ANSWERED },
    actorId,
    resolveNow: deleted,
  });
  await cancelJobs(tx, [`reminder:${event.id}:*`, `rsvp-summary:${event.id}`]);
}

/** "Sat 4 Jul, 18:00 at Supertubos.": when and where an event or plan is. */
export function noticeWhen(facts: EventFacts, t: Translator): string {
  const zone = facts.timeZone;
  return t.t('notice.when', {
    day: dayLabel(facts.startDate, zone, t),
    time: clockTime(facts.startDate, zone, t),
    place: facts.place,
  });
}

/** "It was planned for Sat 4 Jul, 18:00 at Supertubos.", for a cancelled event or plan. */
export function plannedFor(facts: EventFacts, t: Translator): string {
  const zone = facts.timeZone;
  return t.t('event.cancelled.body', {
    day: dayLabel(facts.startDate, zone, t),
    time: clockTime(facts.startDate, zone, t),
    place: facts.place,
  });
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
        title: (t) => t.t('event.full', { title: facts.title }),
        body: (t) => t.t('event.full.body', { capacity: row.capacity! }),
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
    const at = (t: Translator) => clockTime(event.startDate, event.timeZone, t);
    const texts =
      which === 'day-before'
        ? noticeTexts(
            (t) => t.t('reminder.tomorrow', { title: event.title }),
            (t) =>
              t.t('notice.when', {
                day: dayLabel(event.startDate, event.timeZone, t),
                time: at(t),
                place: event.place,
              }),
          )
        : noticeTexts(
            (t) => t.t('reminder.soon', { title: event.title, time: at(t) }),
            (t) => t.t('reminder.soon.body', { place: event.place }),
          );
    await fanOut(
      db,
      {
        kind: 'event_reminder',
        ...texts,
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
    const allGoing = Number(total?.going ?? 0);
    const lastDay = (t: Translator) =>
      going > 0 && interested > 0
        ? t.t('rsvpSummary.goingAndInterested', { going, interested })
        : going > 0
          ? t.t('rsvpSummary.going', { going })
          : t.t('rsvpSummary.interested', { interested });
    const spots = (t: Translator) =>
      event.capacity === null
        ? t.t('rsvpSummary.goingInAll', { going: allGoing })
        : t.t('rsvpSummary.spotsTaken', { going: allGoing, capacity: event.capacity });
    await fanOut(
      db,
      {
        kind: 'rsvp_summary',
        ...noticeTexts(
          (t) => t.t('rsvpSummary.title', { count: going + interested, title: facts.title }),
          (t) => `${lastDay(t)} ${spots(t)}`,
        ),
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
