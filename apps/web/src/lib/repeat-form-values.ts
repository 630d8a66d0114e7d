// How a new recurring event or plan repeats (docs/product.md §13, decision 0028), as a form
// holds it, and the `repeat` of the create request built from it. Shared by the event and plan
// forms through `components/ui/repeat-field.tsx`.

import {
  ruleOf,
  weekdayOf,
  WEEKDAYS,
  type RepeatInput,
  type RuleResult,
  type Weekday,
} from '@lineup/contracts';

/** The form's "Repeats" choice; every two weeks is weekly with an interval of 2. */
export type RepeatFrequency = 'none' | 'weekly' | 'fortnightly' | 'monthly';

/** How a new series repeats, as the form holds it (only on create). */
export type RepeatFormValues = {
  frequency: RepeatFrequency;
  /** Weekly: the days chosen; empty means the start's own day, so it follows the start. */
  weekdays: Weekday[];
  monthlyOn: 'date' | 'weekday';
  ends: 'count' | 'until';
  /** A number input's text. */
  count: string;
  /** A date input's value: `2027-06-30`. */
  until: string;
};

/** What a form needs for "Repeats": the rule and the first session's `datetime-local` start. */
export type RepeatableFormValues = { repeat: RepeatFormValues; startLocal: string };

/** The form field a `repeat.*` issue belongs to. */
export type RepeatFieldPath = `repeat.${Exclude<keyof RepeatFormValues, 'ends'>}`;

export const DEFAULT_SESSIONS = 8;

export const emptyRepeat: RepeatFormValues = {
  frequency: 'none',
  weekdays: [],
  monthlyOn: 'date',
  ends: 'count',
  count: String(DEFAULT_SESSIONS),
  until: '',
};

/** The calendar day of a `datetime-local` value ("2027-06-01T07:00" → "2027-06-01"), or null. */
export function startDayOf(startLocal: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T/.test(startLocal) ? startLocal.slice(0, 10) : null;
}

/** The weekly days in effect: the ones chosen, or else the start's own day. */
export function repeatDays(repeat: RepeatFormValues, startLocal: string): Weekday[] {
  if (repeat.weekdays.length > 0) return WEEKDAYS.filter((day) => repeat.weekdays.includes(day));
  const day = startDayOf(startLocal);
  return day ? [weekdayOf(day)] : [];
}

/** The `repeat` of the create request, or null for a one-off. */
export function repeatRequestOf(repeat: RepeatFormValues, startLocal: string): RepeatInput | null {
  if (repeat.frequency === 'none') return null;
  const count = repeat.count.trim();
  const ends =
    repeat.ends === 'count'
      ? { count: count === '' ? Number.NaN : Number(count), until: null }
      : { count: null, until: repeat.until };
  if (repeat.frequency === 'monthly') {
    return { frequency: 'monthly', interval: 1, monthlyOn: repeat.monthlyOn, ...ends };
  }
  return {
    frequency: 'weekly',
    interval: repeat.frequency === 'fortnightly' ? 2 : 1,
    weekdays: repeatDays(repeat, startLocal),
    ...ends,
  };
}

/**
 * The exact rule the series will follow, as the server will read it (`ruleOf`), for the
 * summary line and the checks that need the start; null while the form cannot tell yet.
 */
export function repeatRuleOf(repeat: RepeatFormValues, startLocal: string): RuleResult | null {
  const day = startDayOf(startLocal);
  const request = repeatRequestOf(repeat, startLocal);
  if (!day || !request) return null;
  return ruleOf(
    {
      frequency: request.frequency,
      interval: request.interval ?? 1,
      weekdays: request.weekdays ?? [],
      monthlyOn: request.monthlyOn ?? 'date',
      count: request.count,
      until: request.until || null,
    },
    day,
  );
}

/** A request path under `repeat` (`weekdays`, `count`, or none) as the form's field. */
export function repeatFieldOf(subPath: string | undefined): RepeatFieldPath {
  switch (subPath) {
    case 'weekdays':
    case 'monthlyOn':
    case 'count':
    case 'until':
      return `repeat.${subPath}`;
    default:
      return 'repeat.frequency';
  }
}
