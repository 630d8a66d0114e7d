import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { cn } from '@/lib/cn';
import { openInMapsHref, useMapsPlatform } from '@/lib/map-links';
import type { MapCanvasProps } from './map-types';

// Everything a page holds of its maps before one is seen, in one small module: the frame, the
// "Open in Maps" link's choice of app, and the lazy import of MapLibre (map-canvas.tsx). A map
// costs a page nothing until it is seen (docs/decisions/0041-maps.md): the server's render and
// the first paint hold an empty frame of the map's size (the address and the "Open in Maps"
// link sit beside it, in the page itself); MapLibre's chunk is asked for when the frame
// scrolls into view, or when someone taps "Show map". A map that cannot be drawn (no style, no
// WebGL) hides its frame: the page goes on without it.
const MapCanvas = lazy((): Promise<{ default: ComponentType<MapCanvasProps> }> =>
  import('./map-canvas').then(
    (module) => ({ default: module.MapCanvas }),
    // Offline, or a new release replaced the chunk: an empty frame, nothing else breaks.
    () => ({ default: () => null }),
  ),
);

export function LazyMap({
  label,
  className,
  eager = false,
  ...canvas
}: MapCanvasProps & {
  /** Names the map for screen readers: "Map of Ribeira Surf Lab". */
  label: string;
  className?: string;
  /** Load at once (a map someone opened), rather than when it comes into view. */
  eager?: boolean;
}) {
  const { t } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(eager);

  useEffect(() => {
    if (wanted || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) setWanted(true);
    });
    observer.observe(frame.current!);
    return () => observer.disconnect();
  }, [wanted]);

  return (
    <div
      ref={frame}
      role="region"
      aria-label={label}
      className={cn(
        'relative isolate overflow-hidden rounded-2xl bg-sand-100 ring-1 ring-ocean-900/8',
        className,
      )}
    >
      {wanted ? (
        <Suspense fallback={null}>
          <MapCanvas {...canvas} />
        </Suspense>
      ) : (
        <button
          type="button"
          onClick={() => setWanted(true)}
          className="absolute inset-0 text-sm font-semibold text-ocean-700"
        >
          {t`Show map`}
        </button>
      )}
    </div>
  );
}

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
  const { t } = useLingui();
  return (
    <LazyMap
      label={point.approximate ? t`Map around ${name}` : t`Map of ${name}`}
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
