import {
  venuePath,
  type NewVenueInput,
  type VenueOption,
  type VenuePage,
  type VenuePageResponse,
} from '@lineup/contracts';
import { slugify, type Db } from '@lineup/db';
import { cities, venueAreas, venues, type VenueAreaRow, type VenueRow } from '@lineup/db/schema';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { mapPointOf } from '../../lib/map-point';
import { containsPattern } from '../../lib/like-pattern';
import { AREA_NOT_FOUND, findArea } from '../areas';
import { listEventCards } from '../events';
import { pageCityForTown, recordTown } from './venue-city';

const optionColumns = {
  id: venues.id,
  name: venues.name,
  street: venues.street,
  postalCode: venues.postalCode,
  city: venues.city,
  website: venues.website,
  googleMaps: venues.googleMaps,
  imageUrl: venues.imageUrl,
  latitude: venues.latitude,
  longitude: venues.longitude,
  slug: venues.slug,
  citySlug: venues.citySlug,
  areaId: venueAreas.id,
  areaName: venueAreas.name,
  areaSlug: venueAreas.slug,
  countrySlug: venueAreas.countrySlug,
};

type OptionRow = {
  [K in keyof typeof optionColumns]: K extends 'id' | 'name'
    ? string
    : K extends 'latitude' | 'longitude'
      ? number | null
      : string | null;
};

const toOption = (row: OptionRow): VenueOption => ({
  id: row.id,
  name: row.name,
  street: row.street,
  postalCode: row.postalCode,
  city: row.city,
  website: row.website,
  googleMaps: row.googleMaps,
  imageUrl: row.imageUrl,
  latitude: row.latitude,
  longitude: row.longitude,
  path: row.slug
    ? venuePath({ countrySlug: row.countrySlug, citySlug: row.citySlug, slug: row.slug })
    : null,
  area:
    row.areaId && row.areaName && row.areaSlug
      ? { id: row.areaId, name: row.areaName, slug: row.areaSlug }
      : null,
});

/**
 * `GET /api/venues`: the event form's venue picker. Venues whose name or town contains `q`
 * (trigram indexes on both), names starting with it first; limited to an area when given.
 */
export async function searchVenues(options: {
  db: Db;
  q?: string | undefined;
  area?: string | undefined;
  limit: number;
}): Promise<VenueOption[]> {
  const { db, limit } = options;
  let areaId: string | undefined;
  if (options.area) {
    const area = await findArea(db, options.area);
    if (!area) throw notFound(AREA_NOT_FOUND);
    areaId = area.id;
  }
  const q = options.q?.trim();
  const pattern = q ? containsPattern(q) : undefined;
  const prefix = q ? `${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const rows = await db
    .select(optionColumns)
    .from(venues)
    .leftJoin(venueAreas, eq(venueAreas.id, venues.areaId))
    .where(
      and(
        areaId ? eq(venues.areaId, areaId) : undefined,
        pattern ? or(ilike(venues.name, pattern), ilike(venues.city, pattern)) : undefined,
      ),
    )
    .orderBy(
      ...(prefix ? [sql`(${venues.name} ilike ${prefix}) desc`] : []),
      asc(sql`lower(${venues.name})`),
      asc(venues.id),
    )
    .limit(limit);
  return rows.map(toOption);
}

/** A venue with its area, as the event form shows it. */
export async function venueById(db: Db, id: string): Promise<VenueRow | undefined> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, id)).limit(1);
  return venue;
}

const venueSlug = (name: string) => slugify(name) || 'venue';

export type NewVenueValues = {
  [K in keyof Required<NewVenueInput>]: K extends 'name' | 'city'
    ? string
    : K extends 'latitude' | 'longitude'
      ? number | null | undefined
      : string | null;
};

/**
 * Looks for a venue of the same name in the same town, or on the city page the new one would
 * sit on (where two of one name cannot be), so the inline "new venue" does not make a second
 * copy of one the picker would have offered.
 */
export async function findSameVenue(
  db: Db,
  input: { name: string; city: string; area: VenueAreaRow },
): Promise<VenueRow | undefined> {
  const { page } = await pageCityForTown(db, input.area, input.city);
  const [venue] = await db
    .select()
    .from(venues)
    .where(
      and(
        inArray(venues.citySlug, [...new Set([page.slug, slugify(input.city)])]),
        or(
          eq(venues.slug, venueSlug(input.name)),
          sql`lower(${venues.name}) = lower(${input.name})`,
        ),
      ),
    )
    .limit(1);
  return venue;
}

/**
 * Inserts a venue created inline with an event (inside the event's transaction). It sits on
 * the page of the town the member typed when that is an approved city of the area; otherwise
 * the town is recorded as pending (for an admin to approve) and the venue sits on the area's
 * own city page, whose name it shows, until then.
 */
export async function insertVenue(
  db: Db,
  input: NewVenueValues & { area: VenueAreaRow; creatorId: string },
): Promise<VenueRow> {
  const { area } = input;
  const { page, named } = await pageCityForTown(db, area, input.city);
  const cityId = named?.id ?? (await recordTown(db, area, input.city, input.creatorId));
  const [venue] = await db
    .insert(venues)
    .values({
      name: input.name,
      slug: venueSlug(input.name),
      street: input.street,
      postalCode: input.postalCode,
      city: page.name,
      citySlug: page.slug,
      cityId,
      areaId: area.id,
      website: input.website,
      googleMaps: input.googleMaps,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      creatorId: input.creatorId,
    })
    .returning();
  return venue!;
}

export const VENUE_NOT_FOUND = 'This venue does not exist.';

/** Only web links leave a venue page; anything else a row may hold (javascript:, data:) is dropped. */
function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The venue's own map link, or an OpenStreetMap search for its name and address. */
function mapUrlOf(
  venue: Pick<VenueRow, 'name' | 'street' | 'postalCode' | 'city' | 'googleMaps'>,
  country: string,
): string {
  const own = httpUrl(venue.googleMaps);
  if (own) return own;
  const town = [venue.postalCode, venue.city].filter(Boolean).join(' ');
  const address = [venue.name, venue.street, town, country].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/**
 * The venue at `/:country/:city/venues/:slug`, with the city page and area it is listed
 * under. A venue with no area, or in an area an admin switched off, has no page.
 */
export async function findVenueByPath(options: {
  db: Db;
  country: string;
  city: string;
  slug: string;
}): Promise<VenuePage> {
  const { db, country, city, slug } = options;
  const [row] = await db
    .select({ venue: venues, area: venueAreas, cityName: cities.name })
    .from(venues)
    .innerJoin(venueAreas, eq(venueAreas.id, venues.areaId))
    .leftJoin(
      cities,
      and(eq(cities.countrySlug, venueAreas.countrySlug), eq(cities.slug, venues.citySlug)),
    )
    .where(
      and(
        eq(venues.citySlug, city),
        eq(venues.slug, slug),
        eq(venueAreas.countrySlug, country),
        eq(venueAreas.active, true),
      ),
    )
    .limit(1);
  if (!row) throw notFound(VENUE_NOT_FOUND);
  const { venue, area } = row;
  return {
    id: venue.id,
    name: venue.name,
    path: venuePath({ countrySlug: area.countrySlug, citySlug: venue.citySlug, slug: venue.slug })!,
    street: venue.street,
    postalCode: venue.postalCode,
    city: venue.city,
    country: { name: area.country, slug: area.countrySlug },
    website: httpUrl(venue.website),
    mapUrl: mapUrlOf(venue, area.country),
    location: mapPointOf(venue, area),
    imageUrl: venue.imageUrl,
    cityPage: {
      name: row.cityName ?? venue.city ?? area.name,
      path: `/${area.countrySlug}/${venue.citySlug}`,
    },
    area: {
      id: area.id,
      name: area.name,
      slug: area.slug,
      country: area.country,
      countrySlug: area.countrySlug,
      description: area.description,
      timeZone: area.timeZone,
    },
  };
}

/**
 * `GET /api/venues/:country/:city/:slug`: the venue and a page of its upcoming events,
 * soonest first: the events module's list, so only published events that have not ended.
 */
export async function getVenuePage(options: {
  db: Db;
  country: string;
  city: string;
  slug: string;
  cursor?: string | undefined;
  limit: number;
  now?: Date;
}): Promise<VenuePageResponse> {
  const { db, cursor, limit } = options;
  const venue = await findVenueByPath(options);
  const page = await listEventCards({
    db,
    filters: { venueId: venue.id },
    cursor,
    limit,
    now: options.now ?? new Date(),
  });
  return { venue, ...page };
}
