import { isLocale, LOCALE_COOKIE, localeOfPath, localizedPath } from '@lineup/contracts/locales';
import type { Database } from '@lineup/db';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { translator } from '../../lib/i18n/translator';
import { LOCALE_KEPT_SECONDS, preferredLocale } from '../../lib/reader-locale';
import type { SessionCache } from '../../lib/session-cache';
import { sessionViewer } from '../../middleware/session';
import type { AppEnv } from '../../types';
import type { Auth } from '../auth';
import { saveLocale } from '../profiles';

/**
 * `/language/:locale?to=/events`: the language switch's links (docs/product.md §18). Keeps the
 * choice in a cookie, so the spec's English addresses send this reader to their language from
 * now on, and opens the page they were on in it. A plain link, so it works before the app's
 * scripts and without them. A signed-in member's choice is also saved on their account, so their
 * mails and notifications come in it, and it follows them to other devices' API answers.
 */
export function languageRoutes(options: {
  auth: Auth;
  database: Database;
  sessionCache: SessionCache;
}) {
  const { auth, database, sessionCache } = options;
  return new Hono<AppEnv>().get('/language/:locale', async (c) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) {
      return c.text(translator(preferredLocale(c)).t('language.unknown'), 404);
    }
    const member = await sessionViewer(auth, c);
    if (member) {
      await saveLocale({ database, userId: member.id, locale });
      // The member's remembered session carries their language.
      await sessionCache.forget();
    }
    setCookie(c, LOCALE_COOKIE, locale, {
      path: '/',
      maxAge: LOCALE_KEPT_SECONDS,
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
