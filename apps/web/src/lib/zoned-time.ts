// Times are stored as instants and always shown in the area's time zone, with the zone named
// (docs/product.md "Event"), so a visitor abroad reads the time an event or plan really starts.
// Every screen formats and reads times through this one module. It uses only the browser's
// Intl data: the server's Temporal-based module (@lineup/db/zoned-time) would cost the bundle
// a polyfill, so this one follows the same rule for clock changes with the platform instead
// (docs/decisions/0014-time-zones.md). Days and times read as the page's language has them
// (its `i18n`: "Sat 4 Jul" in English, "sáb., 4/07" in Portuguese).

import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { intlLocale } from './i18n-locale';

// Each format is one constant, and its formatters are kept per zone: a page of cards formats
// dozens of times while it hydrates, and making a formatter costs far more than using one.
const formats = {
  offset: { timeZoneName: 'shortOffset' },
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  shortDay: { weekday: 'short', day: 'numeric', month: 'short' },
  longDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  year: { year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  timeZone: string,
  format: keyof typeof formats,
  locale = 'en-GB',
): Intl.DateTimeFormat {
  const key = `${format}|${timeZone}|${locale}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { timeZone, ...formats[format] });
    formatters.set(key, cached);
  }
  return cached;
}

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** "Europe/Lisbon" → "Lisbon", "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function zoneCity(timeZone: string): string {
  const last = timeZone.split('/').at(-1) ?? timeZone;
  return last.replace(/_/g, ' ');
}

/** The zone's offset at that moment: "GMT+1", "GMT+5:30", "GMT". */
export function zoneOffset(at: Date | string, timeZone: string): string {
  const part = formatter(timeZone, 'offset')
    .formatToParts(toDate(at))
    .find((piece) => piece.type === 'timeZoneName');
  // ICU versions differ on zero: "GMT" or "GMT+0".
  return part ? part.value.replace(/^GMT[+-]0$/, 'GMT') : timeZone;
}

/** Minutes to add to UTC to read the wall clock of `timeZone` at `at`. */
function offsetMinutes(at: Date, timeZone: string): number {
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(zoneOffset(at, timeZone));
  if (!match?.[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** "Lisbon time (GMT+1)". */
export function zoneLabel(i18n: I18n, at: Date | string, timeZone: string): string {
  const city = zoneCity(timeZone);
  const offset = zoneOffset(at, timeZone);
  return i18n._(msg`${city} time (${offset})`);
}

/** The calendar day in the zone, as "2026-07-04": for comparing days. */
export function dayKey(at: Date | string, timeZone: string): string {
  return formatter(timeZone, 'day')
    .formatToParts(toDate(at))
    .filter((piece) => piece.type !== 'literal')
    .reverse()
    .map((piece) => piece.value)
    .join('-');
}

/** "18:30" in the zone. */
export function formatTime(i18n: I18n, at: Date | string, timeZone: string): string {
  return formatter(timeZone, 'time', intlLocale(i18n.locale)).format(toDate(at));
}

/** "Sat 4 Jul". */
export function formatShortDay(i18n: I18n, at: Date | string, timeZone: string): string {
  return tidy(i18n, formatter(timeZone, 'shortDay', intlLocale(i18n.locale)).format(toDate(at)));
}

/** "Saturday 4 July 2026". */
export function formatLongDay(i18n: I18n, at: Date | string, timeZone: string): string {
  return tidy(i18n, formatter(timeZone, 'longDay', intlLocale(i18n.locale)).format(toDate(at)));
}

/** English days read without a comma ("Sat 4 Jul"); other languages keep their own marks. */
const tidy = (i18n: I18n, day: string) => (i18n.locale === 'en' ? day.replace(',', '') : day);

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/**
 * "Today", "Tomorrow" or "Sat 4 Jul", counted in the zone; a day in another year than `now`
 * carries it: "Sat 3 Jul 2027".
 */
export function relativeDay(
  i18n: I18n,
  at: Date | string,
  timeZone: string,
  now: Date = new Date(),
): string {
  const day = dayKey(at, timeZone);
  const today = dayKey(now, timeZone);
  if (day === today) return i18n._(msg`Today`);
  if (day === addDays(today, 1)) return i18n._(msg`Tomorrow`);
  const shortDay = formatShortDay(i18n, at, timeZone);
  return day.slice(0, 4) === today.slice(0, 4) ? shortDay : `${shortDay} ${day.slice(0, 4)}`;
}

/** "Sat 4 Jul · 18:30 Lisbon time": a start in a list that may span several zones. */
export function formatStartWithZone(i18n: I18n, at: Date | string, timeZone: string): string {
  const day = formatShortDay(i18n, at, timeZone);
  const time = formatTime(i18n, at, timeZone);
  const city = zoneCity(timeZone);
  return i18n._(msg`${day} · ${time} ${city} time`);
}

/** A card's line: "Today · 18:30", "Sat 4 Jul · 09:00". */
export function formatCardWhen(
  i18n: I18n,
  start: Date | string,
  timeZone: string,
  now: Date = new Date(),
): string {
  return `${relativeDay(i18n, start, timeZone, now)} · ${formatTime(i18n, start, timeZone)}`;
}

export type EventWhenText = {
  /** "Saturday 4 July 2026", or "Sat 4 Jul – Sun 5 Jul 2026" over several days. */
  date: string;
  /** "18:30 – 23:00", or "Sat 4 Jul 18:30 – Sun 5 Jul 02:00" across midnight. */
  time: string;
  /** "Lisbon time (GMT+1)". */
  zone: string;
};

/** The event page's date, time and zone lines. */
export function formatEventWhen(
  i18n: I18n,
  start: Date | string,
  end: Date | string,
  timeZone: string,
): EventWhenText {
  const zone = zoneLabel(i18n, start, timeZone);
  const time = (at: Date | string) => formatTime(i18n, at, timeZone);
  const shortDay = (at: Date | string) => formatShortDay(i18n, at, timeZone);
  if (dayKey(start, timeZone) === dayKey(end, timeZone)) {
    return {
      date: formatLongDay(i18n, start, timeZone),
      time: `${time(start)} – ${time(end)}`,
      zone,
    };
  }
  const year = formatter(timeZone, 'year', intlLocale(i18n.locale)).format(toDate(end));
  return {
    date: `${shortDay(start)} – ${shortDay(end)} ${year}`,
    time: `${shortDay(start)} ${time(start)} – ${shortDay(end)} ${time(end)}`,
    zone,
  };
}

/** A machine-readable instant for `<time dateTime>`. */
export function isoInstant(at: Date | string): string {
  return toDate(at).toISOString();
}

/** The day `days` after `day` ("2026-07-04" + 1 → "2026-07-05"). */
export function shiftDay(day: string, days: number): string {
  return addDays(day, days);
}

// A `datetime-local` input reads and writes "2026-07-04T18:30": the wall clock of the event's
// area, whatever zone the browser is in.
const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `at` as the `datetime-local` value of the wall clock in `timeZone`: "2026-07-04T18:30". */
export function toLocalInputValue(at: Date | string, timeZone: string): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() + offsetMinutes(date, timeZone) * 60_000);
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
  );
}

/**
 * The instant at which the wall clock of `timeZone` shows `value` ("2026-07-04T18:30"), by the
 * rule the server applies (docs/decisions/0014-time-zones.md): a time that happens twice when
 * clocks go back is the first; a time skipped when clocks go forward does not exist, and like
 * anything that is not a local date and time it gives null.
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
  // The offsets half a day either side are the only candidates (clock changes are further
  // apart). The larger offset gives the earlier instant, which is the one meant.
  const before = offsetMinutes(new Date(wall - 12 * 3_600_000), timeZone);
  const after = offsetMinutes(new Date(wall + 12 * 3_600_000), timeZone);
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const candidate = new Date(wall - offset * 60_000);
    if (toLocalInputValue(candidate, timeZone) === value.slice(0, 16)) return candidate;
  }
  return null;
}
