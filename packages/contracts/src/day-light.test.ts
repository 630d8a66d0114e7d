import { describe, expect, it } from 'vitest';
import { lightOf, lightSpans, sunOfDay } from './day-light';

const LISBON = { latitude: 38.7223, longitude: -9.1393 };
const MINUTE = 60_000;

function lisbonSun(noon: string) {
  const sun = sunOfDay(new Date(noon), LISBON);
  if (!sun) throw new Error(`expected a sunrise and a sunset at noon ${noon}`);
  return sun;
}

describe('sunrise and sunset of a day', () => {
  it('gives the times to the minute, near the published ones', () => {
    // Lisbon on 1 July 2026: sunrise 06:16, sunset 21:06 (GMT+1).
    const { sunrise, sunset } = lisbonSun('2026-07-01T12:00:00+01:00');
    expect(sunrise.getTime() % MINUTE).toBe(0);
    expect(sunset.getTime() % MINUTE).toBe(0);
    const published = (iso: string) => new Date(iso).getTime();
    expect(
      Math.abs(sunrise.getTime() - published('2026-07-01T06:16:00+01:00')),
    ).toBeLessThanOrEqual(3 * MINUTE);
    expect(Math.abs(sunset.getTime() - published('2026-07-01T21:06:00+01:00'))).toBeLessThanOrEqual(
      3 * MINUTE,
    );
  });

  it('gives nothing when the sun neither rises nor sets', () => {
    const tromso = { latitude: 69.6492, longitude: 18.9553 };
    expect(sunOfDay(new Date('2026-06-21T12:00:00+02:00'), tromso)).toBeNull();
    expect(sunOfDay(new Date('2026-12-21T12:00:00+01:00'), tromso)).toBeNull();
  });
});

describe('dawn and golden hour', () => {
  const sun = lisbonSun('2026-07-01T12:00:00+01:00');
  const sunrise = sun.sunrise.getTime();
  const sunset = sun.sunset.getTime();
  const lightAt = (at: number) => lightOf(new Date(at), lightSpans(sun));

  it('marks a start in the hour before sunrise as dawn, from exactly 60 minutes before', () => {
    expect(lightAt(sunrise - 61 * MINUTE)).toBeNull();
    expect(lightAt(sunrise - 60 * MINUTE)).toBe('dawn');
    expect(lightAt(sunrise - 1)).toBe('dawn');
    // At sunrise the hour before it is over.
    expect(lightAt(sunrise)).toBeNull();
    expect(lightAt(sunrise + 30 * MINUTE)).toBeNull();
  });

  it('marks a start in the hour before sunset as the golden hour', () => {
    expect(lightAt(sunset - 61 * MINUTE)).toBeNull();
    expect(lightAt(sunset - 60 * MINUTE)).toBe('golden-hour');
    expect(lightAt(sunset - 1)).toBe('golden-hour');
    expect(lightAt(sunset)).toBeNull();
    expect(lightAt(sunrise + 6 * 60 * MINUTE)).toBeNull();
  });

  it('gives the spans the filter looks in, the same hours the marks come from', () => {
    expect(lightSpans(sun)).toEqual([
      { light: 'dawn', from: new Date(sunrise - 60 * MINUTE), to: sun.sunrise },
      { light: 'golden-hour', from: new Date(sunset - 60 * MINUTE), to: sun.sunset },
    ]);
  });
});
