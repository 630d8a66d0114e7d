import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The value a trusted proxy wrote into a comma-separated forwarding header. Each proxy appends
 * to what it received, so with `hops` proxies in front of us the entry `hops` places from the
 * right is the one our outermost proxy wrote; everything left of it came from the client and
 * may be forged. A header that came through fewer proxies than configured gives nothing.
 */
export function forwardedValue(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  const entry = entries[entries.length - hops];
  return entry ? entry : undefined;
}

/**
 * Whether the browser reached us over https. Behind a reverse proxy that ends TLS the request
 * arrives as plain http, so X-Forwarded-Proto counts, but only the entry our own proxy wrote
 * (TRUST_PROXY hops from the right); without TRUST_PROXY any client could claim https.
 */
export function isHttpsRequest(c: Context, trustProxy: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return forwardedValue(c.req.header('x-forwarded-proto'), trustProxy)?.toLowerCase() === 'https';
}

/**
 * The client's address: the socket's peer, or with TRUST_PROXY the X-Forwarded-For entry our
 * outermost proxy appended (see `forwardedValue`), so a client cannot pick its own address for
 * rate limits and session records. Undefined for in-process requests (`app.request()` in tests
 * has no socket).
 */
export function clientAddress(c: Context, trustProxy: number): string | undefined {
  const forwarded = forwardedValue(c.req.header('x-forwarded-for'), trustProxy);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
