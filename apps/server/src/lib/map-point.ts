import type { MapPoint } from '@lineup/contracts';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

type MaybePoint = { latitude: number | null; longitude: number | null };

/**
 * Where a thing is shown on a map (docs/product.md §17): its own pin, else its area's point,
 * marked approximate; null when neither is known.
 */
export function mapPointOf(own: MaybePoint, area: MaybePoint): MapPoint | null {
  if (own.latitude !== null && own.longitude !== null) {
    return { latitude: own.latitude, longitude: own.longitude, approximate: false };
  }
  if (area.latitude !== null && area.longitude !== null) {
    return { latitude: area.latitude, longitude: area.longitude, approximate: true };
  }
  return null;
}

/** The SQL of the same choice: a row's own coordinate, else its area's. */
export function pointColumn(own: SQLWrapper, area: SQLWrapper): SQL<number | null> {
  return sql<number | null>`coalesce(${own}, ${area})`;
}

/**
 * Great-circle distance in kilometres from `from` (SQL expressions in degrees: values or
 * placeholders) to a point given as SQL expressions, the haversine formula on a 6,371 km
 * sphere, as `distanceKm` of the contracts computes it.
 */
export function distanceKmSql(
  point: { latitude: SQL; longitude: SQL },
  from: { latitude: SQL; longitude: SQL },
): SQL<number | null> {
  const lat = sql`radians(${point.latitude})`;
  const fromLat = sql`radians(${from.latitude}::float8)`;
  const dLat = sql`(${lat} - ${fromLat})`;
  const dLng = sql`radians(${point.longitude} - ${from.longitude}::float8)`;
  return sql<
    number | null
  >`(2 * 6371 * asin(least(1, sqrt(power(sin(${dLat} / 2), 2) + cos(${fromLat}) * cos(${lat}) * power(sin(${dLng} / 2), 2)))))`;
}
