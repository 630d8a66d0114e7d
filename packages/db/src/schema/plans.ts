import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLAN_MEMBER_STATUSES, PLAN_VISIBILITIES } from '../constants';
import { venueAreas } from './areas';
import { users } from './auth';
import { createdAt, oneOf, timestamptz, trigram, updatedAt } from './columns';
import { crews } from './crews';
import { recurringSeries } from './series';

/** A spontaneous meet-up ("sunset session at the point, who's in?"). */
export const casualPlans = pgTable(
  'casual_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    vibe: text('vibe'),
    // Free text: a beach, a café, "the car park above the reef".
    location: text('location').notNull(),
    /** The meeting point's pin (WGS 84), both or neither; without it the plan shows at its area's point. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    areaId: uuid('area_id')
      .notNull()
      .references(() => venueAreas.id),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    spotsLimit: integer('spots_limit'),
    visibility: text('visibility', { enum: PLAN_VISIBILITIES }).notNull().default('everyone'),
    /** Title, description, vibe and place lower-cased for search (docs/product.md §7 "casual_plans"). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("title" || chr(10) || "description" || chr(10) || coalesce("vibe", '') || chr(10) || "location")`,
    ),
    /** The series of a recurring plan's session; null for a one-off. */
    seriesId: uuid('series_id').references(() => recurringSeries.id, { onDelete: 'set null' }),
    /** The start the series' rule gave this session, whatever it was moved to since. */
    occurrenceStart: timestamptz('occurrence_start'),
    /** The crew it is made for, shown on the crew's page (docs/product.md §14). */
    crewId: uuid('crew_id').references(() => crews.id, { onDelete: 'set null' }),
    /**
     * Hidden by moderation (docs/product.md §15): reported by several members or hidden by a
     * moderator, the plan is gone from every list, search and page but a moderator's.
     */
    hiddenAt: timestamptz('hidden_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('casual_plans_area_starts_idx').on(t.areaId, t.startsAt),
    index('casual_plans_series_start_idx')
      .on(t.seriesId, t.startsAt)
      .where(sql`${t.seriesId} is not null`),
    // Plans still to come in start order (search): the past ones are never read.
    index('casual_plans_starts_at_idx').on(t.startsAt),
    index('casual_plans_creator_id_idx').on(t.creatorId),
    index('casual_plans_crew_starts_idx')
      .on(t.crewId, t.startsAt)
      .where(sql`${t.crewId} is not null`),
    index('casual_plans_title_trgm_idx').using('gin', trigram(t.title)),
    index('casual_plans_description_trgm_idx').using('gin', trigram(t.description)),
    index('casual_plans_vibe_trgm_idx').using('gin', trigram(t.vibe)),
    index('casual_plans_location_trgm_idx').using('gin', trigram(t.location)),
    index('casual_plans_search_text_trgm_idx').using('gin', trigram(t.searchText)),
    check('casual_plans_title_not_blank', sql`length(btrim(${t.title})) > 0`),
    check('casual_plans_spots_limit_check', sql`${t.spotsLimit} > 0`),
    check('casual_plans_visibility_check', oneOf(t.visibility, PLAN_VISIBILITIES)),
    check('casual_plans_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('casual_plans_longitude_check', sql`${t.longitude} between -180 and 180`),
    check('casual_plans_point_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/** Members who joined a plan (the creator is not listed here). */
export const casualPlanMembers = pgTable(
  'casual_plan_members',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => casualPlans.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `waitlisted` while the plan is full; the first one waiting takes a spot that opens. */
    status: text('status', { enum: PLAN_MEMBER_STATUSES }).notNull().default('joined'),
    /** When they joined, or joined the waitlist: the waitlist's order. */
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.userId] }),
    index('casual_plan_members_user_id_idx').on(t.userId),
    index('casual_plan_members_plan_status_idx').on(t.planId, t.status, t.joinedAt),
    check('casual_plan_members_status_check', oneOf(t.status, PLAN_MEMBER_STATUSES)),
  ],
);
