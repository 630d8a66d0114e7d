import { AREA_PAGE_SLUGS } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { cities, events, venueAreas } from '@lineup/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { eventPath, publishedNotEndedBy } from '../events';

/** A sitemap file holds at most 50,000 addresses; the rest of the list leaves room for pages. */
export const SITEMAP_EVENTS_MAX = 45_000;

/** Pages of the app worth indexing whatever the data (docs/product.md §2 route table). */
const STATIC_PAGES = ['/', '/events', '/about', '/contact', '/privacy', '/terms', '/cookies'];

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * sitemaps.org XML of the indexable pages: the fixed pages, every active area, its countries
 * and the approved cities with upcoming events (a town a member typed has no page until an
 * admin approves it), and upcoming published events with their last change.
 */
export async function buildSitemap(options: {
  db: Db;
  origin: string;
  now?: Date;
}): Promise<string> {
  const { db, origin } = options;
  const now = options.now ?? new Date();
  const [areas, cityPages, upcoming] = await Promise.all([
    db
      .select({ slug: venueAreas.slug, countrySlug: venueAreas.countrySlug })
      .from(venueAreas)
      .where(eq(venueAreas.active, true))
      .orderBy(asc(venueAreas.displayOrder), asc(venueAreas.name)),
    db
      .selectDistinct({ countrySlug: events.countrySlug, citySlug: events.citySlug })
      .from(events)
      .innerJoin(venueAreas, eq(venueAreas.id, events.areaId))
      .innerJoin(
        cities,
        and(
          eq(cities.countrySlug, events.countrySlug),
          eq(cities.slug, events.citySlug),
          eq(cities.status, 'approved'),
        ),
      )
      .where(and(publishedNotEndedBy(now), eq(venueAreas.active, true)))
      .orderBy(asc(events.countrySlug), asc(events.citySlug)),
    db
      .select({
        countrySlug: events.countrySlug,
        citySlug: events.citySlug,
        slug: events.slug,
        updatedAt: events.updatedAt,
      })
      .from(events)
      .where(publishedNotEndedBy(now))
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(SITEMAP_EVENTS_MAX),
  ]);

  const entries: { path: string; lastmod?: Date }[] = STATIC_PAGES.map((path) => ({ path }));
  for (const country of new Set(areas.map((area) => area.countrySlug).filter(Boolean))) {
    entries.push({ path: `/${country}` });
  }
  for (const city of cityPages) entries.push({ path: `/${city.countrySlug}/${city.citySlug}` });
  // Only the route table's area pages exist; an area an admin adds is reached through its
  // country and city pages.
  const areaPages = new Set<string>(AREA_PAGE_SLUGS);
  for (const area of areas) {
    if (areaPages.has(area.slug)) entries.push({ path: `/${area.slug}` });
  }
  for (const event of upcoming) entries.push({ path: eventPath(event), lastmod: event.updatedAt });

  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, origin).toString())}</loc>`;
    return lastmod
      ? `<url>${loc}<lastmod>${lastmod.toISOString()}</lastmod></url>`
      : `<url>${loc}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages that are private or only make sense signed in stay out of search engines. */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/dashboard',
  '/profile',
  '/my-events',
  '/notifications',
  '/unsubscribe',
  '/friends',
  '/events/create',
  '/casual-plans/create',
  '/auth',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/resend-confirmation',
  '/email-confirmation',
  '/goodbye',
  '/dev/',
];

export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}
