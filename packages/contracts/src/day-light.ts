import { getTimes } from 'suncalc';
import type { DayLight } from './events';

// The day's light (docs/product.md §13), stated once for both sides: the server marks every
// card and filters Discover with it, the web shows the sunrise and sunset it is measured from
// (event pages, Discover's day headings), so a badge and the times beside it always agree. It
// imports no schema, so the web's chunks that use it stay small (like password-strength).
//
// Zone arithmetic stays with each side's zoned-time module (docs/decisions/0014-time-zones.md):
// callers pass the local noon of the day they mean, which both sides find by the same rule.

const MINUTE = 60_000;
/** An event that starts this long before sunrise or sunset, or less, is in that light. */
const LIGHT_LEAD = 60 * MINUTE;

export type Coordinates = { latitude: number; longitude: number };

/** Sunrise and sunset of one day at one place, to the minute. */
export type DaySun = { sunrise: Date; sunset: Date };

/** A stretch of the day in one light: `from` belongs to it, `to` does not. */
export type LightSpan = { light: DayLight; from: Date; to: Date };

/** The instant to the minute, or null when suncalc found none (a polar day or night). */
function toMinute(value: Date | null | undefined): Date | null {
  if (!value || Number.isNaN(value.getTime())) return null;
  // Rounded, not cut, so "Sunrise 07:13" reads as the nearer minute; marking starts against
  // the time as shown keeps the badge and the line in agreement.
  return new Date(Math.round(value.getTime() / MINUTE) * MINUTE);
}

/**
 * Sunrise and sunset of the day whose local noon is `noon`, at the place; null when the sun
 * neither rises nor sets that day. suncalc answers for the solar day nearest the instant it is
 * given: local noon lies in that day whatever the zone's offset, where the day's first hour
 * could give the day before. Noon is never skipped by a clock change.
 */
export function sunOfDay(noon: Date, place: Coordinates): DaySun | null {
  const times = getTimes(noon, place.latitude, place.longitude);
  const sunrise = toMinute(times.sunrise);
  const sunset = toMinute(times.sunset);
  return sunrise && sunset ? { sunrise, sunset } : null;
}

/** The day's dawn, the hour before sunrise, and its golden hour, the hour before sunset. */
export function lightSpans(sun: DaySun): LightSpan[] {
  const hourBefore = (light: DayLight, edge: Date): LightSpan => ({
    light,
    from: new Date(edge.getTime() - LIGHT_LEAD),
    to: edge,
  });
  return [hourBefore('dawn', sun.sunrise), hourBefore('golden-hour', sun.sunset)];
}

/** The light of the span that holds `start`, or null when none does. */
export function lightOf(start: Date, spans: readonly LightSpan[]): DayLight | null {
  const at = start.getTime();
  const span = spans.find(
    (candidate) => at >= candidate.from.getTime() && at < candidate.to.getTime(),
  );
  return span?.light ?? null;
}
