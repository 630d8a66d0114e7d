import { describe, expect, it } from 'vitest';
import type { SeaHour } from './open-meteo';
import { conditionsAt, tideAt, windSide } from './sea-conditions';
import { seaSpotOf } from './sea-spot';

const start = new Date('2030-07-04T06:00:00Z');
const hourAt = (offset: number) => new Date(start.getTime() + offset * 3_600_000);

function hours(levels: number[], from = -1): SeaHour[] {
  return levels.map((seaLevel, index) => ({
    hour: hourAt(from + index),
    waveHeight: 1.4,
    swellHeight: 1.1,
    swellPeriod: 12,
    swellDirection: 295,
    windSpeed: 14,
    windDirection: 80,
    seaTemperature: 18.2,
    seaLevel,
  }));
}

describe('the wind against the beach', () => {
  it('calls wind from the land offshore, from the sea onshore and from the side cross-shore', () => {
    // A beach facing west (270°).
    expect(windSide(90, 20, 270)).toBe('offshore');
    expect(windSide(140, 20, 270)).toBe('offshore');
    expect(windSide(270, 20, 270)).toBe('onshore');
    expect(windSide(320, 20, 270)).toBe('onshore');
    expect(windSide(0, 20, 270)).toBe('cross-shore');
    expect(windSide(180, 20, 270)).toBe('cross-shore');
    // Across north: a beach facing 350° with wind from 10°.
    expect(windSide(10, 20, 350)).toBe('onshore');
  });

  it('says nothing of light wind, or of wind it has no reading of', () => {
    expect(windSide(90, 5, 270)).toBeNull();
    expect(windSide(null, 20, 270)).toBeNull();
    expect(windSide(90, null, 270)).toBeNull();
  });
});

describe('the tide, from the sea level', () => {
  it('finds the next high water between the hours, to five minutes', () => {
    // Symmetric around 08:30 UTC: the peak is half-way between 08:00 and 09:00.
    const tide = tideAt(hours([0.1, 0.4, 0.8, 1.1, 1.1, 0.8, 0.4]), start, 'Europe/Lisbon');
    expect(tide).toEqual({
      trend: 'rising',
      next: { kind: 'high', at: '2030-07-04T09:30:00+01:00' },
    });
  });

  it('finds a low water ahead of a falling sea, and none beyond six hours', () => {
    expect(tideAt(hours([1, 0.6, 0.3, 0.2, 0.3, 0.6]), start, 'UTC')).toEqual({
      trend: 'falling',
      next: { kind: 'low', at: '2030-07-04T08:00:00+00:00' },
    });
    const steady = hours([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
    expect(tideAt(steady, start, 'UTC')).toEqual({ trend: 'rising', next: null });
  });

  it('gives no tide without the sea level at the hour', () => {
    expect(tideAt(hours([0.2]), start, 'UTC')).toBeNull();
    expect(tideAt([], start, 'UTC')).toBeNull();
  });
});

describe('the sea at the start hour', () => {
  it('reads the hour the event starts in, in the area’s zone', () => {
    const conditions = conditionsAt(
      hours([0.1, 0.4, 0.8, 1.1, 1.1, 0.8]),
      new Date('2030-07-04T06:40:00Z'),
      270,
      'Europe/Lisbon',
    );
    expect(conditions).toMatchObject({
      hour: '2030-07-04T07:00:00+01:00',
      waveHeight: 1.4,
      swellHeight: 1.1,
      swellPeriod: 12,
      swellDirection: 295,
      windSpeed: 14,
      windDirection: 80,
      wind: 'offshore',
      seaTemperature: 18.2,
      tide: { trend: 'rising' },
    });
  });

  it('has nothing for an hour the forecast does not cover, or one with no readings', () => {
    expect(conditionsAt(hours([0.1, 0.2]), hourAt(30), 270, 'UTC')).toBeNull();
    const empty = hours([0.1, 0.2, 0.3]).map((hour) => ({
      ...hour,
      waveHeight: null,
      swellHeight: null,
      windSpeed: null,
      seaTemperature: null,
    }));
    expect(conditionsAt(empty, start, 270, 'UTC')).toBeNull();
  });
});

describe('the spot', () => {
  it('reads the sea a few kilometres out the way the beach faces, rounded', () => {
    expect(seaSpotOf({ latitude: 38.9629, longitude: -9.4176, facing: 270 })).toEqual({
      key: '38.96,-9.46',
      latitude: 38.96,
      longitude: -9.46,
    });
    expect(seaSpotOf({ latitude: 5.9725, longitude: 80.4297, facing: 180 })).toMatchObject({
      key: '5.94,80.43',
    });
  });

  it('has none for a place without coordinates or facing', () => {
    expect(seaSpotOf({ latitude: 38.96, longitude: -9.41, facing: null })).toBeNull();
    expect(seaSpotOf({ latitude: null, longitude: -9.41, facing: 270 })).toBeNull();
  });
});
