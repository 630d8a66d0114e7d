import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /**
     * The way its beaches face, in degrees from north (270: west, out to sea): an area on the
     * coast has one. Its sea forecast is read a few kilometres out that way, and the wind is
     * offshore when it blows from the other side. Null for an area without a sea forecast.
     */
    facing: smallint('facing'),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('venue_areas_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('venue_areas_longitude_check', sql`${t.longitude} between -180 and 180`),
    check('venue_areas_facing_check', sql`${t.facing} between 0 and 359`),
  ],
);
