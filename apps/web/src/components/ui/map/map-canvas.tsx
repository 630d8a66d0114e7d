import 'maplibre-gl/dist/maplibre-gl.css';
import { useLingui } from '@lingui/react/macro';
import {
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
  type GeoJSONSource,
} from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import type { MapCanvasProps, MapPin, MapView } from './map-types';
import { mapStyleUrl } from './map-style';

// The map itself: MapLibre GL JS and its worker, in a chunk of their own that only a map in
// view (or asked for) loads (docs/decisions/0041-maps.md).

// The bundler cannot follow MapLibre's own worker address; it is one of our files.
setWorkerUrl(workerUrl);

const PIN_COLOUR = '#e0603a';
const CLUSTER_COLOUR = '#175e61';
const SOURCE = 'pins';

const asFeatures = (pins: readonly MapPin[]): FeatureCollection<Point> => ({
  type: 'FeatureCollection',
  features: pins.map((pin) => ({
    type: 'Feature',
    properties: { id: pin.id, label: pin.label },
    geometry: { type: 'Point', coordinates: [pin.longitude, pin.latitude] },
  })),
});

function viewOf(map: MapLibreMap): MapView {
  const bounds = map.getBounds();
  return {
    west: bounds.getWest(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    north: bounds.getNorth(),
  };
}

/** The pins in view: one at its own zoom, several fitted together. */
function frame(map: MapLibreMap, pins: readonly MapPin[], zoom: number) {
  if (pins.length === 0) return;
  if (pins.length === 1) {
    map.jumpTo({ center: [pins[0]!.longitude, pins[0]!.latitude], zoom });
    return;
  }
  const bounds = new LngLatBounds();
  for (const pin of pins) bounds.extend([pin.longitude, pin.latitude]);
  map.fitBounds(bounds, { padding: 40, maxZoom: zoom, animate: false });
}

export function MapCanvas({
  pins,
  center,
  zoom = 14,
  cluster = false,
  picker,
  onViewChange,
  onPinSelect,
  onFail,
}: MapCanvasProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<MapLibreMap | null>(null);
  const markers = useRef<Marker[]>([]);
  // The latest callbacks, without rebuilding the map when a parent renders.
  const handlers = useRef({ onViewChange, onPinSelect, onFail, picker });
  useEffect(() => {
    handlers.current = { onViewChange, onPinSelect, onFail, picker };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: MapLibreMap | null = null;
    let cancelled = false;
    let loaded = false;
    // No map to show: its frame goes (the address and the link stay), and the page is told.
    const fail = () => {
      const frame = element.parentElement?.parentElement;
      if (frame) frame.hidden = true;
      handlers.current.onFail?.();
    };
    void mapStyleUrl()
      .then((style) => {
        if (cancelled) return;
        const first = center ?? pins[0];
        try {
          map = new MapLibreMap({
            container: element,
            style,
            center: first ? [first.longitude, first.latitude] : [0, 20],
            zoom: first ? zoom : 1,
            attributionControl: { compact: true },
            // MapLibre's own words on the controls it draws, in the page's language.
            locale: {
              'AttributionControl.ToggleAttribution': t`Toggle attribution`,
              'AttributionControl.MapFeedback': t`Map feedback`,
              'Map.Title': t({ message: 'Map', comment: 'Names a map for screen readers' }),
              'Marker.Title': t`Map marker`,
              'NavigationControl.ZoomIn': t`Zoom in`,
              'NavigationControl.ZoomOut': t`Zoom out`,
              'CooperativeGesturesHandler.WindowsHelpText': t`Use Ctrl + scroll to zoom the map`,
              'CooperativeGesturesHandler.MacHelpText': t`Use ⌘ + scroll to zoom the map`,
              'CooperativeGesturesHandler.MobileHelpText': t`Use two fingers to move the map`,
            },
            // One finger scrolls the page past a small map; two move the map.
            cooperativeGestures: !cluster && !picker,
          });
        } catch {
          // No WebGL here.
          fail();
          return;
        }
        setReady(map);
        map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
        if (!center) frame(map, pins, zoom);
        map.on('error', () => {
          // Before the style is in, there is no map to show: the address and link stay. Later,
          // a tile that does not load leaves a blank patch and nothing else.
          if (!loaded) fail();
        });
        map.on('load', () => {
          loaded = true;
          if (!map) return;
          map
            .getCanvas()
            .setAttribute(
              'aria-label',
              t({ message: 'Map', comment: 'Names a map for screen readers' }),
            );
          handlers.current.onViewChange?.(viewOf(map));
        });
        map.on('moveend', () => {
          if (loaded && map) handlers.current.onViewChange?.(viewOf(map));
        });
        map.on('click', (event) => {
          const current = handlers.current.picker;
          if (current)
            current.onChange({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
        });
      })
      .catch(() => {
        if (!cancelled) fail();
      });
    return () => {
      cancelled = true;
      map?.remove();
      markers.current = [];
    };
    // The map is made once; pins and the picker's value follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Pins as markers (a few places), or as one clustered GeoJSON source (a list of events).
  const pinsKey = pins.map((pin) => `${pin.id}:${pin.latitude},${pin.longitude}`).join('|');
  useEffect(() => {
    const map = ready;
    if (!map) return;
    if (cluster) {
      const show = () => {
        const source = map.getSource<GeoJSONSource>(SOURCE);
        if (source) {
          void source.setData(asFeatures(pins));
          return;
        }
        addClusterLayers(map, pins, (id) => handlers.current.onPinSelect?.(id));
      };
      if (map.isStyleLoaded()) show();
      else map.once('load', show);
      return;
    }
    for (const marker of markers.current) marker.remove();
    markers.current = pins.map((pin) => {
      const marker = new Marker({ color: PIN_COLOUR, draggable: !!picker })
        .setLngLat([pin.longitude, pin.latitude])
        .addTo(map);
      marker.getElement().setAttribute('aria-label', pin.label);
      marker.getElement().dataset.pin = pin.id;
      if (picker) {
        marker.on('dragend', () => {
          const at = marker.getLngLat();
          handlers.current.picker?.onChange({ latitude: at.lat, longitude: at.lng });
        });
      }
      return marker;
    });
    // A pin dropped or typed in stays in view.
    if (picker && pins[0] && !map.getBounds().contains([pins[0].longitude, pins[0].latitude])) {
      map.easeTo({ center: [pins[0].longitude, pins[0].latitude] });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, pinsKey, cluster, !!picker]);

  // MapLibre makes its container `position: relative`: the frame's filling box is around it.
  return (
    <div className="absolute inset-0">
      <div ref={container} className="size-full" />
    </div>
  );
}

function addClusterLayers(
  map: MapLibreMap,
  pins: readonly MapPin[],
  onSelect: (id: string) => void,
) {
  // MapLibre's own clustering: nearby pins become one circle sized by how many it holds.
  map.addSource(SOURCE, {
    type: 'geojson',
    data: asFeatures(pins),
    cluster: true,
    clusterRadius: 40,
    clusterMaxZoom: 15,
  });
  map.addLayer({
    id: 'clusters',
    type: 'circle',
    source: SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': CLUSTER_COLOUR,
      'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 50, 24],
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
    },
  });
  // Counts need the style's fonts; a style without any shows the circles alone.
  if (map.getStyle().glyphs) {
    map.addLayer({
      id: 'cluster-count',
      type: 'symbol',
      source: SOURCE,
      filter: ['has', 'point_count'],
      layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-size': 12 },
      paint: { 'text-color': '#ffffff' },
    });
  }
  map.addLayer({
    id: 'pins',
    type: 'circle',
    source: SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': PIN_COLOUR,
      'circle-radius': 8,
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
    },
  });
  map.on('click', 'clusters', (event) => {
    const feature = event.features?.[0];
    const clusterId = feature?.properties?.cluster_id as number | undefined;
    if (!feature || clusterId === undefined || feature.geometry.type !== 'Point') return;
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    void map
      .getSource<GeoJSONSource>(SOURCE)
      ?.getClusterExpansionZoom(clusterId)
      .then((zoom) => map.easeTo({ center: [lng, lat], zoom }));
  });
  map.on('click', 'pins', (event) => {
    const id = event.features?.[0]?.properties?.id as string | undefined;
    if (id) onSelect(id);
  });
}
