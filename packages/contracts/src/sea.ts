import { z } from 'zod';

// The sea at the hour people meet (docs/product.md §16 "The sea"): Open-Meteo's marine and
// weather forecasts for the event's spot, read on the server and kept by the hour.

/** Where the wind blows from, against the way the beach faces. */
export const WIND_SIDES = ['offshore', 'cross-shore', 'onshore'] as const;
export const WindSide = z.enum(WIND_SIDES).meta({ id: 'WindSide' });
export type WindSide = z.infer<typeof WindSide>;

/** Below this the wind is called light, whichever way it blows. */
export const LIGHT_WIND_KMH = 8;

export const SeaConditions = z
  .object({
    /** The hour the forecast is for: the event's start, in its area's zone. */
    hour: z.iso.datetime({ offset: true }),
    /** Metres. */
    waveHeight: z.number().nullable(),
    swellHeight: z.number().nullable(),
    /** Seconds. */
    swellPeriod: z.number().nullable(),
    /** Degrees from north the swell comes from. */
    swellDirection: z.number().int().min(0).max(360).nullable(),
    /** km/h at 10 m. */
    windSpeed: z.number().nullable(),
    /** Degrees from north the wind comes from. */
    windDirection: z.number().int().min(0).max(360).nullable(),
    /** Against the way the spot faces; null without a wind reading or in light wind. */
    wind: WindSide.nullable(),
    /** °C. */
    seaTemperature: z.number().nullable(),
    /** From the model's sea level, an estimate: rising or falling, and the next turn. */
    tide: z
      .object({
        trend: z.enum(['rising', 'falling']),
        /** The next high or low water within six hours, in the area's zone. */
        next: z
          .object({ kind: z.enum(['high', 'low']), at: z.iso.datetime({ offset: true }) })
          .nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'SeaConditions' });
export type SeaConditions = z.infer<typeof SeaConditions>;

/**
 * `GET /api/events/:id/sea`: the forecast for the event's start hour, or null: its area has no
 * sea, the hour is more than about a week ahead, or the forecast is not in yet (`pending`).
 */
export const SeaConditionsResponse = z
  .object({
    conditions: SeaConditions.nullable(),
    /** A forecast is being fetched: asking again in a few seconds may find it. */
    pending: z.boolean(),
  })
  .meta({ id: 'SeaConditionsResponse' });
export type SeaConditionsResponse = z.infer<typeof SeaConditionsResponse>;

/**
 * One morning's sea at an area's spot: whether it is clean for surfing (docs/product.md §16).
 * A clean morning gives its longest clean run of hours; another gives the whole morning. The
 * readings are the least the span has: its lowest waves and swell, its shortest period and its
 * worst wind.
 */
export const SeaMorning = z
  .object({
    /** The local day, `2026-11-29`. */
    day: z.iso.date(),
    clean: z.boolean(),
    /** Metres. */
    waveHeight: z.number().nullable(),
    swellHeight: z.number().nullable(),
    /** Seconds. */
    swellPeriod: z.number().nullable(),
    /** Null in light wind (or without a reading). */
    wind: WindSide.nullable(),
    /** The span's first hour and its end, in the area's zone. */
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SeaMorning' });
export type SeaMorning = z.infer<typeof SeaMorning>;

/**
 * `GET /api/areas/:area/sea-mornings`: the mornings of the next seven days whose forecast is in,
 * in order; none for an area without a facing.
 */
export const SeaMorningsResponse = z
  .object({
    mornings: z.array(SeaMorning),
    /** A forecast is being fetched: asking again in a few seconds may find it. */
    pending: z.boolean(),
  })
  .meta({ id: 'SeaMorningsResponse' });
export type SeaMorningsResponse = z.infer<typeof SeaMorningsResponse>;
