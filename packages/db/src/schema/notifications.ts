import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../constants';
import { sessions, users } from './auth';
import { createdAt, oneOf, timestamptz } from './columns';

/**
 * What a member was told (docs/product.md §10 "Notifications"). The text is written when the
 * notification is made, in the recipient's terms, and never names what they may not see.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** One line: "Sunset jam: now 18:00 instead of 17:00". */
    title: text('title').notNull(),
    /** More detail, may be empty. */
    body: text('body').notNull().default(''),
    /** The page it is about, a path on the site. */
    link: text('link').notNull(),
    /** Shown on the notifications page and counted by the bell (the member's in-app choice). */
    inApp: boolean('in_app').notNull().default(true),
    readAt: timestamptz('read_at'),
    /** Waiting for the e-mail (and push) delivery job; false once delivered or not wanted. */
    deliveryPending: boolean('delivery_pending').notNull().default(false),
    emailedAt: timestamptz('emailed_at'),
    /**
     * What it is about, for notices that may be taken back or repeat ("friend-request:<from>:<to>",
     * "plan-member:<plan>:<member>"): a newer notice on the same subject rewrites an unread one
     * instead of adding another, and a withdrawn request deletes it while unread.
     */
    subject: text('subject'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_subject_unread_idx')
      .on(t.userId, t.subject)
      .where(sql`${t.subject} is not null and ${t.readAt} is null`),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null and ${t.inApp}`),
    index('notifications_user_delivery_idx')
      .on(t.userId)
      .where(sql`${t.deliveryPending}`),
    check('notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);

/** A member's choice for one kind; a kind without a row follows the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);

/**
 * A browser that allowed web push (docs/product.md §10 "Phone"), for as long as the session
 * that subscribed it lasts: every way a session ends (sign-out, revoking it or the others, a
 * password reset, a ban, deleting the account) deletes its row, and the subscription with it.
 * An expired session may linger as a row until it is next read: the sender deletes those first.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_key'),
    /** The browser's keys: `{ p256dh, auth }`. */
    keys: jsonb('keys').$type<{ p256dh: string; auth: string }>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_subscriptions_user_id_idx').on(t.userId),
    index('push_subscriptions_session_id_idx').on(t.sessionId),
  ],
);
