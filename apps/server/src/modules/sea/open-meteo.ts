import { z } from 'zod';
import type { SeaSpot } from './sea-spot';

/** Where the forecasts come from: Open-Meteo's free API, or its commercial one with a key. */
export type SeaSource = {
  marineUrl: string;
  forecastUrl: string;
  apiKey?: string | undefined;
  /** Each request gives up after this long. */
  timeoutMs?: number;
};

/** One hour of the sea at a spot, as stored. */
export type SeaHour = {
  hour: Date;
  waveHeight: number | null;
  swellHeight: number | null;
  swellPeriod: number | null;
  swellDirection: number | null;
  windSpeed: number | null;
  windDirection: number | null;
  seaTemperature: number | null;
  seaLevel: number | null;
};

/** The models reach about a week ahead; a day more covers a late event in its own zone. */
export const FORECAST_DAYS = 8;
const DEFAULT_TIMEOUT_MS = 8_000;

const MARINE_VARIABLES = [
  'wave_height',
  'swell_wave_height',
  'swell_wave_period',
  'swell_wave_direction',
  'sea_surface_temperature',
  'sea_level_height_msl',
] as const;
const WIND_VARIABLES = ['wind_speed_10m', 'wind_direction_10m'] as const;

const values = z.array(z.number().nullable());
/** Open-Meteo's answer with `timeformat=unixtime`: hours as seconds since 1970, UTC. */
const Hourly = <Keys extends readonly string[]>(keys: Keys) =>
  z.object({
    hourly: z.object({
      time: z.array(z.number().int()),
      ...(Object.fromEntries(keys.map((key) => [key, values.optional()])) as Record<
        Keys[number],
        z.ZodOptional<typeof values>
      >),
    }),
  });
const MarineAnswer = Hourly(MARINE_VARIABLES);
const WindAnswer = Hourly(WIND_VARIABLES);

/** A forecast service that did not answer, or answered something else. */
export class SeaSourceError extends Error {}

async function ask(url: string, spot: SeaSpot, hourly: readonly string[], source: SeaSource) {
  const address = new URL(url);
  address.searchParams.set('latitude', String(spot.latitude));
  address.searchParams.set('longitude', String(spot.longitude));
  address.searchParams.set('hourly', hourly.join(','));
  address.searchParams.set('forecast_days', String(FORECAST_DAYS));
  address.searchParams.set('timeformat', 'unixtime');
  if (source.apiKey) address.searchParams.set('apikey', source.apiKey);
  let response: Response;
  try {
    response = await fetch(address, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(source.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SeaSourceError(`${address.host} did not answer: ${(error as Error).message}`);
  }
  if (!response.ok) throw new SeaSourceError(`${address.host} answered ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new SeaSourceError(`${address.host} answered something other than JSON`);
  }
}

const roundTo = (value: number | null | undefined, places: number) =>
  value === null || value === undefined ? null : Number(value.toFixed(places));
const degrees = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value) % 360;

/**
 * The spot's hours from the marine model (waves, swell, sea temperature and level) and the
 * weather model (wind), in one list. The sea's cell is asked for (`cell_selection=sea`), so a
 * point near the shore is not answered by a land cell.
 */
export async function fetchSeaForecast(spot: SeaSpot, source: SeaSource): Promise<SeaHour[]> {
  const marineUrl = new URL(source.marineUrl);
  marineUrl.searchParams.set('cell_selection', 'sea');
  const [marineBody, windBody] = await Promise.all([
    ask(marineUrl.toString(), spot, MARINE_VARIABLES, source),
    ask(source.forecastUrl, spot, WIND_VARIABLES, source),
  ]);
  const marine = MarineAnswer.safeParse(marineBody);
  const wind = WindAnswer.safeParse(windBody);
  if (!marine.success || !wind.success) {
    throw new SeaSourceError('the forecast did not have the expected hours');
  }
  const windAt = new Map(wind.data.hourly.time.map((time, index) => [time, index]));
  const m = marine.data.hourly;
  const w = wind.data.hourly;
  return m.time.map((time, index) => {
    const windIndex = windAt.get(time);
    const at = <T>(list: T[] | undefined, i: number | undefined) =>
      i === undefined ? undefined : list?.[i];
    return {
      hour: new Date(time * 1000),
      waveHeight: roundTo(m.wave_height?.[index], 2),
      swellHeight: roundTo(m.swell_wave_height?.[index], 2),
      swellPeriod: roundTo(m.swell_wave_period?.[index], 1),
      swellDirection: degrees(m.swell_wave_direction?.[index]),
      windSpeed: roundTo(at(w.wind_speed_10m, windIndex), 1),
      windDirection: degrees(at(w.wind_direction_10m, windIndex)),
      seaTemperature: roundTo(m.sea_surface_temperature?.[index], 1),
      seaLevel: roundTo(m.sea_level_height_msl?.[index], 3),
    };
  });
}
