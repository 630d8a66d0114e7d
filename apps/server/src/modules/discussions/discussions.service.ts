import {
  discussionMessages,
  errorMessages,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_HOUR,
  NEW_ACCOUNT_MESSAGES_PER_DAY,
  type LiveMessage,
  type Message,
  type Reply,
  type ThreadResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { messages, profiles, threadMutes } from '@lineup/db/schema';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { dayBefore, isNewAccount } from '../../lib/new-account';
import { toMember } from '../../lib/member-summary';
import type { Viewer } from '../events';
import { notBlocked } from '../blocking';
import { queueDigest } from './discussion-digest';
import { inThread, threadAccess, threadOf, type Thread, type ThreadAccess } from './thread-access';

// The discussion on an event's or a plan's page (docs/product.md §15 "Discussion"): top-level
// messages newest first, each with its replies oldest first; a member never sees the messages
// of someone blocked either way, nor a hidden one.

type Member = NonNullable<Viewer>;

const invalidParent = (message: string) =>
  validationFailed(errorMessages.validationFailed, {
    target: 'json',
    issues: [{ path: 'parentId', message }],
  });
const HOUR_MS = 3_600_000;

/** What changed, for the readers with the thread open; a new message travels with it. */
export type ThreadChangeListener = (
  thread: Thread,
  messageId: string,
  change: 'new' | 'edited' | 'removed' | 'pinned',
  message?: LiveMessage,
) => void;

const columns = {
  id: messages.id,
  parentId: messages.parentId,
  authorId: messages.authorId,
  body: messages.body,
  createdAt: messages.createdAt,
  editedAt: messages.editedAt,
  deletedAt: messages.deletedAt,
  pinnedAt: messages.pinnedAt,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
  // Where the next page starts, as PostgreSQL wrote the time (microseconds kept).
  cursorStart: sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
type Row = {
  id: string;
  parentId: string | null;
  authorId: string;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  pinnedAt: Date | null;
  username: string | null;
  avatarUrl: string[] | null;
};

function fields(row: Row, viewer: Member, access: ThreadAccess) {
  const deleted = row.deletedAt !== null;
  const mine = row.authorId === viewer.id;
  return {
    id: row.id,
    author: deleted ? null : toMember({ ...row, id: row.authorId }),
    body: deleted ? '' : row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
    pinned: row.pinnedAt !== null,
    mine: mine && !deleted,
    canRemove: !deleted && (mine || access.canModerate),
  };
}

/** Messages the viewer may read: not hidden, not by someone blocked either way. */
const readable = (viewer: Member) =>
  and(isNull(messages.hiddenAt), notBlocked(viewer.id, messages.authorId));

async function withReplies(
  db: Db,
  rows: Row[],
  viewer: Member,
  access: ThreadAccess,
): Promise<Message[]> {
  const ids = rows.map((row) => row.id);
  const replies =
    ids.length === 0
      ? []
      : await db
          .select(columns)
          .from(messages)
          .leftJoin(profiles, eq(profiles.id, messages.authorId))
          .where(and(inArray(messages.parentId, ids), isNull(messages.deletedAt), readable(viewer)))
          .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map((row) => ({
    ...fields(row, viewer, access),
    replies: replies
      .filter((reply) => reply.parentId === row.id)
      .map((reply): Reply => ({ ...fields(reply, viewer, access), parentId: row.id })),
  }));
}

/** `GET /api/events/:id/messages`, `GET /api/plans/:planId/messages`: a page of the thread. */
export async function readThread(options: {
  db: Db;
  thread: Thread;
  viewer: Member;
  before?: string | undefined;
}): Promise<ThreadResponse> {
  const { db, thread, viewer } = options;
  const access = await threadAccess(db, thread, viewer);
  const after = options.before ? decodeCursor(options.before) : undefined;
  // A deleted message stays while a reply under it can still be read.
  const keptIfDeleted = sql`(${messages.deletedAt} is null or exists (
    select 1 from ${messages} r where r.parent_id = ${messages.id}
      and r.deleted_at is null and r.hidden_at is null))`;
  const rows = await db
    .select(columns)
    .from(messages)
    .leftJoin(profiles, eq(profiles.id, messages.authorId))
    .where(
      and(
        inThread(messages, thread),
        isNull(messages.parentId),
        readable(viewer),
        keptIfDeleted,
        after
          ? sql`(${messages.createdAt}, ${messages.id}) < (${after.start}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  const last = page.at(-1);
  const [pinnedRow] = await db
    .select(columns)
    .from(messages)
    .leftJoin(profiles, eq(profiles.id, messages.authorId))
    .where(
      and(
        inThread(messages, thread),
        sql`${messages.pinnedAt} is not null`,
        isNull(messages.deletedAt),
        readable(viewer),
      ),
    );
  const [mute] = await db
    .select({ id: threadMutes.id })
    .from(threadMutes)
    .where(and(inThread(threadMutes, thread), eq(threadMutes.userId, viewer.id)));
  const [pinned] = pinnedRow ? await withReplies(db, [pinnedRow], viewer, access) : [];
  return {
    messages: await withReplies(db, page, viewer, access),
    pinned: pinned ?? null,
    nextCursor:
      rows.length > MESSAGES_PAGE_SIZE && last
        ? encodeCursor({ start: last.cursorStart, id: last.id })
        : null,
    muted: mute !== undefined,
    canModerate: access.canModerate,
  };
}

/** `POST .../messages`: a member says something, or answers a top-level message. */
export async function postMessage(options: {
  db: Db;
  thread: Thread;
  viewer: Member;
  input: { body: string; parentId?: string | undefined };
  onChange?: ThreadChangeListener | undefined;
  now?: Date;
}): Promise<ThreadResponse> {
  const { db, thread, viewer, input, onChange } = options;
  const now = options.now ?? new Date();
  await threadAccess(db, thread, viewer);
  if (input.parentId) {
    const [parent] = await db
      .select({
        eventId: messages.eventId,
        planId: messages.planId,
        parentId: messages.parentId,
        deletedAt: messages.deletedAt,
        hiddenAt: messages.hiddenAt,
      })
      .from(messages)
      .where(and(eq(messages.id, input.parentId), notBlocked(viewer.id, messages.authorId)));
    if (!parent || parent.hiddenAt) throw notFound(discussionMessages.notFound);
    const parentThread = threadOf(parent);
    if (parentThread.kind !== thread.kind || parentThread.id !== thread.id) {
      throw invalidParent(discussionMessages.parentElsewhere);
    }
    if (parent.parentId) throw invalidParent(discussionMessages.replyToReply);
    if (parent.deletedAt) throw invalidParent(discussionMessages.parentGone);
  }
  const [{ lastHour } = { lastHour: 0 }] = await db
    .select({ lastHour: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.authorId, viewer.id),
        gt(messages.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if (lastHour >= MESSAGES_PER_HOUR) {
    throw new AppError('rate_limited', 429, discussionMessages.tooMany);
  }
  await checkNewAccountLimit(db, viewer.id, now);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        eventId: thread.kind === 'event' ? thread.id : null,
        planId: thread.kind === 'plan' ? thread.id : null,
        authorId: viewer.id,
        parentId: input.parentId ?? null,
        body: input.body,
        createdAt: now,
      })
      .returning({ id: messages.id });
    await queueDigest(tx, thread, now);
    return row!;
  });
  const answer = await readThread({ db, thread, viewer });
  const posted = findMessage(answer, created.id);
  onChange?.(
    thread,
    created.id,
    'new',
    posted?.author
      ? {
          id: posted.id,
          parentId: input.parentId ?? null,
          author: posted.author,
          body: posted.body,
          createdAt: posted.createdAt,
        }
      : undefined,
  );
  return answer;
}

/** A message or reply on the thread's page, by id. */
function findMessage(thread: ThreadResponse, id: string): Message | Reply | undefined {
  for (const message of thread.messages) {
    if (message.id === id) return message;
    const reply = message.replies.find((candidate) => candidate.id === id);
    if (reply) return reply;
  }
  return undefined;
}

/** A new account's daily limit (docs/product.md §15 "New accounts"), besides the hourly one. */
async function checkNewAccountLimit(db: Db, authorId: string, now: Date) {
  const [{ lastDay } = { lastDay: 0 }] = await db
    .select({ lastDay: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.authorId, authorId), gt(messages.createdAt, dayBefore(now))));
  if (lastDay >= NEW_ACCOUNT_MESSAGES_PER_DAY && (await isNewAccount(db, authorId, now))) {
    throw new AppError('rate_limited', 429, discussionMessages.newAccountLimit);
  }
}

/** The message and its thread, for a change its author or a host makes. */
async function messageForChange(db: Db, messageId: string, viewer: Member) {
  const [row] = await db
    .select({
      id: messages.id,
      eventId: messages.eventId,
      planId: messages.planId,
      parentId: messages.parentId,
      authorId: messages.authorId,
      deletedAt: messages.deletedAt,
      hiddenAt: messages.hiddenAt,
    })
    .from(messages)
    .where(and(eq(messages.id, messageId), notBlocked(viewer.id, messages.authorId)));
  if (!row || row.hiddenAt) throw notFound(discussionMessages.notFound);
  const thread = threadOf(row);
  const access = await threadAccess(db, thread, viewer);
  if (row.deletedAt) throw notFound(discussionMessages.deleted);
  return { row, thread, access };
}

/** `PATCH /api/messages/:messageId`: its author changes what it says. */
export async function editMessage(options: {
  db: Db;
  messageId: string;
  viewer: Member;
  body: string;
  onChange?: ThreadChangeListener | undefined;
}): Promise<ThreadResponse> {
  const { db, messageId, viewer, body, onChange } = options;
  const { row, thread } = await messageForChange(db, messageId, viewer);
  if (row.authorId !== viewer.id) throw forbidden(discussionMessages.notYours);
  await db
    .update(messages)
    .set({ body, editedAt: sql`now()` })
    .where(eq(messages.id, messageId));
  onChange?.(thread, messageId, 'edited');
  return readThread({ db, thread, viewer });
}

/**
 * `DELETE /api/messages/:messageId`: its author, or a host of the thread, removes it. Its text
 * is gone at once; a top-level message keeps its place while replies under it remain.
 */
export async function removeMessage(options: {
  db: Db;
  messageId: string;
  viewer: Member;
  onChange?: ThreadChangeListener | undefined;
}): Promise<ThreadResponse> {
  const { db, messageId, viewer, onChange } = options;
  const { row, thread, access } = await messageForChange(db, messageId, viewer);
  if (row.authorId !== viewer.id && !access.canModerate) {
    throw forbidden(discussionMessages.hostsOnly);
  }
  await db
    .update(messages)
    .set({ body: '', deletedAt: sql`now()`, pinnedAt: null })
    .where(eq(messages.id, messageId));
  onChange?.(thread, messageId, 'removed');
  return readThread({ db, thread, viewer });
}

/** `PUT` / `DELETE /api/messages/:messageId/pin`: a host pins one top-level message, or none. */
export async function pinMessage(options: {
  db: Db;
  messageId: string;
  viewer: Member;
  pinned: boolean;
  onChange?: ThreadChangeListener | undefined;
}): Promise<ThreadResponse> {
  const { db, messageId, viewer, pinned, onChange } = options;
  const { row, thread, access } = await messageForChange(db, messageId, viewer);
  if (!access.canModerate) throw forbidden(discussionMessages.hostsOnly);
  if (row.parentId) throw conflict(discussionMessages.pinReply);
  await db.transaction(async (tx) => {
    if (pinned) {
      await tx
        .update(messages)
        .set({ pinnedAt: null })
        .where(and(inThread(messages, thread), sql`${messages.pinnedAt} is not null`));
    }
    await tx
      .update(messages)
      .set({ pinnedAt: pinned ? sql`now()` : null })
      .where(eq(messages.id, messageId));
  });
  onChange?.(thread, messageId, 'pinned');
  return readThread({ db, thread, viewer });
}

/** `PUT` / `DELETE .../messages/mute`: the member stops or starts hearing of the thread. */
export async function muteThread(options: {
  db: Db;
  thread: Thread;
  viewer: Member;
  muted: boolean;
}): Promise<ThreadResponse> {
  const { db, thread, viewer, muted } = options;
  await threadAccess(db, thread, viewer);
  if (muted) {
    await db
      .insert(threadMutes)
      .values({
        userId: viewer.id,
        eventId: thread.kind === 'event' ? thread.id : null,
        planId: thread.kind === 'plan' ? thread.id : null,
      })
      .onConflictDoNothing();
  } else {
    await db
      .delete(threadMutes)
      .where(and(inThread(threadMutes, thread), eq(threadMutes.userId, viewer.id)));
  }
  return readThread({ db, thread, viewer });
}
