import {
  adminMessages,
  isAreaSlug,
  resolveLegacyRedirect,
  type AdminArea,
  type CreateAreaValues,
  type UpdateAreaValues,
} from '@lineup/contracts';
import { areaSlugOf, ensureAreaCity, slugify, type Db } from '@lineup/db';
import { events, venueAreas } from '@lineup/db/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError, conflict, notFound, validationFailed } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { SessionUser } from '../../types';
import { auditActor, recordAudit, type AuditDetails } from './audit-log';

// Areas as admins keep them: their zones, places and how many events each has.

type AreaRow = typeof venueAreas.$inferSelect;

function toAdminArea(
  row: AreaRow,
  counts: { eventCount: number; upcomingEventCount: number } | undefined,
): AdminArea {
  return {
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
    active: row.active,
    eventCount: counts?.eventCount ?? 0,
    upcomingEventCount: counts?.upcomingEventCount ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Events of any status per area, and the published ones that have not ended (the badge). */
async function countAreaEvents(db: Db, now: Date, areaId?: string) {
  const rows = await db
    .select({
      areaId: events.areaId,
      eventCount: sql<number>`count(*)::int`,
      upcomingEventCount: sql<number>`(count(*) filter (where ${events.status} = 'published' and ${events.endDate} > ${now.toISOString()}::timestamptz))::int`,
    })
    .from(events)
    .where(areaId ? eq(events.areaId, areaId) : undefined)
    .groupBy(events.areaId);
  return new Map(
    rows.map((row) => [
      row.areaId,
      { eventCount: Number(row.eventCount), upcomingEventCount: Number(row.upcomingEventCount) },
    ]),
  );
}

/** Every area, inactive ones too, in display order (how country pages list their areas), then name. */
export async function listAreas(options: { db: Db; now?: Date }): Promise<AdminArea[]> {
  const { db } = options;
  const rows = await db
    .select()
    .from(venueAreas)
    .orderBy(asc(venueAreas.displayOrder), asc(venueAreas.name));
  const counts = await countAreaEvents(db, options.now ?? new Date());
  return rows.map((row) => toAdminArea(row, counts.get(row.id)));
}

async function areaWithCounts(db: Db, row: AreaRow): Promise<AdminArea> {
  const counts = await countAreaEvents(db, new Date(), row.id);
  return toAdminArea(row, counts.get(row.id));
}

/** A new area, with its own city page (where its events without a known town sit). */
export async function createArea(options: {
  db: Db;
  actor: SessionUser;
  input: CreateAreaValues;
}): Promise<AdminArea> {
  const { db, actor, input } = options;
  const countrySlug = slugify(input.country);
  // The country's page shares its address's shape with area pages; only the ending tells them apart.
  if (isAreaSlug(countrySlug)) {
    throw validationFailed(adminMessages.countryLooksLikeArea, {
      target: 'json',
      issues: [{ path: 'country', message: adminMessages.countryLooksLikeArea }],
    });
  }
  // docs/product.md §3: a missing slug is made from the country and the name.
  const slug = input.slug || areaSlugOf(input.country, input.name);
  if (!slug) throw new AppError('validation_failed', 400, adminMessages.slugEmpty);
  // An old address that redirects would never reach the new area's page.
  if (resolveLegacyRedirect(`/${slug}`))
    throw conflict(adminMessages.slugRedirected, { field: 'slug' });
  try {
    const row = await db.transaction(async (tx) => {
      const [area] = await tx
        .insert(venueAreas)
        .values({
          name: input.name,
          slug,
          country: input.country,
          countrySlug,
          description: input.description,
          timeZone: input.timeZone,
          latitude: input.latitude,
          longitude: input.longitude,
          facing: input.facing,
          displayOrder: input.displayOrder,
          active: input.active,
        })
        .returning();
      await ensureAreaCity(tx, area!);
      await recordAudit(tx, {
        actor: await auditActor(tx, actor),
        action: 'area.create',
        target: { type: 'area', id: area!.id, name: area!.name },
        details: { slug: area!.slug, country: area!.country },
      });
      return area!;
    });
    return toAdminArea(row, undefined);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(adminMessages.slugTaken, { field: 'slug' });
    throw error;
  }
}

export async function updateArea(options: {
  db: Db;
  actor: SessionUser;
  id: string;
  patch: UpdateAreaValues;
}): Promise<AdminArea> {
  const { db, actor, id, patch } = options;
  const changes = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as UpdateAreaValues;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(venueAreas)
      .where(eq(venueAreas.id, id))
      .limit(1)
      .for('update');
    if (!current) throw notFound(adminMessages.areaNotFound);
    const [updated] = await tx
      .update(venueAreas)
      .set(changes)
      .where(eq(venueAreas.id, id))
      .returning();
    // What changed, as field: new value (and the name it had, when renamed).
    const details: AuditDetails = {};
    for (const [field, value] of Object.entries(changes)) {
      if (current[field as keyof UpdateAreaValues] !== value) details[field] = value;
    }
    if ('name' in details) details.previousName = current.name;
    if (Object.keys(details).length > 0) {
      await recordAudit(tx, {
        actor: await auditActor(tx, actor),
        action: 'area.update',
        target: { type: 'area', id, name: updated!.name },
        details,
      });
    }
    return updated!;
  });
  return areaWithCounts(db, row);
}
