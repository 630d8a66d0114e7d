import { describe, expect, it } from 'vitest';
import { compassPoint } from './sea-conditions';

describe('the sea at an event', () => {
  it('names the nearest of eight points', () => {
    expect([0, 22, 23, 90, 180, 292, 337, 338, 359].map(compassPoint)).toEqual([
      'N',
      'N',
      'NE',
      'E',
      'S',
      'W',
      'NW',
      'N',
      'N',
    ]);
  });
});
