import { openInMapsHref, useMapsPlatform } from '@/lib/map-links';
import { LazyMap } from './lazy-map';

/** A place's point as the API gives it: its own pin, or its town's (`approximate`). */
export type PlacePoint = { latitude: number; longitude: number; approximate: boolean };

/**
 * The small map of one place (an event's venue, a meeting point, a venue, a town): its pin,
 * or, for a place with no pin of its own, its town without one.
 */
export function PlaceMap({
  point,
  name,
  className = 'h-48',
}: {
  point: PlacePoint;
  name: string;
  className?: string;
}) {
  return (
    <LazyMap
      label={point.approximate ? `Map around ${name}` : `Map of ${name}`}
      className={className}
      center={point}
      zoom={point.approximate ? 11 : 15}
      pins={
        point.approximate
          ? []
          : [{ id: 'place', latitude: point.latitude, longitude: point.longitude, label: name }]
      }
    />
  );
}

/**
 * "Open in Maps" for a place with a pin: the platform's own maps app once the page runs; the
 * place's own link (or an address search) when it has no pin.
 */
export function useOpenInMapsHref(
  point: PlacePoint | null,
  name: string,
  fallback: string,
): string {
  const platform = useMapsPlatform();
  if (!point || point.approximate) return fallback;
  return openInMapsHref({ ...point, label: name }, platform);
}
