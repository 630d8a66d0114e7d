// Plans are shown and entered in their area's time zone, with the zone named (PRODUCT.md
// "Event": times are stored as instants and shown in the area's time zone), whatever zone the
// browser is in.

/** The zone's city as people say it: `Asia/Colombo` → `Colombo`. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}

/** `2026-07-04T18:30`: the wall clock of `timeZone` at `now`, as a `datetime-local` value. */
export function localNow(timeZone: string, now = new Date()): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  for (const part of format.formatToParts(now)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** "Today" / "Tomorrow" / "Sat 4 Jul" and "07:30", in `timeZone`. */
export function planDayAndTime(startsAt: string, timeZone: string, now = new Date()) {
  const day = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(at);
  const start = new Date(startsAt);
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const dayText =
    day(start) === day(now)
      ? 'Today'
      : day(start) === day(tomorrow)
        ? 'Tomorrow'
        : new Intl.DateTimeFormat('en-GB', {
            timeZone,
            weekday: 'short',
            day: 'numeric',
            month: 'short',
          })
            .format(start)
            .replace(',', '');
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(start);
  return { day: dayText, time };
}

/** "Today · 07:30 Lisbon time" / "Sat 4 Jul · 07:30 Colombo time". */
export function planWhen(plan: { startsAt: string; timeZone: string }, now = new Date()): string {
  const { day, time } = planDayAndTime(plan.startsAt, plan.timeZone, now);
  return `${day} · ${time} ${zoneCity(plan.timeZone)} time`;
}
