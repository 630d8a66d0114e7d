import type { Area } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { cities, events, venueAreas, type VenueAreaRow } from '@lineup/db/schema';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { notFound } from '../../lib/app-error';

export const AREA_NOT_FOUND = 'There is no area with that name.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findAreaBySlug(db: Db, slug: string): Promise<VenueAreaRow | undefined> {
  const [area] = await db.select().from(venueAreas).where(eq(venueAreas.slug, slug)).limit(1);
  return area;
}

/** An area by its id or its slug (forms send either). */
export async function findArea(db: Db, idOrSlug: string): Promise<VenueAreaRow | undefined> {
  const [area] = await db
    .select()
    .from(venueAreas)
    .where(
      UUID.test(idOrSlug)
        ? or(eq(venueAreas.id, idOrSlug), eq(venueAreas.slug, idOrSlug))
        : eq(venueAreas.slug, idOrSlug),
    )
    .limit(1);
  return area;
}

export type AreaEventCounts = Map<string, { eventCount: number; upcomingEventCount: number }>;

/** Published events per area, and how many of them have not ended by `now`. */
export async function countEventsByArea(db: Db, now: Date): Promise<AreaEventCounts> {
  const rows = await db
    .select({
      areaId: events.areaId,
      eventCount: sql<number>`count(*)::int`,
      upcomingEventCount: sql<number>`(count(*) filter (where ${events.endDate} > ${now.toISOString()}::timestamptz))::int`,
    })
    .from(events)
    .where(eq(events.status, 'published'))
    .groupBy(events.areaId);
  return new Map(
    rows.map((row) => [
      row.areaId,
      { eventCount: Number(row.eventCount), upcomingEventCount: Number(row.upcomingEventCount) },
    ]),
  );
}

/** How long one process reuses the counts: they change slowly and every page load asks. */
export const AREA_COUNTS_TTL_MS = 30_000;

/**
 * The counts, computed at most once per `ttlMs` in this process (each process keeps its own;
 * nothing is shared). A failed count is not kept, so the next request tries again.
 */
export function cachedEventCounts(db: Db, ttlMs = AREA_COUNTS_TTL_MS) {
  let kept: { at: number; counts: Promise<AreaEventCounts> } | undefined;
  return (now: Date): Promise<AreaEventCounts> => {
    if (kept && now.getTime() - kept.at < ttlMs) return kept.counts;
    const counts = countEventsByArea(db, now);
    const entry = { at: now.getTime(), counts };
    kept = entry;
    counts.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return counts;
  };
}

/**
 * Active areas by name (docs/product.md §7; the admins' display order is for their own list), with
 * their event counts. When counting fails the failure is only logged and every count is 0, so the
 * area picker still works.
 */
export async function listActiveAreas(options: {
  db: Db;
  logger: Logger;
  now?: Date;
  /** Defaults to counting afresh. */
  countEvents?: (now: Date) => Promise<AreaEventCounts>;
}): Promise<Area[]> {
  const { db, logger } = options;
  const rows = await db
    .select()
    .from(venueAreas)
    .where(eq(venueAreas.active, true))
    .orderBy(asc(venueAreas.name));

  let counts: AreaEventCounts = new Map();
  try {
    const now = options.now ?? new Date();
    counts = await (options.countEvents ?? ((at: Date) => countEventsByArea(db, at)))(now);
  } catch (err) {
    logger.error({ err }, 'counting events per area failed; showing 0');
  }

  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    country: row.country,
    countrySlug: row.countrySlug,
    description: row.description,
    timeZone: row.timeZone,
    latitude: row.latitude,
    longitude: row.longitude,
    facing: row.facing,
    displayOrder: row.displayOrder,
    eventCount: counts.get(row.id)?.eventCount ?? 0,
    upcomingEventCount: counts.get(row.id)?.upcomingEventCount ?? 0,
  }));
}

/** `GET /api/areas/:area/towns`: the area's approved towns, by name. */
export async function listTowns(options: { db: Db; area: string }) {
  const area = await findAreaBySlug(options.db, options.area);
  if (!area) throw notFound(AREA_NOT_FOUND);
  return options.db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(and(eq(cities.areaId, area.id), eq(cities.status, 'approved')))
    .orderBy(asc(cities.name));
}
