import { LIGHT_WIND_KMH, type SeaMorning, type WindSide } from '@lineup/contracts';
import { sunOfDay } from '@lineup/contracts/day-light';
import { localToInstant, toZonedIso } from '@lineup/db/zoned-time';
import type { SeaHour } from './open-meteo';
import { windSide } from './sea-conditions';

// Discover's "Clean swell" mornings (docs/product.md §16), stated once: the hours from sunrise
// to noon in the area's zone, and a morning is clean when enough of them in a row are.

const HOUR_MS = 3_600_000;
/** A clean hour's swell is at least this high (metres)... */
export const CLEAN_SWELL_M = 0.6;
/** ...and at least this long (seconds)... */
export const CLEAN_PERIOD_S = 9;
/** ...and a clean morning has at least this many clean hours in a row. */
export const CLEAN_HOURS = 2;

/** Where an area's sea is read and its days counted. */
export type MorningPlace = {
  facing: number;
  timeZone: string;
  latitude: number;
  longitude: number;
};

/** An hour is clean with enough swell, long enough, and the wind offshore or light. */
export function cleanHour(hour: SeaHour, facing: number): boolean {
  const { swellHeight, swellPeriod, windSpeed } = hour;
  if (swellHeight === null || swellPeriod === null || windSpeed === null) return false;
  if (swellHeight < CLEAN_SWELL_M || swellPeriod < CLEAN_PERIOD_S) return false;
  return (
    windSpeed < LIGHT_WIND_KMH || windSide(hour.windDirection, windSpeed, facing) === 'offshore'
  );
}

/** Worse wind for a surfer ranks higher; light wind is the best. */
const WIND_RANK = { offshore: 1, 'cross-shore': 2, onshore: 3 } as const;

const lowest = (values: (number | null)[]) => {
  const known = values.filter((value) => value !== null);
  return known.length > 0 ? Math.min(...known) : null;
};

/**
 * The morning of the local `day` (`2026-11-29`) from the spot's hours: the whole hours from
 * sunrise to noon in the area's zone. Null when none of them is in, or the sun does not rise.
 */
export function seaMorning(day: string, hours: SeaHour[], place: MorningPlace): SeaMorning | null {
  const noon = localToInstant(`${day}T12:00`, place.timeZone);
  if (!noon.ok) return null;
  const sun = sunOfDay(noon.instant, place);
  if (!sun) return null;
  const morning = hours
    .filter(
      (h) =>
        h.hour >= sun.sunrise &&
        h.hour < noon.instant &&
        (h.swellHeight !== null || h.windSpeed !== null),
    )
    .toSorted((a, b) => a.hour.getTime() - b.hour.getTime());
  if (morning.length === 0) return null;

  // The longest run of clean hours one after the other (the earliest of equal ones).
  let best: SeaHour[] = [];
  let run: SeaHour[] = [];
  for (const hour of morning) {
    if (!cleanHour(hour, place.facing)) {
      run = [];
      continue;
    }
    const follows = run.length > 0 && hour.hour.getTime() - run.at(-1)!.hour.getTime() === HOUR_MS;
    run = follows ? [...run, hour] : [hour];
    if (run.length > best.length) best = run;
  }
  const clean = best.length >= CLEAN_HOURS;
  const span = clean ? best : morning;
  const winds = span.map((h) => windSide(h.windDirection, h.windSpeed, place.facing));
  const wind = winds.reduce<WindSide | null>(
    (worst, side) => (side && (!worst || WIND_RANK[side] > WIND_RANK[worst]) ? side : worst),
    null,
  );
  return {
    day,
    clean,
    waveHeight: lowest(span.map((h) => h.waveHeight)),
    swellHeight: lowest(span.map((h) => h.swellHeight)),
    swellPeriod: lowest(span.map((h) => h.swellPeriod)),
    wind,
    from: toZonedIso(span[0]!.hour, place.timeZone),
    to: toZonedIso(new Date(span.at(-1)!.hour.getTime() + HOUR_MS), place.timeZone),
  };
}

/** The day `days` after `day`: calendar arithmetic needs no zone. */
function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The mornings of `count` local days from `now`'s whose hours are in, in order. */
export function seaMornings(
  hours: SeaHour[],
  place: MorningPlace,
  now: Date,
  count: number,
): SeaMorning[] {
  const today = toZonedIso(now, place.timeZone).slice(0, 10);
  return Array.from({ length: count }, (_, index) =>
    seaMorning(shiftDay(today, index), hours, place),
  ).filter((morning) => morning !== null);
}
