import type { AreaSummary, PlaceResponse } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { cities, events, venueAreas, type VenueAreaRow } from '@lineup/db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { listEventCards } from '../events';

export const PLACE_NOT_FOUND = 'We do not know that place yet.';

const toSummary = (area: VenueAreaRow): AreaSummary => ({
  id: area.id,
  name: area.name,
  slug: area.slug,
  country: area.country,
  countrySlug: area.countrySlug,
  description: area.description,
  timeZone: area.timeZone,
});

export type PlaceInfo = PlaceResponse['place'];

/**
 * A country is known when an active area lies in it; a city when it is an approved city of
 * the country (the admins' list, `cities`): what members type for a venue never makes a page.
 * Unknown places are "not found" so the page shows its not-found view.
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

  const [cityRow] = await db
    .select({ name: cities.name, areaId: cities.areaId })
    .from(cities)
    .where(
      and(eq(cities.countrySlug, country), eq(cities.slug, city), eq(cities.status, 'approved')),
    )
    .limit(1);
  if (!cityRow) throw notFound(PLACE_NOT_FOUND);
  // The city's own area, and any other area with events on its page.
  const eventAreas = await db
    .selectDistinct({ areaId: events.areaId })
    .from(events)
    .where(
      and(
        eq(events.countrySlug, country),
        eq(events.citySlug, city),
        inArray(
          events.areaId,
          countryAreas.map((area) => area.id),
        ),
      ),
    )
    .limit(50);
  const cityAreaIds = new Set([cityRow.areaId, ...eventAreas.map((row) => row.areaId)]);
  const name = cityRow.name;
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
