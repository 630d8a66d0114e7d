import {
  guestMessages,
  rsvpMessages,
  type RsvpAnswers,
  type RsvpChoice,
  type RsvpResponse,
  type WaitlistResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import type { RsvpStatus } from '@lineup/db/constants';
import { eventRsvps, events, profiles } from '@lineup/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { firstAvatar } from '../../lib/avatar';
import { findMember } from '../../lib/member-summary';
import type { DbOrTx, Tx } from '../../lib/transaction';
import type { SessionUser } from '../../types';
import { notBlocked } from '../blocking';
import { canSeeEvent, EVENT_NOT_FOUND, roleForChange, waitlistPosition } from '../events';
import { requestSubject, saveAnswers } from '../guests';
import { allows, eventLink, eventWithRole, hostIdsOf, type HostedEvent } from '../hosts';
import {
  afterRsvpChange,
  announce,
  clockTime,
  dayLabel,
  eventFacts,
  withdraw,
} from '../notifications';

export const NOT_YOUR_WAITLIST = 'Only the organiser sees who is waiting.';

async function countsOf(tx: DbOrTx, eventId: string) {
  const [row] = await tx
    .select({
      going: sql<number>`count(*) filter (where ${eventRsvps.status} = 'going')::int`,
      interested: sql<number>`count(*) filter (where ${eventRsvps.status} = 'interested')::int`,
      waitlisted: sql<number>`count(*) filter (where ${eventRsvps.status} = 'waitlisted')::int`,
    })
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId));
  return {
    going: Number(row?.going ?? 0),
    interested: Number(row?.interested ?? 0),
    waitlisted: Number(row?.waitlisted ?? 0),
  };
}

/** The waitlist's order: who joined it first (`updated_at` is when the answer became this). */
const waitlistOrder = [asc(eventRsvps.updatedAt), asc(eventRsvps.id)];

/**
 * Fills the event's free going spots from its waitlist, first in line first, and tells each
 * member promoted (docs/product.md §10 "Waitlist"). Call it in the transaction that freed the
 * spots, with the event row locked (`FOR UPDATE`), so a spot goes to one member only and the
 * capacity holds whatever else happens at the same time. Returns the members promoted.
 */
export async function promoteFromWaitlist(
  tx: Tx,
  options: { eventId: string; now: Date },
): Promise<string[]> {
  const { eventId, now } = options;
  const [event] = await tx
    .select({ status: events.status, capacity: events.capacity, endDate: events.endDate })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event || event.status !== 'published' || event.endDate <= now) return [];
  const { going } = await countsOf(tx, eventId);
  const free = event.capacity === null ? null : event.capacity - going;
  if (free !== null && free <= 0) return [];
  const waiting = tx
    .select({ id: eventRsvps.id, userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'waitlisted')))
    .orderBy(...waitlistOrder);
  const promoted = await (free === null ? waiting : waiting.limit(free));
  if (promoted.length === 0) return [];
  for (const row of promoted) {
    await tx
      .update(eventRsvps)
      .set({ status: 'going', updatedAt: now })
      .where(eq(eventRsvps.id, row.id));
  }
  const facts = (await eventFacts(tx, eventId))!;
  await announce(tx, {
    kind: 'waitlist_promoted',
    title: (t) => t.t('event.spotOpened', { title: facts.title }),
    body: (t) =>
      t.t('event.spotOpened.body', {
        day: dayLabel(facts.startDate, facts.timeZone, t),
        time: clockTime(facts.startDate, facts.timeZone, t),
        place: facts.place,
      }),
    link: facts.path,
    recipients: { users: promoted.map((row) => row.userId) },
  });
  for (const row of promoted) {
    await afterRsvpChange(tx, {
      eventId,
      userId: row.userId,
      before: 'waitlisted',
      after: 'going',
      now,
    });
  }
  return promoted.map((row) => row.userId);
}

/**
 * `PUT /api/events/:id/rsvp`: the member's one answer to an event (docs/product.md "RSVP",
 * §10 "Waitlist").
 *
 * The event row is locked (`FOR UPDATE`) before anything is counted, so concurrent answers to
 * one event are decided one after another: the going count never passes the capacity, and a
 * spot a going member gives up goes to the first on the waitlist in that same transaction.
 * PGlite runs transactions one at a time anyway; on PostgreSQL the row lock does it.
 */
export async function setRsvp(options: {
  db: Db;
  user: SessionUser;
  eventId: string;
  status: RsvpChoice;
  answers?: RsvpAnswers | undefined;
  now?: Date;
}): Promise<RsvpResponse> {
  const { db, user, eventId } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        id: events.id,
        status: events.status,
        creatorId: events.creatorId,
        capacity: events.capacity,
        endDate: events.endDate,
        requiresApproval: events.requiresApproval,
        crewId: events.crewId,
        title: events.title,
      })
      .from(events)
      .where(eq(events.id, eventId))
      .limit(1)
      .for('update');
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (event.status === 'draft') {
      // Drafts do not exist for anyone but their creator and admins.
      if (!(await canSeeEvent(tx, event, { id: user.id, role: user.role }))) {
        throw notFound(EVENT_NOT_FOUND);
      }
      throw conflict(rsvpMessages.draft, { reason: 'event_draft' });
    }
    if (event.endDate <= now) throw conflict(rsvpMessages.ended, { reason: 'event_ended' });
    // Taking an answer back from a cancelled event is still allowed.
    if (event.status === 'cancelled' && options.status !== 'none') {
      throw conflict(rsvpMessages.cancelled, { reason: 'event_cancelled' });
    }

    const mine = and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, user.id));
    const [current] = await tx.select({ status: eventRsvps.status }).from(eventRsvps).where(mine);
    const before: RsvpStatus | null = current?.status ?? null;
    // A declined request stands: the member cannot ask again (docs/product.md §14).
    if (before === 'declined')
      throw conflict(guestMessages.declined, { reason: 'request_declined' });
    const { going } = await countsOf(tx, eventId);
    const full = event.capacity !== null && going - (before === 'going' ? 1 : 0) >= event.capacity;

    let after: RsvpStatus | null = options.status === 'none' ? null : options.status;
    const wantsASpot = after === 'going' || after === 'waitlisted';
    if (
      wantsASpot &&
      before !== 'going' &&
      before !== 'waitlisted' &&
      (await needsApproval(tx, event, user.id))
    ) {
      // Going is a request the hosts answer; capacity is counted when they accept.
      after = 'requested';
    } else if (after === 'going' && before !== 'going' && full) {
      throw conflict(rsvpMessages.full, { reason: 'event_full' });
    }
    // The waitlist is for a full event: with a spot free, the member simply goes.
    if (after === 'waitlisted' && !full) after = 'going';
    if (after === 'going' || after === 'waitlisted' || after === 'requested') {
      await saveAnswers(tx, { eventId, userId: user.id, answers: options.answers });
    }

    if (after !== before) {
      if (after === null) {
        await tx.delete(eventRsvps).where(mine);
      } else {
        // The waitlist's order is the time of this write, taken once the event's lock is held
        // (not the request's start): places follow the order answers were decided in.
        const at = after === 'waitlisted' ? sql`clock_timestamp()` : now;
        await tx
          .insert(eventRsvps)
          .values({ eventId, userId: user.id, status: after, updatedAt: at })
          .onConflictDoUpdate({
            target: [eventRsvps.eventId, eventRsvps.userId],
            set: { status: after, updatedAt: at },
          });
      }
      await afterRsvpChange(tx, { eventId, userId: user.id, before, after, now });
      if (before === 'going') await promoteFromWaitlist(tx, { eventId, now });
      if (after === 'requested') await tellHostsOfRequest(tx, event, user.id);
      if (before === 'requested') await withdraw(tx, requestSubject(eventId, user.id));
    }

    const counts = await countsOf(tx, eventId);
    return {
      status: after ?? 'none',
      goingCount: counts.going,
      interestedCount: counts.interested,
      capacity: event.capacity,
      spotsLeft: event.capacity === null ? null : Math.max(event.capacity - counts.going, 0),
      waitlistCount: counts.waitlisted,
      waitlistPosition:
        after === 'waitlisted' ? await waitlistPosition(tx, { eventId, userId: user.id }) : null,
    };
  });
}

/** Whether the member's "going" is a request: the event needs approval and they do not host it. */
async function needsApproval(
  tx: Tx,
  event: { id: string; requiresApproval: boolean } & HostedEvent,
  userId: string,
): Promise<boolean> {
  if (!event.requiresApproval) return false;
  const found = await eventWithRole(tx, event.id, userId);
  return !allows(found?.role ?? null, 'host');
}

/** The hosts hear of a request, once however often it is made and taken back. */
async function tellHostsOfRequest(tx: Tx, event: HostedEvent, userId: string) {
  const asker = await findMember(tx, userId);
  await announce(tx, {
    kind: 'rsvp_request',
    title: (t) =>
      t.t('rsvp.request', { name: asker?.username ?? t.t('someone'), title: event.title }),
    body: (t) => t.t('rsvp.request.body'),
    link: `${eventLink(event.id)}/guests`,
    recipients: { users: await hostIdsOf(tx, event) },
    actorId: userId,
    subject: requestSubject(event.id, userId),
  });
}

/** `GET /api/events/:id/waitlist`: who waits, in order; for the organiser and admins. */
export async function listWaitlist(options: {
  db: Db;
  user: SessionUser;
  eventId: string;
}): Promise<WaitlistResponse> {
  const { db, user, eventId } = options;
  const [event] = await db
    .select({ status: events.status, creatorId: events.creatorId })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  const role = event ? await roleForChange(db, eventId, { id: user.id, role: user.role }) : null;
  const editor = allows(role, 'host');
  if (!event || (event.status === 'draft' && !editor)) throw notFound(EVENT_NOT_FOUND);
  if (!editor) throw forbidden(NOT_YOUR_WAITLIST);
  const rows = await db
    .select({
      id: eventRsvps.userId,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      since: eventRsvps.updatedAt,
      shown: notBlocked(user.id, eventRsvps.userId).mapWith(Boolean),
    })
    .from(eventRsvps)
    .leftJoin(profiles, eq(profiles.id, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'waitlisted')))
    .orderBy(...waitlistOrder);
  return {
    // A member blocked either way is left out (docs/product.md §13); the others keep their
    // true places in the line.
    waitlist: rows
      .map((row, index) => ({ row, position: index + 1 }))
      .filter(({ row }) => row.shown)
      .map(({ row, position }) => ({
        position,
        id: row.id,
        username: row.username ?? 'User',
        avatarUrl: firstAvatar(row.avatarUrl),
        since: row.since.toISOString(),
      })),
  };
}
