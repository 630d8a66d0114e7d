// Plans are shown and entered in their area's time zone, with the zone named (docs/product.md
// "Event": times are stored as instants and shown in the area's time zone), whatever zone the
// browser is in.

import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { formatTime, relativeDay, zoneCity } from '@/lib/zoned-time';

/** "Today" / "Tomorrow" / "Sat 4 Jul" and "07:30", in `timeZone`. */
export function planDayAndTime(i18n: I18n, startsAt: string, timeZone: string, now = new Date()) {
  return {
    day: relativeDay(i18n, startsAt, timeZone, now),
    time: formatTime(i18n, startsAt, timeZone),
  };
}

/** "Today · 07:30 Lisbon time" / "Sat 4 Jul · 07:30 Colombo time". */
export function planWhen(
  i18n: I18n,
  plan: { startsAt: string; timeZone: string },
  now = new Date(),
): string {
  const { day, time } = planDayAndTime(i18n, plan.startsAt, plan.timeZone, now);
  const city = zoneCity(plan.timeZone);
  return i18n._(msg`${day} · ${time} ${city} time`);
}
