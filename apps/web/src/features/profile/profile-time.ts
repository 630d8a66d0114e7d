import type { I18n } from '@lingui/core';
import { intlLocale } from '@/lib/i18n-locale';

/** "March 2026". */
export function formatMonthYear(i18n: I18n, value: string): string {
  return new Intl.DateTimeFormat(intlLocale(i18n.locale), {
    month: 'long',
    year: 'numeric',
  }).format(new Date(value));
}
