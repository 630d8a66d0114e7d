import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SeriesRule, Weekday } from '@lineup/contracts';
import { intlLocale } from '@/lib/i18n-locale';

// How a series repeats, in the page's language ("Every Tuesday", "Elke dinsdag"): from the rule
// the API gives. Cards show it, so this module takes nothing but types from the contracts, whose
// schemas would come with any value.

export const WEEKDAY_LABELS: Record<Weekday, MessageDescriptor> = {
  MO: msg`Monday`,
  TU: msg`Tuesday`,
  WE: msg`Wednesday`,
  TH: msg`Thursday`,
  FR: msg`Friday`,
  SA: msg`Saturday`,
  SU: msg`Sunday`,
};

export const WEEKDAY_SHORT_LABELS: Record<Weekday, MessageDescriptor> = {
  MO: msg({ message: 'Mon', comment: 'Short for Monday, on a button of a week' }),
  TU: msg({ message: 'Tue', comment: 'Short for Tuesday, on a button of a week' }),
  WE: msg({ message: 'Wed', comment: 'Short for Wednesday, on a button of a week' }),
  TH: msg({ message: 'Thu', comment: 'Short for Thursday, on a button of a week' }),
  FR: msg({ message: 'Fri', comment: 'Short for Friday, on a button of a week' }),
  SA: msg({ message: 'Sat', comment: 'Short for Saturday, on a button of a week' }),
  SU: msg({ message: 'Sun', comment: 'Short for Sunday, on a button of a week' }),
};

const EVERY_WEEKS: Record<number, MessageDescriptor> = {
  2: msg`Every two weeks on {days}`,
  3: msg`Every three weeks on {days}`,
  4: msg`Every four weeks on {days}`,
};

const EVERY_MONTHS: Record<number, MessageDescriptor> = {
  1: msg`Monthly on {day}`,
  2: msg`Every two months on {day}`,
  3: msg`Every three months on {day}`,
  4: msg`Every four months on {day}`,
};

/** The weekday's place in its month; -1 is its last. */
const WEEK_OF_MONTH: Record<number, MessageDescriptor> = {
  1: msg`the first {weekday}`,
  2: msg`the second {weekday}`,
  3: msg`the third {weekday}`,
  4: msg`the fourth {weekday}`,
  [-1]: msg`the last {weekday}`,
};

const DAY_OF_MONTH = msg({
  message: 'the {day, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  comment: 'A day of the month: the 14th',
});

/** "Tuesday and Thursday", as the page's language joins a list. */
function listOf(i18n: I18n, days: Weekday[]): string {
  const names = days.map((day) => i18n._(WEEKDAY_LABELS[day]));
  return new Intl.ListFormat(intlLocale(i18n.locale), { type: 'conjunction' }).format(names);
}

/** "the 14th" or "the last Friday": the day of the month a monthly rule falls on. */
export function monthlyDayOf(i18n: I18n, rule: SeriesRule): string {
  if (rule.monthDay !== null) return i18n._({ ...DAY_OF_MONTH, values: { day: rule.monthDay } });
  const weekday = i18n._(WEEKDAY_LABELS[rule.monthWeekday ?? 'MO']);
  return i18n._({ ...WEEK_OF_MONTH[rule.monthWeek ?? 1]!, values: { weekday } });
}

/** "Every Tuesday", "Every two weeks on Tuesday and Thursday", "Monthly on the last Friday". */
export function describeRuleIn(i18n: I18n, rule: SeriesRule): string {
  if (rule.frequency === 'weekly') {
    if (rule.interval === 1) {
      return rule.weekdays.length === 7
        ? i18n._(msg`Every day`)
        : i18n._({ ...msg`Every {days}`, values: { days: listOf(i18n, rule.weekdays) } });
    }
    return i18n._({
      ...EVERY_WEEKS[rule.interval]!,
      values: { days: listOf(i18n, rule.weekdays) },
    });
  }
  return i18n._({ ...EVERY_MONTHS[rule.interval]!, values: { day: monthlyDayOf(i18n, rule) } });
}

/** The same with its end, when it ends on a day: "Every Tuesday, until 3 December 2026". */
export function describeSeriesIn(i18n: I18n, rule: SeriesRule): string {
  const repeats = describeRuleIn(i18n, rule);
  if (rule.until === null) return repeats;
  const last = new Intl.DateTimeFormat(intlLocale(i18n.locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${rule.until}T00:00:00Z`));
  return i18n._({
    ...msg({ message: '{repeats}, until {last}', comment: 'A series that ends on a day' }),
    values: { repeats, last },
  });
}
