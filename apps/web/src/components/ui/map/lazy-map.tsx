import MapIcon from 'lucide-react/icons/map';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { cn } from '@/lib/cn';
import type { MapCanvasProps } from './map-types';

// A map that costs a page nothing until it is seen (docs/decisions/0041-maps.md): the server's
// render and the first paint hold an empty frame of the map's size (the address and the
// "Open in Maps" link sit beside it, in the page itself); MapLibre's chunk is asked for when
// the frame scrolls into view, or when someone taps "Show map".
const MapCanvas = lazy((): Promise<{ default: ComponentType<MapCanvasProps> }> =>
  import('./map-canvas').then(
    (module) => ({ default: module.MapCanvas }),
    // Offline, or a new release replaced the chunk: no map, and nothing else breaks.
    () => ({ default: NoMap }),
  ),
);

function NoMap({ onFail }: MapCanvasProps) {
  useEffect(() => onFail?.(), [onFail]);
  return null;
}

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
  const frame = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(eager);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (wanted || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setWanted(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  // No map could be drawn (the style did not load, no WebGL): the page goes on without it.
  if (failed) return null;
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
          <MapCanvas
            {...canvas}
            onFail={() => {
              setFailed(true);
              canvas.onFail?.();
            }}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          onClick={() => setWanted(true)}
          className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-semibold text-ocean-700"
        >
          <MapIcon aria-hidden="true" className="size-4" />
          Show map
        </button>
      )}
    </div>
  );
}
