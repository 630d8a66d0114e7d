import { matchPagePath } from '@lineup/contracts';
import { localizedPath, SOURCE_LOCALE } from '@lineup/contracts/locales';
import type { Context, MiddlewareHandler } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inlineScriptHashes } from '../../lib/html';
import { NOT_FOUND_HEAD, type PageHead } from '../../lib/page-head';
import type { PublicCache } from '../../lib/public-cache';
import { preferredLocale } from '../../lib/reader-locale';
import type { AppEnv } from '../../types';
import { localizedManifests } from './manifest';
import { pageAddress, pageCache, type PageFill } from './page-cache';
import { orUnavailable, withHead, type MemberPageHeadHook, type PageHeadHook } from './page-head';
import { headInLanguage, inLanguage, localeOfPath } from './page-language';
import { pageRequest, renderApp, withApp, type RenderOptions } from './page-render';
import { isPageRequest, REVALIDATE, staticFiles, WEB_NOT_BUILT } from './static-files';

export type { MemberPageHeadHook, PageHeadHook } from './page-head';
export { defaultPageRenderer, type PageRenderer } from './page-render';
export { withHead } from './page-head';
export { WEB_NOT_BUILT } from './static-files';

/** One member's answer: no shared cache, CDN or later visitor may keep it. */
const PRIVATE = 'private, no-store';
const HTML = 'text/html; charset=utf-8';

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
 * The hashes of the inline scripts in the built app's `index.html` (the theme picked on the
 * device, applied before the first paint), for the Content Security Policy; none without a build.
 */
export function webAppScriptHashes(webDist: string | null | undefined): string[] {
  const template = webDist ? path.join(path.resolve(webDist), 'index.html') : undefined;
  if (!template || !existsSync(template)) return [];
  return inlineScriptHashes(readFileSync(template, 'utf8'));
}

/**
 * Serves the built single-page app: its files (`static-files.ts`), and for every other GET
 * outside `/api` a page: `index.html` with the page's head (`page-head.ts`), the app's own
 * render of it streamed into `#root` (`page-render.ts`), kept for every visitor a few seconds
 * (`page-cache.ts`); or the not-found page with status 404 when no route of the app's table
 * (`matchPagePath`) matches the path. A page is in the language its address says
 * (`page-language.ts`); a reader who chose another, or whose browser asks for one, is sent
 * from the English address to theirs.
 */
export function webApp({
  webDist,
  origin,
  pageHead,
  memberPageHead,
  render,
  cache,
}: {
  webDist: string | undefined;
  /** The site's public origin, for the links between a page's languages. */
  origin: string;
  pageHead?: PageHeadHook;
  /**
   * The head of a page whose answer depends on the member asking (undefined: as any visitor
   * sees it). Asked before the cache; its answer is sent uncached, and the browser renders
   * the page with the member's session rather than the server as a visitor.
   */
  memberPageHead?: MemberPageHeadHook;
  /** Server rendering of public pages; without it every page is the app's empty shell. */
  render?: RenderOptions;
  /** Where rendered pages are kept (see `page-cache.ts`). */
  cache?: PublicCache;
}): MiddlewareHandler<AppEnv> {
  const root = webDist ? path.resolve(webDist) : undefined;
  if (!root || !existsSync(path.join(root, 'index.html'))) {
    return async (c, next) => {
      if (!isPageRequest(c.req.method, c.req.path)) return next();
      return c.text(WEB_NOT_BUILT, 404);
    };
  }

  const files = staticFiles(root);
  const pages = pageCache(cache);
  const onError = render?.onError;
  const headOf = async (c: Context<AppEnv>, path: string): Promise<PageHead | undefined> =>
    pageHead ? orUnavailable(() => pageHead(c, path), onError) : undefined;
  /** index.html in the page's language, with its head. */
  const pageHtml = async (head: PageHead, language: ReturnType<typeof localeOfPath>) =>
    withHead(
      inLanguage(await files.template(), language.locale),
      headInLanguage(head, { ...language, origin }),
    );

  const manifests = localizedManifests(root);

  return async (c, next) => {
    if (!isPageRequest(c.req.method, c.req.path)) return next();
    const language = localeOfPath(c.req.path);
    const manifest =
      language.locale !== SOURCE_LOCALE && language.path === '/manifest.webmanifest'
        ? await manifests(language.locale)
        : null;
    if (manifest !== null) {
      return c.body(manifest, 200, {
        'Content-Type': 'application/manifest+json',
        'Cache-Control': REVALIDATE,
      });
    }
    const file = await files.file(c);
    if (file) return file;

    const path = language.path;
    if (language.locale === SOURCE_LOCALE) {
      // The English address answers by the reader's choice or browser: no cache may keep
      // one reader's answer for another.
      c.header('Vary', 'Accept-Language, Cookie');
      const preferred = preferredLocale(c);
      if (preferred !== SOURCE_LOCALE) {
        const url = new URL(c.req.url);
        c.header('Cache-Control', PRIVATE);
        return c.redirect(localizedPath(preferred, url.pathname) + url.search, 302);
      }
    }

    const match = matchPagePath(path);
    const renders = render !== undefined && match !== null && c.req.method === 'GET';
    const address = pageAddress(c, match);
    const key = renders ? pages?.key(address) : undefined;
    const stored = key ? await pages!.stored(key) : undefined;
    // A member's own answer cannot be told apart from the visitors' without the database: then
    // they get the shell with a 503 rather than a page that may not be theirs to see.
    const own =
      match && memberPageHead
        ? await orUnavailable(
            () => memberPageHead(c, path, { shared: stored !== undefined }),
            onError,
          )
        : undefined;
    if (own) {
      c.header('Cache-Control', PRIVATE);
      if (own.status === 503) c.header('Retry-After', '5');
      return c.html(await pageHtml(own, language), own.status ?? 200);
    }
    let fill: PageFill | undefined;
    if (key) {
      const kept = await pages!.serve(c, key, stored, (done) =>
        refresh(c, key, address, language, done),
      );
      if ('response' in kept) return kept.response;
      fill = kept.fill;
    }
    try {
      const head = match ? await headOf(c, path) : NOT_FOUND_HEAD;
      // Only ever to a path on this site: `//host` would leave it.
      if (head?.redirect && /^\/(?!\/)/.test(head.redirect))
        return c.redirect(localizedPath(language.locale, head.redirect), 301);
      if (head?.status === 503) c.header('Retry-After', '5');
      if (render && renders) {
        const status = head?.status ?? 200;
        const kept = key && fill && status === 200 ? { key, fill } : undefined;
        c.header('Cache-Control', kept ? pages!.cacheControl() : REVALIDATE);
        c.header('Content-Type', HTML);
        const template = await pageHtml(head ?? {}, language);
        // The render hands the page over when it is done.
        if (kept) fill = undefined;
        const remember = (page: string | null) => {
          if (!kept) return;
          if (page === null) return kept.fill(undefined);
          pages!.put(kept.key, page).then(kept.fill, (error: unknown) => {
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
        return c.html(await pageHtml(head, language), head.status ?? 200);
      }
      if (language.locale !== SOURCE_LOCALE) {
        c.header('Cache-Control', REVALIDATE);
        return c.html(await pageHtml({}, language));
      }
      return files.shell(c);
    } finally {
      // Not rendered for the cache after all (a redirect, a missing page, a failure).
      fill?.(undefined);
    }
  };

  /** Renders the page at `address` into the cache without anyone waiting for it. */
  function refresh(
    c: Context<AppEnv>,
    key: string,
    address: string,
    language: ReturnType<typeof localeOfPath>,
    done: PageFill,
  ) {
    const run = async () => {
      const head = await headOf(c, language.path);
      if (head?.redirect || (head?.status ?? 200) !== 200) return undefined;
      const rendered = await renderApp(render!, pageRequest(c, address));
      if (!rendered) return undefined;
      const template = await pageHtml(head ?? {}, language);
      const page = await new Response(withApp(template, async () => rendered)).text();
      return pages!.put(key, page);
    };
    run().then(done, (error: unknown) => {
      render?.onError(error);
      done(undefined);
    });
  }
}
