// Wall-clock times in an area's time zone, with the platform's Intl data (no date library).

export type LocalDate = { year: number; month: number; day: number; weekday: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wallClock = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The calendar date at `instant` in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const shifted = new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

/** The date `days` calendar days after `date`. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

/** The instant when the clocks in `timeZone` show `date` at `minutes` past midnight. */
export function zonedTime(date: LocalDate, minutes: number, timeZone: string): Date {
  const wallClock = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const first = wallClock - zoneOffset(wallClock, timeZone);
  // Near a daylight-saving change the offset at the first guess can differ from the answer's.
  const second = wallClock - zoneOffset(first, timeZone);
  return new Date(second);
}

export const isoDate = (date: LocalDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
