/**
 * The locale Intl formats a language's dates and numbers in: English as in Britain (day before
 * month, a 24-hour clock), Sinhala and Tamil as in Sri Lanka, where Lineup's readers of them are.
 */
export function intlLocale(locale: string): string {
  return INTL_LOCALES[locale] ?? locale;
}

const INTL_LOCALES: Record<string, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };
