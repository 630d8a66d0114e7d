import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

/**
 * A member blocked by another (docs/product.md §13 "Blocking"): the blocked member cannot see
 * the blocker's stays, plans or RSVPs, nor send them requests, and the blocker is hidden from
 * them everywhere.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('member_blocks_blocked_idx').on(t.blockedId),
    check('member_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
