import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  describeRule,
  RepeatInput,
  ruleOf,
  seriesMessages,
  weekdayOf,
  type RepeatValues,
  type SeriesRule,
} from './series';

const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const repeat = (input: z.input<typeof RepeatInput>): RepeatValues => RepeatInput.parse(input);

describe('how an event repeats, as the form sends it', () => {
  it('ends after a number of sessions or on a day, one of the two', () => {
    expect(RepeatInput.safeParse({ frequency: 'weekly', count: 8 }).success).toBe(true);
    expect(RepeatInput.safeParse({ frequency: 'weekly', until: '2027-06-30' }).success).toBe(true);
    for (const ends of [{}, { count: 8, until: '2027-06-30' }, { count: null, until: null }]) {
      expect(issuesOf(RepeatInput.safeParse({ frequency: 'weekly', ...ends }))).toEqual([
        { path: 'count', message: seriesMessages.ends },
      ]);
    }
  });

  it.each([
    [{ frequency: 'daily', count: 3 }, 'frequency', seriesMessages.frequency],
    [{ frequency: 'weekly', interval: 5, count: 3 }, 'interval', seriesMessages.interval],
    [{ frequency: 'weekly', interval: 0, count: 3 }, 'interval', seriesMessages.interval],
    [{ frequency: 'weekly', count: 1 }, 'count', seriesMessages.count],
    [{ frequency: 'weekly', count: 105 }, 'count', seriesMessages.count],
    [{ frequency: 'weekly', until: '30/06/2027' }, 'until', seriesMessages.until],
  ])('%o is refused at %s', (input, path, message) => {
    expect(issuesOf(RepeatInput.safeParse(input))).toContainEqual({ path, message });
  });

  it('repeats every week on the first day, on its date each month, unless told otherwise', () => {
    expect(repeat({ frequency: 'monthly', count: 3 })).toMatchObject({
      interval: 1,
      weekdays: [],
      monthlyOn: 'date',
    });
  });
});

describe("a series' exact rule, from its first day", () => {
  it.each([
    ['2027-06-01', 'TU'],
    ['2027-06-06', 'SU'],
    ['2028-02-29', 'TU'],
  ])('%s is a %s', (day, weekday) => {
    expect(weekdayOf(day)).toBe(weekday);
  });

  it('repeats weekly on the first day when no days are chosen, and orders chosen days Monday first', () => {
    const tuesday = '2027-06-01';
    expect(ruleOf(repeat({ frequency: 'weekly', count: 4 }), tuesday)).toMatchObject({
      ok: true,
      rule: { weekdays: ['TU'] },
    });
    expect(
      ruleOf(repeat({ frequency: 'weekly', weekdays: ['TH', 'TU', 'MO'], count: 4 }), tuesday),
    ).toMatchObject({ ok: true, rule: { weekdays: ['MO', 'TU', 'TH'] } });
  });

  it("refuses weekly days that leave out the first session's day", () => {
    expect(
      ruleOf(repeat({ frequency: 'weekly', weekdays: ['TH'], count: 4 }), '2027-06-01'),
    ).toEqual({
      ok: false,
      path: 'repeat.weekdays',
      message: 'The first session is on a Tuesday: include Tuesday in the days.',
    });
  });

  it('refuses an end before the first day, and accepts an end on it', () => {
    expect(ruleOf(repeat({ frequency: 'weekly', until: '2027-05-31' }), '2027-06-01')).toEqual({
      ok: false,
      path: 'repeat.until',
      message: seriesMessages.untilBeforeStart,
    });
    expect(ruleOf(repeat({ frequency: 'weekly', until: '2027-06-01' }), '2027-06-01').ok).toBe(
      true,
    );
  });

  it.each([
    // The 8th is the second Tuesday; the 29th the fifth and last; the 22nd the fourth, not last.
    ['2027-06-08', { monthWeek: 2, monthWeekday: 'TU' }],
    ['2027-06-29', { monthWeek: -1, monthWeekday: 'TU' }],
    ['2027-06-22', { monthWeek: 4, monthWeekday: 'TU' }],
    // The 25th of a 30-day month is its fourth and last Friday: "the last Friday".
    ['2027-06-25', { monthWeek: -1, monthWeekday: 'FR' }],
  ])('monthly on the weekday of %s is %o', (day, expected) => {
    const result = ruleOf(repeat({ frequency: 'monthly', monthlyOn: 'weekday', count: 3 }), day);
    expect(result).toMatchObject({ ok: true, rule: { monthDay: null, ...expected } });
  });

  it('monthly on the date keeps the day of the month', () => {
    expect(ruleOf(repeat({ frequency: 'monthly', count: 3 }), '2027-06-14')).toMatchObject({
      ok: true,
      rule: { monthDay: 14, monthWeek: null, monthWeekday: null },
    });
  });
});

describe('a rule in words', () => {
  const rule = (overrides: Partial<SeriesRule>): SeriesRule => ({
    frequency: 'weekly',
    interval: 1,
    weekdays: ['TU'],
    monthDay: null,
    monthWeek: null,
    monthWeekday: null,
    count: 8,
    until: null,
    ...overrides,
  });

  it.each([
    [{}, 'Every Tuesday'],
    [{ weekdays: ['TU', 'TH'] }, 'Every Tuesday and Thursday'],
    [{ weekdays: ['MO', 'WE', 'FR'] }, 'Every Monday, Wednesday and Friday'],
    [{ weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] }, 'Every day'],
    [{ interval: 2, weekdays: ['TU', 'TH'] }, 'Every two weeks on Tuesday and Thursday'],
    [{ frequency: 'monthly', weekdays: [], monthDay: 1 }, 'Monthly on the 1st'],
    [{ frequency: 'monthly', weekdays: [], monthDay: 11 }, 'Monthly on the 11th'],
    [{ frequency: 'monthly', weekdays: [], monthDay: 22 }, 'Monthly on the 22nd'],
    [{ frequency: 'monthly', weekdays: [], monthDay: 13 }, 'Monthly on the 13th'],
    [
      { frequency: 'monthly', weekdays: [], monthWeek: -1, monthWeekday: 'FR' },
      'Monthly on the last Friday',
    ],
    [
      { frequency: 'monthly', interval: 3, weekdays: [], monthWeek: 2, monthWeekday: 'TU' },
      'Every three months on the second Tuesday',
    ],
  ] as [Partial<SeriesRule>, string][])('%o reads "%s"', (overrides, words) => {
    expect(describeRule(rule(overrides))).toBe(words);
  });
});
