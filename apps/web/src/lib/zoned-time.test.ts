import { testI18n } from '@/test/i18n';
import { describe, expect, it } from 'vitest';
import {
  dayKey,
  formatCardWhen,
  formatEventWhen,
  formatTime,
  formatStartWithZone,
  fromLocalInputValue,
  relativeDay,
  toLocalInputValue,
  zoneCity,
  zoneLabel,
  zoneOffset,
} from './zoned-time';

describe('event times in the area time zone', () => {
  it('names the zone by its city and its offset on that day', () => {
    expect(zoneCity('Europe/Lisbon')).toBe('Lisbon');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    // Lisbon is on summer time in July and on GMT in January.
    expect(zoneOffset('2026-07-04T17:30:00Z', 'Europe/Lisbon')).toBe('GMT+1');
    expect(zoneOffset('2026-01-10T17:30:00Z', 'Europe/Lisbon')).toBe('GMT');
    expect(zoneLabel(testI18n, '2026-07-04T17:30:00Z', 'Asia/Colombo')).toBe(
      'Colombo time (GMT+5:30)',
    );
    expect(zoneLabel(testI18n, '2026-07-04T17:30:00Z', 'Europe/Amsterdam')).toBe(
      'Amsterdam time (GMT+2)',
    );
  });

  it('shows the wall-clock time of the area, whatever the instant was written in', () => {
    // 17:30 UTC is 18:30 in Ericeira, 19:30 in Zandvoort and 23:00 on the south coast.
    expect(formatTime(testI18n, '2026-07-04T17:30:00Z', 'Europe/Lisbon')).toBe('18:30');
    expect(formatTime(testI18n, '2026-07-04T18:30:00+01:00', 'Europe/Amsterdam')).toBe('19:30');
    expect(formatTime(testI18n, '2026-07-04T17:30:00Z', 'Asia/Colombo')).toBe('23:00');
  });

  it('counts days in the zone, not in the browser', () => {
    // 20:00 UTC on the 4th is already the 5th in Colombo.
    expect(dayKey('2026-07-04T20:00:00Z', 'Europe/Lisbon')).toBe('2026-07-04');
    expect(dayKey('2026-07-04T20:00:00Z', 'Asia/Colombo')).toBe('2026-07-05');
  });

  it('says Today and Tomorrow on cards, the date otherwise', () => {
    const now = new Date('2026-07-04T08:00:00Z');
    expect(relativeDay(testI18n, '2026-07-04T19:00:00Z', 'Europe/Lisbon', now)).toBe('Today');
    expect(relativeDay(testI18n, '2026-07-05T19:00:00Z', 'Europe/Lisbon', now)).toBe('Tomorrow');
    expect(formatCardWhen(testI18n, '2026-07-11T08:00:00Z', 'Europe/Lisbon', now)).toBe(
      'Sat 11 Jul · 09:00',
    );
    // Late in the evening in Colombo, 20:00 UTC on the 4th is "tomorrow" already.
    expect(relativeDay(testI18n, '2026-07-04T20:00:00Z', 'Asia/Colombo', now)).toBe('Tomorrow');
  });

  it('adds the year to a day in another year, counted in the zone', () => {
    const now = new Date('2026-12-31T12:00:00Z');
    expect(relativeDay(testI18n, '2027-01-09T12:00:00Z', 'Europe/Lisbon', now)).toBe(
      'Sat 9 Jan 2027',
    );
    expect(relativeDay(testI18n, '2025-12-06T12:00:00Z', 'Europe/Lisbon', now)).toBe(
      'Sat 6 Dec 2025',
    );
    // 20:00 UTC on 31 December is already New Year's Day in Colombo.
    expect(relativeDay(testI18n, '2026-12-31T20:00:00Z', 'Asia/Colombo', now)).toBe('Tomorrow');
  });

  it('names the zone after the time in lists that mix zones', () => {
    expect(formatStartWithZone(testI18n, '2026-07-04T17:30:00Z', 'Europe/Lisbon')).toBe(
      'Sat 4 Jul · 18:30 Lisbon time',
    );
    expect(formatStartWithZone(testI18n, '2026-07-04T17:30:00Z', 'Asia/Colombo')).toBe(
      'Sat 4 Jul · 23:00 Colombo time',
    );
  });

  it('writes the event page lines for one day and across midnight', () => {
    expect(
      formatEventWhen(testI18n, '2026-07-04T17:30:00Z', '2026-07-04T21:00:00Z', 'Europe/Lisbon'),
    ).toEqual({
      date: 'Saturday 4 July 2026',
      time: '18:30 – 22:00',
      zone: 'Lisbon time (GMT+1)',
    });
    expect(
      formatEventWhen(testI18n, '2026-07-04T20:00:00Z', '2026-07-05T01:00:00Z', 'Europe/Amsterdam'),
    ).toEqual({
      date: 'Sat 4 Jul – Sun 5 Jul 2026',
      time: 'Sat 4 Jul 22:00 – Sun 5 Jul 03:00',
      zone: 'Amsterdam time (GMT+2)',
    });
  });
});

describe('wall-clock times typed for an area', () => {
  const instantOf = (value: string, timeZone: string) =>
    fromLocalInputValue(value, timeZone)?.toISOString() ?? null;

  it('reads a Lisbon summer evening as the instant an hour earlier in UTC', () => {
    expect(instantOf('2026-07-04T18:30', 'Europe/Lisbon')).toBe('2026-07-04T17:30:00.000Z');
  });

  it('reads Colombo time with its half-hour offset', () => {
    const instant = fromLocalInputValue('2026-01-10T07:00', 'Asia/Colombo');
    expect(instant?.toISOString()).toBe('2026-01-10T01:30:00.000Z');
    expect(zoneOffset(instant!, 'Asia/Colombo')).toBe('GMT+5:30');
  });

  it('shows a stored instant as the wall clock of the area, not of the browser', () => {
    expect(toLocalInputValue('2026-12-31T23:15:00Z', 'Europe/Amsterdam')).toBe('2027-01-01T00:15');
    expect(toLocalInputValue('2026-12-31T23:15:00Z', 'Europe/Lisbon')).toBe('2026-12-31T23:15');
    expect(toLocalInputValue('not a date', 'Europe/Lisbon')).toBe('');
  });

  // docs/decisions/0014-time-zones.md: the server's rule, on the last Sundays of March and October.
  it('has no instant for the hour skipped when the clocks go forward', () => {
    // Lisbon goes from 01:00 to 02:00, Amsterdam from 02:00 to 03:00.
    expect(instantOf('2026-03-29T00:59', 'Europe/Lisbon')).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOf('2026-03-29T01:00', 'Europe/Lisbon')).toBeNull();
    expect(instantOf('2026-03-29T01:30', 'Europe/Lisbon')).toBeNull();
    expect(instantOf('2026-03-29T02:00', 'Europe/Lisbon')).toBe('2026-03-29T01:00:00.000Z');
    expect(instantOf('2026-03-29T01:59', 'Europe/Amsterdam')).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOf('2026-03-29T02:30', 'Europe/Amsterdam')).toBeNull();
    expect(instantOf('2026-03-29T03:00', 'Europe/Amsterdam')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first of the hour repeated when the clocks go back', () => {
    expect(instantOf('2026-10-25T01:30', 'Europe/Lisbon')).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-10-25T02:00', 'Europe/Lisbon')).toBe('2026-10-25T02:00:00.000Z');
    expect(instantOf('2026-10-25T02:30', 'Europe/Amsterdam')).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-10-25T03:00', 'Europe/Amsterdam')).toBe('2026-10-25T02:00:00.000Z');
    // Both occurrences read back as the same wall-clock time.
    expect(toLocalInputValue('2026-10-25T00:30:00Z', 'Europe/Amsterdam')).toBe('2026-10-25T02:30');
    expect(toLocalInputValue('2026-10-25T01:30:00Z', 'Europe/Amsterdam')).toBe('2026-10-25T02:30');
  });

  it('refuses what is not a local date and time', () => {
    expect(instantOf('', 'Europe/Lisbon')).toBeNull();
    expect(instantOf('2026-07-04', 'Europe/Lisbon')).toBeNull();
    expect(instantOf('2026-02-30T10:00', 'Europe/Lisbon')).toBeNull();
  });
});
