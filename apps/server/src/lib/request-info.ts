import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Whether the browser reached us over https. Behind a reverse proxy that ends TLS the request
 * arrives as plain http, so X-Forwarded-Proto counts, but only when TRUST_PROXY says a proxy we
 * control sets it (otherwise any client could claim https).
 */
export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/**
 * The client's address: the socket's peer, or with TRUST_PROXY the left-most X-Forwarded-For
 * entry. Undefined for in-process requests (`app.request()` in tests has no socket).
 */
export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
