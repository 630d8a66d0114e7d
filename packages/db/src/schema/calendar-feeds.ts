import { pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';

/**
 * Each member's private iCal feed of the events they go to (docs/product.md "Calendar"). Calendar
 * apps fetch the feed without a session, so the random token in its URL is the only key:
 * resetting replaces it and the old URL stops working at once. The token is kept as issued
 * (not hashed) so the member can copy their URL again later.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('calendar_feeds_token_key'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
