import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  MODERATION_NOTE_MAX,
  REPORT_NOTE_MAX,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_SUBJECT_KINDS,
} from '../constants';
import { users } from './auth';
import { createdAt, oneOf, timestamptz } from './columns';

/**
 * A member's report of an event, plan, message, photo or member (docs/product.md §15
 * "Reports"): one per member per item, whatever became of it. The item is named by kind and
 * id, with no foreign key, so a report outlives a deleted item in the handled view. A
 * moderator's action closes every open report on the item at once (`handledAt`, `outcome`).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind', { enum: REPORT_SUBJECT_KINDS }).notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
    handledAt: timestamptz('handled_at'),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: REPORT_OUTCOMES }),
  },
  (t) => [
    uniqueIndex('reports_reporter_subject_key').on(t.reporterId, t.subjectKind, t.subjectId),
    // The queue: open reports per item.
    index('reports_open_subject_idx')
      .on(t.subjectKind, t.subjectId, t.createdAt)
      .where(sql`${t.handledAt} is null`),
    // The handled view, newest first.
    index('reports_handled_at_idx')
      .on(t.handledAt)
      .where(sql`${t.handledAt} is not null`),
    check('reports_subject_kind_check', oneOf(t.subjectKind, REPORT_SUBJECT_KINDS)),
    check('reports_reason_check', oneOf(t.reason, REPORT_REASONS)),
    check('reports_outcome_check', oneOf(t.outcome, REPORT_OUTCOMES)),
    check(
      'reports_note_length',
      sql`${t.note} is null or char_length(${t.note}) <= ${sql.raw(String(REPORT_NOTE_MAX))}`,
    ),
    check('reports_handled_together', sql`(${t.handledAt} is null) = (${t.outcome} is null)`),
  ],
);

/** What moderators tell each other about a reported item. */
export const moderationNotes = pgTable(
  'moderation_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind', { enum: REPORT_SUBJECT_KINDS }).notNull(),
    subjectId: text('subject_id').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_notes_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt),
    check('moderation_notes_subject_kind_check', oneOf(t.subjectKind, REPORT_SUBJECT_KINDS)),
    check(
      'moderation_notes_body_length',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(MODERATION_NOTE_MAX))}`,
    ),
  ],
);
