import { getTimes } from 'suncalc';
import { dayKey, fromLocalInputValue } from './zoned-time';

// The event page renders on the server and hydrates in the browser, so everything here follows
// from its arguments alone: no "now" and no browser zone, or the two renders would differ.
// The demo seed places its sunrise sessions with the same library (packages/db/src/seed/sun.ts).

const MINUTE = 60_000;
/** An event starting this long before sunrise or sunset is at dawn or in the golden hour. */
const LEAD = 60 * MINUTE;

/** The start falls in the hour before sunrise (`dawn`) or before sunset (`golden-hour`). */
export type SunMoment = 'dawn' | 'golden-hour';

export type SunTimes = { sunrise: Date; sunset: Date; moment: SunMoment | null };

/** The instant to the minute, or null when suncalc found none (a polar day or night). */
function toMinute(value: Date | null | undefined): Date | null {
  if (!value || Number.isNaN(value.getTime())) return null;
  // Rounded, not cut, so "Sunrise 07:13" reads as the nearer minute; comparing the start with
  // the time as shown keeps the badge and the line in agreement.
  return new Date(Math.round(value.getTime() / MINUTE) * MINUTE);
}

/** `at` lies in the hour that ends at `edge`: an hour before counts, the edge itself does not. */
const inHourBefore = (at: number, edge: Date) => at >= edge.getTime() - LEAD && at < edge.getTime();

/**
 * Sunrise and sunset of the day `at` falls on in `timeZone`, at the place, and whether `at` is
 * at dawn or in the golden hour. Null when the place has no coordinates or the sun neither
 * rises nor sets that day.
 */
export function sunTimes(
  at: Date | string,
  timeZone: string,
  place: { latitude: number | null; longitude: number | null },
): SunTimes | null {
  const { latitude, longitude } = place;
  if (latitude === null || longitude === null) return null;
  const start = new Date(at);
  // suncalc answers for the solar day nearest the instant it is given. Local noon of the zone's
  // day is in that day whatever the offset; the start itself (say 00:30 in Lisbon, still the
  // day before in UTC) could give the day before. Noon is never skipped by a clock change.
  const noon = fromLocalInputValue(`${dayKey(start, timeZone)}T12:00`, timeZone);
  if (!noon) return null;
  const times = getTimes(noon, latitude, longitude);
  const sunrise = toMinute(times.sunrise);
  const sunset = toMinute(times.sunset);
  if (!sunrise || !sunset) return null;
  const moment = inHourBefore(start.getTime(), sunrise)
    ? 'dawn'
    : inHourBefore(start.getTime(), sunset)
      ? 'golden-hour'
      : null;
  return { sunrise, sunset, moment };
}
