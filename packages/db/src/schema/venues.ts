import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { venueAreas } from './areas';
import { users } from './auth';
import { cities } from './cities';
import { createdAt, trigram } from './columns';

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    street: text('street'),
    postalCode: text('postal_code'),
    // The name and slug of the city page the venue sits on: an approved city of its area, or
    // the area's own city while the town the member typed (`city_id`) waits for approval.
    city: text('city'),
    citySlug: text('city_slug').notNull().default(''),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    areaId: uuid('area_id').references(() => venueAreas.id, { onDelete: 'set null' }),
    website: text('website'),
    googleMaps: text('google_maps'),
    imageUrl: text('image_url'),
    /**
     * Where the venue is (WGS 84), set with the pin of the venue form; both or neither. A venue
     * without them is shown at its area's point (docs/product.md §17).
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    creatorId: text('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Name and city lower-cased for search (docs/product.md §7 "venues: match on name or city"). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("name" || chr(10) || coalesce("city", ''))`,
    ),
  },
  (t) => [
    uniqueIndex('venues_city_slug_slug_key').on(t.citySlug, t.slug),
    index('venues_area_id_idx').on(t.areaId),
    index('venues_city_id_idx').on(t.cityId),
    index('venues_creator_id_idx').on(t.creatorId),
    index('venues_name_trgm_idx').using('gin', trigram(t.name)),
    index('venues_city_trgm_idx').using('gin', trigram(t.city)),
    index('venues_search_text_trgm_idx').using('gin', trigram(t.searchText)),
    check('venues_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('venues_longitude_check', sql`${t.longitude} between -180 and 180`),
    check('venues_point_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);
