import type { I18n } from '@lingui/core';
import { intlLocale } from './i18n-locale';

// Countries come from the server by their English names ("Netherlands"); a page in another
// language shows them in its own ("Países Baixos"), from the names CLDR gives every region.

let regionCodes: Map<string, string> | undefined;

/** Each region's English name, to its code: "netherlands" → "NL" (some 280, in a millisecond). */
function regionCodeOf(englishName: string): string | undefined {
  if (!regionCodes) {
    regionCodes = new Map();
    const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        const name = english.of(code);
        if (name) regionCodes.set(name.toLowerCase(), code);
      }
    }
  }
  return regionCodes.get(englishName.trim().toLowerCase());
}

/**
 * A country's name in the page's language. A name CLDR does not know (a spelling of an admin's
 * own) stays as it was written.
 */
export function nameOfCountry(i18n: I18n, englishName: string): string {
  if (i18n.locale === 'en' || !englishName) return englishName;
  const code = regionCodeOf(englishName);
  if (!code) return englishName;
  return (
    new Intl.DisplayNames(intlLocale(i18n.locale), { type: 'region', fallback: 'none' }).of(code) ??
    englishName
  );
}
