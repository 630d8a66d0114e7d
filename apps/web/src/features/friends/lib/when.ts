// Times show in the area's own zone with its city named (PRODUCT.md "Event"), as on the event
// page, so "18:30" means the same wherever the reader is.

const LOCALE = 'en-GB';

/** "Europe/Lisbon" → "Lisbon". */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}

const dayKey = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(at);

/** "Today · 18:30", "Tomorrow · 09:00", "Sat 4 Jul · 18:30" in the zone. */
export function formatWhen(start: string, timeZone: string, now: Date = new Date()): string {
  const at = new Date(start);
  const time = new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const day = dayKey(at, timeZone);
  if (day === dayKey(now, timeZone)) return `Today · ${time}`;
  if (day === dayKey(new Date(now.getTime() + 86_400_000), timeZone)) return `Tomorrow · ${time}`;
  const date = new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  })
    .format(at)
    .replace(',', '');
  return `${date} · ${time}`;
}

/** "today", "yesterday", "3 days ago": when a request was sent. */
export function formatAgo(iso: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}
