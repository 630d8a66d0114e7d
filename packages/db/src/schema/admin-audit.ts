import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ADMIN_AUDIT_ACTIONS } from '../constants';
import { users } from './auth';
import { createdAt, oneOf } from './columns';

/**
 * Who did what to whom, and when: every admin action (bans, role changes, event moderation,
 * area and city edits) adds a row in the same transaction as the change. Rows are never
 * updated; names are copied in so the log still reads after an account or event is deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: ADMIN_AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetName: text('target_name').notNull(),
    // What changed, e.g. { reason } for a ban or { from, to } for a role.
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first, keyset-paged on (created_at, id).
    index('admin_audit_log_created_at_idx').on(t.createdAt, t.id),
    check('admin_audit_log_action_check', oneOf(t.action, ADMIN_AUDIT_ACTIONS)),
  ],
);
