import { guestMessages, type Guest, type GuestsResponse } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { eventAnswers, eventRsvps, events, profiles, venueAreas } from '@lineup/db/schema';
import { toZonedIso } from '@lineup/db/zoned-time';
import { and, asc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { firstAvatar } from '../../lib/avatar';
import type { DbOrTx } from '../../lib/transaction';
import { notBlocked } from '../blocking';
import { allows, eventLink, requireRole, visibleEventWithRole } from '../hosts';
import { afterRsvpChange, announce, withdraw } from '../notifications';
import { questionsOf } from './questions';

// The guest list (docs/product.md §14): every guest with their state, answers and arrival, for
// the event's hosts; check-in members see names and arrivals only. Hosts accept or decline the
// requests of an event that needs approval.

export const requestSubject = (eventId: string, userId: string) =>
  `rsvp-request:${eventId}:${userId}`;

/** Arrived and going, as the door counts them. */
export async function doorCounts(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select({
      going: sql<number>`count(*) filter (where ${eventRsvps.status} = 'going')::int`,
      arrived: sql<number>`count(*) filter (where ${eventRsvps.checkedInAt} is not null)::int`,
    })
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId));
  return { going: Number(row?.going ?? 0), arrived: Number(row?.arrived ?? 0) };
}

/** `GET /api/events/:id/guests`. */
export async function listGuests(options: {
  db: Db;
  eventId: string;
  viewerId: string;
}): Promise<GuestsResponse> {
  const { db, eventId, viewerId } = options;
  const { role } = await visibleEventWithRole(db, eventId, viewerId);
  requireRole(role, 'checkin', guestMessages.hostsOnly);
  const withAnswers = allows(role, 'host');
  const [zone] = await db
    .select({ timeZone: venueAreas.timeZone })
    .from(events)
    .innerJoin(venueAreas, eq(venueAreas.id, events.areaId))
    .where(eq(events.id, eventId));
  const timeZone = zone?.timeZone ?? 'UTC';
  const rows = await db
    .select({
      id: eventRsvps.userId,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      status: eventRsvps.status,
      since: eventRsvps.updatedAt,
      checkedInAt: eventRsvps.checkedInAt,
    })
    .from(eventRsvps)
    .leftJoin(profiles, eq(profiles.id, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, eventId), notBlocked(viewerId, eventRsvps.userId)))
    .orderBy(
      sql`case ${eventRsvps.status} when 'requested' then 0 when 'going' then 1 when 'waitlisted' then 2 when 'interested' then 3 else 4 end`,
      asc(profiles.username),
    );
  const answers = withAnswers
    ? await db
        .select({
          userId: eventAnswers.userId,
          questionId: eventAnswers.questionId,
          answer: eventAnswers.answer,
        })
        .from(eventAnswers)
        .where(eq(eventAnswers.eventId, eventId))
    : [];
  const guests = rows.map((row): Guest => ({
    id: row.id,
    username: row.username ?? 'User',
    avatarUrl: firstAvatar(row.avatarUrl),
    status: row.status,
    since: toZonedIso(row.since, timeZone),
    answers: Object.fromEntries(
      answers
        .filter((answer) => answer.userId === row.id)
        .map((answer) => [answer.questionId, answer.answer]),
    ),
    checkedInAt: row.checkedInAt ? toZonedIso(row.checkedInAt, timeZone) : null,
  }));
  return {
    questions: withAnswers ? await questionsOf(db, eventId) : [],
    guests,
    ...(await doorCounts(db, eventId)),
  };
}

const csvCell = (value: string) => {
  // A cell a spreadsheet would read as a formula is written as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** `GET /api/events/:id/guests.csv`: the guest list with the answers, for its hosts. */
export async function guestsCsv(options: {
  db: Db;
  eventId: string;
  viewerId: string;
}): Promise<{ csv: string; title: string }> {
  const { db, eventId, viewerId } = options;
  const { event, role } = await visibleEventWithRole(db, eventId, viewerId);
  requireRole(role, 'host', guestMessages.hostsOnly);
  const { questions, guests } = await listGuests(options);
  const header = ['Username', 'Status', 'Since', 'Checked in', ...questions.map((q) => q.label)];
  const lines = guests.map((guest) => [
    guest.username,
    guest.status,
    guest.since,
    guest.checkedInAt ?? '',
    ...questions.map((question) => {
      const answer = guest.answers[question.id];
      return Array.isArray(answer) ? answer.join('; ') : (answer ?? '');
    }),
  ]);
  const csv = [header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n');
  return { csv: `${csv}\r\n`, title: event.title };
}

/**
 * `POST /api/events/:id/requests/:userId`: a host accepts a request (the member goes, or waits
 * for a spot when the event is full) or declines it (they cannot ask again). Both tell them.
 */
export async function decideRequest(options: {
  db: Db;
  eventId: string;
  viewerId: string;
  userId: string;
  decision: 'accept' | 'decline';
  now?: Date;
}): Promise<GuestsResponse> {
  const { db, eventId, viewerId, userId, decision } = options;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const { event, role } = await visibleEventWithRole(tx, eventId, viewerId);
    requireRole(role, 'host', guestMessages.hostsOnly);
    const [locked] = await tx
      .select({ capacity: events.capacity })
      .from(events)
      .where(eq(events.id, eventId))
      .for('update');
    const mine = and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId));
    const [current] = await tx.select({ status: eventRsvps.status }).from(eventRsvps).where(mine);
    if (current?.status !== 'requested') throw notFound(guestMessages.noRequest);
    const { going } = await doorCounts(tx, eventId);
    const full = locked!.capacity !== null && going >= locked!.capacity;
    const after = decision === 'decline' ? 'declined' : full ? 'waitlisted' : 'going';
    // The waitlist's order is when the member joined it: now.
    const at = after === 'waitlisted' ? sql`clock_timestamp()` : now;
    await tx.update(eventRsvps).set({ status: after, updatedAt: at }).where(mine);
    await withdraw(tx, requestSubject(eventId, userId));
    await afterRsvpChange(tx, { eventId, userId, before: 'requested', after, now });
    await announce(tx, {
      kind: 'rsvp_answered',
      title:
        after === 'declined'
          ? `Your request to go to ${event.title} was not accepted`
          : after === 'going'
            ? `You're going to ${event.title}: the hosts accepted your request`
            : `The hosts accepted your request to go to ${event.title}; it is full, so you are on the waitlist`,
      link: eventLink(eventId),
      recipients: { users: [userId] },
      actorId: viewerId,
    });
  });
  return listGuests({ db, eventId, viewerId });
}
