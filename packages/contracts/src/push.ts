import { z } from 'zod';

// Web push (docs/product.md §10 "Phone"): the server's public key, and the browsers that
// allowed notifications.

/** Browsers a member may have subscribed at once; a new one past this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/**
 * The push services of the browsers Lineup supports. The server posts to a subscription's
 * endpoint, so only these hosts are accepted: anything else would let a member make the
 * server send requests wherever they like.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

export const pushMessages = {
  badEndpoint: 'This browser’s push service is not one Lineup can send to.',
} as const;

const isPushService = (value: string) => {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
    );
  } catch {
    return false;
  }
};

const base64url = (max: number) =>
  z
    .string({ error: 'A key of the subscription is missing.' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'A key of the subscription is not base64url.' })
    .max(max);

const Endpoint = z
  .string({ error: 'The subscription has no endpoint.' })
  .max(1000)
  .refine(isPushService, { error: pushMessages.badEndpoint });

/** `GET /api/push/public-key`: what `pushManager.subscribe` needs as `applicationServerKey`. */
export const PushPublicKeyResponse = z
  .object({ publicKey: z.string() })
  .meta({ id: 'PushPublicKeyResponse' });
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponse>;

/** `POST /api/push/subscriptions`: `PushSubscription.toJSON()` as the browser gives it. */
export const PushSubscriptionRequest = z
  .object({
    endpoint: Endpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  })
  .meta({ id: 'PushSubscriptionRequest' });
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequest>;

/** `DELETE /api/push/subscriptions`: this browser stops getting pushes. */
export const PushUnsubscribeRequest = z
  .object({ endpoint: z.string().max(1000) })
  .meta({ id: 'PushUnsubscribeRequest' });
