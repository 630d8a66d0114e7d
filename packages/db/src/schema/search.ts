import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SEARCH_RESULT_TYPES } from '../constants';
import { users } from './auth';
import { createdAt, oneOf } from './columns';

/** Search tracking (docs/product.md §7 "POST /api/track-search"), read by the admin's analytics. */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    query: text('query').notNull(),
    resultCount: integer('result_count'),
    // Text, not uuid: it is whatever the client reports and must never fail the insert.
    clickedResultId: text('clicked_result_id'),
    clickedResultType: text('clicked_result_type', { enum: SEARCH_RESULT_TYPES }),
    clicked: boolean('clicked').notNull().default(false),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('search_queries_created_at_idx').on(t.createdAt),
    index('search_queries_query_lower_idx').on(sql`lower(${t.query})`),
    check(
      'search_queries_clicked_result_type_check',
      oneOf(t.clickedResultType, SEARCH_RESULT_TYPES),
    ),
  ],
);
