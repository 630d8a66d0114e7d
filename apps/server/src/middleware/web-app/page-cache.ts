import { pageQuery, type matchPagePath } from '@lineup/contracts';
import type { Context } from 'hono';
import type { CachedResponse, PublicCache } from '../../lib/public-cache';
import { singleFlight } from '../../lib/single-flight';
import type { AppEnv } from '../../types';
import { publicCacheControl, sendCached } from '../public-cache';

const HTML = 'text/html; charset=utf-8';
/** Longer than any render takes; then a page still unfinished is not waited for. */
const RENDER_WAIT_MS = 10_000;

/** Settles a claim to render a page for the cache: the page kept, or undefined when it was not. */
export type PageFill = (entry: CachedResponse | undefined) => void;

/**
 * The page's own address: its path and what it reads of the query (`PAGE_QUERY_PARAMS`), so
 * tracking tags on a shared link make no page of their own.
 */
export function pageAddress(c: Context<AppEnv>, match: ReturnType<typeof matchPagePath>): string {
  return match ? c.req.path + pageQuery(match.path, new URL(c.req.url).searchParams) : c.req.path;
}

export type PageCache = ReturnType<typeof pageCache>;

/**
 * Rendered public pages, kept in the public read cache under their own address. They hold
 * nothing of any member's, so every visitor may get the same one for a few seconds and a page
 * shared in a busy group chat is rendered once. Undefined when the cache keeps nothing.
 */
export function pageCache(cache: PublicCache | undefined) {
  if (!cache || cache.seconds <= 0) return undefined;
  const pages = cache;
  // Pages being rendered for the cache: meanwhile, others asking for one get its previous
  // version, or wait for this one when there is none. A response nobody reads to the end
  // never says it is done: it is not waited for long.
  const rendering = singleFlight<CachedResponse>({ giveUpAfterMs: RENDER_WAIT_MS });

  return {
    key: (address: string) => pages.key(`page:${address}`),

    stored: (key: string) => pages.get(key),

    /**
     * The kept page when it may be served: fresh; or stale, while `refresh` renders the next
     * one in the background (when that fails, as with the database down, this copy is served
     * until it expires); or the one another request is rendering. Otherwise the claim to render
     * it, or none when another render of it just failed (the page is then rendered uncached).
     */
    async serve(
      c: Context<AppEnv>,
      key: string,
      stored: CachedResponse | undefined,
      refresh: (done: PageFill) => void,
    ): Promise<{ response: Response } | { fill?: PageFill }> {
      const send = (entry: CachedResponse) => ({
        response: sendCached(c, entry, pages.seconds, 'Accept-Encoding'),
      });
      if (stored && stored.freshUntil > Date.now()) return send(stored);
      const pending = rendering.pending(key);
      if (stored) {
        if (!pending) refresh(rendering.claim(key));
        return send(stored);
      }
      const page = pending ? await pending : undefined;
      if (page) return send(page);
      return pending ? {} : { fill: rendering.claim(key) };
    },

    /** What a page rendered for the cache is sent with: shared caches may keep it as long. */
    cacheControl: () => publicCacheControl(pages.seconds),

    put: (key: string, page: string) => pages.put(key, HTML, page),
  };
}
