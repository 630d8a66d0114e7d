import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EVENT_CATEGORIES, type DayLight, type EventCategory } from '@lineup/contracts';
import type { EventListFilters } from '../api/events-queries';

export type DatePreset = 'today' | 'weekend' | 'week';
/** Discover's date chips; each `label` is read with `i18n._`. */
export const DATE_PRESETS: readonly { value: DatePreset; label: MessageDescriptor }[] = [
  { value: 'today', label: msg({ message: 'Today', comment: 'Discover filter: events today' }) },
  { value: 'weekend', label: msg`This weekend` },
  { value: 'week', label: msg`Next 7 days` },
];

/** `area=all` asks for every area even when the visitor has picked one in the header. */
export const ALL_AREAS_PARAM = 'all';

/**
 * Discover's filters as they live in the URL, so a filtered list can be shared:
 * `/events?area=portugal-ericeira-area&category=surf&when=weekend` or `&from=2026-07-01&to=2026-07-05`,
 * and `&light=dawn` or `&light=golden-hour` (docs/product.md §13).
 */
export type DiscoverFilters = {
  /** An area slug, `all`, or `null` to follow the area picked in the header. */
  area: string | null;
  category: EventCategory | null;
  when: DatePreset | null;
  /** A custom range of days (read in the area's time zone); used when `when` is not set. */
  from: string | null;
  to: string | null;
  /** Only events starting at dawn or in the golden hour. */
  light: DayLight | null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9-]{1,100}$/;

const isCategory = (value: string | null): value is EventCategory =>
  value !== null && (EVENT_CATEGORIES as readonly string[]).includes(value);
const isPreset = (value: string | null): value is DatePreset =>
  value === 'today' || value === 'weekend' || value === 'week';
const dayOrNull = (value: string | null) => (value && DAY.test(value) ? value : null);
const isLight = (value: string | null): value is DayLight =>
  value === 'dawn' || value === 'golden-hour';

/** Reads the filters; anything unknown in the URL is ignored rather than failing the page. */
export function readDiscoverFilters(params: URLSearchParams): DiscoverFilters {
  const area = params.get('area');
  const category = params.get('category');
  const when = params.get('when');
  const light = params.get('light');
  let from = dayOrNull(params.get('from'));
  let to = dayOrNull(params.get('to'));
  if (from && to && to < from) [from, to] = [to, from];
  return {
    area: area && SLUG.test(area) ? area : null,
    category: isCategory(category) ? category : null,
    when: isPreset(when) ? when : null,
    from: isPreset(when) ? null : from,
    to: isPreset(when) ? null : to,
    light: isLight(light) ? light : null,
  };
}

/** The URL query for `filters`, in a stable order so equal filters give equal links. */
export function writeDiscoverFilters(filters: DiscoverFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.area) params.set('area', filters.area);
  if (filters.category) params.set('category', filters.category);
  if (filters.when) params.set('when', filters.when);
  else {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  if (filters.light) params.set('light', filters.light);
  return params;
}

/** The area the list shows: the URL's, else the header's selection; `undefined` for all areas. */
export function effectiveAreaSlug(
  filters: Pick<DiscoverFilters, 'area'>,
  selectedAreaSlug: string | null | undefined,
): string | undefined {
  if (filters.area === ALL_AREAS_PARAM) return undefined;
  return filters.area ?? selectedAreaSlug ?? undefined;
}

/**
 * The link's area when Lineup has no such area (a typo, an area since closed), or null. Until
 * the areas are known nothing is called unknown.
 */
export function unknownArea(
  filters: Pick<DiscoverFilters, 'area'>,
  areas: readonly { slug: string }[] | undefined,
): string | null {
  const { area } = filters;
  if (area === null || area === ALL_AREAS_PARAM || !areas) return null;
  return areas.some((known) => known.slug === area) ? null : area;
}

/** The filters, with an area Lineup does not have read as every area. */
export function withKnownArea<T extends Pick<DiscoverFilters, 'area'>>(
  filters: T,
  areas: readonly { slug: string }[] | undefined,
): T {
  return unknownArea(filters, areas) === null ? filters : { ...filters, area: ALL_AREAS_PARAM };
}

/** What the API is asked for. */
export function toListFilters(
  filters: DiscoverFilters,
  selectedAreaSlug: string | null | undefined,
): EventListFilters {
  return {
    area: effectiveAreaSlug(filters, selectedAreaSlug),
    category: filters.category ?? undefined,
    when: filters.when ?? undefined,
    from: filters.when ? undefined : (filters.from ?? undefined),
    to: filters.when ? undefined : (filters.to ?? undefined),
    light: filters.light ?? undefined,
  };
}

export function hasActiveFilters(filters: DiscoverFilters): boolean {
  return Boolean(filters.category || filters.when || filters.from || filters.to || filters.light);
}
