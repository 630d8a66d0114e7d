/** A place on a map: a venue, a meeting point, an event. */
export type MapPin = { id: string; latitude: number; longitude: number; label: string };

export type MapPoint = { latitude: number; longitude: number };

/** What the map shows, in degrees: `west,south,east,north`. */
export type MapView = { west: number; south: number; east: number; north: number };

export type MapCanvasProps = {
  pins: readonly MapPin[];
  /** Where it opens; without it, the pins are fitted in view. */
  center?: MapPoint | undefined;
  zoom?: number | undefined;
  /** Pins as MapLibre's clustered circles (many events) rather than markers (a few places). */
  cluster?: boolean | undefined;
  /** A pin to drop (a click) or drag: the form's value and its setter. */
  picker?: { onChange: (point: MapPoint) => void } | undefined;
  /** Once the map is in and after each move: the view, for a list that follows it. */
  onViewChange?: ((view: MapView) => void) | undefined;
  onPinSelect?: ((id: string) => void) | undefined;
  /** The style could not be loaded: there is no map to show. */
  onFail?: (() => void) | undefined;
};
