// The languages Lineup speaks (docs/product.md §18 "Languages") and how a page's address says
// which one it is in: English at the spec's own paths, every other language under a prefix of
// its lower-case tag (`/pt-pt/events`, `/nl/events`). Shared by the server, which renders and
// redirects by it, and the browser, whose router takes the prefix as its base.

export const LOCALES = ['en', 'pt-PT', 'nl', 'si', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the spec's paths, and of every text where a reader's is not known. */
export const SOURCE_LOCALE: Locale = 'en';

/** Each language by its own name, as a language switch lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'pt-PT': 'Português',
  nl: 'Nederlands',
  si: 'සිංහල',
  ta: 'தமிழ்',
};

/**
 * The locale Intl formats a language's dates and numbers in: English as in Britain (day before
 * month, a 24-hour clock), Sinhala and Tamil as in Sri Lanka, where Lineup's readers of them are.
 */
export function intlLocale(locale: string): string {
  return INTL_LOCALES[locale] ?? locale;
}

const INTL_LOCALES: Record<string, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

/** The cookie that keeps a reader's choice of language on this device. */
export const LOCALE_COOKIE = 'lineup_locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a language: '' for English, `/pt-pt` for European Portuguese. */
export function localePrefix(locale: Locale): string {
  return locale === SOURCE_LOCALE ? '' : `/${locale.toLowerCase()}`;
}

const BY_PREFIX = new Map<string, Locale>(
  LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map((locale) => [
    locale.toLowerCase(),
    locale,
  ]),
);

/**
 * The language a page's path is in, and the path without its prefix (the spec's own path):
 * `/nl/events` is `{ locale: 'nl', path: '/events' }`, `/events` is English.
 */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  const locale = BY_PREFIX.get(first);
  if (!locale) return { locale: SOURCE_LOCALE, path: pathname };
  return { locale, path: `/${rest.join('/')}` };
}

/** The spec's path `path` in `locale`: `/events` in Dutch is `/nl/events`, `/` is `/nl`. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The text a reader of `locale` is shown: the organiser's translation into it, else the
 * original (`{ locale, title, description }` of an event, or only the title on its card;
 * docs/product.md §18 "Event text in several languages").
 */
export function textIn<Text extends { locale: string }>(
  original: Text,
  translations: readonly NoInfer<Text>[],
  locale: string,
): Text {
  return translations.find((translation) => translation.locale === locale) ?? original;
}
