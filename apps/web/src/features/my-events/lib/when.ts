// Times show in the event's area zone with the zone's city named (PRODUCT.md "Event"), the
// same way the event page shows them, so "18:30" means the same everywhere in the app.

const LOCALE = 'en-GB';

/** "Europe/Lisbon" → "Lisbon". */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}

const dayKey = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(at);

/** "Today · 18:30", "Tomorrow · 09:00", "Sat 4 Jul 2026 · 18:30" in the zone. */
export function formatWhen(start: string, timeZone: string, now: Date = new Date()): string {
  const at = new Date(start);
  const time = new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const today = dayKey(now, timeZone);
  const tomorrow = dayKey(new Date(now.getTime() + 24 * 3_600_000), timeZone);
  const day = dayKey(at, timeZone);
  const dayText =
    day === today
      ? 'Today'
      : day === tomorrow
        ? 'Tomorrow'
        : new Intl.DateTimeFormat(LOCALE, {
            timeZone,
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric',
          })
            .format(at)
            .replace(',', '');
  return `${dayText} · ${time}`;
}
