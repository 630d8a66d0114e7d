/** How far out to sea the forecast is read: beyond the beach, inside the models' sea cells. */
const OFFSHORE_KM = 4;
const KM_PER_DEGREE = 111.32;

export type SeaSpot = {
  /** `38.96,-9.46`: the point, rounded to about a kilometre; the key its forecast is kept by. */
  key: string;
  latitude: number;
  longitude: number;
};

/**
 * The point whose sea an area's events see: a few kilometres out from the area's coordinates,
 * the way its beaches face. Null for an area without coordinates or facing (not on the coast,
 * or not set up by an admin yet).
 */
export function seaSpotOf(place: {
  latitude: number | null;
  longitude: number | null;
  facing: number | null;
}): SeaSpot | null {
  if (place.latitude === null || place.longitude === null || place.facing === null) return null;
  const bearing = (place.facing * Math.PI) / 180;
  const latitude = round(place.latitude + (OFFSHORE_KM * Math.cos(bearing)) / KM_PER_DEGREE);
  const longitude = round(
    place.longitude +
      (OFFSHORE_KM * Math.sin(bearing)) /
        (KM_PER_DEGREE * Math.cos((place.latitude * Math.PI) / 180)),
  );
  return { key: `${latitude},${longitude}`, latitude, longitude };
}

const round = (degrees: number) => Math.round(degrees * 100) / 100;
