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

// One DNS label: letters, digits and inner hyphens.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/**
 * What an endpoint may look like, character by character: `https://`, a plain host name (no
 * user-info, port, IP literal or percent-escape), then a path and query of RFC 3986's
 * unreserved and sub-delimiter characters. The server reads the endpoint with WHATWG `URL`,
 * web-push connects to what Node's legacy `url.parse` reads; the two disagree on `'`, `;`,
 * `{`, `}`, `"`, backtick, `\`, `%`-escapes in the host, `@` and more, so every character
 * where they might is refused before either parser sees it.
 */
const ENDPOINT_SHAPE = new RegExp(
  `^https://(${LABEL}(?:\\.${LABEL})*)(?:/[A-Za-z0-9\\-._~!$&()*+,=:%/?]*)?$`,
);

/**
 * The endpoint as the server will post to it (`URL.href`, re-serialised), or null when it is
 * not a plain https address of a known push service. Stored and sent only in this form.
 */
export function pushServiceUrl(value: string): URL | null {
  const shape = ENDPOINT_SHAPE.exec(value);
  if (!shape) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = shape[1]!.toLowerCase();
  // Belt and braces: WHATWG must read exactly the host the shape saw.
  if (url.protocol !== 'https:' || url.hostname !== host || url.port !== '') return null;
  if (url.username !== '' || url.password !== '') return null;
  const known = PUSH_SERVICE_HOSTS.some(
    (service) => host === service || host.endsWith(`.${service}`),
  );
  return known ? url : null;
}

const isPushService = (value: string) => pushServiceUrl(value) !== null;

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
