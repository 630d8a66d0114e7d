import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@lineup/db/constants';

// The one-click unsubscribe links in notification mails (RFC 8058). A link works without
// signing in, so it carries whose e-mails of which kinds it turns off, signed with a key made
// from the server's secret for this purpose alone: it can do nothing else, and nobody can make
// one for another member or another kind.

export type UnsubscribeGrant = { userId: string; kinds: NotificationKind[] };

export function unsubscribeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('lineup:unsubscribe-link').digest();
}

const sign = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

export function createUnsubscribeToken(key: Buffer, grant: UnsubscribeGrant): string {
  const kinds = grant.kinds.map((kind) => NOTIFICATION_KINDS.indexOf(kind)).join('.');
  const body = Buffer.from(`${grant.userId}:${kinds}`).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** The grant a token carries, or null when it was not made by this server or is malformed. */
export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeGrant | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const decoded = Buffer.from(body, 'base64url').toString();
  const split = decoded.lastIndexOf(':');
  const userId = decoded.slice(0, split);
  const kinds = decoded
    .slice(split + 1)
    .split('.')
    .map((index) => NOTIFICATION_KINDS[Number(index)]);
  if (split <= 0 || kinds.some((kind) => kind === undefined)) return null;
  return { userId, kinds: [...new Set(kinds as NotificationKind[])] };
}
