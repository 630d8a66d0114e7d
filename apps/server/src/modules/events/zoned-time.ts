// Event times are stored as instants and shown in the area's time zone (PRODUCT.md "Event").
// A zone is an IANA name (Europe/Lisbon) or a fixed offset (+05:30) sent by a browser.

const FIXED_OFFSET = /^([+-])(\d{2}):?(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is a zone this module understands. */
export function isValidTimeZone(timeZone: string): boolean {
  const fixed = FIXED_OFFSET.exec(timeZone);
  if (fixed) return Number(fixed[2]) <= 14 && Number(fixed[3]) < 60;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

// Offsets change only at DST and law changes, which fall on quarter hours, so one lookup per
// zone and quarter hour is exact. A page of cards formats dozens of times; Intl is the slow
// part of a list response without this.
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
  const offset = intlOffsetMinutes(instant, timeZone);
  if (offsetCache.size >= OFFSET_CACHE_MAX) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

function intlOffsetMinutes(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** `2026-07-04T18:30:00+01:00`: the local wall-clock time in `timeZone` and its offset. */
export function toZonedIso(instant: Date, timeZone: string): string {
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

/** The calendar day in `timeZone` at `instant`, and its weekday (0 = Sunday). */
export function localDateOf(instant: Date, timeZone: string): LocalDate & { weekday: number } {
  const local = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
  };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

export function parseLocalDate(value: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * The instant a local day begins in `timeZone`. Where a DST change skips midnight the day
 * begins at the first local time that exists.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  // A second pass settles days whose offset differs from the one at the first guess.
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}
