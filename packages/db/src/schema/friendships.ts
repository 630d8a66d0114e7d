import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FRIENDSHIP_STATUSES } from '../constants';
import { users } from './auth';
import { createdAt, oneOf, timestamptz } from './columns';

/** A friend request (pending) or a friendship (accepted); declining deletes the row. */
export const friendships = pgTable(
  'friendships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: text('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FRIENDSHIP_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamptz('responded_at'),
  },
  (t) => [
    // A pair of members is related once, whoever asked first.
    uniqueIndex('friendships_pair_key').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('friendships_requester_status_idx').on(t.requesterId, t.status),
    index('friendships_addressee_status_idx').on(t.addresseeId, t.status),
    check('friendships_not_self_check', sql`${t.requesterId} <> ${t.addresseeId}`),
    check('friendships_status_check', oneOf(t.status, FRIENDSHIP_STATUSES)),
  ],
);
