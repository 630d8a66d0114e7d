const LOCALE = 'en-GB';

/**
 * "just now", "2 min ago", "3 hours ago", "yesterday", "5 days ago"; from 30 days, the date
 * ("12 Mar 2026"). For when something happened, in lists that read as a log.
 */
export function timeAgo(at: Date | string, now: Date = new Date()): string {
  const then = new Date(at);
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(then);
}
