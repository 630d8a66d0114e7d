import { describe, expect, it } from 'vitest';
import {
  DATE_YEAR_MESSAGE,
  EVENT_LENGTH_MESSAGE,
  isWithinEventLength,
  isYearInRange,
} from './date-bounds';
import { DateOrDateTime, optionalParam, pageLimit } from './query-values';
import { z } from 'zod';

const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe('the years Lineup accepts (docs/decisions/0013-date-bounds.md)', () => {
  it.each([
    ['1999-12-31', false],
    ['2000-01-01', true],
    ['2100-12-31T23:59', true],
    ['2101-01-01', false],
    ['9999-12-31T00:00', false],
    // Another shape passes here: the format check reports it, with its own message.
    ['next tuesday', true],
    ['99-01-01', true],
  ])('%s is in range: %s', (value, expected) => {
    expect(isYearInRange(value)).toBe(expected);
  });

  it('says which years when a date is outside them', () => {
    expect(DATE_YEAR_MESSAGE).toBe('Choose a date between the years 2000 and 2100.');
  });
});

describe('the longest an event may last', () => {
  it.each([
    ['2026-07-01T10:00', '2026-08-01T10:00', true],
    ['2026-07-01T10:00', '2026-08-01T10:01', false],
    // Seconds are not part of the wall-clock time the form sends.
    ['2026-07-01T10:00:59', '2026-08-01T10:00:00', true],
    // Across a clock change the wall-clock length is what counts here; the server checks instants.
    ['2026-03-01T10:00', '2026-03-31T10:00', true],
    // Unreadable times pass: the format checks report them.
    ['soon', '2026-08-01T10:00', true],
  ])('%s to %s fits: %s', (start, end, expected) => {
    expect(isWithinEventLength(start, end)).toBe(expected);
  });

  it('tells the organiser to split a longer one', () => {
    expect(EVENT_LENGTH_MESSAGE).toBe(
      'An event can last at most 31 days. Split a longer one into several events.',
    );
  });
});

describe('query-string values', () => {
  const category = optionalParam(z.enum(['surf', 'music']));

  it.each([
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
    ['surf', 'surf'],
  ])('an optional parameter sent as %o reads %o', (value, expected) => {
    expect(category.parse(value)).toBe(expected);
  });

  it('still refuses a value that is given and wrong', () => {
    expect(category.safeParse('knitting').success).toBe(false);
  });

  it.each([
    ['2026-07-04', true],
    ['2026-07-04T18:00:00+01:00', true],
    ['2026-07-04T18:00:00Z', true],
    // An instant needs its offset: a bare local time means different moments in each area.
    ['2026-07-04T18:00:00', false],
    ['2026-02-30', false],
    ['04/07/2026', false],
  ])('a date filter of %s is accepted: %s', (value, ok) => {
    expect(DateOrDateTime.safeParse(value).success).toBe(ok);
  });

  it('explains a date in the wrong shape, and one in the wrong years', () => {
    expect(messagesOf(DateOrDateTime.safeParse('04/07/2026'))).toEqual([
      'Use a day such as 2026-07-04 or a time such as 2026-07-04T18:00:00+01:00.',
    ]);
    expect(messagesOf(DateOrDateTime.safeParse('2300-01-01'))).toEqual([DATE_YEAR_MESSAGE]);
  });

  it.each([
    [undefined, 20],
    ['', 20],
    ['5', 5],
    ['50', 50],
  ])('a page limit sent as %o reads %o', (value, expected) => {
    expect(pageLimit(20, 50).parse(value)).toBe(expected);
  });

  it.each(['0', '51', '2.5', 'ten'])('a page limit of %s is refused', (value) => {
    expect(pageLimit(20, 50).safeParse(value).success).toBe(false);
  });
});
