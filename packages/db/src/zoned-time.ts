import { Temporal } from '@js-temporal/polyfill';

// Event and plan times are stored as instants and shown in the area's time zone
// (docs/product.md "Event"). This is the one module the server and the seed use for zone
// arithmetic; Temporal reads the IANA rules, so every DST change is handled the same way.
// The web has its own light, Intl-based copy of the same rule (apps/web/src/lib/zoned-time.ts)
// to keep Temporal out of the browser bundle; docs/decisions/0014-time-zones.md records the
// rule both follow.
//
// A zone is an IANA name (Europe/Lisbon) or a fixed offset (+05:30) sent by a browser.

const FIXED_OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

/** Whether `timeZone` is a zone this module understands. */
export function isValidTimeZone(timeZone: string): boolean {
  const fixed = FIXED_OFFSET.exec(timeZone);
  if (fixed) return Number(fixed[2]) <= 14 && Number(fixed[3]) < 60;
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(timeZone);
    return true;
  } catch {
    return false;
  }
}

// Offsets change only at DST and law changes, which fall on quarter hours, so one lookup per
// zone and quarter hour is exact. A page of cards formats dozens of times, and the Temporal
// polyfill is the slow part of a list response without this.
const QUARTER_HOUR = 15 * 60_000;
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_MAX = 50_000;

/** Minutes to add to UTC to get the local time of `timeZone` at `instant`. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const fixed = FIXED_OFFSET.exec(timeZone);
  if (fixed) return (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]));
  const key = `${timeZone}|${Math.floor(instant.getTime() / QUARTER_HOUR)}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const offset = Math.round(zoned(instant, timeZone).offsetNanoseconds / 60e9);
  if (offsetCache.size >= OFFSET_CACHE_MAX) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

const zoned = (instant: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** `2026-07-04T18:30:00+01:00`: the local wall-clock time in `timeZone` and its offset. */
export function toZonedIso(instant: Date, timeZone: string): string {
  // Plain Date arithmetic on the cached offset: this runs for every card of every list.
  const offset = offsetMinutes(instant, timeZone);
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** A calendar day, as in `2026-07-04`. */
export type LocalDate = { year: number; month: number; day: number };

/** A calendar day and its weekday (0 = Sunday). */
export type LocalDay = LocalDate & { weekday: number };

const plainDate = (date: LocalDate) => Temporal.PlainDate.from(date, { overflow: 'reject' });

const localDay = (date: Temporal.PlainDate): LocalDay => ({
  year: date.year,
  month: date.month,
  day: date.day,
  // Temporal counts Monday as 1 and Sunday as 7.
  weekday: date.dayOfWeek % 7,
});

/** The calendar day in `timeZone` at `instant`. */
export function localDateOf(instant: Date, timeZone: string): LocalDay {
  return localDay(zoned(instant, timeZone).toPlainDate());
}

/** The day `days` calendar days after `date`. */
export function addDays(date: LocalDate, days: number): LocalDay {
  return localDay(plainDate(date).add({ days }));
}

/** `2026-07-04` as a day, or null when `value` is not a calendar day. */
export function parseLocalDate(value: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  try {
    plainDate(date);
    return date;
  } catch {
    return null;
  }
}

/** `2026-07-04`. */
export const isoDate = (date: LocalDate) => plainDate(date).toString();

/**
 * The instant a local day begins in `timeZone`. Where a DST change skips midnight the day
 * begins at the first local time that exists.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  return new Date(plainDate(date).toZonedDateTime(timeZone).epochMilliseconds);
}

export type LocalTimeResult =
  | { ok: true; instant: Date }
  /** The time falls in the hour skipped when clocks go forward. */
  | { ok: false; reason: 'skipped' };

/**
 * The instant of `local` (`2026-07-04T18:30`) in `timeZone`, by the one rule of
 * docs/decisions/0014-time-zones.md: a time that occurs twice (clocks going back) is the
 * first occurrence; a time that never occurs (clocks going forward) is reported rather than
 * moved, so nobody's event silently starts an hour off.
 */
export function localToInstant(local: string, timeZone: string): LocalTimeResult {
  const wall = Temporal.PlainDateTime.from(local, { overflow: 'reject' });
  const found = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  if (!found.toPlainDateTime().equals(wall)) return { ok: false, reason: 'skipped' };
  return { ok: true, instant: new Date(found.epochMilliseconds) };
}

/**
 * The instant of `local` in `timeZone` as RFC 5545 §3.3.5 reads a recurring time: a time the
 * clocks skip is moved forward by the length of the gap, a time they show twice is the first.
 * Only for the sessions of a series, whose first session was checked with `localToInstant`.
 */
export function recurringLocalToInstant(local: string, timeZone: string): Date {
  const wall = Temporal.PlainDateTime.from(local, { overflow: 'reject' });
  return new Date(
    wall.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds,
  );
}

/** `2026-07-04T18:30`: the wall-clock minute of `instant` in `timeZone`, as a form shows it. */
export function instantToLocal(instant: Date, timeZone: string): string {
  return zoned(instant, timeZone).toPlainDateTime().toString({ smallestUnit: 'minute' });
}

/** A readable local time for messages: `29 Mar 2026, 01:30`. */
export function describeLocal(local: string): string {
  const wall = Temporal.PlainDateTime.from(local);
  const month = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(wall.year, wall.month - 1, 1)),
  );
  return `${wall.day} ${month} ${wall.year}, ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * The instant the clocks in `timeZone` show `minutes` past midnight on `date`, for times the
 * caller picks itself (the seed's schedule). A time the clocks skip is a programming error.
 */
export function instantAt(date: LocalDate, minutes: number, timeZone: string): Date {
  const local = plainDate(date)
    .toPlainDateTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 })
    .toString();
  const result = localToInstant(local, timeZone);
  if (!result.ok) throw new RangeError(`${local} does not exist in ${timeZone}`);
  return result.instant;
}
