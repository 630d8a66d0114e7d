import { localeOfPath, localePrefix, SOURCE_LOCALE, type Locale } from '@lineup/contracts/locales';

/** The language of the page at `pathname`, and the router's base for it (`/nl`, or none). */
export function pageLocale(pathname: string): { locale: Locale; basename: string | undefined } {
  const { locale } = localeOfPath(pathname);
  return { locale, basename: locale === SOURCE_LOCALE ? undefined : localePrefix(locale) };
}
