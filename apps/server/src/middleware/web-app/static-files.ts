import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppEnv } from '../../types';
import { isApiPath } from '../errors';

/** Vite puts content-hashed files here: a new build means new names, so they never go stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files must be revalidated so a new build is picked up. */
export const REVALIDATE = 'no-cache';

export const WEB_NOT_BUILT =
  'The web app has not been built. Run `npm run build` (then `npm run serve`), or `npm run dev` ' +
  'to work on it with live reload.';

/** What the web app answers: a GET or HEAD outside `/api`. */
export const isPageRequest = (method: string, pathname: string) =>
  (method === 'GET' || method === 'HEAD') && !isApiPath(pathname);

const noop = async () => {};

/**
 * The build's files in `root`, using the `.br`/`.gz` copies the build writes beside each asset
 * when the browser accepts them, and its `index.html`: the shell every page starts from.
 */
export function staticFiles(root: string) {
  const file = serveStatic<AppEnv>({ root, precompressed: true });
  const indexHtml = serveStatic<AppEnv>({ root, path: 'index.html', precompressed: true });
  // Read once: a new build means a restart.
  let template: Promise<string> | undefined;

  return {
    /**
     * The file at the request's path, or undefined when the path is a page's. A missing hashed
     * file is a stale or wrong link: it gets a 404, as HTML would only turn into a confusing
     * script or style error in the browser.
     */
    async file(c: Context<AppEnv>): Promise<Response | undefined> {
      const isAsset = c.req.path.startsWith('/assets/');
      // `/` is the home page, not the folder's index.html.
      const served = c.req.path === '/' ? undefined : await file(c, noop);
      if (served instanceof Response) {
        served.headers.set('Cache-Control', isAsset ? IMMUTABLE : REVALIDATE);
        return served;
      }
      return isAsset ? c.text('Not found.', 404) : undefined;
    },

    /** `index.html` as the build wrote it (precompressed too), for a page with nothing to add. */
    async shell(c: Context<AppEnv>): Promise<Response> {
      const page = await indexHtml(c, noop);
      if (!(page instanceof Response)) return c.text(WEB_NOT_BUILT, 404);
      page.headers.set('Cache-Control', REVALIDATE);
      return page;
    },

    /** `index.html`'s text, to put a page's head and content into. */
    template: () => (template ??= readFile(path.join(root, 'index.html'), 'utf8')),
  };
}
