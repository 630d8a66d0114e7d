import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { STAY_VISIBILITIES } from '../constants';
import { venueAreas } from './areas';
import { users } from './auth';
import { cities } from './cities';
import { createdAt, oneOf } from './columns';

/**
 * Where a member will be (docs/product.md §13 "Stays"): an area, optionally one of its towns,
 * and the days there, as dates of the area's calendar. Never an address. A stay whose last day
 * has passed is over: nothing shows it to anyone but its owner's history.
 */
export const stays = pgTable(
  'stays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id')
      .notNull()
      .references(() => venueAreas.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    arrivesOn: date('arrives_on', { mode: 'string' }).notNull(),
    leavesOn: date('leaves_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    visibility: text('visibility', { enum: STAY_VISIBILITIES }).notNull().default('friends'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stays_user_leaves_idx').on(t.userId, t.leavesOn),
    // Who is around in an area on some days: the stays of the area that have not ended.
    index('stays_area_leaves_idx').on(t.areaId, t.leavesOn),
    check('stays_dates_check', sql`${t.leavesOn} >= ${t.arrivesOn}`),
    check('stays_visibility_check', oneOf(t.visibility, STAY_VISIBILITIES)),
  ],
);
