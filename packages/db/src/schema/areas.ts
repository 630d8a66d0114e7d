import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * docs/product.md §3 "Venue area", plus the country slug, the line its page and tile show, time
 * zone and map position of each area. The one list of areas: their pages, the picker, the
 * sitemap and the feeds all read it.
 */
export const venueAreas = pgTable(
  'venue_areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    country: text('country').notNull().default(''),
    countrySlug: text('country_slug').notNull().default(''),
    description: text('description').notNull().default(''),
    // IANA zone (e.g. Europe/Lisbon): event times are shown in the area's local time.
    timeZone: text('time_zone').notNull().default('UTC'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('venue_areas_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('venue_areas_longitude_check', sql`${t.longitude} between -180 and 180`),
  ],
);
