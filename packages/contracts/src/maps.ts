import { z } from 'zod';

// Places on a map (docs/product.md §17): venues' and plans' pins, the point every event card
// carries, "near me" and the map's view on the list of events.

export const LATITUDE_MESSAGE = 'Give the latitude, a number from -90 to 90.';
export const LONGITUDE_MESSAGE = 'Give the longitude, a number from -180 to 180.';
export const POINT_PAIR_MESSAGE = 'Give both the latitude and the longitude, or neither.';

/**
 * Where something is shown on a map. `approximate` is true when the thing has no pin of its own
 * and stands at its area's point (the town), so a page can say "around Ericeira".
 */
export const MapPoint = z
  .object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    approximate: z.boolean(),
  })
  .meta({ id: 'MapPoint' });
export type MapPoint = z.infer<typeof MapPoint>;

/** A pin as a form sends it: both numbers, or neither (null or left out). */
export const pinFields = {
  latitude: z
    .number({ error: LATITUDE_MESSAGE })
    .min(-90, { error: LATITUDE_MESSAGE })
    .max(90, { error: LATITUDE_MESSAGE })
    .nullable()
    .optional(),
  longitude: z
    .number({ error: LONGITUDE_MESSAGE })
    .min(-180, { error: LONGITUDE_MESSAGE })
    .max(180, { error: LONGITUDE_MESSAGE })
    .nullable()
    .optional(),
};

/** The field a pin with only one of its numbers is missing, or null when it is whole or empty. */
export function missingPinHalf(pin: {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}): 'latitude' | 'longitude' | null {
  const hasLatitude = pin.latitude !== null && pin.latitude !== undefined;
  const hasLongitude = pin.longitude !== null && pin.longitude !== undefined;
  if (hasLatitude === hasLongitude) return null;
  return hasLatitude ? 'longitude' : 'latitude';
}

const NUMBER = /^-?\d{1,3}(\.\d{1,10})?$/;

const numbersOf = (value: string, count: number): number[] | null => {
  const parts = value.split(',');
  if (parts.length !== count || parts.some((part) => !NUMBER.test(part.trim()))) return null;
  return parts.map((part) => Number(part.trim()));
};

const inLatitude = (value: number) => value >= -90 && value <= 90;
const inLongitude = (value: number) => value >= -180 && value <= 180;

export const NEAR_MESSAGE =
  'Give near as latitude,longitude in degrees, such as 38.96,-9.42 (latitude -90 to 90, longitude -180 to 180).';
export const BBOX_MESSAGE =
  'Give bbox as west,south,east,north in degrees, such as -9.45,38.9,-9.35,39.0 (south below north).';

export type NearPoint = { latitude: number; longitude: number };
export type Bbox = { west: number; south: number; east: number; north: number };

/** `near=lat,lng` read, or null when it is not two numbers in range. */
export function parseNear(value: string): NearPoint | null {
  const numbers = numbersOf(value, 2);
  if (!numbers) return null;
  const [latitude, longitude] = numbers as [number, number];
  return inLatitude(latitude) && inLongitude(longitude) ? { latitude, longitude } : null;
}

/**
 * `bbox=west,south,east,north` read, or null. West may be greater than east when the view
 * crosses the antimeridian (Fiji, say); south may not be above north.
 */
export function parseBbox(value: string): Bbox | null {
  const numbers = numbersOf(value, 4);
  if (!numbers) return null;
  const [west, south, east, north] = numbers as [number, number, number, number];
  if (![west, east].every(inLongitude) || ![south, north].every(inLatitude) || south > north) {
    return null;
  }
  return { west, south, east, north };
}

/** `near=lat,lng`: the asker's own position, read for this one answer and kept nowhere. */
export const NearParam = z
  .string()
  .max(60, { error: NEAR_MESSAGE })
  .refine((value) => parseNear(value) !== null, { error: NEAR_MESSAGE });

/** `bbox=west,south,east,north`: the map's view. */
export const BboxParam = z
  .string()
  .max(100, { error: BBOX_MESSAGE })
  .refine((value) => parseBbox(value) !== null, { error: BBOX_MESSAGE });

/** `GET /api/map-style`: the map's style sheets, as the server is configured. */
export const MapStyleResponse = z
  .object({
    /** A MapLibre style JSON for light pages. */
    light: z.string(),
    /** One for dark mode. */
    dark: z.string(),
  })
  .meta({ id: 'MapStyleResponse' });
export type MapStyleResponse = z.infer<typeof MapStyleResponse>;

export { distanceKm } from './distance';
