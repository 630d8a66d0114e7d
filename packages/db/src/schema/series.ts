import type { SeriesRule } from '@lineup/contracts/series';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * A recurring event or casual plan (docs/product.md §13, docs/decisions/0028): the rule and the
 * wall-clock start of its first session in `time_zone`, the area's zone. Each session is an
 * `events` or `casual_plans` row of its own; its `occurrence_start` is the start the rule gave
 * it (the RECURRENCE-ID of calendars), so a session moved on its own is still known as that
 * session.
 */
export const recurringSeries = pgTable('series', {
  id: uuid('id').primaryKey().defaultRandom(),
  rule: jsonb('rule').$type<SeriesRule>().notNull(),
  /** `2027-06-01T07:00`: the first session's start, as the clocks of `time_zone` show it. */
  startLocal: text('start_local').notNull(),
  timeZone: text('time_zone').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
