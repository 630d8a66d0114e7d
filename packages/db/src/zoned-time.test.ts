import { describe, expect, it } from 'vitest';
import {
  addDays,
  describeLocal,
  instantAt,
  instantToLocal,
  isValidTimeZone,
  isoDate,
  localDateOf,
  localToInstant,
  offsetMinutes,
  parseLocalDate,
  startOfLocalDay,
  toZonedIso,
} from './zoned-time';

const instantOf = (local: string, timeZone: string) => {
  const result = localToInstant(local, timeZone);
  return result.ok ? result.instant.toISOString() : result.reason;
};

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

  it('knows the zones a browser may send', () => {
    expect(isValidTimeZone('Europe/Lisbon')).toBe(true);
    expect(isValidTimeZone('+05:30')).toBe(true);
    expect(isValidTimeZone('+15:00')).toBe(false);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
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
    // Santiago skips midnight when summer time starts: the day begins at 01:00.
    expect(
      startOfLocalDay({ year: 2026, month: 9, day: 6 }, 'America/Santiago').toISOString(),
    ).toBe('2026-09-06T04:00:00.000Z');
  });

  it('counts calendar days and reads them', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      weekday: 5,
    });
    expect(isoDate({ year: 2026, month: 3, day: 9 })).toBe('2026-03-09');
    expect(parseLocalDate('2026-03-29')).toEqual({ year: 2026, month: 3, day: 29 });
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(parseLocalDate('29/03/2026')).toBeNull();
  });
});

// docs/decisions/0014-time-zones.md: a skipped time is refused, a repeated one is the first.
describe('wall-clock times on the DST days', () => {
  it('refuses the hour skipped on the last Sunday of March', () => {
    // Lisbon goes from 01:00 to 02:00, Amsterdam from 02:00 to 03:00.
    expect(instantOf('2026-03-29T00:59', 'Europe/Lisbon')).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOf('2026-03-29T01:00', 'Europe/Lisbon')).toBe('skipped');
    expect(instantOf('2026-03-29T01:30', 'Europe/Lisbon')).toBe('skipped');
    expect(instantOf('2026-03-29T02:00', 'Europe/Lisbon')).toBe('2026-03-29T01:00:00.000Z');
    expect(instantOf('2026-03-29T01:59', 'Europe/Amsterdam')).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOf('2026-03-29T02:30', 'Europe/Amsterdam')).toBe('skipped');
    expect(instantOf('2026-03-29T03:00', 'Europe/Amsterdam')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first of the hour repeated on the last Sunday of October', () => {
    // Lisbon shows 01:00–02:00 twice, Amsterdam 02:00–03:00.
    expect(instantOf('2026-10-25T01:30', 'Europe/Lisbon')).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-10-25T02:00', 'Europe/Lisbon')).toBe('2026-10-25T02:00:00.000Z');
    expect(instantOf('2026-10-25T02:30', 'Europe/Amsterdam')).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-10-25T03:00', 'Europe/Amsterdam')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('shows both occurrences of a repeated hour as the same wall-clock time', () => {
    expect(instantToLocal(new Date('2026-10-25T00:30:00Z'), 'Europe/Amsterdam')).toBe(
      '2026-10-25T02:30',
    );
    expect(instantToLocal(new Date('2026-10-25T01:30:00Z'), 'Europe/Amsterdam')).toBe(
      '2026-10-25T02:30',
    );
    expect(instantToLocal(new Date('2026-03-29T01:00:00Z'), 'Europe/Lisbon')).toBe(
      '2026-03-29T02:00',
    );
  });

  it('places the seed schedule and refuses to place it in a skipped hour', () => {
    const day = { year: 2026, month: 3, day: 29 };
    expect(instantAt(day, 18 * 60 + 30, 'Europe/Amsterdam').toISOString()).toBe(
      '2026-03-29T16:30:00.000Z',
    );
    expect(() => instantAt(day, 90, 'Europe/Lisbon')).toThrow(RangeError);
  });

  it('describes a local time for messages', () => {
    expect(describeLocal('2026-03-29T01:30')).toBe('29 Mar 2026, 01:30');
  });
});
