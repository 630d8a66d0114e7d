import { match } from '@formatjs/intl-localematcher';
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  SOURCE_LOCALE,
  type Locale,
} from '@lineup/contracts/locales';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { parse as parseCookies } from 'hono/utils/cookie';
import { parseAccept } from 'hono/utils/accept';
import type { AppEnv } from '../types';

/**
 * The language a browser asks for in `Accept-Language`, matched to Lineup's by CLDR's
 * language distances (so `pt-BR` reads European Portuguese, `nl-BE` Dutch), or English when
 * none of them is close.
 */
export function acceptedLocale(header: string | undefined): Locale {
  if (!header) return SOURCE_LOCALE;
  let locale = matched.get(header);
  if (locale === undefined) {
    locale = matchLocale(header);
    // Browsers send a few dozen different headers between them; a flood of made-up ones
    // starts the memory afresh rather than growing it.
    if (matched.size >= MATCHES_KEPT) matched.clear();
    matched.set(header, locale);
  }
  return locale;
}

const MATCHES_KEPT = 1_000;
const matched = new Map<string, Locale>();

function matchLocale(header: string): Locale {
  const wanted = parseAccept(header)
    .filter(({ q }) => q > 0)
    .map(({ type }) => type)
    .filter((tag) => tag !== '*' && isWellFormed(tag));
  if (wanted.length === 0) return SOURCE_LOCALE;
  const best = match(wanted, LOCALES, SOURCE_LOCALE, { algorithm: 'best fit' });
  return isLocale(best) ? best : SOURCE_LOCALE;
}

function isWellFormed(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** A choice of language is kept on the device for a year. */
export const LOCALE_KEPT_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language a reader chose on this device (the cookie the language switch sets), else the
 * one their browser asks for: where a page at the spec's own (English) path sends them.
 */
export function preferredLocale(c: Context): Locale {
  const chosen = getCookie(c, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return acceptedLocale(c.req.header('Accept-Language'));
}

/**
 * The same from a request's headers, where no Hono context is at hand (Better Auth's hooks):
 * the language a new account starts with and its first mails are written in.
 */
export function localeOfHeaders(headers: Headers | undefined): Locale {
  const chosen = parseCookies(headers?.get('cookie') ?? '', LOCALE_COOKIE)[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return acceptedLocale(headers?.get('accept-language') ?? undefined);
}

/**
 * The language the server answers a reader in (its error messages, the texts it sends back):
 * the one a signed-in member saved on their profile, else the one of this device or browser.
 */
export function readerLocale(c: Context<AppEnv>): Locale {
  return c.var.user?.locale ?? preferredLocale(c);
}
