import type { I18n } from '@lingui/core';
import { stayDates } from '@lineup/contracts';
import { intlLocale } from '@/lib/i18n-locale';

const toDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A stay's days as a line: "3–10 June", "30 May – 2 June". English says them as the contracts
 * do (and the server's messages); other languages as Intl writes a range of days in them.
 */
export function stayDays(i18n: I18n, arrivesOn: string, leavesOn: string): string {
  if (i18n.locale === 'en') return stayDates(arrivesOn, leavesOn);
  const years = arrivesOn.slice(0, 4) !== leavesOn.slice(0, 4);
  const format = new Intl.DateTimeFormat(intlLocale(i18n.locale), {
    day: 'numeric',
    month: 'long',
    ...(years ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  return arrivesOn === leavesOn
    ? format.format(toDay(arrivesOn))
    : format.formatRange(toDay(arrivesOn), toDay(leavesOn));
}
