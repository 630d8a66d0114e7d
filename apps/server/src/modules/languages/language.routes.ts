import { isLocale, LOCALE_COOKIE, localeOfPath, localizedPath } from '@lineup/contracts/locales';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../../types';

/** A choice of language is kept on the device for a year. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;

/**
 * `/language/:locale?to=/events`: the language switch's links (docs/product.md §18). Keeps the
 * choice in a cookie, so the spec's English addresses send this reader to their language from
 * now on, and opens the page they were on in it. A plain link, so it works before the app's
 * scripts and without them.
 */
export function languageRoutes() {
  return new Hono<AppEnv>().get('/language/:locale', (c) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return c.text('Lineup does not speak that language yet.', 404);
    setCookie(c, LOCALE_COOKIE, locale, {
      path: '/',
      maxAge: KEPT_SECONDS,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
    });
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(inLanguage(locale, c.req.query('to')), 303);
  });
}

/** `to`, a page of this site in any language, in `locale`; the home page if it is not one. */
function inLanguage(locale: Parameters<typeof localizedPath>[0], to: string | undefined): string {
  // Only a path of this site: `//host` or `/\host` would leave it.
  if (!to || !/^\/(?![/\\])/.test(to)) return localizedPath(locale, '/');
  const url = new URL(to, 'http://lineup.invalid');
  return localizedPath(locale, localeOfPath(url.pathname).path) + url.search;
}
