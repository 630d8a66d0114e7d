import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sea's forecast by the hour at a spot (docs/product.md §16 "The sea"), as Open-Meteo's
 * marine and weather models gave it when last asked. Each fetch writes over the hours it
 * covers; hours that have passed keep what was forecast last. `spot` is the point asked about,
 * rounded (`38.96,-9.46`), so the areas and venues that share a point share its forecast.
 */
export const seaForecastHours = pgTable(
  'sea_forecast_hours',
  {
    spot: text('spot').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    /** Significant wave height, metres. */
    waveHeight: real('wave_height'),
    swellHeight: real('swell_height'),
    /** Seconds. */
    swellPeriod: real('swell_period'),
    /** Where the swell comes from, degrees from north. */
    swellDirection: smallint('swell_direction'),
    /** At 10 m, km/h. */
    windSpeed: real('wind_speed'),
    /** Where the wind comes from, degrees from north. */
    windDirection: smallint('wind_direction'),
    /** °C. */
    seaTemperature: real('sea_temperature'),
    /** The model's sea level against mean sea level, metres: tides and surge, an estimate. */
    seaLevel: real('sea_level'),
  },
  (t) => [primaryKey({ columns: [t.spot, t.hour] })],
);

/** When each spot's forecast was last asked for, so a spot is asked at most once an hour. */
export const seaSpots = pgTable(
  'sea_spots',
  {
    spot: text('spot').primaryKey(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    /** The last fetch failed (the service was down): tried again after the same wait. */
    failed: text('failed'),
  },
  (t) => [check('sea_spots_spot_check', sql`length(${t.spot}) <= 40`)],
);
