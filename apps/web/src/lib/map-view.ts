/** A map's view in degrees. */
export type MapBounds = { west: number; south: number; east: number; north: number };

const wrap = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (latitude: number) => Math.max(-90, Math.min(90, latitude));
const fixed = (value: number) => String(Number(value.toFixed(4)));

/**
 * The `bbox` parameter of the list of events for a map's view: longitudes brought back into
 * -180..180 (a view may run past them), the whole world when it shows more than all of it,
 * west above east when it crosses the antimeridian; four decimals (about 10 m) keep one query
 * for views that differ by a pixel.
 */
export function bboxParamOf(view: MapBounds): string {
  const whole = view.east - view.west >= 360;
  const west = whole ? -180 : wrap(view.west);
  const east = whole ? 180 : wrap(view.east);
  return [west, clampLatitude(view.south), east, clampLatitude(view.north)].map(fixed).join(',');
}
