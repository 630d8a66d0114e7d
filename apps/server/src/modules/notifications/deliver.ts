import { DEFAULT_NOTIFICATION_CHANNELS, type NotificationKind } from '@lineup/contracts';
import { SOURCE_LOCALE, type Locale } from '@lineup/contracts/locales';
import { notificationPreferences, notifications, users } from '@lineup/db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { translator } from '../../lib/i18n/translator';
import { defineJob, type JobContext } from '../jobs';
import { notificationMail, type Mailer } from '../mail';
import { createUnsubscribeToken } from './unsubscribe-token';

/** What a push of one notification carries; the service worker shows it. */
export type PushMessage = { title: string; body: string; url: string; tag?: string };

/** Sends web push to a member's browsers (modules/push); resolves to how many it reached. */
export type PushSender = { send(userId: string, message: PushMessage): Promise<number> };

/** Notifications one delivery takes at most; more wait for the next one. */
const DELIVERY_BATCH = 50;

export type DeliveryOptions = {
  mailer: Mailer;
  push: PushSender | null;
  /** The site's origin, for the links in mails and pushes. */
  origin: string;
  unsubscribeKey: Buffer;
};

/**
 * "Reminders", "Event changes and Reminders", "Event changes, Reminders and Plan changes", in
 * the reader's language and the way it lists things.
 */
export function kindsLabel(kinds: NotificationKind[], locale: Locale = SOURCE_LOCALE): string {
  const t = translator(locale);
  const labels = kinds.map((kind) => t.t(`kind.${kind}`));
  return new Intl.ListFormat(t.intl, { type: 'conjunction' }).format(labels);
}

/**
 * `notifications.deliver`: a member's waiting notifications go out by e-mail (one mail, or a
 * digest when several waited) and web push, as the member's choices stand now, so turning a
 * kind off also stops what was already on its way. The mail is marked sent right after it
 * left: a retry after a later failure does not send it again. Push is best effort.
 */
export const deliverJob = defineJob({
  kind: 'notifications.deliver',
  payload: z.object({ userId: z.string() }),
  handle: async ({ userId }, context: JobContext & DeliveryOptions) => {
    const { db, logger, mailer, push, origin, unsubscribeKey } = context;
    const [member] = await db
      .select({ email: users.email, banned: users.banned, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    const waiting = await db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        chosenEmail: notificationPreferences.email,
        chosenPush: notificationPreferences.push,
      })
      .from(notifications)
      .leftJoin(
        notificationPreferences,
        and(
          eq(notificationPreferences.userId, notifications.userId),
          eq(notificationPreferences.kind, notifications.kind),
        ),
      )
      .where(and(eq(notifications.userId, userId), eq(notifications.deliveryPending, true)))
      .orderBy(asc(notifications.createdAt))
      .limit(DELIVERY_BATCH)
      .then((rows) =>
        rows.map(({ chosenEmail, chosenPush, ...item }) => ({
          ...item,
          email: chosenEmail ?? DEFAULT_NOTIFICATION_CHANNELS[item.kind].email,
          push: chosenPush ?? DEFAULT_NOTIFICATION_CHANNELS[item.kind].push,
        })),
      );
    if (waiting.length === 0) return;
    const done = (ids: string[], emailed: boolean) =>
      db
        .update(notifications)
        .set({ deliveryPending: false, ...(emailed ? { emailedAt: new Date() } : {}) })
        .where(inArray(notifications.id, ids));
    if (!member || member.banned) {
      await done(
        waiting.map((item) => item.id),
        false,
      );
      return;
    }

    const locale = member.locale ?? SOURCE_LOCALE;
    const url = (path: string) => new URL(path, origin).toString();
    const toMail = waiting.filter((item) => item.email);
    if (toMail.length > 0) {
      const kinds = [...new Set(toMail.map((item) => item.kind))];
      const token = createUnsubscribeToken(unsubscribeKey, { userId, kinds });
      const oneClick = url(`/api/unsubscribe?token=${token}`);
      const content = notificationMail({
        items: toMail.map((item) => ({ title: item.title, body: item.body, url: url(item.link) })),
        kindsLabel: kindsLabel(kinds, locale),
        unsubscribeUrl: url(`/unsubscribe?token=${token}`),
        settingsUrl: url('/profile/settings'),
        locale,
      });
      await mailer.send({
        to: member.email,
        ...content,
        headers: {
          'List-Unsubscribe': `<${oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      await done(
        toMail.map((item) => item.id),
        true,
      );
    }

    const rest = waiting.filter((item) => !item.email);
    const toPush = waiting.filter((item) => item.push);
    if (push && toPush.length > 0) {
      const messages =
        toPush.length <= 3
          ? toPush.map((item) => ({
              title: item.title,
              body: item.body,
              url: item.link,
              tag: item.id,
            }))
          : [
              {
                title: translator(locale).t('notice.digest', { count: toPush.length }),
                body: '',
                url: '/notifications',
              },
            ];
      for (const message of messages) {
        await push.send(userId, message).catch((error: unknown) => {
          logger.warn({ err: error }, 'web push failed; the notification stays in the app');
        });
      }
    }
    if (rest.length > 0) {
      await done(
        rest.map((item) => item.id),
        false,
      );
    }
  },
});
