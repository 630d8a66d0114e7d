import { describeRule, type EditableEvent, type HostRole, venuePath } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import {
  crews,
  recurringSeries,
  events,
  venueAreas,
  venues,
  type EventRow,
} from '@lineup/db/schema';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { forbidden, notFound } from '../../lib/app-error';
import type { Tx } from '../../lib/transaction';
import type { SessionUser } from '../../types';
import {
  allows,
  EVENT_NOT_FOUND,
  eventPath,
  roleForChange,
  rsvpCount,
  selectEvents,
  translationsOf,
  type Viewer,
} from '../events';
import { instantToLocal } from '@lineup/db/zoned-time';

// Who may change an event, and the event as its edit form loads it.

export const NOT_YOUR_EVENT = 'You can only change events you host.';

export const ONLY_THE_OWNER = 'Only the event’s owner can cancel or delete it.';

export const CANCEL_DRAFT = 'Only a published event can be cancelled. Delete a draft instead.';

const viewerOf = (user: SessionUser): Viewer => ({ id: user.id, role: user.role });

/**
 * The event `id` if `user` may change it as `needed` says (docs/product.md §14: its hosts edit
 * it; only its owner cancels or deletes it; admins may do all): 404 when it does not exist (or
 * is a draft they may not see), 403 when they may not. With `lock` the row stays locked until
 * the transaction ends, so concurrent edits apply one after another.
 */
export async function eventForChange(
  db: Db | Tx,
  id: string,
  user: SessionUser,
  lock = false,
  needed: HostRole = 'host',
): Promise<EventRow> {
  const query = db.select().from(events).where(eq(events.id, id)).limit(1);
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const role = await roleForChange(db, event.id, viewerOf(user));
  if (!allows(role, needed)) {
    if (event.status === 'draft' && !allows(role, 'checkin')) throw notFound(EVENT_NOT_FOUND);
    throw forbidden(needed === 'owner' && allows(role, 'host') ? ONLY_THE_OWNER : NOT_YOUR_EVENT);
  }
  return event;
}

/** Only the creator or an admin may change `id`; answers 401/403/404 like every change. */
export async function assertCanChange(options: {
  db: Db;
  id: string;
  user: SessionUser;
}): Promise<EventRow> {
  return eventForChange(options.db, options.id, options.user);
}

/** The event as the form edits it. */
export async function editableEvent(db: Db | Tx, id: string): Promise<EditableEvent> {
  const [row] = await selectEvents(db, {
    event: events,
    area: venueAreas,
    venue: venues,
    goingCount: rsvpCount('going'),
    interestedCount: rsvpCount('interested'),
    crew: sql<
      string | null
    >`(select ${crews.handle} from ${crews} where ${crews.id} = ${events.crewId})`,
  })
    .where(eq(events.id, id))
    .limit(1);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  const { event, area, venue } = row;
  return {
    id: event.id,
    path: eventPath(event),
    status: event.status,
    title: event.title,
    description: event.description,
    category: event.eventCategory,
    vibe: event.vibe,
    tags: event.tags,
    area: { id: area.id, name: area.name, slug: area.slug, timeZone: area.timeZone },
    venue: venue
      ? {
          id: venue.id,
          name: venue.name,
          street: venue.street,
          postalCode: venue.postalCode,
          city: venue.city,
          website: venue.website,
          googleMaps: venue.googleMaps,
          imageUrl: venue.imageUrl,
          latitude: venue.latitude,
          longitude: venue.longitude,
          path: venuePath({
            countrySlug: area.countrySlug,
            citySlug: venue.citySlug,
            slug: venue.slug,
          }),
        }
      : null,
    specificVenue: event.specificVenue,
    startLocal: instantToLocal(event.startDate, area.timeZone),
    endLocal: instantToLocal(event.endDate, area.timeZone),
    capacity: event.capacity,
    priceText: event.priceText,
    externalUrl: event.externalUrl,
    imageUrl: event.imageUrl,
    crew: row.crew,
    locale: event.locale,
    translations: await translationsOf(db, event.id),
    goingCount: Number(row.goingCount),
    interestedCount: Number(row.interestedCount),
    series: await seriesOfSession(db, event),
  };
}

/** The series a session belongs to, as the form needs it: can a change reach further? */
async function seriesOfSession(db: Db | Tx, event: EventRow): Promise<EditableEvent['series']> {
  if (event.seriesId === null) return null;
  const [series] = await db
    .select({ rule: recurringSeries.rule })
    .from(recurringSeries)
    .where(eq(recurringSeries.id, event.seriesId));
  if (!series) return null;
  const [following] = await db
    .select({ n: count() })
    .from(events)
    // "Following" as a change means it: by the rule's order, whatever was moved alone.
    .where(
      and(eq(events.seriesId, event.seriesId), gt(events.occurrenceStart, event.occurrenceStart!)),
    );
  return {
    id: event.seriesId,
    repeats: describeRule(series.rule),
    rule: series.rule,
    followingCount: following?.n ?? 0,
  };
}

/** `GET /api/events/:id/edit`. */
export async function getEditableEvent(options: {
  db: Db;
  id: string;
  user: SessionUser;
}): Promise<EditableEvent> {
  await eventForChange(options.db, options.id, options.user);
  return editableEvent(options.db, options.id);
}
