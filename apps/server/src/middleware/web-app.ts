import { serveStatic } from '@hono/node-server/serve-static';
import { matchPagePath, pageQuery } from '@lineup/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { escapeHtml } from '../lib/html';
import { singleFlight } from '../lib/single-flight';
import { NOT_FOUND_HEAD, type PageHead } from '../lib/page-head';
import type { CachedResponse, PublicCache } from '../lib/public-cache';
import type { AppEnv } from '../types';
import { isApiPath } from './errors';
import { publicCacheControl, sendCached } from './public-cache';

/** Vite puts content-hashed files here: a new build means new names, so they never go stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files must be revalidated so a new build is picked up. */
const REVALIDATE = 'no-cache';
/** One member's answer: no shared cache, CDN or later visitor may keep it. */
const PRIVATE = 'private, no-store';
const HTML = 'text/html; charset=utf-8';
/** Longer than any render takes; then a page still unfinished is not waited for. */
const RENDER_WAIT_MS = 10_000;

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

/**
 * The web's server render (`apps/web/src/entry-server.tsx`, built to `dist-ssr/`): the app's
 * HTML for a public page and the data it was made from, or null for a page the browser renders.
 */
export type PageRenderer = (options: {
  request: Request;
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  origin: string;
  onError?: (error: unknown) => void;
}) => Promise<{ html: ReadableStream<Uint8Array>; stateScript: string } | null>;

/** Where the web's build puts its server render, beside `dist/`. */
export function defaultPageRenderer(
  webDist: string | undefined,
): (() => Promise<PageRenderer>) | undefined {
  if (!webDist) return undefined;
  const entry = path.join(path.resolve(webDist), '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  let loaded: Promise<PageRenderer> | undefined;
  return () =>
    (loaded ??= import(pathToFileURL(entry).href).then(
      (module: { renderPage: PageRenderer }) => module.renderPage,
    ));
}

/** Looks up the head of the page at `pathname`; undefined leaves index.html as it is. */
export type PageHeadHook = (c: Context<AppEnv>, pathname: string) => Promise<PageHead | undefined>;

/**
 * A signed-in member's own answer for a page, when it is not the one every visitor gets;
 * `shared` says the visitors' page is in the shared cache (so the page exists, published, in
 * the cache's current generation).
 */
export type MemberPageHeadHook = (
  c: Context<AppEnv>,
  pathname: string,
  page: { shared: boolean },
) => Promise<PageHead | undefined>;

/**
 * Serves the built single-page app: files from `webDist` (using the `.br`/`.gz` copies the
 * build writes beside each asset when the browser accepts them), and `index.html` for every
 * other GET outside `/api` so the client router can show the page, or its not-found page
 * with status 404 when no route of the app's table (`matchPagePath`) matches the path.
 */
export function webApp({
  webDist,
  pageHead,
  memberPageHead,
  render,
  cache,
}: {
  webDist: string | undefined;
  pageHead?: PageHeadHook;
  /**
   * The head of a page whose answer depends on the member asking (undefined: as any visitor
   * sees it). Asked before the cache; its answer is sent uncached, and the browser renders
   * the page with the member's session rather than the server as a visitor.
   */
  memberPageHead?: MemberPageHeadHook;
  /** Server rendering of public pages; without it every page is the app's empty shell. */
  render?: RenderOptions;
  /**
   * Where rendered pages are kept: they hold nothing of any member's, so every visitor may get
   * the same one for a few seconds, and a page shared in a busy group chat is rendered once.
   */
  cache?: PublicCache;
}): MiddlewareHandler<AppEnv> {
  const root = webDist ? path.resolve(webDist) : undefined;
  if (!root || !existsSync(path.join(root, 'index.html'))) {
    return async (c, next) => {
      if (!isPageRequest(c.req.method, c.req.path)) return next();
      return c.text(WEB_NOT_BUILT, 404);
    };
  }

  const file = serveStatic<AppEnv>({ root, precompressed: true });
  const pages = cache && cache.seconds > 0 ? cache : undefined;
  // Pages being rendered for the cache: meanwhile, others asking for one get its previous
  // version, or wait for this one when there is none.
  // A response nobody reads to the end never says it is done: it is not waited for long.
  const rendering = singleFlight<CachedResponse>({ giveUpAfterMs: RENDER_WAIT_MS });
  // Read once: a new build means a restart.
  let index: Promise<string> | undefined;
  const readIndex = () => (index ??= readFile(path.join(root, 'index.html'), 'utf8'));
  const indexHtml = serveStatic<AppEnv>({ root, path: 'index.html', precompressed: true });
  const noop = async () => {};

  return async (c, next) => {
    if (!isPageRequest(c.req.method, c.req.path)) return next();
    const isAsset = c.req.path.startsWith('/assets/');

    // `/` is the home page, not the folder's index.html.
    const served = c.req.path === '/' ? undefined : await file(c, noop);
    if (served instanceof Response) {
      served.headers.set('Cache-Control', isAsset ? IMMUTABLE : REVALIDATE);
      return served;
    }
    // A missing hashed file is a stale or wrong link; answering it with HTML would only turn
    // into a confusing script or style error in the browser.
    if (isAsset) return c.text('Not found.', 404);

    const match = matchPagePath(c.req.path);
    const renders = render && match !== null && c.req.method === 'GET';
    // The page's own address: what it reads of the query, without anything it ignores.
    const address = match
      ? c.req.path + pageQuery(match.path, new URL(c.req.url).searchParams)
      : c.req.path;
    const key = renders ? pages?.key(`page:${address}`) : undefined;
    const stored = key ? await pages!.get(key) : undefined;
    // A member's own answer cannot be told apart from the visitors' without the database: then
    // they get the shell with a 503 rather than a page that may not be theirs to see.
    const own =
      match && memberPageHead
        ? await orUnavailable(() => memberPageHead(c, c.req.path, { shared: stored !== undefined }))
        : undefined;
    if (own) {
      c.header('Cache-Control', PRIVATE);
      if (own.status === 503) c.header('Retry-After', '5');
      return c.html(withHead(await readIndex(), own), own.status ?? 200);
    }
    let fill: ((entry: CachedResponse | undefined) => void) | undefined;
    if (key) {
      if (stored && stored.freshUntil > Date.now())
        return sendCached(c, stored, pages!.seconds, 'Accept-Encoding');
      const pending = rendering.pending(key);
      if (stored) {
        // No longer fresh: everyone gets it while one render in the background replaces it.
        // When that render fails (the database is down), this copy is served until it expires.
        if (!pending) refresh(c, key, address, rendering.claim(key));
        return sendCached(c, stored, pages!.seconds, 'Accept-Encoding');
      }
      const page = pending ? await pending : undefined;
      if (page) return sendCached(c, page, pages!.seconds, 'Accept-Encoding');
      if (!pending) fill = rendering.claim(key);
    }
    try {
      const head = match ? await headOf(c) : NOT_FOUND_HEAD;
      // Only ever to a path on this site: `//host` would leave it.
      if (head?.redirect && /^\/(?!\/)/.test(head.redirect)) return c.redirect(head.redirect, 301);
      if (head?.status === 503) c.header('Retry-After', '5');
      if (render && renders) {
        const status = head?.status ?? 200;
        const kept = key && fill && status === 200 ? { key, fill } : undefined;
        c.header('Cache-Control', kept ? publicCacheControl(pages!.seconds) : REVALIDATE);
        c.header('Content-Type', HTML);
        const template = withHead(await readIndex(), head ?? {});
        // The render hands the page over when it is done.
        if (kept) fill = undefined;
        const remember = (page: string | null) => {
          if (!kept) return;
          if (page === null) return kept.fill(undefined);
          pages!.put(kept.key, HTML, page).then(kept.fill, (error: unknown) => {
            render.onError(error);
            kept.fill(undefined);
          });
        };
        return c.body(
          withApp(template, () => renderApp(render, pageRequest(c, address)), remember),
          status,
        );
      }
      if (head && !head.redirect) {
        c.header('Cache-Control', REVALIDATE);
        return c.html(withHead(await readIndex(), head), head.status ?? 200);
      }

      const page = await indexHtml(c, noop);
      if (!(page instanceof Response)) return c.text(WEB_NOT_BUILT, 404);
      page.headers.set('Cache-Control', REVALIDATE);
      return page;
    } finally {
      // Not rendered for the cache after all (a redirect, a missing page, a failure).
      fill?.(undefined);
    }
  };

  /**
   * The page's head from `pageHook`. A database that does not answer gives the app's shell with
   * a 503 (the browser asks again and shows its own message), never the API's JSON error.
   */
  async function headOf(c: Context<AppEnv>): Promise<PageHead | undefined> {
    return pageHead ? orUnavailable(() => pageHead(c, c.req.path)) : undefined;
  }

  /** What `read` answers, or the 503 head when the database does not answer it. */
  async function orUnavailable(
    read: () => Promise<PageHead | undefined>,
  ): Promise<PageHead | undefined> {
    try {
      return await read();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      render?.onError(error);
      return UNAVAILABLE_HEAD;
    }
  }

  /** Renders the page at `address` into the cache without anyone waiting for it. */
  function refresh(
    c: Context<AppEnv>,
    key: string,
    address: string,
    done: (entry: CachedResponse | undefined) => void,
  ) {
    const run = async () => {
      const head = await headOf(c);
      if (head?.redirect || (head?.status ?? 200) !== 200) return undefined;
      const rendered = await renderApp(render!, pageRequest(c, address));
      if (!rendered) return undefined;
      const template = withHead(await readIndex(), head ?? {});
      const page = await new Response(withApp(template, async () => rendered, noop)).text();
      return pages!.put(key, HTML, page);
    };
    run().then(done, (error: unknown) => {
      render?.onError(error);
      done(undefined);
    });
  }
}

type RenderOptions = {
  renderer: () => Promise<PageRenderer>;
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  origin: string;
  onError: (error: unknown) => void;
};

/** The request the server renders a page for: its own address, without the visitor's headers. */
const pageRequest = (c: Context<AppEnv>, address: string) =>
  new Request(new URL(address, c.req.url));

/** A page whose head could not be read because the database does not answer. */
const UNAVAILABLE_HEAD: PageHead = { status: 503, title: 'Lineup' };

/** The app's HTML for the page, or null: the browser then renders it, as any page it is not sent. */
async function renderApp({ renderer, ...options }: RenderOptions, request: Request) {
  try {
    const renderPage = await renderer();
    return await renderPage({ request, ...options });
  } catch (error) {
    options.onError(error);
    return null;
  }
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

const ROOT_ELEMENT = '<div id="root"></div>';

type RenderedApp = Awaited<ReturnType<PageRenderer>>;

/**
 * The page, streamed: the template up to `#root` at once, so the browser starts on the style
 * sheet, the scripts and the fonts while the app renders; then the app's HTML and the data it
 * was made from, or an empty `#root` that the browser fills when the server did not render it.
 */
function withApp(
  template: string,
  renderApp: () => Promise<RenderedApp>,
  /** Given the whole page once it was rendered and sent; null when it was not rendered. */
  onRendered: (page: string | null) => void,
): ReadableStream<Uint8Array> {
  const at = template.indexOf(ROOT_ELEMENT);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const before = template.slice(0, at) + '<div id="root">';
  let app: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let html = '';
  let stateScript = '';
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(before));
      const rendered = await renderApp();
      app = rendered?.html.getReader();
      stateScript = rendered?.stateScript ?? '';
    },
    async pull(controller) {
      const chunk = app ? await app.read() : { done: true as const };
      if (!chunk.done) {
        html += decoder.decode(chunk.value, { stream: true });
        return controller.enqueue(chunk.value);
      }
      const after = '</div>' + stateScript + template.slice(at + ROOT_ELEMENT.length);
      controller.enqueue(encoder.encode(after));
      controller.close();
      onRendered(app ? before + html + decoder.decode() + after : null);
    },
    async cancel(reason) {
      onRendered(null);
      await app?.cancel(reason);
    },
  });
}
