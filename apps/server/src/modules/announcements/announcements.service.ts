import {
  ANNOUNCEMENT_SCHEDULE_MAX_DAYS,
  ANNOUNCEMENTS_PER_EVENT_PER_DAY,
  announcementMessages,
  errorMessages,
  hostMessages,
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementsResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import {
  announcementMutes,
  eventAnnouncements,
  eventRsvps,
  events,
  memberBlocks,
  profiles,
} from '@lineup/db/schema';
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../lib/app-error';
import { toMember } from '../../lib/member-summary';
import type { Tx } from '../../lib/transaction';
import { notBlocked } from '../blocking';
import { allows, eventLink, requireRole, visibleEventWithRole } from '../hosts';
import { z } from 'zod';
import { cancelJobs, defineJob, enqueue } from '../jobs';
import { announce } from '../notifications';

// Announcements (docs/product.md §14): a host writes to the event's guests by their RSVP, now or
// at a chosen time. The message is kept with the event; a job sends it when it is due, to the
// guests in those states at that moment (never to someone who left), minus those who turned
// the event's announcements off and those blocked either way with its author.

const DAY_MS = 86_400_000;
const sendKey = (announcementId: string) => `announcement:${announcementId}`;

function sendTime(sendAt: string | undefined, now: Date): Date {
  if (sendAt === undefined) return now;
  const at = new Date(sendAt);
  const problem =
    at.getTime() < now.getTime() - 60_000
      ? announcementMessages.sendAtPast
      : at.getTime() > now.getTime() + ANNOUNCEMENT_SCHEDULE_MAX_DAYS * DAY_MS
        ? announcementMessages.sendAtFar
        : null;
  if (problem) {
    throw validationFailed(errorMessages.validationFailed, {
      target: 'json',
      issues: [{ path: 'sendAt', message: problem }],
    });
  }
  return at < now ? now : at;
}

/** `POST /api/events/:id/announcements`: a host writes to the guests. */
export async function createAnnouncement(options: {
  db: Db;
  eventId: string;
  viewerId: string;
  input: { body: string; audiences: AnnouncementAudience[]; sendAt?: string | undefined };
  now?: Date;
}): Promise<AnnouncementsResponse> {
  const { db, eventId, viewerId, input } = options;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const { event, role } = await visibleEventWithRole(tx, eventId, viewerId);
    requireRole(role, 'host', hostMessages.hostsOnly);
    if (event.status === 'draft') throw conflict(announcementMessages.draft);
    const sendAt = sendTime(input.sendAt, now);
    // One announcement at a time per event, so the day's count cannot be raced past.
    await tx.execute(sql`select 1 from ${events} where ${events.id} = ${event.id} for update`);
    const [{ today } = { today: 0 }] = await tx
      .select({ today: sql<number>`count(*)::int` })
      .from(eventAnnouncements)
      .where(
        and(
          eq(eventAnnouncements.eventId, event.id),
          gt(eventAnnouncements.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if (today >= ANNOUNCEMENTS_PER_EVENT_PER_DAY) {
      throw new AppError('rate_limited', 429, announcementMessages.tooMany);
    }
    const [created] = await tx
      .insert(eventAnnouncements)
      .values({
        eventId: event.id,
        authorId: viewerId,
        body: input.body,
        audiences: input.audiences,
        sendAt,
        createdAt: now,
      })
      .returning({ id: eventAnnouncements.id });
    await enqueue(
      tx,
      announcementJob,
      { announcementId: created!.id },
      { runAt: sendAt, key: sendKey(created!.id) },
    );
  });
  return listAnnouncements({ db, eventId, viewerId });
}

/** `DELETE /api/events/:id/announcements/:announcementId`: a host takes back one not yet sent. */
export async function deleteAnnouncement(options: {
  db: Db;
  eventId: string;
  announcementId: string;
  viewerId: string;
}): Promise<AnnouncementsResponse> {
  const { db, eventId, announcementId, viewerId } = options;
  await db.transaction(async (tx) => {
    const { role } = await visibleEventWithRole(tx, eventId, viewerId);
    requireRole(role, 'host', hostMessages.hostsOnly);
    const deleted = await tx
      .delete(eventAnnouncements)
      .where(
        and(
          eq(eventAnnouncements.id, announcementId),
          eq(eventAnnouncements.eventId, eventId),
          sql`${eventAnnouncements.sentAt} is null`,
        ),
      )
      .returning({ id: eventAnnouncements.id });
    if (deleted.length === 0) throw notFound(announcementMessages.notFound);
    await cancelJobs(tx, [sendKey(announcementId)]);
  });
  return listAnnouncements({ db, eventId, viewerId });
}

/**
 * `GET /api/events/:id/announcements`: for its hosts, every one (those still to go too); for a
 * guest, those sent to their RSVP's state, never one by a member blocked either way.
 */
export async function listAnnouncements(options: {
  db: Db;
  eventId: string;
  viewerId: string;
}): Promise<AnnouncementsResponse> {
  const { db, eventId, viewerId } = options;
  const { event, role } = await visibleEventWithRole(db, eventId, viewerId);
  const isHost = allows(role, 'host');
  const [rsvp] = await db
    .select({ status: eventRsvps.status })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.userId, viewerId)));
  if (!isHost && !rsvp) throw forbidden(announcementMessages.guestsOnly);
  const rows = await db
    .select({
      id: eventAnnouncements.id,
      body: eventAnnouncements.body,
      audiences: eventAnnouncements.audiences,
      sendAt: eventAnnouncements.sendAt,
      sentAt: eventAnnouncements.sentAt,
      authorId: eventAnnouncements.authorId,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
    })
    .from(eventAnnouncements)
    .leftJoin(profiles, eq(profiles.id, eventAnnouncements.authorId))
    .where(
      and(
        eq(eventAnnouncements.eventId, event.id),
        isHost
          ? undefined
          : and(
              isNotNull(eventAnnouncements.sentAt),
              sql`${rsvp!.status} = any(${eventAnnouncements.audiences})`,
              notBlocked(viewerId, eventAnnouncements.authorId),
            ),
      ),
    )
    .orderBy(desc(eventAnnouncements.sendAt), desc(eventAnnouncements.id));
  const [mute] = await db
    .select({ userId: announcementMutes.userId })
    .from(announcementMutes)
    .where(and(eq(announcementMutes.eventId, event.id), eq(announcementMutes.userId, viewerId)));
  return {
    announcements: rows.map((row): Announcement => ({
      id: row.id,
      body: row.body,
      author: row.authorId ? toMember({ ...row, id: row.authorId }) : null,
      audiences: row.audiences,
      sendAt: (row.sentAt ?? row.sendAt).toISOString(),
      sent: row.sentAt !== null,
    })),
    muted: mute !== undefined,
  };
}

/** `PUT` / `DELETE /api/events/:id/announcements/mute`: a guest turns them off or on again. */
export async function setAnnouncementsMuted(options: {
  db: Db;
  eventId: string;
  viewerId: string;
  muted: boolean;
}): Promise<AnnouncementsResponse> {
  const { db, eventId, viewerId, muted } = options;
  const { event } = await visibleEventWithRole(db, eventId, viewerId);
  if (muted) {
    await db
      .insert(announcementMutes)
      .values({ eventId: event.id, userId: viewerId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(announcementMutes)
      .where(and(eq(announcementMutes.eventId, event.id), eq(announcementMutes.userId, viewerId)));
  }
  return listAnnouncements({ db, eventId, viewerId });
}

/** The first line of the message, short enough for a notification's title. */
const headline = (body: string) => {
  const line = body.split('\n', 1)[0]!.trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/** `announcement.send`: delivers a due announcement once, to the guests in its states now. */
export const announcementJob = defineJob({
  kind: 'announcement.send',
  payload: z.object({ announcementId: z.uuid() }),
  transactional: true,
  async handle({ announcementId }, { db, now }) {
    const tx = db as Tx;
    const [row] = await tx
      .select({
        id: eventAnnouncements.id,
        body: eventAnnouncements.body,
        audiences: eventAnnouncements.audiences,
        authorId: eventAnnouncements.authorId,
        sentAt: eventAnnouncements.sentAt,
        eventId: events.id,
        title: events.title,
        status: events.status,
      })
      .from(eventAnnouncements)
      .innerJoin(events, eq(events.id, eventAnnouncements.eventId))
      .where(eq(eventAnnouncements.id, announcementId))
      .for('update', { of: eventAnnouncements });
    // Taken back, or already sent by another process.
    if (!row || row.sentAt !== null) return;
    await tx
      .update(eventAnnouncements)
      .set({ sentAt: now })
      .where(eq(eventAnnouncements.id, row.id));
    const recipients = await tx
      .select({ userId: eventRsvps.userId })
      .from(eventRsvps)
      .where(
        and(
          eq(eventRsvps.eventId, row.eventId),
          inArray(eventRsvps.status, row.audiences),
          sql`not exists (select 1 from ${announcementMutes} where ${announcementMutes.eventId} = ${row.eventId} and ${announcementMutes.userId} = ${eventRsvps.userId})`,
          row.authorId
            ? sql`not exists (select 1 from ${memberBlocks} where (${memberBlocks.blockerId} = ${row.authorId} and ${memberBlocks.blockedId} = ${eventRsvps.userId}) or (${memberBlocks.blockedId} = ${row.authorId} and ${memberBlocks.blockerId} = ${eventRsvps.userId}))`
            : undefined,
        ),
      );
    await announce(tx, {
      kind: 'announcement',
      title: `${row.title}: ${headline(row.body)}`,
      body: row.body,
      link: eventLink(row.eventId),
      recipients: { users: recipients.map((recipient) => recipient.userId) },
      actorId: row.authorId,
    });
  },
});
