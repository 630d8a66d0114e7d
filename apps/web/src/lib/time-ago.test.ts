import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = new Date('2026-07-04T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says how long ago, then the date after a month', () => {
    expect(timeAgo(before(20_000), now)).toBe('just now');
    expect(timeAgo(before(2 * 60_000), now)).toBe('2 min ago');
    expect(timeAgo(before(60 * 60_000), now)).toBe('1 hour ago');
    expect(timeAgo(before(5 * 60 * 60_000), now)).toBe('5 hours ago');
    expect(timeAgo(before(30 * 60 * 60_000), now)).toBe('yesterday');
    expect(timeAgo(before(3 * 86_400_000), now)).toBe('3 days ago');
    expect(timeAgo('2026-03-12T10:00:00Z', now)).toBe('12 Mar 2026');
  });
});
