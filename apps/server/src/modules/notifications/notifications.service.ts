import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  notificationMessages,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationPreference,
  type NotificationsResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { notificationPreferences, notifications } from '@lineup/db/schema';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';

// What a member reads of their notifications, and their choices (docs/product.md §10).

const shownTo = (userId: string) =>
  and(eq(notifications.userId, userId), eq(notifications.inApp, true));

const cursorAt = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** What the bell shows: unread notifications the member sees in the app. */
export async function unreadCount(options: { db: Db; userId: string }): Promise<number> {
  const [row] = await options.db
    .select({ n: count() })
    .from(notifications)
    .where(and(shownTo(options.userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** `GET /api/notifications`: newest first, keyset-paged on (created_at, id). */
export async function listNotifications(options: {
  db: Db;
  userId: string;
  cursor?: string | undefined;
}): Promise<NotificationsResponse> {
  const { db, userId } = options;
  const after = options.cursor ? decodeCursor(options.cursor) : undefined;
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      cursorAt,
    })
    .from(notifications)
    .where(
      and(
        shownTo(userId),
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.start}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    notifications: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > NOTIFICATIONS_PAGE_SIZE && last
        ? encodeCursor({ start: last.cursorAt, id: last.id })
        : null,
    unreadCount: await unreadCount({ db, userId }),
  };
}

/** `POST /api/notifications/:id/read`: only the member's own; another's is "not found". */
export async function markRead(options: { db: Db; userId: string; id: string }): Promise<number> {
  const { db, userId, id } = options;
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), shownTo(userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound(notificationMessages.notFound);
  return unreadCount({ db, userId });
}

/** `POST /api/notifications/read-all`. */
export async function markAllRead(options: { db: Db; userId: string }): Promise<number> {
  await options.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(shownTo(options.userId), isNull(notifications.readAt)));
  return 0;
}

/** Every kind with the member's choice, or its default, in NOTIFICATION_KINDS order. */
export async function getPreferences(options: {
  db: Db;
  userId: string;
}): Promise<NotificationPreference[]> {
  const rows = await options.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, options.userId));
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = chosen.get(kind);
    const channels = row
      ? { inApp: row.inApp, email: row.email, push: row.push }
      : DEFAULT_NOTIFICATION_CHANNELS[kind];
    return { kind, ...channels };
  });
}

/** `PUT /api/notifications/preferences`: the kinds sent change, the others stay. */
export async function setPreferences(options: {
  db: Db;
  userId: string;
  preferences: NotificationPreference[];
}): Promise<NotificationPreference[]> {
  const { db, userId } = options;
  await db.transaction(async (tx) => {
    for (const { kind, inApp, email, push } of options.preferences) {
      await tx
        .insert(notificationPreferences)
        .values({ userId, kind, inApp, email, push })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { inApp, email, push },
        });
    }
  });
  return getPreferences({ db, userId });
}
