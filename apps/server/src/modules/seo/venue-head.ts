import type { Db } from '@lineup/db';
import { AppError } from '../../lib/app-error';
import { NOT_FOUND_HEAD, type PageHead } from '../../lib/page-head';
import { findVenueByPath } from '../venues';
import { renderHeadTags, summarise, type ShareImage } from './head-tags';

const SITE = 'Lineup';

/** Lineup's own 1200 × 630 picture (apps/web/public/share/) for a venue without a photo. */
const DEFAULT_IMAGE = { path: '/share/lineup.jpg', width: 1200, height: 630 };

const inRange = (latitude: number, longitude: number) =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180;

const PAIR = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * The coordinates a venue's map link gives, if it gives any: Google Maps (`@lat,lng`, or
 * `q`/`query`/`ll` holding `lat,lng`) or OpenStreetMap (`mlat`/`mlon`, `#map=zoom/lat/lng`).
 * Venues keep no coordinates of their own, and the area's centre is not the venue's place,
 * so a link that only searches an address gives none.
 */
export function coordinatesIn(
  mapUrl: string | null,
): { latitude: number; longitude: number } | null {
  if (!mapUrl) return null;
  let url: URL;
  try {
    url = new URL(mapUrl);
  } catch {
    return null;
  }
  const candidates: [string, string][] = [];
  const at = /@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)/.exec(url.pathname);
  if (at) candidates.push([at[1]!, at[2]!]);
  for (const name of ['q', 'query', 'll']) {
    const pair = PAIR.exec(url.searchParams.get(name) ?? '');
    if (pair) candidates.push([pair[1]!, pair[2]!]);
  }
  const [mlat, mlon] = [url.searchParams.get('mlat'), url.searchParams.get('mlon')];
  if (mlat && mlon) candidates.push([mlat, mlon]);
  const hash = /map=\d+\/(-?[\d.]+)\/(-?[\d.]+)/.exec(url.hash);
  if (hash) candidates.push([hash[1]!, hash[2]!]);
  for (const [lat, lng] of candidates) {
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (inRange(latitude, longitude)) return { latitude, longitude };
  }
  return null;
}

/**
 * The head of a venue's page (`/:country/:city/venues/:slug`): its name and town, Open Graph
 * and Twitter cards with its picture (or Lineup's), and schema.org Place data with the address,
 * the map and, when its map link gives them, the coordinates. An unknown venue is a 404.
 */
export async function venueHeadFor(options: {
  db: Db;
  origin: string;
  country: string;
  city: string;
  slug: string;
  /** ISO 3166 codes by country name, for `addressCountry`; another country keeps its name. */
  countryCodes?: Record<string, string>;
}): Promise<PageHead> {
  const { origin } = options;
  let venue;
  try {
    venue = await findVenueByPath(options);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      return { ...NOT_FOUND_HEAD, title: `Venue not found · ${SITE}` };
    }
    throw error;
  }
  const town = venue.city ?? venue.cityPage.name;
  const address = [venue.street, [venue.postalCode, town].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const canonical = new URL(venue.path, origin).toString();
  const photo = venue.imageUrl ? new URL(venue.imageUrl, origin).toString() : null;
  const image: ShareImage = photo
    ? { url: photo, alt: venue.name }
    : {
        url: new URL(DEFAULT_IMAGE.path, origin).toString(),
        alt: `${venue.name}, ${town}`,
        width: DEFAULT_IMAGE.width,
        height: DEFAULT_IMAGE.height,
      };
  const geo = coordinatesIn(venue.mapUrl);
  const title = `${venue.name}, ${town}`;
  const description = summarise(
    `Upcoming events at ${venue.name}, ${address || town}, ${venue.country.name}: what is on, the map and the way there, on ${SITE}.`,
  );
  return {
    title: `${title} · ${SITE}`,
    tags: renderHeadTags({
      title,
      description,
      canonical,
      ogType: 'website',
      image,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Place',
        name: venue.name,
        url: canonical,
        address: {
          '@type': 'PostalAddress',
          ...(venue.street ? { streetAddress: venue.street } : {}),
          ...(venue.postalCode ? { postalCode: venue.postalCode } : {}),
          addressLocality: town,
          addressRegion: venue.area.name,
          addressCountry: options.countryCodes?.[venue.country.name] ?? venue.country.name,
        },
        ...(geo ? { geo: { '@type': 'GeoCoordinates', ...geo } } : {}),
        hasMap: venue.mapUrl,
        ...(venue.website ? { sameAs: venue.website } : {}),
        ...(photo ? { image: photo } : {}),
      },
    }),
  };
}
