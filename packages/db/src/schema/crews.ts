import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { CREW_ROLES, INVITATION_STATUSES } from '../constants';
import { venueAreas } from './areas';
import { users } from './auth';
import { createdAt, oneOf, updatedAt } from './columns';

/**
 * A crew (docs/product.md §14 "Crews"): a surf school, a club, a café's nights. Its events and
 * plans point at it; its page is `/crew/:handle`.
 */
export const crews = pgTable(
  'crews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Lower-case letters, digits and hyphens (CREW_HANDLE_PATTERN): the page's address.
    handle: text('handle').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    areaId: uuid('area_id')
      .notNull()
      .references(() => venueAreas.id),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crews_area_id_idx').on(t.areaId),
    check('crews_name_not_blank', sql`length(btrim(${t.name})) > 0`),
  ],
);

/**
 * Who runs a crew, by role: `owner` (everything), `host` (its events), `checkin` (checks guests
 * in). An invited member is not in the crew until they accept.
 */
export const crewMembers = pgTable(
  'crew_members',
  {
    crewId: uuid('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CREW_ROLES }).notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('invited'),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.crewId, t.userId] }),
    index('crew_members_user_id_idx').on(t.userId),
    check('crew_members_role_check', oneOf(t.role, CREW_ROLES)),
    check('crew_members_status_check', oneOf(t.status, INVITATION_STATUSES)),
  ],
);

/** Members who follow a crew and hear of its new events. */
export const crewFollowers = pgTable(
  'crew_followers',
  {
    crewId: uuid('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.crewId, t.userId] }),
    index('crew_followers_user_id_idx').on(t.userId),
  ],
);
