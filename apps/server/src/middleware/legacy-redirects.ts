import { resolveLegacyRedirect } from '@lineup/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';

/**
 * docs/product.md §2's old paths as permanent redirects, answered before the single-page app so links
 * and search engines move to the new address. Sub-paths and the query string are kept.
 */
export function legacyRedirects(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // The raw (still percent-encoded) path, so the Location header is a valid URL as sent.
    const url = new URL(c.req.url);
    const target = resolveLegacyRedirect(url.pathname);
    if (!target) return next();
    return c.redirect(target + url.search, 301);
  };
}
