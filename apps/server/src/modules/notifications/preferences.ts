import { DEFAULT_NOTIFICATION_CHANNELS, type NotificationKind } from '@lineup/contracts';
import { notificationPreferences } from '@lineup/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/transaction';

/** Turns e-mail off for these kinds, keeping the member's other choices (the unsubscribe link). */
export async function turnOffEmail(
  db: DbOrTx,
  options: { userId: string; kinds: NotificationKind[] },
): Promise<void> {
  const { userId, kinds } = options;
  for (const kind of kinds) {
    const defaults = DEFAULT_NOTIFICATION_CHANNELS[kind];
    await db
      .insert(notificationPreferences)
      .values({ userId, kind, inApp: defaults.inApp, email: false, push: defaults.push })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { email: false },
      });
  }
}

/** Whether e-mail is off for every one of these kinds. */
export async function emailOffFor(
  db: DbOrTx,
  options: { userId: string; kinds: NotificationKind[] },
): Promise<boolean> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, options.userId),
        inArray(notificationPreferences.kind, options.kinds),
      ),
    );
  const chosen = new Map(rows.map((row) => [row.kind, row.email]));
  return options.kinds.every(
    (kind) => !(chosen.get(kind) ?? DEFAULT_NOTIFICATION_CHANNELS[kind].email),
  );
}
