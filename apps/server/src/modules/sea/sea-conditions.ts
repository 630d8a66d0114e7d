import { LIGHT_WIND_KMH, type SeaConditions, type WindSide } from '@lineup/contracts';
import { toZonedIso } from '@lineup/db/zoned-time';
import type { SeaHour } from './open-meteo';

const HOUR_MS = 3_600_000;
/** The next high or low water is looked for this far after the hour. */
const TIDE_LOOKAHEAD_HOURS = 6;

/** The first whole hour at or before `instant`. */
export const hourOf = (instant: Date) =>
  new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS);

/** Degrees apart, 0 to 180, whichever way round. */
const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/**
 * Where the wind blows from, against the way the spot faces: from the sea (within 60° of the
 * facing) is onshore, from the land (within 60° of its opposite) offshore, else cross-shore.
 * Light wind is none of these.
 */
export function windSide(
  windDirection: number | null,
  windSpeed: number | null,
  facing: number,
): WindSide | null {
  if (windDirection === null || windSpeed === null || windSpeed < LIGHT_WIND_KMH) return null;
  const fromTheSea = apart(windDirection, facing);
  return fromTheSea <= 60 ? 'onshore' : fromTheSea >= 120 ? 'offshore' : 'cross-shore';
}

/**
 * Rising or falling at the hour, and the next turn within six hours, from the model's hourly sea
 * level: a turn is where the level's rise changes sign, timed by the parabola through the three
 * hours around it (to five minutes). An estimate, and labelled as one.
 */
export function tideAt(hours: SeaHour[], hour: Date, timeZone: string): SeaConditions['tide'] {
  const level = new Map(
    hours.filter((h) => h.seaLevel !== null).map((h) => [h.hour.getTime(), h.seaLevel!]),
  );
  const at = (offset: number) => level.get(hour.getTime() + offset * HOUR_MS);
  const now = at(0);
  const next = at(1);
  const before = at(-1);
  if (now === undefined || (next === undefined && before === undefined)) return null;
  const rise = next !== undefined ? next - now : now - before!;
  const trend = rise >= 0 ? ('rising' as const) : ('falling' as const);
  for (let step = 1; step <= TIDE_LOOKAHEAD_HOURS; step += 1) {
    const [a, b, c] = [at(step - 1), at(step), at(step + 1)];
    if (a === undefined || b === undefined || c === undefined) break;
    // A turn at `b`: the level rose to it and no longer rises (high), or the other way (low).
    const high = b > a && c <= b;
    if (!high && !(b < a && c >= b)) continue;
    const curve = a - 2 * b + c;
    const shift = curve === 0 ? 0 : Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / curve));
    const turn = hour.getTime() + (step + shift) * HOUR_MS;
    const rounded = Math.round(turn / 300_000) * 300_000;
    if (rounded <= hour.getTime()) continue;
    return {
      trend,
      next: { kind: high ? 'high' : 'low', at: toZonedIso(new Date(rounded), timeZone) },
    };
  }
  return { trend, next: null };
}

/** The sea at `start` from the spot's stored hours around it; null when that hour is not in. */
export function conditionsAt(
  hours: SeaHour[],
  start: Date,
  facing: number,
  timeZone: string,
): SeaConditions | null {
  const hour = hourOf(start);
  const found = hours.find((h) => h.hour.getTime() === hour.getTime());
  if (!found) return null;
  const readings = [found.waveHeight, found.swellHeight, found.windSpeed, found.seaTemperature];
  if (readings.every((reading) => reading === null)) return null;
  return {
    hour: toZonedIso(hour, timeZone),
    waveHeight: found.waveHeight,
    swellHeight: found.swellHeight,
    swellPeriod: found.swellPeriod,
    swellDirection: found.swellDirection,
    windSpeed: found.windSpeed,
    windDirection: found.windDirection,
    wind: windSide(found.windDirection, found.windSpeed, facing),
    seaTemperature: found.seaTemperature,
    tide: tideAt(hours, hour, timeZone),
  };
}
