import type { SeriesRule, Weekday } from '@lineup/contracts';

/** A weekly rule on `weekdays`, as the API gives it; `until` ends it on a day. */
export function weeklyRule(weekdays: Weekday[], until: string | null = null): SeriesRule {
  return {
    frequency: 'weekly',
    interval: 1,
    weekdays,
    monthDay: null,
    monthWeek: null,
    monthWeekday: null,
    count: until === null ? 8 : null,
    until,
  };
}
