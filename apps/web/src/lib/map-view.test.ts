import { describe, expect, it } from 'vitest';
import { bboxParamOf } from './map-view';

describe('bboxParamOf', () => {
  it('writes the view with four decimals', () => {
    expect(bboxParamOf({ west: -9.412345678, south: 39.3, east: -9.35, north: 39.40001 })).toBe(
      '-9.4123,39.3,-9.35,39.4',
    );
  });

  it('brings longitudes past the antimeridian back, west above east across it', () => {
    expect(bboxParamOf({ west: 178, south: -18, east: 182, north: -17 })).toBe('178,-18,-178,-17');
    expect(bboxParamOf({ west: -190, south: 0, east: -170, north: 1 })).toBe('170,0,-170,1');
  });

  it('asks for the whole world when the view shows more than all of it', () => {
    expect(bboxParamOf({ west: -300, south: -95, east: 300, north: 95 })).toBe('-180,-90,180,90');
  });
});
