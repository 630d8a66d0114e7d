import { PUSH_SUBSCRIPTIONS_MAX, type PushSubscriptionRequest } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { pushSubscriptions } from '@lineup/db/schema';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Agent } from 'node:https';
import type { Logger } from 'pino';
import webPush, { WebPushError } from 'web-push';
import type { PushMessage, PushSender } from '../notifications';
import type { VapidKeys } from './vapid-keys';

/** Keeps this browser's subscription for the member (moving it from whoever had it). */
export async function savePushSubscription(options: {
  db: Db;
  userId: string;
  subscription: PushSubscriptionRequest;
}): Promise<void> {
  const { db, userId, subscription } = options;
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: subscription.endpoint, keys: subscription.keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, keys: subscription.keys, createdAt: new Date() },
      });
    // The newest few browsers only.
    const keep = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt))
      .limit(PUSH_SUBSCRIPTIONS_MAX);
    await tx.delete(pushSubscriptions).where(
      and(
        eq(pushSubscriptions.userId, userId),
        notInArray(
          pushSubscriptions.id,
          keep.map((row) => row.id),
        ),
      ),
    );
  });
}

/** Forgets this browser, if it is the member's. */
export async function deletePushSubscription(options: {
  db: Db;
  userId: string;
  endpoint: string;
}): Promise<void> {
  await options.db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, options.userId),
        eq(pushSubscriptions.endpoint, options.endpoint),
      ),
    );
}

/**
 * Sends web push to each browser of a member. A browser whose subscription has ended (404,
 * 410) is forgotten; other failures are logged, and thrown only when no browser was reached
 * and one might be later (so a delivery can try again).
 */
export function createPushSender(options: {
  db: Db;
  keys: VapidKeys;
  subject: string;
  logger: Logger;
  /** TLS settings for reaching push services (a private CA, a proxy's agent). */
  agent?: Agent;
}): PushSender {
  const { db, keys, subject, agent } = options;
  const logger = options.logger.child({ component: 'push' });
  return {
    async send(userId: string, message: PushMessage): Promise<number> {
      const browsers = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      if (browsers.length === 0) return 0;
      const payload = JSON.stringify(message);
      const gone: string[] = [];
      let reached = 0;
      let transient: unknown;
      for (const browser of browsers) {
        try {
          await webPush.sendNotification(
            { endpoint: browser.endpoint, keys: browser.keys },
            payload,
            {
              vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
              // A day: a reminder or a change is stale after that.
              TTL: 86_400,
              urgency: 'normal',
              ...(message.tag
                ? { topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) }
                : {}),
              timeout: 10_000,
              ...(agent ? { agent } : {}),
            },
          );
          reached++;
        } catch (error) {
          if (
            error instanceof WebPushError &&
            (error.statusCode === 404 || error.statusCode === 410)
          ) {
            gone.push(browser.id);
          } else {
            transient = error;
            logger.warn({ err: error }, 'a push service refused or did not answer');
          }
        }
      }
      if (gone.length > 0) {
        await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      }
      if (reached === 0 && transient) throw transient;
      return reached;
    },
  };
}
