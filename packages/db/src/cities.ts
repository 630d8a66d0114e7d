import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { cities, venueAreas, type CityRow, type VenueAreaRow } from './schema';
import { slugify } from './slug';

type AreaOfCity = Pick<VenueAreaRow, 'id' | 'name' | 'slug' | 'countrySlug'>;

/**
 * Makes sure `area` has its own city page (`cities.area_city`), approved, and returns it: the
 * page of events without a venue, or at a venue whose town waits for approval. Its slug is the
 * slugged area name, as event addresses had before cities were listed ('Ericeira' →
 * `/portugal/ericeira`); an approved city of the area with that slug becomes it. Kept once
 * chosen, so renaming the area moves no event.
 */
export async function ensureAreaCity(db: Db, area: AreaOfCity): Promise<CityRow> {
  const [current] = await db
    .select()
    .from(cities)
    .where(and(eq(cities.areaId, area.id), eq(cities.areaCity, true)))
    .limit(1);
  if (current) return current;

  // Another area's city may already use the slug (city addresses are unique per country);
  // the area's own slug is unique among areas, so it is the second choice, and with the
  // area's id the last one.
  const candidates = [slugify(area.name), area.slug, `${area.slug}-${area.id.slice(0, 8)}`];
  for (const slug of candidates.filter(Boolean)) {
    const [taken] = await db
      .select()
      .from(cities)
      .where(and(eq(cities.countrySlug, area.countrySlug), eq(cities.slug, slug)))
      .limit(1);
    if (taken && taken.areaId !== area.id) continue;
    if (taken) {
      const [marked] = await db
        .update(cities)
        .set({ areaCity: true, status: 'approved' })
        .where(eq(cities.id, taken.id))
        .returning();
      return marked!;
    }
    const [created] = await db
      .insert(cities)
      .values({
        areaId: area.id,
        name: area.name,
        slug,
        countrySlug: area.countrySlug,
        status: 'approved',
        areaCity: true,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
  }
  throw new Error(`No free city address for the area ${area.slug}`);
}

/** Every area gets its own city page (at start-up, for areas made before cities were listed). */
export async function ensureAreaCities(db: Db): Promise<void> {
  const missing = await db
    .select({
      id: venueAreas.id,
      name: venueAreas.name,
      slug: venueAreas.slug,
      countrySlug: venueAreas.countrySlug,
    })
    .from(venueAreas)
    .leftJoin(cities, and(eq(cities.areaId, venueAreas.id), eq(cities.areaCity, true)))
    .where(isNull(cities.id));
  for (const area of missing) await ensureAreaCity(db, area);
}

/**
 * An approved city of `area` named `name` (for the seed and test data, which stand for what an
 * admin approved). An existing city with the same address is returned as it is.
 */
export async function ensureApprovedCity(
  db: Db,
  area: Pick<VenueAreaRow, 'id' | 'countrySlug'>,
  name: string,
  slug = slugify(name),
): Promise<CityRow | undefined> {
  if (!slug) return undefined;
  await db
    .insert(cities)
    .values({ areaId: area.id, name, slug, countrySlug: area.countrySlug, status: 'approved' })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(cities)
    .where(and(eq(cities.countrySlug, area.countrySlug), eq(cities.slug, slug)))
    .limit(1);
  return row;
}
