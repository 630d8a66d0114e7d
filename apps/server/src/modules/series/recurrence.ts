import {
  errorMessages,
  ruleOf,
  SERIES_SESSIONS_MAX,
  SERIES_SPAN_MAX_DAYS,
  seriesMessages,
  type RepeatValues,
  type SeriesRule,
} from '@lineup/contracts';
import {
  addDays,
  parseLocalDate,
  recurringLocalToInstant,
  startOfLocalDay,
} from '@lineup/db/zoned-time';
import rrule from 'rrule';
import { validationFailed } from '../../lib/app-error';

// A series' rule expanded into the starts of its sessions (RFC 5545 §3.3.10), with the `rrule`
// package. The rule is expanded in wall-clock time, as rrule recommends for zoned rules: its
// dates are read as the clocks of the area show them, and each becomes an instant by the
// zone's own rules. So the Tuesday yoga stays at 07:00 in Lisbon across both DST changes, as
// it does in a calendar that reads the RRULE with the zone's TZID.

const { RRule } = rrule;

/** `2027-06-01T07:00` as a Date whose UTC fields are that wall-clock time. */
const wallDate = (local: string) => new Date(`${local}:00Z`);
const wallText = (date: Date) => date.toISOString().slice(0, 16);

function rruleOptions(rule: SeriesRule, startLocal: string) {
  const weekday = (code: SeriesRule['weekdays'][number]) => RRule[code];
  return {
    freq: rule.frequency === 'weekly' ? RRule.WEEKLY : RRule.MONTHLY,
    interval: rule.interval,
    wkst: RRule.MO,
    dtstart: wallDate(startLocal),
    ...(rule.frequency === 'weekly' ? { byweekday: rule.weekdays.map(weekday) } : {}),
    ...(rule.monthDay !== null ? { bymonthday: rule.monthDay } : {}),
    ...(rule.monthWeekday !== null
      ? { byweekday: [weekday(rule.monthWeekday).nth(rule.monthWeek ?? 1)] }
      : {}),
    ...(rule.count !== null ? { count: rule.count } : {}),
    ...(rule.until !== null ? { until: wallDate(`${rule.until}T23:59`) } : {}),
  };
}

/** The wall-clock starts of every session, `2027-06-01T07:00`, at most one past the limit. */
export function sessionStartsLocal(rule: SeriesRule, startLocal: string): string[] {
  const expanded = new RRule(rruleOptions(rule, startLocal)).all(
    (_, index) => index <= SERIES_SESSIONS_MAX,
  );
  return expanded.map(wallText);
}

export type Expansion =
  | { ok: true; starts: { local: string; instant: Date }[] }
  | { ok: false; path: string; message: string };

/**
 * The sessions of a new series, checked against the limits: at least two, at most
 * `SERIES_SESSIONS_MAX`, the last within a year of the first.
 */
export function expandSeries(rule: SeriesRule, startLocal: string, timeZone: string): Expansion {
  const locals = sessionStartsLocal(rule, startLocal);
  if (locals.length > SERIES_SESSIONS_MAX) {
    return { ok: false, path: 'repeat.count', message: seriesMessages.tooMany };
  }
  if (locals.length < 2) {
    return { ok: false, path: 'repeat.until', message: seriesMessages.tooFew };
  }
  const spanDays =
    (wallDate(locals.at(-1)!).getTime() - wallDate(locals[0]!).getTime()) / 86_400_000;
  if (spanDays > SERIES_SPAN_MAX_DAYS) {
    return {
      ok: false,
      path: rule.until !== null ? 'repeat.until' : 'repeat.count',
      message: seriesMessages.tooLong,
    };
  }
  return {
    ok: true,
    starts: locals.map((local) => ({ local, instant: recurringLocalToInstant(local, timeZone) })),
  };
}

/**
 * The rule and session starts of a new series whose first session starts at `startLocal` in
 * `timeZone` (an event's or a plan's): `repeat` made exact with that day and expanded. A rule
 * that cannot be kept is a 400 on its `repeat` field, like any other field.
 */
export function newSeries(
  repeat: RepeatValues,
  startLocal: string,
  timeZone: string,
): { rule: SeriesRule; starts: Date[] } {
  const fail = (path: string, message: string): never => {
    throw validationFailed(errorMessages.validationFailed, {
      target: 'json',
      issues: [{ path, message }],
    });
  };
  const made = ruleOf(repeat, startLocal.slice(0, 10));
  if (!made.ok) return fail(made.path, made.message);
  const expanded = expandSeries(made.rule, startLocal, timeZone);
  if (!expanded.ok) return fail(expanded.path, expanded.message);
  return { rule: made.rule, starts: expanded.starts.map(({ instant }) => instant) };
}

const icsDateTime = (date: Date) => date.toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';

/**
 * The RRULE value for a calendar, read with DTSTART in the area's zone (`TZID`): UNTIL is the
 * end of the last day in that zone, in UTC as RFC 5545 asks with a zoned DTSTART.
 */
export function rruleValue(rule: SeriesRule, timeZone: string): string {
  const parts = [`FREQ=${rule.frequency === 'weekly' ? 'WEEKLY' : 'MONTHLY'}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.frequency === 'weekly') parts.push(`BYDAY=${rule.weekdays.join(',')}`, 'WKST=MO');
  if (rule.monthDay !== null) parts.push(`BYMONTHDAY=${rule.monthDay}`);
  if (rule.monthWeekday !== null) parts.push(`BYDAY=${rule.monthWeek ?? 1}${rule.monthWeekday}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== null) {
    const dayAfter = addDays(parseLocalDate(rule.until)!, 1);
    const end = new Date(startOfLocalDay(dayAfter, timeZone).getTime() - 1000);
    parts.push(`UNTIL=${icsDateTime(end)}`);
  }
  return parts.join(';');
}
