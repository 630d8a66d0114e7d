import { rsvpMessages, type RsvpChoice, type RsvpResponse } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { eventRsvps, events } from '@lineup/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../lib/app-error';
import type { Tx } from '../../lib/transaction';
import type { SessionUser } from '../../types';
import { canEdit, EVENT_NOT_FOUND } from '../events';

async function countsOf(tx: Tx, eventId: string) {
  const [row] = await tx
    .select({
      going: sql<number>`count(*) filter (where ${eventRsvps.status} = 'going')::int`,
      interested: sql<number>`count(*) filter (where ${eventRsvps.status} = 'interested')::int`,
    })
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId));
  return { going: Number(row?.going ?? 0), interested: Number(row?.interested ?? 0) };
}

/**
 * `PUT /api/events/:id/rsvp`: the member's one answer to an event (docs/product.md "RSVP").
 *
 * Capacity is enforced inside the transaction: the event row is locked (`FOR UPDATE`) before
 * the going members are counted, so concurrent "going" requests for one event are decided one
 * after another and the count can never pass the capacity. PGlite has a single connection and
 * runs transactions one at a time anyway; on PostgreSQL the row lock does it.
 */
export async function setRsvp(options: {
  db: Db;
  user: SessionUser;
  eventId: string;
  status: RsvpChoice;
  now?: Date;
}): Promise<RsvpResponse> {
  const { db, user, eventId, status } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        id: events.id,
        status: events.status,
        creatorId: events.creatorId,
        capacity: events.capacity,
        endDate: events.endDate,
      })
      .from(events)
      .where(eq(events.id, eventId))
      .limit(1)
      .for('update');
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (event.status === 'draft') {
      // Drafts do not exist for anyone but their creator and admins.
      if (!canEdit(event, { id: user.id, role: user.role })) throw notFound(EVENT_NOT_FOUND);
      throw conflict(rsvpMessages.draft, { reason: 'event_draft' });
    }
    if (event.endDate <= now) throw conflict(rsvpMessages.ended, { reason: 'event_ended' });
    // Taking an answer back from a cancelled event is still allowed.
    if (event.status === 'cancelled' && status !== 'none') {
      throw conflict(rsvpMessages.cancelled, { reason: 'event_cancelled' });
    }

    const mine = and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, user.id));
    if (status === 'none') {
      await tx.delete(eventRsvps).where(mine);
    } else {
      if (status === 'going' && event.capacity !== null) {
        const [current] = await tx
          .select({ status: eventRsvps.status })
          .from(eventRsvps)
          .where(mine)
          .limit(1);
        const { going } = await countsOf(tx, eventId);
        if (current?.status !== 'going' && going >= event.capacity) {
          throw conflict(rsvpMessages.full, { reason: 'event_full' });
        }
      }
      await tx
        .insert(eventRsvps)
        .values({ eventId, userId: user.id, status })
        .onConflictDoUpdate({
          target: [eventRsvps.eventId, eventRsvps.userId],
          set: { status, updatedAt: now },
        });
    }

    const counts = await countsOf(tx, eventId);
    return {
      status,
      goingCount: counts.going,
      interestedCount: counts.interested,
      capacity: event.capacity,
      spotsLeft: event.capacity === null ? null : Math.max(event.capacity - counts.going, 0),
    };
  });
}
