import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Area, AreaSummary } from '@lineup/contracts';

/**
 * Words about places that sit around the areas of the database (`GET /api/areas`, the one list
 * of areas): an area's line and tile, and names for an early heading from the areas already
 * loaded. A country page's own words are in `country-words.ts`.
 */

/** An area's line, or a plain one when an admin has not written it. */
export function areaDescription(i18n: I18n, area: Pick<AreaSummary, 'name' | 'description'>) {
  const name = area.name;
  return area.description || i18n._(msg`Events, casual plans and people in ${name}.`);
}

/** A tile for an area: the area's own line, or null for the tile's plain one. */
export function areaTileOf(area: Pick<AreaSummary, 'slug' | 'name' | 'country' | 'description'>) {
  return {
    slug: area.slug,
    name: area.name,
    country: area.country,
    blurb: area.description || null,
  };
}

/** The country as the loaded areas know it, for a heading before the place has loaded. */
export function knownCountryName(areas: readonly Area[] | undefined, countrySlug: string) {
  const slug = countrySlug.toLowerCase();
  return areas?.find((area) => area.countrySlug === slug)?.country ?? null;
}

/** A city that is also an area's name ("wijk-aan-zee" → "Wijk aan Zee"), for an early heading. */
export function knownCityName(areas: readonly Area[] | undefined, citySlug: string) {
  const slug = citySlug.toLowerCase();
  return areas?.find((area) => area.name.toLowerCase().replace(/\s+/g, '-') === slug)?.name ?? null;
}
