// Start and end are typed as wall-clock times of the event's area (PRODUCT.md "Event": times
// are shown in the area's zone with the zone named), whatever zone the browser is in. A
// `datetime-local` input reads and writes "2026-07-04T18:30"; these helpers turn that into an
// instant and back for one IANA zone.

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

/** Minutes to add to UTC to read the wall clock of `timeZone` at `instant`. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `instant` as the `datetime-local` value of the wall clock in `timeZone`: "2026-07-04T18:30". */
export function toLocalInputValue(instant: Date | string, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() + offsetMinutes(date, timeZone) * 60_000);
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
  );
}

/**
 * The instant at which the wall clock of `timeZone` shows `value` ("2026-07-04T18:30"), or null
 * when `value` is not such a time. A time skipped by a clock change moves forward by the gap,
 * as calendar apps do; a time that happens twice takes the first.
 */
export function fromLocalInputValue(value: string, timeZone: string): Date | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const wall = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s ?? 0),
  );
  if (Number.isNaN(wall)) return null;
  // Offsets half a day before and after; on a repeated hour the larger offset gives the
  // earlier instant, which is the one meant.
  const before = offsetMinutes(new Date(wall - 12 * 3_600_000), timeZone);
  const after = offsetMinutes(new Date(wall + 12 * 3_600_000), timeZone);
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const candidate = new Date(wall - offset * 60_000);
    if (toLocalInputValue(candidate, timeZone) === value.slice(0, 16)) return candidate;
  }
  // Skipped by a spring-forward change: the clock never shows it, use the offset from before.
  return new Date(wall - before * 60_000);
}

/** `2026-07-04T18:30:00+01:00`: the wall time in `timeZone` with its offset, as the API takes it. */
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

/** "GMT+1" for the zone at that moment ("GMT" for UTC itself). */
export function zoneOffsetLabel(instant: Date, timeZone: string): string {
  const minutes = offsetMinutes(instant, timeZone);
  if (minutes === 0) return 'GMT';
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.trunc(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${pad(rest)}` : ''}`;
}
