import { reportMessages, type ModerationSubject, type ReportSubjectKind } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { casualPlans, crewMembers, events, messages, profiles, users } from '@lineup/db/schema';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { memberColumns, toMember } from '../../lib/member-summary';
import type { Tx } from '../../lib/transaction';
import type { SessionUser } from '../../types';
import { deleteEventAsAdmin } from '../admin';
import { blockedEitherWay, notBlocked } from '../blocking';
import { threadAccess, type Thread, type ThreadChangeListener } from '../discussions';
import { eventPath, eventWithRole, type Viewer } from '../events';
import { deletePhotoRow, hidePhoto, photoInContext, unhidePhoto } from '../photos';
import { deletePlan, planPath, planVisibleTo } from '../plans';

// What each kind of reported item is to moderation (docs/product.md §15 "Reports",
// "Moderation"): who may report it, what the queue shows of it, and what hiding, bringing back
// and deleting it do.

type Member = NonNullable<Viewer>;

/** An item as moderation knows it. */
export type SubjectContext = ModerationSubject & {
  /** The member who posted it (for a member: that member); null when the account is gone. */
  authorId: string | null;
  /** A short name for notices and the audit log: a title, or the start of a message. */
  label: string;
  /** What "your …" says to its author: "event", "plan", "message". */
  noun: string;
};

/** What a moderator's change touches beyond the database: live pages, stored files. */
export type ModerationEffects = {
  /** Readers of a discussion hear of a message hidden, back or removed. */
  onMessageChange?: ThreadChangeListener | undefined;
  /** Stored files (covers, photos) nothing uses any more, to remove once it is committed. */
  unusedFiles: string[];
};

export type SubjectHandler = {
  /**
   * The item as the member may see it, to report it; null when there is none or it is not
   * theirs to see (the same answer, so a report never tells that a hidden item exists).
   */
  visibleTo(db: Db, id: string, viewer: Member): Promise<{ own: boolean } | null>;
  /** The item for the queue; null once it is gone. */
  context(db: Db, id: string): Promise<SubjectContext | null>;
  /** Open reports on it may be read and handled by the owners of this crew (messages). */
  crewOf?(db: Db, id: string): Promise<string | null>;
  /** Ids of items of this kind whose reports the crew owner `userId` may handle. */
  crewScope?(userId: string): SQL;
  /** Takes it out of every page, list, search and feed until brought back. */
  hide?(tx: Tx, id: string, effects: ModerationEffects): Promise<void>;
  /** Brings back what `hide` took out (a dismissal). */
  unhide?(tx: Tx, id: string, effects: ModerationEffects): Promise<void>;
  /** Removes it for good. */
  remove?(tx: Tx, id: string, actor: SessionUser, effects: ModerationEffects): Promise<void>;
};

const excerpt = (text: string, max = 140) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

async function authorSummary(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ? toMember(row) : null;
}

const eventSubject: SubjectHandler = {
  async visibleTo(db, id, viewer) {
    if (!isUuid(id)) return null;
    const found = await eventWithRole(db, id, viewer.id);
    if (!found) return null;
    // A draft (and so a hidden event) is its hosts' and admins' only.
    const seen = found.event.status !== 'draft' || found.role !== null || viewer.role === 'admin';
    if (!seen) return null;
    // Its hosts report nothing of their own event: they edit it.
    return { own: found.role === 'owner' || found.role === 'host' };
  },
  async context(db, id) {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({
        title: events.title,
        creatorId: events.creatorId,
        hiddenAt: events.hiddenAt,
        countrySlug: events.countrySlug,
        citySlug: events.citySlug,
        slug: events.slug,
      })
      .from(events)
      .where(eq(events.id, id));
    if (!row) return null;
    return {
      text: row.title,
      label: row.title,
      noun: 'event',
      authorId: row.creatorId,
      author: await authorSummary(db, row.creatorId),
      link: eventPath(row),
      threadTitle: null,
      hidden: row.hiddenAt !== null,
      deleted: false,
    };
  },
  // Unpublished, as an admin's unpublishing does: a draft leaves every page, list, search,
  // feed and sitemap but its hosts' and admins'. `hidden_at` says moderation did it, so a
  // dismissal publishes it again and its creator cannot meanwhile.
  async hide(tx, id) {
    const [row] = await tx
      .select({ status: events.status })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!row) throw notFound(reportMessages.notFound);
    if (row.status === 'cancelled') throw conflict(reportMessages.cancelledEvent);
    if (row.status !== 'published') return;
    await tx
      .update(events)
      .set({ status: 'draft', hiddenAt: sql`now()` })
      .where(eq(events.id, id));
  },
  async unhide(tx, id) {
    await tx
      .update(events)
      .set({ status: 'published', hiddenAt: null })
      .where(and(eq(events.id, id), sql`${events.hiddenAt} is not null`));
  },
  async remove(tx, id, actor, effects) {
    const { unusedImageUrls } = await deleteEventAsAdmin({ db: tx, actor, id });
    effects.unusedFiles.push(...unusedImageUrls);
  },
};

const planSubject: SubjectHandler = {
  async visibleTo(db, id, viewer) {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({ creatorId: casualPlans.creatorId })
      .from(casualPlans)
      .where(
        and(eq(casualPlans.id, id), viewer.role === 'admin' ? undefined : planVisibleTo(viewer)),
      );
    return row ? { own: row.creatorId === viewer.id } : null;
  },
  async context(db, id) {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({
        title: casualPlans.title,
        creatorId: casualPlans.creatorId,
        hiddenAt: casualPlans.hiddenAt,
      })
      .from(casualPlans)
      .where(eq(casualPlans.id, id));
    if (!row) return null;
    return {
      text: row.title,
      label: row.title,
      noun: 'plan',
      authorId: row.creatorId,
      author: await authorSummary(db, row.creatorId),
      link: planPath(id),
      threadTitle: null,
      hidden: row.hiddenAt !== null,
      deleted: false,
    };
  },
  async hide(tx, id) {
    await tx
      .update(casualPlans)
      .set({ hiddenAt: sql`now()` })
      .where(and(eq(casualPlans.id, id), isNull(casualPlans.hiddenAt)));
  },
  async unhide(tx, id) {
    await tx.update(casualPlans).set({ hiddenAt: null }).where(eq(casualPlans.id, id));
  },
  async remove(tx, id, actor) {
    // Its members hear it was called off, as when an admin deletes it from its page.
    await deletePlan({ db: tx, user: actor, planId: id });
  },
};

/** The message and its thread, with the thread's title and address. */
async function messageRow(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      body: messages.body,
      authorId: messages.authorId,
      eventId: messages.eventId,
      planId: messages.planId,
      hiddenAt: messages.hiddenAt,
      deletedAt: messages.deletedAt,
      eventTitle: events.title,
      crewId: events.crewId,
      countrySlug: events.countrySlug,
      citySlug: events.citySlug,
      slug: events.slug,
      planTitle: casualPlans.title,
    })
    .from(messages)
    .leftJoin(events, eq(events.id, messages.eventId))
    .leftJoin(casualPlans, eq(casualPlans.id, messages.planId))
    .where(eq(messages.id, id));
  return row;
}

const threadOfRow = (row: { eventId: string | null; planId: string | null }): Thread =>
  row.eventId ? { kind: 'event', id: row.eventId } : { kind: 'plan', id: row.planId! };

async function messageThread(tx: Tx, id: string): Promise<Thread | undefined> {
  const [row] = await tx
    .select({ eventId: messages.eventId, planId: messages.planId })
    .from(messages)
    .where(eq(messages.id, id));
  return row ? threadOfRow(row) : undefined;
}

const messageSubject: SubjectHandler = {
  async visibleTo(db, id, viewer) {
    const row = await messageRow(db, id);
    if (!row || row.hiddenAt || row.deletedAt) return null;
    if (await blockedEitherWay(db, viewer.id, row.authorId)) return null;
    try {
      await threadAccess(db, threadOfRow(row), viewer);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
    return { own: row.authorId === viewer.id };
  },
  async context(db, id) {
    const row = await messageRow(db, id);
    if (!row) return null;
    const deleted = row.deletedAt !== null;
    return {
      text: deleted ? '' : excerpt(row.body, 280),
      label: excerpt(row.body, 60),
      noun: 'message',
      authorId: row.authorId,
      author: await authorSummary(db, row.authorId),
      link: row.eventId
        ? eventPath({ countrySlug: row.countrySlug!, citySlug: row.citySlug!, slug: row.slug! })
        : planPath(row.planId!),
      threadTitle: row.eventTitle ?? row.planTitle ?? null,
      hidden: row.hiddenAt !== null,
      deleted,
    };
  },
  async crewOf(db, id) {
    return (await messageRow(db, id))?.crewId ?? null;
  },
  // Messages in the discussions of events of crews the member owns (docs/product.md §15).
  crewScope(userId) {
    return sql`select ${messages.id}::text from ${messages}
      join ${events} on ${events.id} = ${messages.eventId}
      join ${crewMembers} on ${crewMembers.crewId} = ${events.crewId}
      where ${crewMembers.userId} = ${userId} and ${crewMembers.role} = 'owner'
        and ${crewMembers.status} = 'accepted'`;
  },
  async hide(tx, id, effects) {
    await tx
      .update(messages)
      .set({ hiddenAt: sql`now()` })
      .where(eq(messages.id, id));
    const thread = await messageThread(tx, id);
    if (thread) effects.onMessageChange?.(thread, id, 'removed');
  },
  async unhide(tx, id, effects) {
    await tx.update(messages).set({ hiddenAt: null }).where(eq(messages.id, id));
    const thread = await messageThread(tx, id);
    if (thread) effects.onMessageChange?.(thread, id, 'edited');
  },
  // As its author or a host removes it: its words go, its place stays while replies remain.
  async remove(tx, id, _actor, effects) {
    await tx
      .update(messages)
      .set({ body: '', deletedAt: sql`now()`, pinnedAt: null })
      .where(and(eq(messages.id, id), isNull(messages.deletedAt)));
    const thread = await messageThread(tx, id);
    if (thread) effects.onMessageChange?.(thread, id, 'removed');
  },
};

// A member is reported from their profile; what moderators do is warn or ban them (the ban
// of the admin page), so a member has no hide, no delete and is never hidden by reports.
const memberSubject: SubjectHandler = {
  async visibleTo(db, id, viewer) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.banned, false), notBlocked(viewer.id, users.id)));
    return row ? { own: row.id === viewer.id } : null;
  },
  async context(db, id) {
    const [row] = await db
      .select({ ...memberColumns, banned: users.banned })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, id));
    if (!row) return null;
    const author = toMember(row);
    return {
      text: author.username,
      label: author.username,
      noun: 'account',
      authorId: row.id,
      author,
      link: `/user/${encodeURIComponent(row.id)}`,
      threadTitle: null,
      hidden: row.banned,
      deleted: false,
    };
  },
};

/**
 * Every kind that can be reported today. A photo album's photos become reportable by adding
 * their entry here: their visibility, context, hiding and removal.
 */
// A photo in an event's album: reported by those who may see the event, hidden from the album,
// deleted with its files.
const photoSubject: SubjectHandler = {
  async visibleTo(db, id, viewer) {
    if (!isUuid(id)) return null;
    const photo = await photoInContext(db, id);
    if (!photo || photo.hidden) return null;
    if (await blockedEitherWay(db, viewer.id, photo.uploaderId)) return null;
    // Whoever may see the event sees its album.
    if (!(await eventSubject.visibleTo(db, photo.eventId, viewer))) return null;
    return { own: photo.uploaderId === viewer.id };
  },
  async context(db, id) {
    if (!isUuid(id)) return null;
    const photo = await photoInContext(db, id);
    if (!photo) return null;
    return {
      text: `A photo in the album of ${photo.eventTitle}`,
      label: `photo on ${photo.eventTitle}`,
      noun: 'photo',
      authorId: photo.uploaderId,
      author: await authorSummary(db, photo.uploaderId),
      link: photo.eventPath,
      threadTitle: photo.eventTitle,
      hidden: photo.hidden,
      deleted: false,
    };
  },
  async hide(tx, id) {
    await hidePhoto(tx, id);
  },
  async unhide(tx, id) {
    await unhidePhoto(tx, id);
  },
  async remove(tx, id, _actor, effects) {
    effects.unusedFiles.push(...((await deletePhotoRow(tx, id)) ?? []));
  },
};

export const SUBJECTS: Partial<Record<ReportSubjectKind, SubjectHandler>> = {
  event: eventSubject,
  plan: planSubject,
  message: messageSubject,
  photo: photoSubject,
  member: memberSubject,
};

/** The handler of a kind, or 404 as for an item that does not exist. */
export function subjectOf(kind: ReportSubjectKind): SubjectHandler {
  const handler = SUBJECTS[kind];
  if (!handler) throw notFound(reportMessages.notFound);
  return handler;
}
