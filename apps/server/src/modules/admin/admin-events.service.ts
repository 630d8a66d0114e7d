import {
  ADMIN_PAGE_SIZE,
  adminMessages,
  type AdminEvent,
  type EventStatus,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { events, profiles, venueAreas } from '@lineup/db/schema';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { toZonedIso } from '@lineup/db/zoned-time';
import { conflict, notFound } from '../../lib/app-error';
import { containsPattern } from '../../lib/like-pattern';
import type { SessionUser } from '../../types';
import { coversNoEventUses, eventPath, selectEvents } from '../events';
import { photoFilesOfEvent } from '../photos';
import { auditActor, recordAudit } from './audit-log';

// Events as admins moderate them: the list, unpublishing and deleting.

const adminEventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  status: events.status,
  startDate: events.startDate,
  endDate: events.endDate,
  countrySlug: events.countrySlug,
  citySlug: events.citySlug,
  createdAt: events.createdAt,
  creatorId: events.creatorId,
  timeZone: venueAreas.timeZone,
  areaName: venueAreas.name,
  creatorUsername: profiles.username,
};

type AdminEventRow = {
  id: string;
  slug: string;
  title: string;
  status: EventStatus;
  startDate: Date;
  endDate: Date;
  countrySlug: string;
  citySlug: string;
  createdAt: Date;
  creatorId: string | null;
  timeZone: string;
  areaName: string;
  creatorUsername: string | null;
};

function toAdminEvent(row: AdminEventRow): AdminEvent {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    startDate: toZonedIso(row.startDate, row.timeZone),
    endDate: toZonedIso(row.endDate, row.timeZone),
    timeZone: row.timeZone,
    areaName: row.areaName,
    path: eventPath(row),
    creator:
      row.creatorId === null
        ? null
        : { id: row.creatorId, username: row.creatorUsername ?? 'User' },
    createdAt: row.createdAt.toISOString(),
  };
}

function selectAdminEvents(db: Db, where: SQL | undefined) {
  return selectEvents(db, adminEventColumns)
    .leftJoin(profiles, eq(profiles.id, events.creatorId))
    .where(where);
}

/** Lower-cased contains-pattern for the `search_text` column (its trigram index serves it). */
const searchTextPattern = (term: string) =>
  containsPattern(term.toLowerCase().replace(/[\r\n]+/g, ' '));

/**
 * Events of every status, newest first (the `created_at` index), optionally of one status and
 * matching a term in the fields search reads. One row more than a page tells if there is more.
 */
export async function listEvents(options: {
  db: Db;
  q?: string | undefined;
  status?: EventStatus | undefined;
  page: number;
}) {
  const { db, q, status, page } = options;
  const rows = await selectAdminEvents(
    db,
    and(
      status ? eq(events.status, status) : undefined,
      q ? sql`${events.searchText} like ${searchTextPattern(q)}` : undefined,
    ),
  )
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return {
    events: rows.slice(0, ADMIN_PAGE_SIZE).map(toAdminEvent),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    hasMore: rows.length > ADMIN_PAGE_SIZE,
  };
}

/** Published → draft: the event leaves every list and page but its creator's and admins'. */
export async function unpublishEvent(options: {
  db: Db;
  actor: SessionUser;
  id: string;
}): Promise<AdminEvent> {
  const { db, actor, id } = options;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: events.status, title: events.title })
      .from(events)
      .where(eq(events.id, id))
      .limit(1)
      .for('update');
    if (!current) throw notFound(adminMessages.eventNotFound);
    if (current.status !== 'published') {
      throw conflict(adminMessages.unpublishOnlyPublished, { status: current.status });
    }
    await tx.update(events).set({ status: 'draft' }).where(eq(events.id, id));
    await recordAudit(tx, {
      actor: await auditActor(tx, actor),
      action: 'event.unpublish',
      target: { type: 'event', id, name: current.title },
    });
  });
  const [row] = await selectAdminEvents(db, eq(events.id, id)).limit(1);
  return toAdminEvent(row!);
}

/**
 * Deletes an event (its RSVPs go with it) and logs it; returns the cover if no other session
 * of its series uses it, for the caller to remove from storage once the row is gone.
 */
export async function deleteEvent(options: {
  db: Db;
  actor: SessionUser;
  id: string;
}): Promise<{ unusedImageUrls: string[] }> {
  const { db, actor, id } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        title: events.title,
        status: events.status,
        imageUrl: events.imageUrl,
        countrySlug: events.countrySlug,
        citySlug: events.citySlug,
        slug: events.slug,
      })
      .from(events)
      .where(eq(events.id, id))
      .limit(1)
      .for('update');
    if (!current) throw notFound(adminMessages.eventNotFound);
    const photoFiles = await photoFilesOfEvent(tx, id);
    await tx.delete(events).where(eq(events.id, id));
    await recordAudit(tx, {
      actor: await auditActor(tx, actor),
      action: 'event.delete',
      target: { type: 'event', id, name: current.title },
      details: { status: current.status, path: eventPath(current) },
    });
    return {
      unusedImageUrls: [...(await coversNoEventUses(tx, [current.imageUrl])), ...photoFiles],
    };
  });
}
