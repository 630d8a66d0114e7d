import { describe, expect, it } from 'vitest';
import {
  dayKey,
  formatCardWhen,
  formatEventWhen,
  formatTime,
  formatStartWithZone,
  relativeDay,
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
    expect(zoneLabel('2026-07-04T17:30:00Z', 'Asia/Colombo')).toBe('Colombo time (GMT+5:30)');
    expect(zoneLabel('2026-07-04T17:30:00Z', 'Europe/Amsterdam')).toBe('Amsterdam time (GMT+2)');
  });

  it('shows the wall-clock time of the area, whatever the instant was written in', () => {
    // 17:30 UTC is 18:30 in Ericeira, 19:30 in Zandvoort and 23:00 on the south coast.
    expect(formatTime('2026-07-04T17:30:00Z', 'Europe/Lisbon')).toBe('18:30');
    expect(formatTime('2026-07-04T18:30:00+01:00', 'Europe/Amsterdam')).toBe('19:30');
    expect(formatTime('2026-07-04T17:30:00Z', 'Asia/Colombo')).toBe('23:00');
  });

  it('counts days in the zone, not in the browser', () => {
    // 20:00 UTC on the 4th is already the 5th in Colombo.
    expect(dayKey('2026-07-04T20:00:00Z', 'Europe/Lisbon')).toBe('2026-07-04');
    expect(dayKey('2026-07-04T20:00:00Z', 'Asia/Colombo')).toBe('2026-07-05');
  });

  it('says Today and Tomorrow on cards, the date otherwise', () => {
    const now = new Date('2026-07-04T08:00:00Z');
    expect(relativeDay('2026-07-04T19:00:00Z', 'Europe/Lisbon', now)).toBe('Today');
    expect(relativeDay('2026-07-05T19:00:00Z', 'Europe/Lisbon', now)).toBe('Tomorrow');
    expect(formatCardWhen('2026-07-11T08:00:00Z', 'Europe/Lisbon', now)).toBe('Sat 11 Jul · 09:00');
    // Late in the evening in Colombo, 20:00 UTC on the 4th is "tomorrow" already.
    expect(relativeDay('2026-07-04T20:00:00Z', 'Asia/Colombo', now)).toBe('Tomorrow');
  });

  it('adds the year to a day in another year, counted in the zone', () => {
    const now = new Date('2026-12-31T12:00:00Z');
    expect(relativeDay('2027-01-09T12:00:00Z', 'Europe/Lisbon', now)).toBe('Sat 9 Jan 2027');
    expect(relativeDay('2025-12-06T12:00:00Z', 'Europe/Lisbon', now)).toBe('Sat 6 Dec 2025');
    // 20:00 UTC on 31 December is already New Year's Day in Colombo.
    expect(relativeDay('2026-12-31T20:00:00Z', 'Asia/Colombo', now)).toBe('Tomorrow');
  });

  it('names the zone after the time in lists that mix zones', () => {
    expect(formatStartWithZone('2026-07-04T17:30:00Z', 'Europe/Lisbon')).toBe(
      'Sat 4 Jul · 18:30 Lisbon time',
    );
    expect(formatStartWithZone('2026-07-04T17:30:00Z', 'Asia/Colombo')).toBe(
      'Sat 4 Jul · 23:00 Colombo time',
    );
  });

  it('writes the event page lines for one day and across midnight', () => {
    expect(
      formatEventWhen('2026-07-04T17:30:00Z', '2026-07-04T21:00:00Z', 'Europe/Lisbon'),
    ).toEqual({
      date: 'Saturday 4 July 2026',
      time: '18:30 – 22:00',
      zone: 'Lisbon time (GMT+1)',
    });
    expect(
      formatEventWhen('2026-07-04T20:00:00Z', '2026-07-05T01:00:00Z', 'Europe/Amsterdam'),
    ).toEqual({
      date: 'Sat 4 Jul – Sun 5 Jul 2026',
      time: 'Sat 4 Jul 22:00 – Sun 5 Jul 03:00',
      zone: 'Amsterdam time (GMT+2)',
    });
  });
});
