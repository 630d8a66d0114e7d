import { testI18n } from '@/test/i18n';
import { describe, expect, it } from 'vitest';
import { sunTimes } from './sun-times';
import { dayKey, formatTime } from './zoned-time';

const LISBON = { latitude: 38.7223, longitude: -9.1393 };
const COLOMBO = { latitude: 6.9271, longitude: 79.8612 };
const MINUTE = 60_000;

function sunAt(at: Date | string, timeZone: string, place: typeof LISBON) {
  const sun = sunTimes(at, timeZone, place);
  if (!sun) throw new Error(`expected a sunrise and a sunset at ${String(at)}`);
  return sun;
}

const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `actual` is on `day` in the zone, within three minutes of the published `time`. */
function expectNear(actual: Date, timeZone: string, day: string, time: string) {
  expect(dayKey(actual, timeZone)).toBe(day);
  const off = Math.abs(clockMinutes(formatTime(testI18n, actual, timeZone)) - clockMinutes(time));
  expect(off, `${formatTime(testI18n, actual, timeZone)} against ${time}`).toBeLessThanOrEqual(3);
}

describe('sunrise and sunset of the day, in the area time zone', () => {
  // Published times for Lisbon (38.72° N, 9.14° W) on the 1st of July and of January.
  it('gives Lisbon its summer and winter days', () => {
    const summer = sunAt('2026-07-01T10:00:00+01:00', 'Europe/Lisbon', LISBON);
    expectNear(summer.sunrise, 'Europe/Lisbon', '2026-07-01', '06:16');
    expectNear(summer.sunset, 'Europe/Lisbon', '2026-07-01', '21:06');

    const winter = sunAt('2026-01-01T10:00:00Z', 'Europe/Lisbon', LISBON);
    expectNear(winter.sunrise, 'Europe/Lisbon', '2026-01-01', '07:55');
    expectNear(winter.sunset, 'Europe/Lisbon', '2026-01-01', '17:25');
  });

  it('moves the clock times by an hour when summer time ends, not the sun', () => {
    // Lisbon goes back from GMT+1 to GMT at 02:00 on Sunday 25 October 2026.
    const saturday = sunAt('2026-10-24T10:00:00+01:00', 'Europe/Lisbon', LISBON);
    const sunday = sunAt('2026-10-25T10:00:00Z', 'Europe/Lisbon', LISBON);
    expectNear(saturday.sunrise, 'Europe/Lisbon', '2026-10-24', '07:55');
    expectNear(saturday.sunset, 'Europe/Lisbon', '2026-10-24', '18:47');
    expectNear(sunday.sunrise, 'Europe/Lisbon', '2026-10-25', '06:56');
    expectNear(sunday.sunset, 'Europe/Lisbon', '2026-10-25', '17:45');
    // The sun itself rises about a minute later each day.
    const later = (sunday.sunrise.getTime() - saturday.sunrise.getTime()) / MINUTE - 24 * 60;
    expect(later).toBeGreaterThanOrEqual(0);
    expect(later).toBeLessThanOrEqual(2);
  });

  it('gives Colombo its day at GMT+5:30', () => {
    const sun = sunAt('2026-01-15T10:00:00+05:30', 'Asia/Colombo', COLOMBO);
    expectNear(sun.sunrise, 'Asia/Colombo', '2026-01-15', '06:27');
    expectNear(sun.sunset, 'Asia/Colombo', '2026-01-15', '18:12');
  });

  it("takes the zone's day, not UTC's", () => {
    // 00:30 in Lisbon is still the 3rd in UTC; 03:00 in Colombo is still the 14th.
    const lisbon = sunAt('2026-07-04T00:30:00+01:00', 'Europe/Lisbon', LISBON);
    expect(dayKey(lisbon.sunrise, 'Europe/Lisbon')).toBe('2026-07-04');
    expect(dayKey(lisbon.sunset, 'Europe/Lisbon')).toBe('2026-07-04');
    const colombo = sunAt('2026-01-15T03:00:00+05:30', 'Asia/Colombo', COLOMBO);
    expect(dayKey(colombo.sunrise, 'Asia/Colombo')).toBe('2026-01-15');
    expect(colombo.sunrise).toEqual(
      sunAt('2026-01-15T21:00:00+05:30', 'Asia/Colombo', COLOMBO).sunrise,
    );
  });

  it('answers the same on the server and in a browser in any zone', () => {
    // The page is rendered on the server and hydrated in the browser: both must agree.
    const zone = process.env.TZ;
    const answers = ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'].map((local) => {
      process.env.TZ = local;
      return {
        offset: new Date('2026-07-01T00:00:00Z').getTimezoneOffset(),
        sun: sunTimes('2026-07-01T05:30:00+01:00', 'Europe/Lisbon', LISBON),
      };
    });
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    // The process really read the time in three zones…
    expect(new Set(answers.map((answer) => answer.offset)).size).toBe(3);
    // …and the sun came up at the same time in all of them.
    expect(answers[1]!.sun).toEqual(answers[0]!.sun);
    expect(answers[2]!.sun).toEqual(answers[0]!.sun);
  });

  it('gives the times to the minute, as the page shows them', () => {
    const { sunrise, sunset } = sunAt('2026-07-01T10:00:00+01:00', 'Europe/Lisbon', LISBON);
    expect(sunrise.getTime() % MINUTE).toBe(0);
    expect(sunset.getTime() % MINUTE).toBe(0);
  });

  it('gives nothing without coordinates, or when the sun neither rises nor sets', () => {
    expect(
      sunTimes('2026-07-01T10:00:00+01:00', 'Europe/Lisbon', { latitude: null, longitude: null }),
    ).toBeNull();
    const tromso = { latitude: 69.6492, longitude: 18.9553 };
    expect(sunTimes('2026-06-21T12:00:00+02:00', 'Europe/Oslo', tromso)).toBeNull();
    expect(sunTimes('2026-12-21T12:00:00+01:00', 'Europe/Oslo', tromso)).toBeNull();
  });
});
