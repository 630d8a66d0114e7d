import { ensureAreaCity, slugify, type Db } from '@lineup/db';
import { cities, type CityRow, type VenueAreaRow } from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';

// City pages (`/:country/:city`) come from the list admins keep (`cities`), never from what a
// member types: a town that is not an approved city of the venue's area is recorded as
// pending, and the venue (with its events) sits on the area's own city page meanwhile.

/** The city page a venue or event sits on. */
export type PageCity = Pick<CityRow, 'id' | 'name' | 'slug'>;

type Area = Pick<VenueAreaRow, 'id' | 'name' | 'slug' | 'countrySlug'>;

/** The city with this address in the area's country, whichever area it belongs to. */
async function cityAt(db: Db, countrySlug: string, slug: string): Promise<CityRow | undefined> {
  if (!slug) return undefined;
  const [city] = await db
    .select()
    .from(cities)
    .where(and(eq(cities.countrySlug, countrySlug), eq(cities.slug, slug)))
    .limit(1);
  return city;
}

/** The area's own city page (made if an area somehow has none, so events always have one). */
export const areaCityOf = (db: Db, area: Area): Promise<PageCity> => ensureAreaCity(db, area);

/**
 * Where a venue in the town `typed` of `area` sits: that town when it is an approved city of
 * the area (matched by slug, so case and accents do not matter), else the area's own city.
 * `named` is the area's city row the member meant, approved or pending, if there is one.
 */
export async function pageCityForTown(
  db: Db,
  area: Area,
  typed: string,
): Promise<{ page: PageCity; named: CityRow | undefined }> {
  const found = await cityAt(db, area.countrySlug, slugify(typed));
  const named = found?.areaId === area.id ? found : undefined;
  if (named?.status === 'approved') return { page: named, named };
  return { page: await areaCityOf(db, area), named };
}

/**
 * The city a new venue names, as its `city_id`: the approved or pending city of the area with
 * that address, or a new pending one suggested by `memberId`. Null when the address belongs
 * to another area's city (an admin can add the town to this area under another name).
 */
export async function recordTown(
  db: Db,
  area: Area,
  typed: string,
  memberId: string,
): Promise<string | null> {
  const slug = slugify(typed);
  if (!slug) return null;
  await db
    .insert(cities)
    .values({
      areaId: area.id,
      name: typed.trim(),
      slug,
      countrySlug: area.countrySlug,
      status: 'pending',
      suggestedBy: memberId,
    })
    .onConflictDoNothing();
  const city = await cityAt(db, area.countrySlug, slug);
  return city?.areaId === area.id ? city.id : null;
}

/**
 * The city page of an event at `venue` (or without one) in `area`: the venue's city when it
 * is an approved city of the area's country, else the area's own city page.
 */
export async function pageCityForEvent(
  db: Db,
  area: Area,
  venue: { citySlug: string } | null,
): Promise<PageCity> {
  const city = venue ? await cityAt(db, area.countrySlug, venue.citySlug) : undefined;
  if (city?.status === 'approved') return city;
  return areaCityOf(db, area);
}
