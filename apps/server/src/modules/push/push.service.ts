import {
  PUSH_SUBSCRIPTIONS_MAX,
  pushServiceUrl,
  type PushSubscriptionRequest,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { pushSubscriptions, sessions } from '@lineup/db/schema';
import { and, desc, eq, gt, inArray, lte, notInArray } from 'drizzle-orm';
import type { Agent } from 'node:https';
import type { Logger } from 'pino';
import webPush, { WebPushError } from 'web-push';
import type { PushMessage, PushSender } from '../notifications';
import type { VapidKeys } from './vapid-keys';

/**
 * Keeps this browser's subscription for the member and the session that made it (moving it
 * from whoever had it): it lasts as long as that session does.
 */
export async function savePushSubscription(options: {
  db: Db;
  userId: string;
  sessionId: string;
  subscription: PushSubscriptionRequest;
}): Promise<void> {
  const { db, userId, sessionId, subscription } = options;
  const endpoint = normalEndpoint(subscription.endpoint);
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, sessionId, endpoint, keys: subscription.keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, sessionId, keys: subscription.keys, createdAt: new Date() },
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

/** The form an endpoint is stored and sent in; the contract has already refused the rest. */
const normalEndpoint = (endpoint: string) => pushServiceUrl(endpoint)?.href ?? endpoint;

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
        eq(pushSubscriptions.endpoint, normalEndpoint(options.endpoint)),
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
      // Ended sessions took their subscriptions with them; an expired one may still be a row
      // until it is read again, so its subscriptions go now.
      const now = new Date();
      await db.delete(pushSubscriptions).where(
        and(
          eq(pushSubscriptions.userId, userId),
          inArray(
            pushSubscriptions.sessionId,
            db
              .select({ id: sessions.id })
              .from(sessions)
              .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now))),
          ),
        ),
      );
      const browsers = await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          keys: pushSubscriptions.keys,
        })
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
        .where(and(eq(pushSubscriptions.userId, userId), gt(sessions.expiresAt, now)));
      if (browsers.length === 0) return 0;
      const payload = JSON.stringify(message);
      const gone: string[] = [];
      let reached = 0;
      let transient: unknown;
      for (const browser of browsers) {
        // Checked again as it leaves: a row kept under an older, looser rule is dropped rather
        // than posted to, and web-push is handed the one serialisation both parsers agree on.
        const endpoint = pushServiceUrl(browser.endpoint);
        if (!endpoint) {
          gone.push(browser.id);
          continue;
        }
        try {
          await webPush.sendNotification({ endpoint: endpoint.href, keys: browser.keys }, payload, {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            // A day: a reminder or a change is stale after that.
            TTL: 86_400,
            urgency: 'normal',
            ...(message.tag
              ? { topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) }
              : {}),
            timeout: 10_000,
            ...(agent ? { agent } : {}),
          });
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
