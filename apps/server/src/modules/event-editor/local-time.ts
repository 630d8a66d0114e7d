import { Temporal } from '@js-temporal/polyfill';

// The form takes start and end as wall-clock times in the event's area (PRODUCT.md "Event":
// times are stored as instants and shown in the area's time zone). Temporal does the zone
// arithmetic from the IANA rules, so DST changes are handled by the same code everywhere.

export type LocalTimeResult =
  | { ok: true; instant: Date }
  /** The time falls in the hour skipped when clocks go forward. */
  | { ok: false; reason: 'skipped' };

/**
 * The instant of `local` (`2026-07-04T18:30`) in `timeZone`. A time that occurs twice (clocks
 * going back) is read as the first occurrence; a time that never occurs (clocks going forward)
 * is reported rather than moved, so nobody's event silently starts an hour off.
 */
export function localToInstant(local: string, timeZone: string): LocalTimeResult {
  const wall = Temporal.PlainDateTime.from(local, { overflow: 'reject' });
  const zoned = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  if (!zoned.toPlainDateTime().equals(wall)) return { ok: false, reason: 'skipped' };
  return { ok: true, instant: new Date(zoned.epochMilliseconds) };
}

/** `2026-07-04T18:30`: the wall-clock minute of `instant` in `timeZone`, as the form shows it. */
export function instantToLocal(instant: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' });
}

/** A readable local time for messages: `29 Mar 2026, 01:30`. */
export function describeLocal(local: string): string {
  const wall = Temporal.PlainDateTime.from(local);
  const month = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(wall.year, wall.month - 1, 1)),
  );
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${wall.day} ${month} ${wall.year}, ${pad(wall.hour)}:${pad(wall.minute)}`;
}
