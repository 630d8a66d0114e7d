import { z } from 'zod';
import { EVENT_STATUSES } from './constants';

// Recurring events (docs/product.md §13 "Recurring events"): a series is an RFC 5545 rule and
// the wall-clock start of its first session in the area's zone. Every session is an event of
// its own (page, RSVPs, capacity); the series ties them together for Discover, "going to every
// session", edits of the following sessions and calendars.

/** RFC 5545 weekday codes, Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const Weekday = z.enum(WEEKDAYS, { error: 'Choose days of the week.' });
export type Weekday = z.infer<typeof Weekday>;

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

/** A series has at most this many sessions: twice a week for a year. */
export const SERIES_SESSIONS_MAX = 104;
/** The last session starts at most this many days after the first. */
export const SERIES_SPAN_MAX_DAYS = 366;
/** Every week up to every fourth week; every month up to every fourth month. */
export const SERIES_INTERVAL_MAX = 4;

export const seriesMessages = {
  frequency: 'Choose weekly or monthly.',
  interval: `Repeat at most every ${SERIES_INTERVAL_MAX} weeks or months.`,
  count: `Give between 2 and ${SERIES_SESSIONS_MAX} sessions.`,
  until: 'Give the day of the last session, such as 2027-06-30.',
  ends: 'Choose when the series ends: after a number of sessions or on a day.',
  firstDay: (weekday: Weekday) =>
    `The first session is on a ${WEEKDAY_NAMES[weekday]}: include ${WEEKDAY_NAMES[weekday]} in the days.`,
  untilBeforeStart: 'The series must end on or after the day of its first session.',
  tooMany: `A series can have at most ${SERIES_SESSIONS_MAX} sessions. End it earlier or choose fewer days.`,
  tooLong: `A series can last at most a year. End it earlier.`,
  tooFew: 'That rule gives only one session. Choose a later end, or save a single event.',
  notFound: 'Series not found',
  followingDay:
    'Move one session at a time to another day. For this and the following sessions, change the time only.',
} as const;

/**
 * How an event repeats, as the form asks it. Weekly repeats on `weekdays` (which must include
 * the first session's day); monthly repeats on the first session's date (the 14th) or weekday
 * (the second Tuesday; the last Friday when it is the month's last). It ends after `count`
 * sessions or on the day `until`, one of the two.
 */
export const RepeatInput = z
  .object({
    frequency: z.enum(['weekly', 'monthly'], { error: seriesMessages.frequency }),
    interval: z
      .number({ error: seriesMessages.interval })
      .int({ error: seriesMessages.interval })
      .min(1, { error: seriesMessages.interval })
      .max(SERIES_INTERVAL_MAX, { error: seriesMessages.interval })
      .default(1),
    weekdays: z.array(Weekday).max(7).default([]),
    monthlyOn: z
      .enum(['date', 'weekday'], { error: 'Choose the date or the weekday.' })
      .default('date'),
    count: z
      .number({ error: seriesMessages.count })
      .int({ error: seriesMessages.count })
      .min(2, { error: seriesMessages.count })
      .max(SERIES_SESSIONS_MAX, { error: seriesMessages.count })
      .nullable()
      .optional(),
    until: z.iso.date({ error: seriesMessages.until }).nullable().optional(),
  })
  .superRefine((value, context) => {
    if ((value.count == null) === (value.until == null)) {
      context.addIssue({ code: 'custom', path: ['count'], message: seriesMessages.ends });
    }
  })
  .meta({ id: 'RepeatInput' });
export type RepeatInput = z.input<typeof RepeatInput>;
export type RepeatValues = z.output<typeof RepeatInput>;

/**
 * A series' rule as it is stored: what the form chose, made exact with the first session's
 * day (its weekday, its date or its place in the month).
 */
export type SeriesRule = {
  frequency: 'weekly' | 'monthly';
  interval: number;
  /** Weekly: the days, Monday first. */
  weekdays: Weekday[];
  /** Monthly on a date: the day of the month. */
  monthDay: number | null;
  /** Monthly on a weekday: its place in the month (1 to 4, or -1 for the last). */
  monthWeek: number | null;
  monthWeekday: Weekday | null;
  count: number | null;
  /** The day of the last possible session, in the area's calendar. */
  until: string | null;
};

/** A series' rule as the API gives it, for the page to word in its language. */
export const SeriesRule = z.object({
  frequency: z.enum(['weekly', 'monthly']),
  interval: z.number().int(),
  weekdays: z.array(Weekday),
  monthDay: z.number().int().nullable(),
  monthWeek: z.number().int().nullable(),
  monthWeekday: Weekday.nullable(),
  count: z.number().int().nullable(),
  until: z.string().nullable(),
}) satisfies z.ZodType<SeriesRule>;

/** The weekday of a calendar day such as `2027-06-01`. */
export function weekdayOf(isoDay: string): Weekday {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

function daysInMonth(isoDay: string): number {
  const [year, month] = isoDay.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export type RuleResult =
  { ok: true; rule: SeriesRule } | { ok: false; path: string; message: string };

/**
 * The exact rule of `repeat` for a series whose first session starts on `firstDay`
 * (`2027-06-01`). The count and span limits are checked where the rule is expanded.
 */
export function ruleOf(repeat: RepeatValues, firstDay: string): RuleResult {
  const weekday = weekdayOf(firstDay);
  const dayOfMonth = Number(firstDay.slice(8, 10));
  const ends = { count: repeat.count ?? null, until: repeat.until ?? null };
  if (ends.until !== null && ends.until < firstDay) {
    return { ok: false, path: 'repeat.until', message: seriesMessages.untilBeforeStart };
  }
  if (repeat.frequency === 'weekly') {
    const chosen = repeat.weekdays.length === 0 ? [weekday] : repeat.weekdays;
    if (!chosen.includes(weekday)) {
      return { ok: false, path: 'repeat.weekdays', message: seriesMessages.firstDay(weekday) };
    }
    return {
      ok: true,
      rule: {
        frequency: 'weekly',
        interval: repeat.interval,
        weekdays: WEEKDAYS.filter((day) => chosen.includes(day)),
        monthDay: null,
        monthWeek: null,
        monthWeekday: null,
        ...ends,
      },
    };
  }
  const onWeekday = repeat.monthlyOn === 'weekday';
  const week = Math.ceil(dayOfMonth / 7);
  const isLast = dayOfMonth + 7 > daysInMonth(firstDay);
  return {
    ok: true,
    rule: {
      frequency: 'monthly',
      interval: repeat.interval,
      weekdays: [],
      monthDay: onWeekday ? null : dayOfMonth,
      monthWeek: onWeekday ? (week >= 5 || (isLast && week === 4) ? -1 : week) : null,
      monthWeekday: onWeekday ? weekday : null,
      ...ends,
    },
  };
}

const ORDINALS = ['', 'first', 'second', 'third', 'fourth'];
const EVERY = ['', '', 'two', 'three', 'four'];

function listOf(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function dayOfMonthName(day: number): string {
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix}`;
}

/** "Every Tuesday", "Every two weeks on Tuesday and Thursday", "Monthly on the last Friday". */
export function describeRule(rule: SeriesRule): string {
  if (rule.frequency === 'weekly') {
    const days = rule.weekdays.map((day) => WEEKDAY_NAMES[day]);
    if (rule.interval === 1) {
      return days.length === 7 ? 'Every day' : `Every ${listOf(days)}`;
    }
    return `Every ${EVERY[rule.interval]} weeks on ${listOf(days)}`;
  }
  const on =
    rule.monthDay !== null
      ? `the ${dayOfMonthName(rule.monthDay)}`
      : `the ${rule.monthWeek === -1 ? 'last' : ORDINALS[rule.monthWeek ?? 1]} ${WEEKDAY_NAMES[rule.monthWeekday ?? 'MO']}`;
  return rule.interval === 1 ? `Monthly on ${on}` : `Every ${EVERY[rule.interval]} months on ${on}`;
}

/**
 * The rule in words with its last day, for a series' own panel: "Every Thursday, until 3 December
 * 2026". The earlier part of a series split at "this and following" ends on a day.
 */
export function describeSeries(rule: SeriesRule): string {
  if (rule.until === null) return describeRule(rule);
  const [year, month, day] = rule.until.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${describeRule(rule)}, until ${last}`;
}

/** Which sessions a change or a cancellation applies to: `this` one, or it and the `following`. */
export const SessionsScope = z
  .object({
    sessions: z
      .enum(['this', 'following'], { error: 'Change this session or the following ones.' })
      .optional()
      .default('this'),
  })
  .meta({ id: 'SessionsScope' });
export type SessionsScope = z.infer<typeof SessionsScope>;

/** One session of a series, as the event page lists them. */
export const SeriesSession = z
  .object({
    id: z.uuid(),
    path: z.string(),
    /** Local time in the area's zone, with its offset. */
    startDate: z.iso.datetime({ offset: true }),
    status: z.enum(EVENT_STATUSES),
    /** Spots still open; null without a limit. */
    spotsLeft: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'SeriesSession' });
export type SeriesSession = z.infer<typeof SeriesSession>;

/** The series an event belongs to, on its page. */
export const EventSeries = z
  .object({
    id: z.uuid(),
    /** "Every Tuesday", or "Every Tuesday, until 3 December 2026" when it ends on a day. */
    repeats: z.string(),
    /** The same, for the page to word in its language. */
    rule: SeriesRule,
    /** The next sessions that have not ended (at most 12), this one included. */
    upcoming: z.array(SeriesSession),
    /** Sessions that have not ended and are not cancelled, in all. */
    upcomingCount: z.number().int().min(0),
  })
  .meta({ id: 'EventSeries' });
export type EventSeries = z.infer<typeof EventSeries>;

export const SeriesIdParam = z.object({ id: z.uuid({ error: seriesMessages.notFound }) });

/** `PUT /api/series/:id/rsvp`: going to every session from now on, or to none. */
export const SeriesRsvpRequest = z
  .object({ status: z.enum(['going', 'none'], { error: 'Answer going or none.' }) })
  .meta({ id: 'SeriesRsvpRequest' });
export type SeriesRsvpRequest = z.infer<typeof SeriesRsvpRequest>;

/** What answering every session did: full sessions put the member on their waitlist. */
export const SeriesRsvpResponse = z
  .object({
    going: z.number().int().min(0),
    waitlisted: z.number().int().min(0),
    /** Sessions left (status none). */
    left: z.number().int().min(0),
  })
  .meta({ id: 'SeriesRsvpResponse' });
export type SeriesRsvpResponse = z.infer<typeof SeriesRsvpResponse>;
