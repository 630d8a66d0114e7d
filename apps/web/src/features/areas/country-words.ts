import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { nameOfCountry } from '@/lib/country-names';

// A country page's own words: its line about the coast, and its heading with the country's name
// in the page's language. Only that page loads them.

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
