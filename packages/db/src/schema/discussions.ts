import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, timestamptz } from './columns';
import { events } from './events';
import { casualPlans } from './plans';

/**
 * A message in the discussion of an event or of a casual plan (docs/product.md §15
 * "Discussion"): exactly one of `eventId` and `planId` names its thread. A reply names its
 * parent, a top-level message of the same thread (one level of replies). Deleting one that has
 * replies keeps its place (`deletedAt`, its body emptied); hiding is a moderator's (`hiddenAt`).
 * At most one message of a thread is pinned.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => casualPlans.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'cascade',
    }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: timestamptz('edited_at'),
    deletedAt: timestamptz('deleted_at'),
    hiddenAt: timestamptz('hidden_at'),
    pinnedAt: timestamptz('pinned_at'),
  },
  (t) => [
    index('messages_event_created_idx')
      .on(t.eventId, t.createdAt)
      .where(sql`${t.eventId} is not null`),
    index('messages_plan_created_idx')
      .on(t.planId, t.createdAt)
      .where(sql`${t.planId} is not null`),
    index('messages_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
    index('messages_author_created_idx').on(t.authorId, t.createdAt),
    uniqueIndex('messages_one_pinned_per_event')
      .on(t.eventId)
      .where(sql`${t.pinnedAt} is not null and ${t.eventId} is not null`),
    uniqueIndex('messages_one_pinned_per_plan')
      .on(t.planId)
      .where(sql`${t.pinnedAt} is not null and ${t.planId} is not null`),
    check('messages_one_thread', sql`num_nonnulls(${t.eventId}, ${t.planId}) = 1`),
    check('messages_body_length', sql`length(${t.body}) <= 2000`),
  ],
);

/** A member who muted a thread: its digests no longer reach them. */
export const threadMutes = pgTable(
  'thread_mutes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => casualPlans.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('thread_mutes_user_event')
      .on(t.userId, t.eventId)
      .where(sql`${t.eventId} is not null`),
    uniqueIndex('thread_mutes_user_plan')
      .on(t.userId, t.planId)
      .where(sql`${t.planId} is not null`),
    check('thread_mutes_one_thread', sql`num_nonnulls(${t.eventId}, ${t.planId}) = 1`),
  ],
);
