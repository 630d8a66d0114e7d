// Plans are shown and entered in their area's time zone, with the zone named (docs/product.md
// "Event": times are stored as instants and shown in the area's time zone), whatever zone the
// browser is in.

import { formatTime, relativeDay, zoneCity } from '@/lib/zoned-time';

/** "Today" / "Tomorrow" / "Sat 4 Jul" and "07:30", in `timeZone`. */
export function planDayAndTime(startsAt: string, timeZone: string, now = new Date()) {
  return { day: relativeDay(startsAt, timeZone, now), time: formatTime(startsAt, timeZone) };
}

/** "Today · 07:30 Lisbon time" / "Sat 4 Jul · 07:30 Colombo time". */
export function planWhen(plan: { startsAt: string; timeZone: string }, now = new Date()): string {
  const { day, time } = planDayAndTime(plan.startsAt, plan.timeZone, now);
  return `${day} · ${time} ${zoneCity(plan.timeZone)} time`;
}
