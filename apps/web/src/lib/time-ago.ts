import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { intlLocale } from './i18n-locale';

/**
 * "just now", "2 minutes ago", "3 hours ago", "yesterday", "5 days ago" in the page's language (the
 * platform's relative times, with each language's own plurals); from 30 days, the date
 * ("12 Mar 2026"). For when something happened, in lists that read as a log.
 */
export function timeAgo(i18n: I18n, at: Date | string, now: Date = new Date()): string {
  const locale = intlLocale(i18n.locale);
  const then = new Date(at);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return i18n._(msg`just now`);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return relative.format(-days, 'day');
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(then);
}
