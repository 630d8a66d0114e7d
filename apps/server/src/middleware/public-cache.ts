import type { Context, MiddlewareHandler } from 'hono';
import { STALE_SECONDS, type CachedResponse, type PublicCache } from '../lib/public-cache';
import { singleFlight } from '../lib/single-flight';
import type { AppEnv } from '../types';

/**
 * Answers anonymous GETs of public reads from the shared cache (lib/public-cache.ts), filling
 * it on a miss. Concurrent misses of one address wait for a single database read; once an entry
 * is no longer fresh, the request that notices refreshes it while the others get the previous
 * answer, so an expiry under load is never a wave of identical queries; when that refresh
 * fails, the previous answer is sent instead of the error until it expires.
 *
 * Members go to the database for reads whose answer depends on who asks (their RSVPs, friends
 * and drafts), and are told no one else may keep what they got; reads that are the same for
 * everyone (`sameForMembers`) are answered to members from the cache as well.
 */
export function publicReadCache(
  cache: PublicCache,
  options: {
    /**
     * The answer is the same whoever asks (a list of events, an area, a feed): members get
     * the cached one too. Without it, members always go to the database.
     */
    sameForMembers?: boolean;
  } = {},
): MiddlewareHandler<AppEnv> {
  const filling = singleFlight<CachedResponse>();
  return async (c, next) => {
    // A read that carries the asker's own position ("near me", docs/product.md §17) is never
    // kept, here or by anyone on the way: the position would live on in the cache's keys.
    if (new URL(c.req.url).searchParams.has('near')) {
      await next();
      c.header('Cache-Control', 'private, no-store');
      return;
    }
    if (c.req.method !== 'GET' || cache.seconds === 0) return next();
    if (!options.sameForMembers && !isAnonymous(c)) {
      await next();
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', PRIVATE);
      c.header('Vary', 'Cookie', { append: true });
      return;
    }

    const key = cache.key(c.req.path + new URL(c.req.url).search);
    const stored = await cache.get(key);
    if (stored && stored.freshUntil > Date.now()) return sendCached(c, stored, cache.seconds);
    const pending = filling.pending(key);
    if (pending) {
      if (stored) return sendCached(c, stored, cache.seconds);
      const filled = await pending;
      if (filled) return sendCached(c, filled, cache.seconds);
      return next();
    }

    const settle = filling.claim(key);
    try {
      await next();
      const res = c.res;
      if (res.status >= 500 && stored) {
        // Stale if error (RFC 5861): the previous answer carries a short database outage.
        c.res = undefined;
        c.res = sendCached(c, stored, cache.seconds);
        return;
      }
      const contentType = res.headers.get('Content-Type');
      if (res.status !== 200 || !contentType || res.headers.has('Set-Cookie'))
        return settle(undefined);
      const entry = await cache.put(key, contentType, new Uint8Array(await res.arrayBuffer()));
      settle(entry);
      c.res = undefined;
      c.res = sendCached(c, entry, cache.seconds);
    } finally {
      settle(undefined);
    }
  };
}

/**
 * Starts a new generation of the cache after every change made through the API, so what is
 * read after it is never an older answer (the web's own queries, other visitors, other
 * server processes). Sign-in traffic and search tracking change nothing public.
 */
export function forgetPublicReadsOnChange(cache: PublicCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (
      cache.seconds > 0 &&
      !SAFE_METHODS.has(c.req.method) &&
      c.res.status < 400 &&
      !CHANGES_NOTHING_PUBLIC.some((prefix) => c.req.path.startsWith(prefix)) &&
      !MEMBERS_ONLY_WRITES.test(c.req.path)
    ) {
      await cache.changed();
    }
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CHANGES_NOTHING_PUBLIC = [
  '/api/auth/',
  '/api/track-search',
  '/api/consent',
  '/api/notifications',
  '/api/push',
  // A page view counted for its hosts' dashboard.
  '/api/views/',
];

/**
 * Discussions are read by members only (docs/product.md §15), never from the shared cache, so
 * a busy thread does not empty the cache for every visitor with each message. A moderator's
 * hiding goes through `/api/moderation/` and does start a new generation.
 */
const MEMBERS_ONLY_WRITES = /^\/api\/(?:(?:events|plans)\/[^/]+\/messages(?:\/|$)|messages\/)/;

const PRIVATE = 'private, no-cache';

/** What a browser and a CDN may do with an anonymous public answer. */
export const publicCacheControl = (seconds: number) =>
  `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${STALE_SECONDS}`;

/** Without a session cookie, a request is answered as any visitor would be. */
function isAnonymous(c: Context<AppEnv>): boolean {
  return c.get('user') === null && !c.req.header('authorization');
}

/**
 * A cached answer: 304 when the client has it already, else the smallest encoding the client
 * takes. Vary names Cookie so a browser never answers a member's request with what it kept
 * from before they signed in.
 */
export function sendCached(
  c: Context<AppEnv>,
  entry: CachedResponse,
  seconds: number,
  vary = 'Accept-Encoding, Cookie',
): Response {
  const headers: Record<string, string> = {
    ETag: entry.etag,
    'Cache-Control': publicCacheControl(seconds),
    Vary: vary,
  };
  if (matches(c.req.header('if-none-match'), entry.etag)) {
    return c.body(null, 304, headers);
  }
  headers['Content-Type'] = entry.contentType;
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  if (encoding) headers['Content-Encoding'] = encoding;
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
  // Its length is known: nothing further down the way out needs to measure the body again.
  headers['Content-Length'] = String(body.byteLength);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}

/** `If-None-Match` lists the entry's tag (compared weakly, RFC 9110 §13.1.2), or is `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

/** brotli, else gzip, when the client accepts it with a non-zero weight. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}
