/** "Sat 4 Jul, 18:30 Lisbon time": an event's start in its own area's zone, with the zone named. */
export function formatEventStart(startDate: string, timeZone: string): string {
  const at = new Date(startDate);
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  })
    .format(at)
    .replace(',', '');
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const city = (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
  return `${day}, ${time} ${city} time`;
}

/** "March 2026". */
export function formatMonthYear(value: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(
    new Date(value),
  );
}
