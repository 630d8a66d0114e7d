import type { Area, AreaSummary } from '@lineup/contracts';

/**
 * Words about places that sit around the areas of the database (`GET /api/areas`, the one list
 * of areas): a country's line, the country's name in a sentence, an area's tile, and names for
 * an early heading from the areas already loaded.
 */

/** What each country page says about its stretch of coast. */
const countryBlurbs: Record<string, string> = {
  portugal:
    'Atlantic swell from Ericeira to Peniche: reef and beach breaks, surf camps, fish grills and summer festas.',
  netherlands:
    'North Sea surf a train ride from the cities: beach pavilions, wind swell, kiters and boulevard nights.',
  'sri-lanka':
    'The warm south coast from Weligama to Hiriketiya: point breaks, beach gatherings and slow evenings.',
};

const countriesWithArticle = new Set(['Netherlands']);

/** The country's name inside a sentence: "Events in the Netherlands". */
export function countryInSentence(name: string): string {
  return countriesWithArticle.has(name) ? `the ${name}` : name;
}

export function countryBlurb(countrySlug: string): string | null {
  return countryBlurbs[countrySlug] ?? null;
}

/** An area's line, or a plain one when an admin has not written it. */
export function areaDescription(area: Pick<AreaSummary, 'name' | 'description'>): string {
  return area.description || `Events, casual plans and people in ${area.name}.`;
}

/** A tile for an area. */
export function areaTileOf(area: Pick<AreaSummary, 'slug' | 'name' | 'country' | 'description'>) {
  return { slug: area.slug, name: area.name, country: area.country, blurb: areaDescription(area) };
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
