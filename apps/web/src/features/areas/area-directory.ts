import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Area, AreaSummary } from '@lineup/contracts';
import { nameOfCountry } from '@/lib/country-names';

/**
 * Words about places that sit around the areas of the database (`GET /api/areas`, the one list
 * of areas): a country's line, the country's name in a sentence, an area's tile, and names for
 * an early heading from the areas already loaded.
 */

/** What each country page says about its stretch of coast. */
const countryBlurbs: Record<string, MessageDescriptor> = {
  portugal: msg`Atlantic swell from Ericeira to Peniche: reef and beach breaks, surf camps, fish grills and summer festas.`,
  netherlands: msg`North Sea surf a train ride from the cities: beach pavilions, wind swell, kiters and boulevard nights.`,
  'sri-lanka': msg`The warm south coast from Weligama to Hiriketiya: point breaks, beach gatherings and slow evenings.`,
};

const countriesWithArticle = new Set(['Netherlands']);

/**
 * A country page's heading: "Events in Portugal", "Events in the Netherlands", "Eventos nos
 * Países Baixos". The server names it in English; whether English puts "the" before it is told
 * to each language's translation, with the name in that language.
 */
export function eventsInCountry(i18n: I18n, englishName: string): string {
  const article = countriesWithArticle.has(englishName) ? 'the' : 'none';
  const country = nameOfCountry(i18n, englishName);
  return i18n._({
    ...msg({
      message: '{article, select, the {Events in the {country}} other {Events in {country}}}',
      comment: "A country page's heading; 'the' is chosen for names English says with an article",
    }),
    values: { article, country },
  });
}

export function countryBlurb(i18n: I18n, countrySlug: string): string | null {
  const blurb = countryBlurbs[countrySlug];
  return blurb ? i18n._(blurb) : null;
}

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
