import type { SeaConditionsResponse, SeaMorningsResponse } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { events, seaForecastHours, seaSpots, venueAreas } from '@lineup/db/schema';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import type { DbOrTx } from '../../lib/transaction';
import { AREA_NOT_FOUND, findAreaBySlug } from '../areas';
import { visibleEventWithRole, type Viewer } from '../events';
import { visiblePlan } from '../plans';
import { defineJob, enqueue, type JobContext } from '../jobs';
import { FORECAST_DAYS, fetchSeaForecast, SeaSourceError, type SeaSource } from './open-meteo';
import { conditionsAt, hourOf } from './sea-conditions';
import { seaMornings } from './sea-mornings';
import { seaSpotOf, type SeaSpot } from './sea-spot';

// The sea at the hour people meet (docs/product.md §16 "The sea"). Browsers never ask the
// forecast services: a read finds the spot's hours in the database and, when they are more
// than an hour old, queues one fetch for the spot, so a thousand readers cost one request an
// hour. Past events keep the hours that were forecast last.

const HOUR_MS = 3_600_000;
/** A spot is asked again once its forecast is this old (or its last try failed this long ago). */
export const SEA_REFRESH_MS = HOUR_MS;

/** Reads the hours of a spot between two instants. */
async function hoursBetween(db: DbOrTx, spot: string, from: Date, to: Date) {
  const rows = await db
    .select()
    .from(seaForecastHours)
    .where(
      and(
        eq(seaForecastHours.spot, spot),
        gte(seaForecastHours.hour, from),
        lte(seaForecastHours.hour, to),
      ),
    )
    .orderBy(asc(seaForecastHours.hour));
  return rows.map(({ spot: _spot, ...hour }) => hour);
}

/** Where and when something starts, as the sea's forecast needs it. */
type StartPlace = {
  start: Date;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
  facing: number | null;
};

const placeColumns = {
  timeZone: venueAreas.timeZone,
  latitude: venueAreas.latitude,
  longitude: venueAreas.longitude,
  facing: venueAreas.facing,
};

/** `GET /api/events/:id/sea`: the forecast for the event's start hour (see the contract). */
export async function seaConditionsOfEvent(options: {
  db: Db;
  eventId: string;
  viewerId: string | null;
  now?: Date;
}): Promise<SeaConditionsResponse> {
  const { db, eventId } = options;
  await visibleEventWithRole(db, eventId, options.viewerId);
  const [event] = await db
    .select({ start: events.startDate, ...placeColumns })
    .from(events)
    .innerJoin(venueAreas, eq(venueAreas.id, events.areaId))
    .where(eq(events.id, eventId));
  return seaAt(db, event, options.now ?? new Date());
}

/** `GET /api/plans/:planId/sea`: the same for a casual plan, to those who may see it. */
export async function seaConditionsOfPlan(options: {
  db: Db;
  planId: string;
  viewer: Viewer;
  now?: Date;
}): Promise<SeaConditionsResponse> {
  const { db } = options;
  const plan = await visiblePlan(db, options.planId, options.viewer);
  const [area] = await db
    .select(placeColumns)
    .from(venueAreas)
    .where(eq(venueAreas.id, plan.areaId));
  return seaAt(db, area && { start: plan.startsAt, ...area }, options.now ?? new Date());
}

/**
 * The sea at a start: the stored hour, and a fetch queued when the spot's forecast is more than
 * an hour old and the hour is still to be forecast (not past, not beyond the models' reach).
 */
async function seaAt(
  db: Db,
  place: StartPlace | undefined,
  now: Date,
): Promise<SeaConditionsResponse> {
  const spot = place ? seaSpotOf(place) : null;
  if (!place || !spot || place.facing === null) return { conditions: null, pending: false };
  const hour = hourOf(place.start);
  const hours = await hoursBetween(
    db,
    spot.key,
    new Date(hour.getTime() - HOUR_MS),
    new Date(hour.getTime() + 8 * HOUR_MS),
  );
  const conditions = conditionsAt(hours, place.start, place.facing, place.timeZone);
  const ahead = hour.getTime() - now.getTime();
  const forecastable = ahead > -HOUR_MS && ahead < (FORECAST_DAYS - 1) * 24 * HOUR_MS;
  if (!forecastable) return { conditions, pending: false };
  const queued = await refreshWhenStale(db, spot, now);
  return { conditions, pending: conditions === null && queued };
}

/** Discover marks the mornings of this many days, today first. */
export const MORNING_DAYS = 7;

/**
 * `GET /api/areas/:area/sea-mornings`: the next week's mornings at the area's spot and whether
 * each is clean, from the stored hours; queues the spot's fetch as an event's read does.
 */
export async function seaMorningsOfArea(options: {
  db: Db;
  area: string;
  now?: Date;
}): Promise<SeaMorningsResponse> {
  const { db } = options;
  const now = options.now ?? new Date();
  const area = await findAreaBySlug(db, options.area);
  if (!area) throw notFound(AREA_NOT_FOUND);
  const spot = seaSpotOf(area);
  const { facing, latitude, longitude, timeZone } = area;
  if (!spot || facing === null || latitude === null || longitude === null) {
    return { mornings: [], pending: false };
  }
  // The local days from today's to a week on, with a day either side for any zone.
  const hours = await hoursBetween(
    db,
    spot.key,
    new Date(now.getTime() - 24 * HOUR_MS),
    new Date(now.getTime() + (MORNING_DAYS + 1) * 24 * HOUR_MS),
  );
  const mornings = seaMornings(hours, { facing, timeZone, latitude, longitude }, now, MORNING_DAYS);
  const queued = await refreshWhenStale(db, spot, now);
  return { mornings, pending: mornings.length === 0 && queued };
}

/** Queues the spot's fetch unless it was asked within the hour; true when one is on its way. */
export async function refreshWhenStale(db: DbOrTx, spot: SeaSpot, now: Date): Promise<boolean> {
  const [known] = await db.select().from(seaSpots).where(eq(seaSpots.spot, spot.key));
  if (known && now.getTime() - known.fetchedAt.getTime() < SEA_REFRESH_MS) return false;
  await enqueue(db, seaRefreshJob, spot, { key: `sea:${spot.key}`, maxAttempts: 1 });
  return true;
}

export type SeaNeeds = { sea: SeaSource };

/**
 * `sea.refresh`: one spot's forecast, fetched and stored by the hour. A failure is written down
 * and tried again only after the same wait, so a service that is down costs one request an hour
 * and the pages simply show no forecast.
 */
export const seaRefreshJob = defineJob({
  kind: 'sea.refresh',
  payload: z.object({
    key: z.string().max(40),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  handle: async (spot, context: JobContext & SeaNeeds) => {
    const { db, now, logger } = context;
    const [known] = await db.select().from(seaSpots).where(eq(seaSpots.spot, spot.key));
    if (known && now.getTime() - known.fetchedAt.getTime() < SEA_REFRESH_MS - 5 * 60_000) return;
    try {
      const hours = await fetchSeaForecast(spot, context.sea);
      await storeHours(db, spot.key, hours);
      await markFetched(db, spot.key, now, null);
    } catch (error) {
      if (!(error instanceof SeaSourceError)) throw error;
      (logger as Logger).warn({ spot: spot.key, err: error.message }, 'sea forecast not fetched');
      await markFetched(db, spot.key, now, error.message.slice(0, 200));
    }
  },
});

async function storeHours(
  db: DbOrTx,
  spot: string,
  hours: Awaited<ReturnType<typeof fetchSeaForecast>>,
) {
  if (hours.length === 0) return;
  const replace = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(seaForecastHours)
    .values(hours.map((hour) => ({ spot, ...hour })))
    .onConflictDoUpdate({
      target: [seaForecastHours.spot, seaForecastHours.hour],
      set: {
        waveHeight: replace('wave_height'),
        swellHeight: replace('swell_height'),
        swellPeriod: replace('swell_period'),
        swellDirection: replace('swell_direction'),
        windSpeed: replace('wind_speed'),
        windDirection: replace('wind_direction'),
        seaTemperature: replace('sea_temperature'),
        seaLevel: replace('sea_level'),
      },
    });
}

async function markFetched(db: DbOrTx, spot: string, at: Date, failed: string | null) {
  await db
    .insert(seaSpots)
    .values({ spot, fetchedAt: at, failed })
    .onConflictDoUpdate({ target: seaSpots.spot, set: { fetchedAt: at, failed } });
}
