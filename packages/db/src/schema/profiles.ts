import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RSVP_VISIBILITIES } from '../constants';
import { users } from './auth';
import { createdAt, oneOf, trigram, updatedAt } from './columns';

/** docs/product.md §3 "Profile": one per user, sharing the user's id. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    email: text('email'),
    // docs/product.md §3: "stored as a list holding one image value".
    avatarUrl: text('avatar_url').array(),
    location: text('location'),
    locationCategory: text('location_category'),
    status: text('status'),
    statusDetails: text('status_details'),
    tagline: text('tagline'),
    // Who sees this member's RSVPs (docs/product.md "Privacy & settings").
    rsvpVisibility: text('rsvp_visibility', { enum: RSVP_VISIBILITIES })
      .notNull()
      .default('everyone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // 'Surfer' and 'surfer' are the same member name.
    uniqueIndex('profiles_username_lower_key').on(sql`lower(${t.username})`),
    index('profiles_username_trgm_idx').using('gin', trigram(t.username)),
    check('profiles_username_not_blank', sql`length(btrim(${t.username})) > 0`),
    check('profiles_rsvp_visibility_check', oneOf(t.rsvpVisibility, RSVP_VISIBILITIES)),
  ],
);
