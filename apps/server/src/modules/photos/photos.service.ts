import { randomUUID } from 'node:crypto';
import {
  PHOTOS_PAGE_SIZE,
  PHOTOS_PER_MEMBER_PER_EVENT,
  photoMessages,
  type Photo,
  type PhotosResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { eventPhotos, eventRsvps, events, profiles } from '@lineup/db/schema';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { toMember } from '../../lib/member-summary';
import type { Storage } from '../../lib/storage';
import type { DbOrTx } from '../../lib/transaction';
import { blockedEitherWay, notBlocked } from '../blocking';
import { eventPath, type Viewer } from '../events';
import { allows, visibleEventWithRole } from '../hosts';
import type { UploadedFile } from '../uploads';
import { deletePhotoFiles, storePhotoFiles } from './photo-files';

// An event's album (docs/product.md §15 "Photos after the event"): from the event's start, the
// members who were going (RSVP going, or checked in at the door) and its hosts add photos;
// whoever may see the event looks at them, except photos by someone blocked either way. The
// uploader, the event's hosts and admins remove one. Hosts and admins keep the whole album in
// view, blocks or not: the album is the event's, and whoever it is public to sees every photo
// in it, so a host who blocked a guest must still be able to take that guest's photo down.

type Member = NonNullable<Viewer>;

const columns = {
  id: eventPhotos.id,
  uploaderId: eventPhotos.uploaderId,
  smallUrl: eventPhotos.smallUrl,
  largeUrl: eventPhotos.largeUrl,
  width: eventPhotos.width,
  height: eventPhotos.height,
  createdAt: eventPhotos.createdAt,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
  // Where the next page starts, as PostgreSQL wrote the time (microseconds kept).
  cursorStart: sql<string>`to_char(${eventPhotos.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
type Row = {
  id: string;
  uploaderId: string;
  smallUrl: string;
  largeUrl: string;
  width: number;
  height: number;
  createdAt: Date;
  username: string | null;
  avatarUrl: string[] | null;
};

const toPhoto = (row: Row, canRemove: boolean): Photo => ({
  id: row.id,
  urls: { small: row.smallUrl, large: row.largeUrl },
  width: row.width,
  height: row.height,
  uploader: toMember({ ...row, id: row.uploaderId }),
  createdAt: row.createdAt.toISOString(),
  canRemove,
});

/** Hosts (owner and co-hosts) and admins remove anyone's photo. */
const moderates = (viewer: Viewer, role: Parameters<typeof allows>[0]) =>
  viewer?.role === 'admin' || allows(role, 'host');

/** Whether the member was going: an RSVP of going, or checked in at the door. */
async function wasGoing(db: DbOrTx, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventRsvps.id })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.userId, userId),
        or(eq(eventRsvps.status, 'going'), sql`${eventRsvps.checkedInAt} is not null`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Why the member may not add photos to the event now (its message), or null when they may.
 * 404 when they may not see the event at all.
 */
async function refusalToAdd(
  db: DbOrTx,
  eventId: string,
  member: Member,
  now: Date,
): Promise<string | null> {
  const { event, role } = await visibleEventWithRole(db, eventId, member.id);
  const [times] = await db
    .select({ startDate: events.startDate })
    .from(events)
    .where(eq(events.id, eventId));
  if (event.status === 'cancelled') return photoMessages.cancelled;
  if (!times || times.startDate > now) return photoMessages.notStarted;
  if (allows(role, 'host')) return null;
  return (await wasGoing(db, eventId, member.id)) ? null : photoMessages.notGoing;
}

async function photosAdded(db: DbOrTx, eventId: string, uploaderId: string): Promise<number> {
  // Hidden photos count too: hiding one does not free a place for another.
  const [row] = await db
    .select({ n: count() })
    .from(eventPhotos)
    .where(and(eq(eventPhotos.eventId, eventId), eq(eventPhotos.uploaderId, uploaderId)));
  return Number(row?.n ?? 0);
}

/** `GET /api/events/:id/photos`: a page of the album, newest first. */
export async function listPhotos(options: {
  db: Db;
  eventId: string;
  viewer: Viewer;
  before?: string | undefined;
  now?: Date;
}): Promise<PhotosResponse> {
  const { db, eventId, viewer } = options;
  const { role } = await visibleEventWithRole(db, eventId, viewer?.id ?? null);
  const moderator = moderates(viewer, role);
  const after = options.before ? decodeCursor(options.before) : undefined;
  const rows = await db
    .select(columns)
    .from(eventPhotos)
    .leftJoin(profiles, eq(profiles.id, eventPhotos.uploaderId))
    .where(
      and(
        eq(eventPhotos.eventId, eventId),
        isNull(eventPhotos.hiddenAt),
        moderator ? undefined : notBlocked(viewer?.id ?? null, eventPhotos.uploaderId),
        after
          ? sql`(${eventPhotos.createdAt}, ${eventPhotos.id}) < (${after.start}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(eventPhotos.createdAt), desc(eventPhotos.id))
    .limit(PHOTOS_PAGE_SIZE + 1);
  const page = rows.slice(0, PHOTOS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    photos: page.map((row) => toPhoto(row, moderator || row.uploaderId === viewer?.id)),
    nextCursor:
      rows.length > PHOTOS_PAGE_SIZE && last
        ? encodeCursor({ start: last.cursorStart, id: last.id })
        : null,
    canAdd: viewer
      ? (await refusalToAdd(db, eventId, viewer, options.now ?? new Date())) === null
      : false,
  };
}

/**
 * Refuses (404, 403, 409) before an upload is read: the member may not add photos to the event
 * now, or added as many as one member may.
 */
export async function assertCanAddPhoto(options: {
  db: Db;
  eventId: string;
  member: Member;
  now?: Date;
}): Promise<void> {
  const { db, eventId, member } = options;
  const refusal = await refusalToAdd(db, eventId, member, options.now ?? new Date());
  if (refusal) throw forbidden(refusal);
  if ((await photosAdded(db, eventId, member.id)) >= PHOTOS_PER_MEMBER_PER_EVENT) {
    throw new AppError('conflict', 409, photoMessages.tooMany);
  }
}

/** `POST /api/events/:id/photos`: stores the photo's sizes and adds it to the album. */
export async function addPhoto(options: {
  db: Db;
  storage: Storage;
  eventId: string;
  member: Member;
  file: UploadedFile;
  logger?: Logger | undefined;
  now?: Date;
}): Promise<Photo> {
  const { db, storage, eventId, member } = options;
  await assertCanAddPhoto(options);
  const id = randomUUID();
  const stored = await storePhotoFiles({ storage, id, file: options.file });
  try {
    await db.transaction(async (tx) => {
      // One upload at a time per member and event, so parallel uploads cannot pass the cap.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`photos:${eventId}:${member.id}`}))`,
      );
      if ((await photosAdded(tx, eventId, member.id)) >= PHOTOS_PER_MEMBER_PER_EVENT) {
        throw new AppError('conflict', 409, photoMessages.tooMany);
      }
      await tx.insert(eventPhotos).values({ id, eventId, uploaderId: member.id, ...stored });
    });
  } catch (error) {
    await deletePhotoFiles({
      storage,
      urls: [stored.smallUrl, stored.largeUrl],
      logger: options.logger,
    });
    throw error;
  }
  const [row] = await db
    .select(columns)
    .from(eventPhotos)
    .leftJoin(profiles, eq(profiles.id, eventPhotos.uploaderId))
    .where(eq(eventPhotos.id, id));
  return toPhoto(row!, true);
}

/**
 * `DELETE /api/photos/:photoId`: its uploader, the event's hosts or an admin remove it, files
 * and all. A photo the member may not see (hidden, by someone blocked either way, of an event
 * they may not see) is a 404.
 */
export async function removePhoto(options: {
  db: Db;
  storage: Storage;
  photoId: string;
  member: Member;
  logger?: Logger | undefined;
}): Promise<void> {
  const { db, storage, photoId, member } = options;
  const [photo] = await db
    .select({
      eventId: eventPhotos.eventId,
      uploaderId: eventPhotos.uploaderId,
      hiddenAt: eventPhotos.hiddenAt,
    })
    .from(eventPhotos)
    .where(eq(eventPhotos.id, photoId));
  if (!photo || (photo.hiddenAt && photo.uploaderId !== member.id)) {
    throw notFound(photoMessages.notFound);
  }
  const { role } = await visibleEventWithRole(db, photo.eventId, member.id);
  if (photo.uploaderId !== member.id && !moderates(member, role)) {
    // A photo by someone blocked either way is not there for this member at all.
    if (await blockedEitherWay(db, member.id, photo.uploaderId)) {
      throw notFound(photoMessages.notFound);
    }
    throw forbidden(photoMessages.notYours);
  }
  await deletePhoto(db, storage, photoId, options.logger);
}

// What a moderation feature uses (docs/product.md §15 "Moderation"); it checks who may first.

/** Hides a photo from every album; false when there is no such photo. */
export async function hidePhoto(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(eventPhotos)
    .set({ hiddenAt: sql`coalesce(${eventPhotos.hiddenAt}, now())` })
    .where(eq(eventPhotos.id, id))
    .returning({ id: eventPhotos.id });
  return rows.length > 0;
}

/** Shows a hidden photo again; false when there is no such photo. */
export async function unhidePhoto(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(eventPhotos)
    .set({ hiddenAt: null })
    .where(eq(eventPhotos.id, id))
    .returning({ id: eventPhotos.id });
  return rows.length > 0;
}

/** Deletes a photo's row; its stored files' addresses, or null when there is no such photo. */
export async function deletePhotoRow(db: DbOrTx, id: string): Promise<string[] | null> {
  const [removed] = await db
    .delete(eventPhotos)
    .where(eq(eventPhotos.id, id))
    .returning({ smallUrl: eventPhotos.smallUrl, largeUrl: eventPhotos.largeUrl });
  return removed ? [removed.smallUrl, removed.largeUrl] : null;
}

/** Deletes a photo and its stored files; false when there is no such photo. */
export async function deletePhoto(
  db: DbOrTx,
  storage: Storage,
  id: string,
  logger?: Logger,
): Promise<boolean> {
  const urls = await deletePhotoRow(db, id);
  if (!urls) return false;
  await deletePhotoFiles({ storage, urls, logger });
  return true;
}

/** A photo as a moderator sees it in context: whose, where, and the event's page; or null. */
export async function photoInContext(
  db: DbOrTx,
  id: string,
): Promise<{
  eventId: string;
  eventTitle: string;
  uploaderId: string;
  url: string;
  eventPath: string;
  hidden: boolean;
} | null> {
  const [row] = await db
    .select({
      eventId: eventPhotos.eventId,
      eventTitle: events.title,
      uploaderId: eventPhotos.uploaderId,
      url: eventPhotos.largeUrl,
      hiddenAt: eventPhotos.hiddenAt,
      countrySlug: events.countrySlug,
      citySlug: events.citySlug,
      slug: events.slug,
    })
    .from(eventPhotos)
    .innerJoin(events, eq(events.id, eventPhotos.eventId))
    .where(eq(eventPhotos.id, id));
  if (!row) return null;
  const { countrySlug, citySlug, slug, hiddenAt, ...photo } = row;
  return {
    ...photo,
    hidden: hiddenAt !== null,
    eventPath: eventPath({ countrySlug, citySlug, slug }),
  };
}

/**
 * The stored files of an event's photos, read in the transaction that deletes the event: the
 * rows leave with it (cascade), the files after it with `deletePhotoFiles`.
 */
export async function photoFilesOfEvent(db: DbOrTx, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ smallUrl: eventPhotos.smallUrl, largeUrl: eventPhotos.largeUrl })
    .from(eventPhotos)
    .where(eq(eventPhotos.eventId, eventId));
  return rows.flatMap((row) => [row.smallUrl, row.largeUrl]);
}

/**
 * The stored files of every photo a member added, read before their account goes: the rows
 * leave with the account (cascade), the files are removed after it with `deletePhotoFiles`.
 */
export async function photoFilesOf(db: DbOrTx, uploaderId: string): Promise<string[]> {
  const rows = await db
    .select({ smallUrl: eventPhotos.smallUrl, largeUrl: eventPhotos.largeUrl })
    .from(eventPhotos)
    .where(eq(eventPhotos.uploaderId, uploaderId));
  return rows.flatMap((row) => [row.smallUrl, row.largeUrl]);
}
