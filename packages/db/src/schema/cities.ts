import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CITY_STATUSES } from '../constants';
import { venueAreas } from './areas';
import { users } from './auth';
import { createdAt, oneOf } from './columns';

/**
 * The towns of an area that have their own page (`/:country/:city`). Admins keep the list;
 * a city a member types for a new venue waits as `pending` and the venue's events sit on the
 * area's own city page until an admin approves it, so members cannot mint pages.
 */
export const cities = pgTable(
  'cities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    areaId: uuid('area_id')
      .notNull()
      .references(() => venueAreas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    // Copied from the area, so that a city's URL is unique within its country.
    countrySlug: text('country_slug').notNull(),
    status: text('status', { enum: CITY_STATUSES }).notNull().default('pending'),
    // Who first typed a pending city; null for the admins' own and the seeded ones.
    suggestedBy: text('suggested_by').references(() => users.id, { onDelete: 'set null' }),
    // The area's own city page (e.g. Ericeira for the Ericeira area): where events without a
    // venue, or at a venue in a pending city, sit. One per area, kept when the area is renamed.
    areaCity: boolean('area_city').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cities_country_slug_slug_key').on(t.countrySlug, t.slug),
    index('cities_area_id_idx').on(t.areaId),
    uniqueIndex('cities_area_city_key')
      .on(t.areaId)
      .where(sql`${t.areaCity}`),
    check('cities_status_check', oneOf(t.status, CITY_STATUSES)),
    check('cities_slug_check', sql`${t.slug} <> ''`),
    check('cities_area_city_approved_check', sql`not ${t.areaCity} or ${t.status} = 'approved'`),
  ],
);
