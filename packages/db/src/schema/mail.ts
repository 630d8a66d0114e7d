import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Mails kept instead of sent when no SMTP server is configured, so sign-up and sign-in links
 * work on a fresh machine (shown at /dev/outbox). They hold sign-in links: never expose them.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers the mail was sent with, e.g. List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_created_at_idx').on(t.createdAt)],
);
