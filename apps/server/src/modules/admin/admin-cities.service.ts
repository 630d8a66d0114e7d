import {
  ADMIN_PAGE_SIZE,
  adminMessages,
  type AdminCitiesResponse,
  type AdminCity,
  type CityStatus,
  type CreateCityRequest,
} from '@lineup/contracts';
import { slugify, type Db } from '@lineup/db';
import {
  cities,
  eventSlugRedirects,
  events,
  profiles,
  venueAreas,
  venues,
  type CityRow,
} from '@lineup/db/schema';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { SessionUser } from '../../types';
import { chooseSlug } from '../events';
import { auditActor, recordAudit } from './audit-log';

// The admin's list of city pages (`/:country/:city`): members' new towns wait as pending until
// an admin approves them (their venues and events then move onto the new page), or deletes
// them (their venues stay on the area's own city page). See docs/decisions/0012.

const venueCount = sql<number>`(select count(*) from ${venues} where ${venues.cityId} = ${cities.id})::int`;

const cityColumns = {
  city: cities,
  areaName: venueAreas.name,
  suggestedByName: profiles.username,
  venueCount,
};

type CityListRow = {
  city: CityRow;
  areaName: string;
  suggestedByName: string | null;
  venueCount: number;
};

const toAdminCity = (row: CityListRow): AdminCity => ({
  id: row.city.id,
  name: row.city.name,
  slug: row.city.slug,
  path: `/${row.city.countrySlug}/${row.city.slug}`,
  status: row.city.status,
  areaCity: row.city.areaCity,
  area: { id: row.city.areaId, name: row.areaName },
  suggestedBy:
    row.city.suggestedBy === null
      ? null
      : { id: row.city.suggestedBy, username: row.suggestedByName ?? 'User' },
  venueCount: Number(row.venueCount),
  createdAt: row.city.createdAt.toISOString(),
});

const selectCities = (db: Db, where: SQL | undefined) =>
  db
    .select(cityColumns)
    .from(cities)
    .innerJoin(venueAreas, eq(venueAreas.id, cities.areaId))
    .leftJoin(profiles, eq(profiles.id, cities.suggestedBy))
    .where(where);

async function cityById(db: Db, id: string): Promise<AdminCity> {
  const [row] = await selectCities(db, eq(cities.id, id)).limit(1);
  if (!row) throw notFound(adminMessages.cityNotFound);
  return toAdminCity(row);
}

/** The city, locked until the transaction ends so approvals and edits apply one at a time. */
async function lockedCity(tx: Db, id: string): Promise<CityRow> {
  const [city] = await tx.select().from(cities).where(eq(cities.id, id)).limit(1).for('update');
  if (!city) throw notFound(adminMessages.cityNotFound);
  return city;
}

/** `GET /api/admin/cities`: pending ones first (oldest first), then by area and name. */
export async function listCities(options: {
  db: Db;
  area?: string | undefined;
  status?: CityStatus | undefined;
  page: number;
}): Promise<AdminCitiesResponse> {
  const { db, area, status, page } = options;
  const rows = await selectCities(
    db,
    and(area ? eq(cities.areaId, area) : undefined, status ? eq(cities.status, status) : undefined),
  )
    .orderBy(
      sql`(${cities.status} = 'pending') desc`,
      sql`case when ${cities.status} = 'pending' then ${cities.createdAt} end asc`,
      asc(venueAreas.displayOrder),
      asc(venueAreas.name),
      asc(cities.name),
      asc(cities.id),
    )
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return {
    cities: rows.slice(0, ADMIN_PAGE_SIZE).map(toAdminCity),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    hasMore: rows.length > ADMIN_PAGE_SIZE,
  };
}

/** `POST /api/admin/cities`: an approved city of an area; its address is the slugged name. */
export async function createCity(options: {
  db: Db;
  actor: SessionUser;
  input: CreateCityRequest;
}): Promise<AdminCity> {
  const { db, actor, input } = options;
  const slug = slugify(input.name);
  if (!slug) throw new AppError('validation_failed', 400, adminMessages.cityNameEmpty);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [area] = await tx
        .select()
        .from(venueAreas)
        .where(eq(venueAreas.id, input.areaId))
        .limit(1);
      if (!area) throw notFound(adminMessages.areaNotFound);
      const [city] = await tx
        .insert(cities)
        .values({
          areaId: area.id,
          name: input.name,
          slug,
          countrySlug: area.countrySlug,
          status: 'approved',
        })
        .returning();
      await recordAudit(tx, {
        actor: await auditActor(tx, actor),
        action: 'city.create',
        target: { type: 'city', id: city!.id, name: city!.name },
        details: { area: area.name, path: `/${city!.countrySlug}/${city!.slug}` },
      });
      return city!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(adminMessages.cityTaken, { field: 'name' });
    throw error;
  }
  return cityById(db, id);
}

/**
 * `PATCH /api/admin/cities/:id`: a new name for the city (its page title and its venues'
 * address line). The address stays, so shared links keep working.
 */
export async function renameCity(options: {
  db: Db;
  actor: SessionUser;
  id: string;
  name: string;
}): Promise<AdminCity> {
  const { db, actor, id, name } = options;
  await db.transaction(async (tx) => {
    const city = await lockedCity(tx, id);
    if (city.name === name) return;
    await tx.update(cities).set({ name }).where(eq(cities.id, id));
    if (city.status === 'approved') {
      // Venues and events show the name of the page they sit on (venues of pending towns
      // included, when this is the area's own city).
      const [area] = await tx
        .select({ country: venueAreas.country })
        .from(venueAreas)
        .where(eq(venueAreas.id, city.areaId))
        .limit(1);
      await tx
        .update(venues)
        .set({ city: name })
        .where(
          and(
            eq(venues.citySlug, city.slug),
            inArray(
              venues.areaId,
              tx
                .select({ id: venueAreas.id })
                .from(venueAreas)
                .where(eq(venueAreas.countrySlug, city.countrySlug)),
            ),
          ),
        );
      await tx
        .update(events)
        .set({ destination: area?.country ? `${name}, ${area.country}` : name })
        .where(and(eq(events.countrySlug, city.countrySlug), eq(events.citySlug, city.slug)));
    }
    await recordAudit(tx, {
      actor: await auditActor(tx, actor),
      action: 'city.update',
      target: { type: 'city', id, name },
      details: { from: city.name, to: name },
    });
  });
  return cityById(db, id);
}

/**
 * `POST /api/admin/cities/:id/approve`: the pending city gets its page, and the venues that
 * named it move onto it with their events, in one transaction. Each moved event keeps its old
 * address as a redirect, so links shared meanwhile still lead to it.
 */
export async function approveCity(options: {
  db: Db;
  actor: SessionUser;
  id: string;
}): Promise<AdminCity> {
  const { db, actor, id } = options;
  try {
    await db.transaction(async (tx) => {
      const city = await lockedCity(tx, id);
      if (city.status === 'approved') throw conflict(adminMessages.cityAlreadyApproved);
      await tx.update(cities).set({ status: 'approved' }).where(eq(cities.id, id));
      const moved = await tx
        .update(venues)
        .set({ city: city.name, citySlug: city.slug })
        .where(eq(venues.cityId, id))
        .returning({ id: venues.id });

      const [area] = await tx
        .select({ country: venueAreas.country })
        .from(venueAreas)
        .where(eq(venueAreas.id, city.areaId))
        .limit(1);
      const destination = area?.country ? `${city.name}, ${area.country}` : city.name;
      const toMove =
        moved.length === 0
          ? []
          : await tx
              .select({
                id: events.id,
                title: events.title,
                slug: events.slug,
                countrySlug: events.countrySlug,
                citySlug: events.citySlug,
              })
              .from(events)
              .where(
                and(
                  inArray(
                    events.venueId,
                    moved.map((venue) => venue.id),
                  ),
                  ne(events.citySlug, city.slug),
                ),
              )
              .for('update');
      for (const event of toMove) {
        const slug = await chooseSlug(tx, {
          countrySlug: city.countrySlug,
          citySlug: city.slug,
          title: event.title,
          eventId: event.id,
        });
        await tx
          .insert(eventSlugRedirects)
          .values({
            eventId: event.id,
            countrySlug: event.countrySlug,
            citySlug: event.citySlug,
            oldSlug: event.slug,
          })
          .onConflictDoUpdate({
            target: [
              eventSlugRedirects.countrySlug,
              eventSlugRedirects.citySlug,
              eventSlugRedirects.oldSlug,
            ],
            set: { eventId: event.id },
          });
        await tx
          .update(events)
          .set({ countrySlug: city.countrySlug, citySlug: city.slug, slug, destination })
          .where(eq(events.id, event.id));
      }
      await recordAudit(tx, {
        actor: await auditActor(tx, actor),
        action: 'city.approve',
        target: { type: 'city', id, name: city.name },
        details: {
          path: `/${city.countrySlug}/${city.slug}`,
          venues: moved.length,
          events: toMove.length,
        },
      });
    });
  } catch (error) {
    // Two venues of one name, one already on the page and one moving onto it.
    if (isUniqueViolation(error, 'venues_city_slug_slug_key')) {
      throw conflict(adminMessages.cityVenueClash);
    }
    throw error;
  }
  return cityById(db, id);
}

/**
 * `DELETE /api/admin/cities/:id`: only a pending city; its venues stay on the area's own city
 * page (their `city_id` is cleared by the foreign key).
 */
export async function deleteCity(options: {
  db: Db;
  actor: SessionUser;
  id: string;
}): Promise<void> {
  const { db, actor, id } = options;
  await db.transaction(async (tx) => {
    const city = await lockedCity(tx, id);
    if (city.status !== 'pending') throw conflict(adminMessages.cityDeleteApproved);
    await tx.delete(cities).where(eq(cities.id, id));
    await recordAudit(tx, {
      actor: await auditActor(tx, actor),
      action: 'city.delete',
      target: { type: 'city', id, name: city.name },
      details: { path: `/${city.countrySlug}/${city.slug}` },
    });
  });
}
