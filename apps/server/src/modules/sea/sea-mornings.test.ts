import { describe, expect, it } from 'vitest';
import type { SeaHour } from './open-meteo';
import { cleanHour, seaMorning, seaMornings } from './sea-mornings';

// Ericeira, its beaches facing west; in late November Lisbon keeps UTC and the sun rises at
// about 07:40, so the morning's whole hours are 08:00 to 11:00.
const ERICEIRA = {
  facing: 270,
  timeZone: 'Europe/Lisbon',
  latitude: 38.9629,
  longitude: -9.4176,
};
const DAY = '2026-11-29';

type Reading = Partial<Omit<SeaHour, 'hour'>>;
/** A clean hour: 1.2 m at 11 s with an east wind (offshore on a west-facing beach). */
const CLEAN: Reading = { swellHeight: 1.2, swellPeriod: 11, windSpeed: 15, windDirection: 90 };
const ONSHORE: Reading = { ...CLEAN, windDirection: 270 };

function hour(at: string, reading: Reading = CLEAN): SeaHour {
  return {
    hour: new Date(at),
    waveHeight: 1.5,
    swellHeight: null,
    swellPeriod: null,
    swellDirection: 290,
    windSpeed: null,
    windDirection: null,
    seaTemperature: 17,
    seaLevel: 0.2,
    ...reading,
  };
}

/** One reading for each hour of the day from 05:00 UTC, in order. */
const day = (...readings: Reading[]) =>
  readings.map((reading, index) =>
    hour(`${DAY}T${String(5 + index).padStart(2, '0')}:00:00Z`, reading),
  );

describe('a clean hour', () => {
  it('needs swell of 0.6 m at 9 s or more, and the wind offshore or light', () => {
    const at = (reading: Reading) => cleanHour(hour(`${DAY}T09:00:00Z`, reading), 270);
    expect(at(CLEAN)).toBe(true);
    expect(at({ ...CLEAN, swellHeight: 0.6, swellPeriod: 9 })).toBe(true);
    expect(at({ ...CLEAN, swellHeight: 0.59 })).toBe(false);
    expect(at({ ...CLEAN, swellPeriod: 8.9 })).toBe(false);
    expect(at(ONSHORE)).toBe(false);
    // From the north on a west-facing beach: cross-shore.
    expect(at({ ...CLEAN, windDirection: 0 })).toBe(false);
    // Light wind is clean whichever way it blows.
    expect(at({ ...ONSHORE, windSpeed: 5 })).toBe(true);
    expect(at({ ...CLEAN, windSpeed: null })).toBe(false);
    expect(at({ ...CLEAN, swellHeight: null })).toBe(false);
  });
});

describe('a morning', () => {
  it('is clean with two clean hours in a row after sunrise, and says when and what', () => {
    const bigger = { ...CLEAN, swellHeight: 1.4 };
    const light = { ...ONSHORE, windSpeed: 4 };
    // From 05:00: onshore till 09:00, then clean to noon (the last hour in light wind).
    const hours = day(ONSHORE, ONSHORE, ONSHORE, ONSHORE, bigger, CLEAN, light);
    expect(seaMorning(DAY, hours, ERICEIRA)).toEqual({
      day: DAY,
      clean: true,
      waveHeight: 1.5,
      swellHeight: 1.2,
      swellPeriod: 11,
      wind: 'offshore',
      from: '2026-11-29T09:00:00+00:00',
      to: '2026-11-29T12:00:00+00:00',
    });
  });

  it('is not clean with one clean hour, or clean hours apart', () => {
    const one = seaMorning(DAY, day(ONSHORE, ONSHORE, ONSHORE, CLEAN, ONSHORE), ERICEIRA);
    expect(one).toMatchObject({ clean: false, wind: 'onshore' });
    const apart = day(ONSHORE, ONSHORE, ONSHORE, CLEAN, ONSHORE, CLEAN, ONSHORE);
    expect(seaMorning(DAY, apart, ERICEIRA)).toMatchObject({
      clean: false,
      // Not clean: the whole morning, 08:00 to noon.
      from: '2026-11-29T08:00:00+00:00',
      to: '2026-11-29T12:00:00+00:00',
    });
    // An hour missing between two clean ones breaks the run.
    const gap = [hour(`${DAY}T08:00:00Z`), hour(`${DAY}T10:00:00Z`)];
    expect(seaMorning(DAY, gap, ERICEIRA)?.clean).toBe(false);
  });

  it('counts only the hours from sunrise to noon', () => {
    // Clean before sunrise (06:00, 07:00) and from noon (12:00, 13:00): not this morning's.
    const hours = day(ONSHORE, CLEAN, CLEAN, ONSHORE, ONSHORE, ONSHORE, ONSHORE, CLEAN, CLEAN);
    expect(seaMorning(DAY, hours, ERICEIRA)).toMatchObject({
      clean: false,
      from: '2026-11-29T08:00:00+00:00',
    });
  });

  it('counts in the area’s zone across the clocks', () => {
    // In July Lisbon is an hour ahead: 09:00 and 10:00 there are 08:00 and 09:00 UTC.
    const july = [hour('2026-07-04T08:00:00Z'), hour('2026-07-04T09:00:00Z')];
    expect(seaMorning('2026-07-04', july, ERICEIRA)).toMatchObject({
      clean: true,
      from: '2026-07-04T09:00:00+01:00',
      to: '2026-07-04T11:00:00+01:00',
    });
  });

  it('is none without the morning’s hours', () => {
    expect(seaMorning(DAY, day(CLEAN, CLEAN), ERICEIRA)).toBeNull();
    expect(seaMorning(DAY, [], ERICEIRA)).toBeNull();
  });
});

describe('the mornings of a week', () => {
  it('lists the days from today whose mornings are in, in order', () => {
    const hours = [
      hour('2026-11-29T09:00:00Z'),
      hour('2026-11-29T10:00:00Z'),
      hour('2026-12-01T09:00:00Z', ONSHORE),
      // Past the week.
      hour('2026-12-07T09:00:00Z'),
    ];
    const now = new Date('2026-11-29T15:00:00Z');
    expect(seaMornings(hours, ERICEIRA, now, 7).map((m) => [m.day, m.clean])).toEqual([
      ['2026-11-29', true],
      ['2026-12-01', false],
    ]);
  });
});
