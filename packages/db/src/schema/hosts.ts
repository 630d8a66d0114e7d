import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_AUDIENCES, INVITATION_STATUSES, QUESTION_KINDS } from '../constants';
import { users } from './auth';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';
import { events } from './events';

/**
 * An event's co-hosts (docs/product.md §14 "Co-hosts"), invited by its owner (the creator). They
 * host once they accept; the owner and an accepted crew host are not listed here.
 */
export const eventHosts = pgTable(
  'event_hosts',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('invited'),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_hosts_user_id_idx').on(t.userId),
    check('event_hosts_status_check', oneOf(t.status, INVITATION_STATUSES)),
  ],
);

/**
 * A host's message to an event's guests (docs/product.md §14 "Announcements"). `sendAt` is when
 * it goes out (now, or a chosen time); `sentAt` is set by the job that delivered it, and only
 * sent ones are shown on the page.
 */
export const eventAnnouncements = pgTable(
  'event_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    audiences: text('audiences', { enum: ANNOUNCEMENT_AUDIENCES }).array().notNull(),
    sendAt: timestamptz('send_at').notNull(),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_announcements_event_created_idx').on(t.eventId, t.createdAt),
    check('event_announcements_body_not_blank', sql`length(btrim(${t.body})) > 0`),
    check('event_announcements_audiences_check', sql`cardinality(${t.audiences}) > 0`),
  ],
);

/** A guest who turned off an event's announcements. */
export const announcementMutes = pgTable(
  'announcement_mutes',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** What an event asks at RSVP (docs/product.md §14 "Questions"), in `position` order. */
export const eventQuestions = pgTable(
  'event_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: QUESTION_KINDS }).notNull(),
    label: text('label').notNull(),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    required: boolean('required').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_questions_event_position_idx').on(t.eventId, t.position),
    check('event_questions_kind_check', oneOf(t.kind, QUESTION_KINDS)),
  ],
);

/**
 * A member's answer to one question: the text of a short answer, or the chosen options (a yes/no
 * is `["yes"]` or `["no"]`). Only the member and the event's hosts read it.
 */
export const eventAnswers = pgTable(
  'event_answers',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => eventQuestions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<string | string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.userId] }),
    index('event_answers_event_user_idx').on(t.eventId, t.userId),
  ],
);

/**
 * An event page's views per day and source, for its hosts' dashboard (docs/product.md §14): the
 * source is a link's `?ref=`, the referring site's host, or '' for a direct visit.
 */
export const eventViews = pgTable(
  'event_views',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    source: text('source').notNull().default(''),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day, t.source] })],
);
