import type { DayLight } from '@lineup/contracts';
import { lightOf, lightSpans, sunOfDay, type LightSpan } from '@lineup/contracts/day-light';
import { localToInstant, toZonedIso } from '@lineup/db/zoned-time';

// The day's light on the server (docs/product.md §13): the `light` of every card and the spans
// Discover's `light` filter looks in. Both come from the same spans, so a card that a filter
// lists always carries that filter's mark.

/** Where an area is, and the zone its days are counted in. */
export type LightPlace = { timeZone: string; latitude: number | null; longitude: number | null };

// A day's spans at a place never change, so each is worked out once per process: a filtered
// list needs a year of days per area, and suncalc and the Temporal polyfill are the slow part.
// The key holds the coordinates, so an area an admin moves gets its new times at once.
const spansCache = new Map<string, LightSpan[]>();
const SPANS_CACHE_MAX = 50_000;

/** Dawn and golden hour of the local `day` (`2026-07-04`) at the place; none without a sunrise. */
function spansOfDay(day: string, place: LightPlace): LightSpan[] {
  const { timeZone, latitude, longitude } = place;
  if (latitude === null || longitude === null) return [];
  const key = `${timeZone}|${latitude}|${longitude}|${day}`;
  let spans = spansCache.get(key);
  if (!spans) {
    // Local noon, as the web finds it for the times it shows (apps/web/src/lib/sun-times.ts).
    const noon = localToInstant(`${day}T12:00`, timeZone);
    const sun = noon.ok ? sunOfDay(noon.instant, { latitude, longitude }) : null;
    spans = sun ? lightSpans(sun) : [];
    if (spansCache.size >= SPANS_CACHE_MAX) spansCache.clear();
    spansCache.set(key, spans);
  }
  return spans;
}

/** The local day of `instant` in `timeZone`: `2026-07-04` (from the cached offsets). */
const localDay = (instant: Date, timeZone: string) => toZonedIso(instant, timeZone).slice(0, 10);

/** The day `days` after `day`: calendar arithmetic needs no zone, nor the slow Temporal. */
function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The local days from `from`'s to `to`'s, and the day either side (a span may cross midnight). */
function daysAround(place: LightPlace, from: Date, to: Date): { first: string; last: string } {
  return {
    first: shiftDay(localDay(from, place.timeZone), -1),
    last: shiftDay(localDay(to, place.timeZone), 1),
  };
}

/** The spans of the local days `first` to `last`, in order. */
function spansOfDays(place: LightPlace, first: string, last: string): LightSpan[] {
  const spans: LightSpan[] = [];
  for (let day = first; day <= last; day = shiftDay(day, 1)) spans.push(...spansOfDay(day, place));
  return spans;
}

/** The light an event starting at `start` in the area starts in: a card's `light`. */
export function lightOfStart(start: Date, place: LightPlace): DayLight | null {
  const { first, last } = daysAround(place, start, start);
  return lightOf(start, spansOfDays(place, first, last));
}

// A list asks for a year of one light's edges per area; the same window (whole days) is asked
// again and again until the day changes, so the answer is kept, ready to send.
const edgesCache = new Map<string, readonly string[]>();
const EDGES_CACHE_MAX = 200;

/**
 * The spans of `light` at the place on the local days from `from` to `to` (and the day either
 * side), one a day, as the ordered list of their edges as ISO instants: `[from₁, to₁, from₂,
 * to₂, ...]`. A start lies in one of them exactly when an odd number of edges are at or before
 * it (what the list query asks PostgreSQL's `width_bucket`). Spans just outside [from, to) do
 * no harm: the list's own bounds leave out what starts there.
 */
export function lightEdges(
  place: LightPlace,
  light: DayLight,
  from: Date,
  to: Date,
): readonly string[] {
  const { first, last } = daysAround(place, from, to);
  const key = `${place.timeZone}|${place.latitude}|${place.longitude}|${light}|${first}|${last}`;
  let edges = edgesCache.get(key);
  if (!edges) {
    edges = spansOfDays(place, first, last)
      .filter((span) => span.light === light)
      .flatMap((span) => [span.from.toISOString(), span.to.toISOString()]);
    if (edgesCache.size >= EDGES_CACHE_MAX) edgesCache.clear();
    edgesCache.set(key, edges);
  }
  return edges;
}
