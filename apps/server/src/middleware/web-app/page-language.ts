import {
  LOCALES,
  localeOfPath,
  localizedPath,
  SOURCE_LOCALE,
  type Locale,
} from '@lineup/contracts/locales';
import { escapeHtml } from '../../lib/html';
import type { PageHead } from '../../lib/page-head';
import { translator } from '../../lib/i18n/translator';
import { manifestPath } from './manifest';

// A page's language (docs/product.md §18): its address says it (`/nl/events`), English at the
// spec's own paths. The head the database gives is the spec path's; here it becomes the
// language's own, with its `<html lang>` and a link to each other language's page.

export { localeOfPath };

/** The faces of the scripts some languages need, as the build names them (font-preload.ts). */
const SCRIPT_FACES = /<script type="application\/json" id="lineup-script-faces">([^<]*)<\/script>/;

/**
 * The template in `locale`: `<html lang="…">`, the installed app's manifest in it, and the face
 * of its script preloaded when it needs one (Sinhala, Tamil), so its text does not wait on the
 * style sheet to ask for it, nor shift when it comes.
 */
export function inLanguage(template: string, locale: Locale): string {
  return defaultHeadIn(template, locale)
    .replace(SCRIPT_FACES, (_all, json: string) => {
      const face = (JSON.parse(json) as Partial<Record<Locale, string>>)[locale];
      return face
        ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(face)}">`
        : '';
    })
    .replace(/<html(\s[^>]*)?>/, (tag) =>
      /\slang="[^"]*"/.test(tag)
        ? tag.replace(/\slang="[^"]*"/, ` lang="${locale}"`)
        : tag.replace('<html', `<html lang="${locale}"`),
    )
    .replace(
      /(<link rel="manifest" href=")\/manifest\.webmanifest"/,
      (_all, start: string) => `${start}${manifestPath(locale)}"`,
    );
}

/**
 * index.html's title and descriptions, which a page keeps until it names itself (the server's
 * head of an event or an area replaces them), in `locale`.
 */
function defaultHeadIn(template: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return template;
  const { t } = translator(locale);
  const withContent = (html: string, meta: string, text: string) =>
    html.replace(
      new RegExp(`(<meta\\s+${meta}\\s+content=")[^"]*"`),
      (_all, start: string) => `${start}${escapeHtml(text)}"`,
    );
  let html = template.replace(
    /<title>[^<]*<\/title>/,
    () => `<title>${escapeHtml(t('app.title'))}</title>`,
  );
  html = withContent(html, 'name="description"', t('app.metaDescription'));
  html = withContent(html, 'property="og:title"', t('app.title'));
  return withContent(html, 'property="og:description"', t('app.shareDescription'));
}

/**
 * The head of the spec's page at `path` for its `locale` version: its canonical link and
 * Open Graph address point at that version, every language's version is named as an
 * alternate (with English as the default for any other reader). A page that is not indexed (a
 * 404, a friends-only plan) gets no alternates.
 */
export function headInLanguage(
  head: PageHead,
  { locale, path, origin }: { locale: Locale; path: string; origin: string },
): PageHead {
  let tags = head.tags ?? '';
  if (locale !== SOURCE_LOCALE) {
    tags = tags.replace(
      /(<link rel="canonical" href="|<meta property="og:url" content=")([^"]*)"/g,
      (_all, start: string, href: string) => `${start}${inLocale(href, locale, origin)}"`,
    );
  }
  const indexed = (head.status ?? 200) === 200 && !/name="robots" content="noindex/.test(tags);
  if (indexed) tags += alternates(path, origin) + openGraphLocales(locale);
  return { ...head, tags };
}

/** An absolute address on this site, moved into `locale`. */
function inLocale(href: string, locale: Locale, origin: string): string {
  if (!href.startsWith(`${origin}/`)) return href;
  const url = new URL(href);
  return `${origin}${localizedPath(locale, url.pathname)}${url.search}`;
}

function alternates(path: string, origin: string): string {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + localizedPath(locale, path))}" />`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', SOURCE_LOCALE)].join(
    '',
  );
}

/** Open Graph's `og:locale` (`pt_PT`), with the page's other languages as alternates. */
function openGraphLocales(locale: Locale): string {
  const ogLocale = (tag: Locale) => (OG_LOCALES[tag] ?? tag).replace('-', '_');
  return [
    `<meta property="og:locale" content="${ogLocale(locale)}" />`,
    ...LOCALES.filter((other) => other !== locale).map(
      (other) => `<meta property="og:locale:alternate" content="${ogLocale(other)}" />`,
    ),
  ].join('');
}

/** The regions Open Graph expects (it knows no bare language): English as in Britain. */
const OG_LOCALES: Partial<Record<Locale, string>> = {
  en: 'en-GB',
  nl: 'nl-NL',
  si: 'si-LK',
  ta: 'ta-LK',
};
