import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { localizedPath, SOURCE_LOCALE, type Locale } from '@lineup/contracts/locales';
import { translator } from '../../lib/i18n/translator';

// The installed app in the reader's language (docs/product.md §18): a page in Dutch links
// `/nl/manifest.webmanifest`, the build's English manifest with its language, its description
// in Dutch and a start in Dutch. Its `id` stays the same: one app, whichever language installed it.

/** The manifest's address for a page in `locale`. */
export const manifestPath = (locale: Locale) =>
  locale === SOURCE_LOCALE
    ? '/manifest.webmanifest'
    : `${localizedPath(locale, '/')}/manifest.webmanifest`;

/**
 * Each language's manifest, made from the build's (in `root`) once; null when the build has
 * none, which the page's address then answers as any missing file.
 */
export function localizedManifests(root: string) {
  let english: Promise<Record<string, unknown> | null> | undefined;
  const made = new Map<Locale, Promise<string | null>>();
  return (locale: Locale): Promise<string | null> => {
    let manifest = made.get(locale);
    if (!manifest) {
      english ??= readFile(path.join(root, 'manifest.webmanifest'), 'utf8').then(
        (text) => JSON.parse(text) as Record<string, unknown>,
        () => null,
      );
      manifest = english.then(
        (base) =>
          base &&
          JSON.stringify({
            ...base,
            lang: locale,
            description: translator(locale).t('app.description'),
            start_url: localizedPath(locale, '/'),
          }),
      );
      made.set(locale, manifest);
    }
    return manifest;
  };
}
