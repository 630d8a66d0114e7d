import type { AreaSummary, PlaceResponse } from '@lineup/contracts';
import { slugify, type Db } from '@lineup/db';
import { events, venueAreas, venues, type VenueAreaRow } from '@lineup/db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { listEventCards } from '../events/events.service';

export const PLACE_NOT_FOUND = 'We do not know that place yet.';

const toSummary = (area: VenueAreaRow): AreaSummary => ({
  id: area.id,
  name: area.name,
  slug: area.slug,
  country: area.country,
  countrySlug: area.countrySlug,
  timeZone: area.timeZone,
});

/** 'wijk-aan-zee' → 'Wijk Aan Zee', for a city known only by its slug. */
const titleFromSlug = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export type PlaceInfo = PlaceResponse['place'];

/**
 * A country is known when an active area lies in it; a city when one of the country's venues,
 * events or areas is in it. Unknown places are "not found" so the page shows its not-found view.
 */
export async function findPlace(options: {
  db: Db;
  country: string;
  city?: string | undefined;
}): Promise<PlaceInfo> {
  const { db, country, city } = options;
  const countryAreas = await db
    .select()
    .from(venueAreas)
    .where(and(eq(venueAreas.countrySlug, country), eq(venueAreas.active, true)))
    .orderBy(asc(venueAreas.displayOrder), asc(venueAreas.name));
  const first = countryAreas[0];
  if (!first) throw notFound(PLACE_NOT_FOUND);
  const countryInfo = { name: first.country, slug: country };

  if (city === undefined) {
    return {
      kind: 'country',
      name: first.country,
      path: `/${country}`,
      country: countryInfo,
      city: null,
      areas: countryAreas.map(toSummary),
    };
  }

  const areaIds = countryAreas.map((area) => area.id);
  const [venueRows, eventRows] = await Promise.all([
    db
      .select({ city: venues.city, areaId: venues.areaId })
      .from(venues)
      .where(and(eq(venues.citySlug, city), inArray(venues.areaId, areaIds)))
      .limit(50),
    db
      .selectDistinct({ areaId: events.areaId })
      .from(events)
      .where(and(eq(events.countrySlug, country), eq(events.citySlug, city)))
      .limit(50),
  ]);
  const namedArea = countryAreas.find((area) => slugify(area.name) === city);
  const cityAreaIds = new Set<string>([
    ...venueRows.flatMap((row) => (row.areaId ? [row.areaId] : [])),
    ...eventRows.map((row) => row.areaId),
    ...(namedArea ? [namedArea.id] : []),
  ]);
  if (cityAreaIds.size === 0) throw notFound(PLACE_NOT_FOUND);
  const name = venueRows.find((row) => row.city)?.city ?? namedArea?.name ?? titleFromSlug(city);
  return {
    kind: 'city',
    name,
    path: `/${country}/${city}`,
    country: countryInfo,
    city: { name, slug: city },
    areas: countryAreas.filter((area) => cityAreaIds.has(area.id)).map(toSummary),
  };
}

/** `GET /api/places/:country[/:city]`: the place and a page of its upcoming events. */
export async function getPlace(options: {
  db: Db;
  country: string;
  city?: string | undefined;
  cursor?: string | undefined;
  limit: number;
  now?: Date;
}): Promise<PlaceResponse> {
  const { db, country, city } = options;
  const place = await findPlace({ db, country, city });
  const page = await listEventCards({
    db,
    filters: { countrySlug: country, citySlug: city },
    cursor: options.cursor,
    limit: options.limit,
    now: options.now ?? new Date(),
  });
  return { place, ...page };
}
