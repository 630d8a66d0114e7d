import { ensureAreaCities } from '../cities';
import type { Database } from '../client';
import { venueAreas } from '../schema';

export type AreaSeed = {
  name: string;
  slug: string;
  country: string;
  countrySlug: string;
  description: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  /** The way its beaches face, degrees from north: where its sea forecast is read. */
  facing: number;
  displayOrder: number;
};

/**
 * The six launch areas of docs/product.md §2 (slugs as in its redirect list), with the line each
 * one's page and tile show. The seed and the benchmarks' data read this; the app asks the
 * database.
 */
export const AREAS = [
  {
    name: 'Ericeira',
    slug: 'portugal-ericeira-area',
    country: 'Portugal',
    countrySlug: 'portugal',
    description:
      "Europe's first World Surfing Reserve: reef breaks, fish grills and long golden sunsets.",
    timeZone: 'Europe/Lisbon',
    latitude: 38.9629,
    longitude: -9.4176,
    facing: 270,
    displayOrder: 1,
  },
  {
    name: 'Peniche',
    slug: 'portugal-peniche-area',
    country: 'Portugal',
    countrySlug: 'portugal',
    description:
      "Supertubos barrels, Baleal's sandbar and a harbour town that stays up all summer.",
    timeZone: 'Europe/Lisbon',
    latitude: 39.3558,
    longitude: -9.3811,
    facing: 270,
    displayOrder: 2,
  },
  {
    name: 'Zandvoort',
    slug: 'netherlands-zandvoort-area',
    country: 'Netherlands',
    countrySlug: 'netherlands',
    description: 'Beach pavilions, North Sea wind swell and a train straight from Amsterdam.',
    timeZone: 'Europe/Amsterdam',
    latitude: 52.3713,
    longitude: 4.5331,
    facing: 285,
    displayOrder: 3,
  },
  {
    name: 'Scheveningen',
    slug: 'netherlands-scheveningen-area',
    country: 'Netherlands',
    countrySlug: 'netherlands',
    description: "The Hague's surf beach: pier sessions, harbour bars and boulevard nights.",
    timeZone: 'Europe/Amsterdam',
    latitude: 52.1085,
    longitude: 4.2727,
    facing: 300,
    displayOrder: 4,
  },
  {
    name: 'Wijk aan Zee',
    slug: 'netherlands-wijk-aan-zee-area',
    country: 'Netherlands',
    countrySlug: 'netherlands',
    description:
      'A dune village with a loyal surf crew, kiters on every windy day and bonfire evenings.',
    timeZone: 'Europe/Amsterdam',
    latitude: 52.4933,
    longitude: 4.595,
    facing: 280,
    displayOrder: 5,
  },
  {
    name: 'South Coast',
    slug: 'sri-lanka-south-coast-area',
    country: 'Sri Lanka',
    countrySlug: 'sri-lanka',
    description:
      'Weligama, Mirissa and Hiriketiya: warm point breaks, rice and curry, beach gatherings.',
    timeZone: 'Asia/Colombo',
    latitude: 5.9725,
    longitude: 80.4297,
    facing: 180,
    displayOrder: 6,
  },
] as const satisfies readonly AreaSeed[];

/**
 * Creates any of the six areas that is missing, and gives every area its own approved city
 * page. It runs at every start-up, so an area that exists is left as it is: renaming,
 * reordering or deactivating it is the admin's call.
 */
export async function seedAreas(database: Database): Promise<void> {
  await database.db
    .insert(venueAreas)
    .values(AREAS.map((area) => ({ ...area })))
    .onConflictDoNothing({ target: venueAreas.slug });
  await ensureAreaCities(database.db);
}
