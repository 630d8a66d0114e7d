import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { RSVP_STATUSES } from '../constants';
import { users } from './auth';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';
import { events } from './events';

/**
 * One RSVP per member per event; "none" is the absence of a row. `waitlisted` members wait for a
 * going spot of a full event, in the order they joined the waitlist (`updated_at`).
 */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RSVP_STATUSES }).notNull(),
    /** When a host checked the guest in at the door (docs/product.md §14 "Check-in"), once. */
    checkedInAt: timestamptz('checked_in_at'),
    checkedInBy: text('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('event_rsvps_event_user_key').on(t.eventId, t.userId),
    index('event_rsvps_user_id_idx').on(t.userId),
    index('event_rsvps_event_status_idx').on(t.eventId, t.status),
    check('event_rsvps_status_check', oneOf(t.status, RSVP_STATUSES)),
  ],
);
