import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { STAY_MAX_DAYS } from './constants';
import { StayInput, stayMessages } from './stays';

const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const stay = (arrivesOn: string, leavesOn: string) => ({
  area: 'portugal-peniche-area',
  arrivesOn,
  leavesOn,
});

describe('the days of a stay', () => {
  it.each([
    // One day is a stay: arriving and leaving on the same day.
    ['2027-06-03', '2027-06-03', []],
    ['2027-06-03', '2027-06-10', []],
    [
      '2027-06-03',
      '2027-06-02',
      [{ path: 'leavesOn', message: stayMessages.leavesBeforeArriving }],
    ],
    // Both ends count: 1 January to 31 December 2028 is 366 days, a leap year's whole.
    ['2028-01-01', '2028-12-31', []],
    ['2027-01-01', '2028-01-01', []],
    ['2027-01-01', '2028-01-02', [{ path: 'leavesOn', message: stayMessages.tooLong }]],
    ['3 June', '2027-06-10', [{ path: 'arrivesOn', message: stayMessages.arrivesOn }]],
  ])('%s to %s', (arrivesOn, leavesOn, issues) => {
    expect(issuesOf(StayInput.safeParse(stay(arrivesOn, leavesOn)))).toEqual(issues);
  });

  it(`says how long a stay may be (${STAY_MAX_DAYS} days)`, () => {
    expect(stayMessages.tooLong).toBe('A stay can last at most 366 days.');
  });

  it('is seen by friends and has no note unless the member says otherwise', () => {
    expect(StayInput.parse(stay('2027-06-03', '2027-06-10'))).toMatchObject({
      note: '',
      visibility: 'friends',
    });
  });
});
