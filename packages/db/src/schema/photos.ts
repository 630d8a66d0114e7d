import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, timestamptz } from './columns';
import { events } from './events';

/**
 * A photo in an event's album (docs/product.md §15 "Photos after the event"), stored as two
 * WebP sizes under `/uploads/photos/<id>/`. `width` and `height` are the large size's, so a page
 * reserves its space before it loads. Hiding is a moderator's (`hiddenAt`): a hidden photo is
 * never listed.
 */
export const eventPhotos = pgTable(
  'event_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uploaderId: text('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    smallUrl: text('small_url').notNull(),
    largeUrl: text('large_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    hiddenAt: timestamptz('hidden_at'),
  },
  (t) => [
    // An event's album, newest first, keyset-paged on (created_at, id).
    index('event_photos_event_created_idx')
      .on(t.eventId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    // How many photos a member added to an event (the cap), and a member's photos when an
    // account goes.
    index('event_photos_uploader_event_idx').on(t.uploaderId, t.eventId),
  ],
);
