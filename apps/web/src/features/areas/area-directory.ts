/**
 * The six launch areas of docs/product.md §2, as seeded into the database. The home page and area pages
 * read them from here until the live areas list (with event counts) is loaded from the API.
 */
export type AreaEntry = {
  slug: string;
  name: string;
  country: string;
  countrySlug: string;
  timeZone: string;
  blurb: string;
};

export const areaDirectory: readonly AreaEntry[] = [
  {
    slug: 'portugal-ericeira-area',
    name: 'Ericeira',
    country: 'Portugal',
    countrySlug: 'portugal',
    timeZone: 'Europe/Lisbon',
    blurb:
      "Europe's first World Surfing Reserve: reef breaks, fish grills and long golden sunsets.",
  },
  {
    slug: 'portugal-peniche-area',
    name: 'Peniche',
    country: 'Portugal',
    countrySlug: 'portugal',
    timeZone: 'Europe/Lisbon',
    blurb: "Supertubos barrels, Baleal's sandbar and a harbour town that stays up all summer.",
  },
  {
    slug: 'netherlands-zandvoort-area',
    name: 'Zandvoort',
    country: 'Netherlands',
    countrySlug: 'netherlands',
    timeZone: 'Europe/Amsterdam',
    blurb: 'Beach pavilions, North Sea wind swell and a train straight from Amsterdam.',
  },
  {
    slug: 'netherlands-scheveningen-area',
    name: 'Scheveningen',
    country: 'Netherlands',
    countrySlug: 'netherlands',
    timeZone: 'Europe/Amsterdam',
    blurb: "The Hague's surf beach: pier sessions, harbour bars and boulevard nights.",
  },
  {
    slug: 'netherlands-wijk-aan-zee-area',
    name: 'Wijk aan Zee',
    country: 'Netherlands',
    countrySlug: 'netherlands',
    timeZone: 'Europe/Amsterdam',
    blurb: 'A dune village with a loyal surf crew, kiters on every windy day and bonfire evenings.',
  },
  {
    slug: 'sri-lanka-south-coast-area',
    name: 'South Coast',
    country: 'Sri Lanka',
    countrySlug: 'sri-lanka',
    timeZone: 'Asia/Colombo',
    blurb: 'Weligama, Mirissa and Hiriketiya: warm point breaks, rice and curry, beach gatherings.',
  },
];

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

export function findArea(slug: string): AreaEntry | null {
  return areaDirectory.find((area) => area.slug === slug) ?? null;
}

/** A tile for any area: the directory's words when it has them, a plain line otherwise. */
export function areaTileOf(area: { slug: string; name: string; country: string }) {
  const known = findArea(area.slug);
  return {
    slug: area.slug,
    name: area.name,
    country: area.country,
    blurb: known?.blurb ?? `Events, casual plans and people in ${area.name}.`,
  };
}

/** The country as the directory knows it, for a heading before the place has loaded. */
export function knownCountryName(countrySlug: string): string | null {
  return (
    areaDirectory.find((area) => area.countrySlug === countrySlug.toLowerCase())?.country ?? null
  );
}

/** A city that is also an area's name ("wijk-aan-zee" → "Wijk aan Zee"), for an early heading. */
export function knownCityName(citySlug: string): string | null {
  const slug = citySlug.toLowerCase();
  return (
    areaDirectory.find((area) => area.name.toLowerCase().replace(/\s+/g, '-') === slug)?.name ??
    null
  );
}
