import { describe, expect, it } from 'vitest';
import { localDateOf, offsetMinutes, startOfLocalDay, toZonedIso } from './zoned-time';

describe('zoned time', () => {
  it('writes instants in the zone with the offset in force, across DST changes', () => {
    // Lisbon leaves summer time at 01:00 UTC on the last Sunday of October.
    expect(toZonedIso(new Date('2026-10-25T00:59:59Z'), 'Europe/Lisbon')).toBe(
      '2026-10-25T01:59:59+01:00',
    );
    expect(toZonedIso(new Date('2026-10-25T01:00:00Z'), 'Europe/Lisbon')).toBe(
      '2026-10-25T01:00:00+00:00',
    );
    expect(toZonedIso(new Date('2026-03-29T01:00:00Z'), 'Europe/Amsterdam')).toBe(
      '2026-03-29T03:00:00+02:00',
    );
    expect(toZonedIso(new Date('2026-01-01T00:00:00Z'), 'Asia/Colombo')).toBe(
      '2026-01-01T05:30:00+05:30',
    );
    expect(toZonedIso(new Date('2026-01-01T00:00:00Z'), '-03:30')).toBe(
      '2025-12-31T20:30:00-03:30',
    );
    expect(offsetMinutes(new Date('2026-07-01T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('finds the local day and the instant it starts', () => {
    expect(localDateOf(new Date('2026-06-10T19:00:00Z'), 'Asia/Colombo')).toEqual({
      year: 2026,
      month: 6,
      day: 11,
      weekday: 4,
    });
    expect(startOfLocalDay({ year: 2026, month: 6, day: 11 }, 'Asia/Colombo').toISOString()).toBe(
      '2026-06-10T18:30:00.000Z',
    );
    // The day summer time starts still begins at midnight (the jump is at 01:00 UTC).
    expect(startOfLocalDay({ year: 2026, month: 3, day: 29 }, 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
  });
});
