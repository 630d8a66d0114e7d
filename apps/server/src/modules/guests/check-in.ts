import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  errorMessages,
  guestMessages,
  type CheckInRequest,
  type CheckInResponse,
  type TicketResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { eventRsvps, events, venueAreas } from '@lineup/db/schema';
import { toZonedIso } from '@lineup/db/zoned-time';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { forbidden, notFound, validationFailed } from '../../lib/app-error';
import { findMember } from '../../lib/member-summary';
import { requireRole, visibleEventWithRole } from '../hosts';
import { doorCounts } from './guests.service';

// Check-in at the door (docs/product.md §14): a going guest's ticket holds a code the server
// signed for that guest and event, with a key made from the server's secret for this purpose
// alone; a host's (or check-in member's) scan of it, or a tap on the guest in the list, marks
// the arrival once.

export function ticketKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('lineup:ticket').digest();
}

const sign = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url').slice(0, 22);

/** `lineup:<event>:<member>:<signature>`: what the ticket's QR code holds. */
export function ticketCode(key: Buffer, eventId: string, userId: string): string {
  return `lineup:${eventId}:${userId}:${sign(key, `${eventId}:${userId}`)}`;
}

/** The member a code was signed for at this event, or null for any other code. */
export function readTicketCode(key: Buffer, eventId: string, code: string): string | null {
  const [prefix, event, userId, signature, extra] = code.trim().split(':');
  if (prefix !== 'lineup' || event !== eventId || !userId || !signature || extra !== undefined) {
    return null;
  }
  const expected = Buffer.from(sign(key, `${eventId}:${userId}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

async function zoneOf(db: Db, eventId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: venueAreas.timeZone })
    .from(events)
    .innerJoin(venueAreas, eq(venueAreas.id, events.areaId))
    .where(eq(events.id, eventId));
  return row?.timeZone ?? 'UTC';
}

/** `GET /api/events/:id/ticket`: the signed-in guest's ticket, while they are going. */
export async function getTicket(options: {
  db: Db;
  key: Buffer;
  eventId: string;
  viewerId: string;
}): Promise<TicketResponse> {
  const { db, key, eventId, viewerId } = options;
  await visibleEventWithRole(db, eventId, viewerId);
  const [rsvp] = await db
    .select({ status: eventRsvps.status, checkedInAt: eventRsvps.checkedInAt })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, viewerId)));
  if (rsvp?.status !== 'going') throw forbidden(guestMessages.noTicket);
  const guest = (await findMember(db, viewerId))!;
  const timeZone = await zoneOf(db, eventId);
  return {
    code: ticketCode(key, eventId, viewerId),
    guest,
    checkedInAt: rsvp.checkedInAt ? toZonedIso(rsvp.checkedInAt, timeZone) : null,
  };
}

/** `POST /api/events/:id/check-ins`: marks a going guest arrived, once. */
export async function checkIn(options: {
  db: Db;
  key: Buffer;
  eventId: string;
  viewerId: string;
  input: CheckInRequest;
  now?: Date;
}): Promise<CheckInResponse> {
  const { db, key, eventId, viewerId, input } = options;
  const now = options.now ?? new Date();
  const { role } = await visibleEventWithRole(db, eventId, viewerId);
  requireRole(role, 'checkin', guestMessages.hostsOnly);
  const userId = 'code' in input ? readTicketCode(key, eventId, input.code) : input.userId;
  if (!userId) {
    throw validationFailed(errorMessages.validationFailed, {
      target: 'json',
      issues: [{ path: 'code', message: guestMessages.invalidCode }],
    });
  }
  const mine = and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId));
  const [rsvp] = await db
    .select({ status: eventRsvps.status, checkedInAt: eventRsvps.checkedInAt })
    .from(eventRsvps)
    .where(mine);
  if (rsvp?.status !== 'going') throw notFound(guestMessages.notGoing);
  // The first scan's time stands; a second scan says so.
  const [marked] = await db
    .update(eventRsvps)
    .set({ checkedInAt: now, checkedInBy: viewerId, updatedAt: sql`${eventRsvps.updatedAt}` })
    .where(and(mine, isNull(eventRsvps.checkedInAt)))
    .returning({ checkedInAt: eventRsvps.checkedInAt });
  const at = marked?.checkedInAt ?? rsvp.checkedInAt!;
  const timeZone = await zoneOf(db, eventId);
  return {
    guest: (await findMember(db, userId))!,
    already: !marked,
    checkedInAt: toZonedIso(at, timeZone),
    ...(await doorCounts(db, eventId)),
  };
}
