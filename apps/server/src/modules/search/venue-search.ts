import { venuePath, EVENT_LOCATION_FALLBACK, type VenueSearchResult } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { venueAreas, venues } from '@lineup/db/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { searchPattern, prepared } from './search-query';

// Venues by name and place.

const buildVenueSearch = (db: Db, titleOnly: boolean) =>
  db
    .select({
      id: venues.id,
      name: venues.name,
      city: venues.city,
      citySlug: venues.citySlug,
      slug: venues.slug,
      street: venues.street,
      imageUrl: venues.imageUrl,
      countrySlug: venueAreas.countrySlug,
    })
    .from(venues)
    .leftJoin(venueAreas, eq(venueAreas.id, venues.areaId))
    // `search_text` is name and city lower-cased, joined by a newline (see searchEvents).
    .where(
      titleOnly
        ? sql`${venues.name} ilike ${sql.placeholder('pattern')}`
        : sql`${venues.searchText} like lower(${sql.placeholder('pattern')})`,
    )
    .orderBy(asc(venues.name), asc(venues.id))
    .limit(sql.placeholder('limit'))
    .prepare(titleOnly ? 'search_venue_names' : 'search_venues');

/** docs/product.md §7 "venues: match on name or city"; a venue's title is its name, its location its city. */
export async function searchVenues(options: {
  db: Db;
  term: string;
  limit: number;
  titleOnly?: boolean;
}): Promise<VenueSearchResult[]> {
  const titleOnly = options.titleOnly ?? false;
  const query = prepared(options.db, `venues:${titleOnly}`, () =>
    buildVenueSearch(options.db, titleOnly),
  );
  const rows = await query.execute({
    pattern: searchPattern(options.term),
    limit: options.limit,
  });
  return rows.map((row) => ({
    type: 'venue',
    id: row.id,
    title: row.name,
    location: row.city || EVENT_LOCATION_FALLBACK,
    // The venue's own page; one with no city page yet (no area) leads to Discover.
    url:
      venuePath({ countrySlug: row.countrySlug, citySlug: row.citySlug, slug: row.slug }) ??
      '/events',
    street: row.street,
    imageUrl: row.imageUrl,
  }));
}
