import { serveStatic } from '@hono/node-server/serve-static';
import { matchPagePath } from '@lineup/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { escapeHtml } from '../lib/html';
import { NOT_FOUND_HEAD, type PageHead } from '../lib/page-head';
import type { AppEnv } from '../types';
import { isApiPath } from './errors';

/** Vite puts content-hashed files here: a new build means new names, so they never go stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files must be revalidated so a new build is picked up. */
const REVALIDATE = 'no-cache';

export const WEB_NOT_BUILT =
  'The web app has not been built. Run `npm run build` (then `npm run serve`), or `npm run dev` ' +
  'to work on it with live reload.';

/** The `dist` folder of `@lineup/web`, or undefined when that package is not installed. */
export function defaultWebDist(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve('@lineup/web/package.json');
    return path.join(path.dirname(manifest), 'dist');
  } catch {
    return undefined;
  }
}

/** Looks up the head of the page at `pathname`; undefined leaves index.html as it is. */
export type PageHeadHook = (c: Context<AppEnv>, pathname: string) => Promise<PageHead | undefined>;

/**
 * Serves the built single-page app: files from `webDist` (using the `.br`/`.gz` copies the
 * build writes beside each asset when the browser accepts them), and `index.html` for every
 * other GET outside `/api` so the client router can show the page, or its not-found page
 * with status 404 when no route of the app's table (`matchPagePath`) matches the path.
 */
export function webApp({
  webDist,
  pageHead,
}: {
  webDist: string | undefined;
  pageHead?: PageHeadHook;
}): MiddlewareHandler<AppEnv> {
  const root = webDist ? path.resolve(webDist) : undefined;
  if (!root || !existsSync(path.join(root, 'index.html'))) {
    return async (c, next) => {
      if (!isPageRequest(c.req.method, c.req.path)) return next();
      return c.text(WEB_NOT_BUILT, 404);
    };
  }

  const file = serveStatic<AppEnv>({ root, precompressed: true });
  const indexHtml = serveStatic<AppEnv>({ root, path: 'index.html', precompressed: true });
  const noop = async () => {};

  return async (c, next) => {
    if (!isPageRequest(c.req.method, c.req.path)) return next();
    const isAsset = c.req.path.startsWith('/assets/');

    const served = await file(c, noop);
    if (served instanceof Response) {
      served.headers.set('Cache-Control', isAsset ? IMMUTABLE : REVALIDATE);
      return served;
    }
    // A missing hashed file is a stale or wrong link; answering it with HTML would only turn
    // into a confusing script or style error in the browser.
    if (isAsset) return c.text('Not found.', 404);

    const known = matchPagePath(c.req.path) !== null;
    const head = !known ? NOT_FOUND_HEAD : pageHead ? await pageHead(c, c.req.path) : undefined;
    // Only ever to a path on this site: `//host` would leave it.
    if (head?.redirect && /^\/(?!\/)/.test(head.redirect)) return c.redirect(head.redirect, 301);
    if (head && !head.redirect) {
      const html = await readFile(path.join(root, 'index.html'), 'utf8');
      c.header('Cache-Control', REVALIDATE);
      return c.html(withHead(html, head), head.status ?? 200);
    }

    const page = await indexHtml(c, noop);
    if (!(page instanceof Response)) return c.text(WEB_NOT_BUILT, 404);
    page.headers.set('Cache-Control', REVALIDATE);
    return page;
  };
}

const isPageRequest = (method: string, pathname: string) =>
  (method === 'GET' || method === 'HEAD') && !isApiPath(pathname);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** index.html with the page's title and tags; tags go before the first script in `<head>`. */
export function withHead(html: string, head: PageHead): string {
  let result = html;
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    result = result.replace(/<title>[^<]*<\/title>/, () => title);
  }
  const tags = head.tags ?? '';
  // A page's own description or og:title replaces the app-wide default instead of doubling it.
  for (const [, attribute, name] of tags.matchAll(/<meta\s+(name|property)="([^"]+)"/g)) {
    const existing = new RegExp(`\\s*<meta\\s+${attribute}="${escapeRegExp(name!)}"[^>]*>`, 'g');
    result = result.replace(existing, () => '');
  }
  const headEnd = result.indexOf('</head>');
  const firstScript = result.indexOf('<script');
  const at = firstScript !== -1 && firstScript < headEnd ? firstScript : headEnd;
  if (at === -1) return result;
  return `${result.slice(0, at)}${tags}\n    ${result.slice(at)}`;
}
