import { LOCALES, localizedPath, SOURCE_LOCALE, type Locale } from '@lineup/contracts/locales';
import { venuePath } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { cities, crews, events, venueAreas, venues } from '@lineup/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { crewPath } from '../crews';
import { eventPath, publishedNotEndedBy } from '../events';

/** sitemaps.org: one file holds at most 50,000 addresses; longer lists are split by an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages of the app worth indexing whatever the data (docs/product.md §2 route table). */
const STATIC_PAGES = ['/', '/events', '/about', '/contact', '/privacy', '/terms', '/cookies'];

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

type Entry = { path: string; lastmod?: Date };

/**
 * Every indexable page, with its last change where the data knows it: the fixed pages, every
 * active area, its countries, the approved cities with upcoming events (a town a member typed
 * has no page until an admin approves it), the venues with upcoming events (a venue with nothing
 * on has little to show a searcher), and upcoming published events. A place's last change is
 * the latest change of an event on its page.
 */
async function sitemapEntries(db: Db, now: Date): Promise<Entry[]> {
  const [areas, upcoming] = await Promise.all([
    db
      .select({ slug: venueAreas.slug, countrySlug: venueAreas.countrySlug })
      .from(venueAreas)
      .where(eq(venueAreas.active, true))
      .orderBy(asc(venueAreas.displayOrder), asc(venueAreas.name)),
    db
      .select({
        countrySlug: events.countrySlug,
        citySlug: events.citySlug,
        slug: events.slug,
        updatedAt: events.updatedAt,
        areaSlug: venueAreas.slug,
        approvedCity: cities.slug,
        venueSlug: venues.slug,
        venueCitySlug: venues.citySlug,
        crewHandle: crews.handle,
      })
      .from(events)
      .innerJoin(venueAreas, eq(venueAreas.id, events.areaId))
      .leftJoin(
        cities,
        and(
          eq(cities.countrySlug, events.countrySlug),
          eq(cities.slug, events.citySlug),
          eq(cities.status, 'approved'),
        ),
      )
      .leftJoin(venues, eq(venues.id, events.venueId))
      .leftJoin(crews, eq(crews.id, events.crewId))
      .where(and(publishedNotEndedBy(now), eq(venueAreas.active, true)))
      .orderBy(asc(events.startDate), asc(events.id)),
  ]);

  const latest = new Map<string, Date | undefined>();
  const touch = (path: string, at?: Date) => {
    const known = latest.get(path);
    latest.set(path, at && (!known || at > known) ? at : known);
  };
  for (const path of STATIC_PAGES) touch(path);
  for (const area of areas) if (area.countrySlug) touch(`/${area.countrySlug}`);
  for (const area of areas) touch(`/${area.slug}`);

  const eventEntries: Entry[] = [];
  for (const event of upcoming) {
    const at = event.updatedAt;
    touch('/', at);
    touch('/events', at);
    touch(`/${event.countrySlug}`, at);
    if (event.approvedCity) touch(`/${event.countrySlug}/${event.citySlug}`, at);
    touch(`/${event.areaSlug}`, at);
    const venue =
      event.venueSlug === null
        ? null
        : venuePath({
            countrySlug: event.countrySlug,
            citySlug: event.venueCitySlug,
            slug: event.venueSlug,
          });
    if (venue) touch(venue, at);
    if (event.crewHandle) touch(crewPath(event.crewHandle), at);
    eventEntries.push({ path: eventPath(event), lastmod: at });
  }
  const pages = [...latest].map(([path, lastmod]) => (lastmod ? { path, lastmod } : { path }));
  return [...pages, ...eventEntries];
}

/**
 * Each page in every language (docs/product.md §18): one `<url>` per language, each naming all
 * of them as alternates (English also as the default), as search engines ask.
 */
const urlset = (entries: Entry[], origin: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap(({ path, lastmod }) => {
      const address = (locale: Locale) =>
        escapeXml(new URL(localizedPath(locale, path), origin).toString());
      const alternates = [
        ...LOCALES.map(
          (locale) =>
            `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${address(SOURCE_LOCALE)}"/>`,
      ].join('');
      const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
      return LOCALES.map(
        (locale) => `<url><loc>${address(locale)}</loc>${modified}${alternates}</url>`,
      );
    }),
    '</urlset>',
    '',
  ].join('\n');

/** Pages per sitemap file: each is listed once per language, and a file holds `maxUrls`. */
const pagesPerFile = (maxUrls = SITEMAP_MAX_URLS) =>
  Math.max(1, Math.floor(maxUrls / LOCALES.length));

const newest = (entries: Entry[]) =>
  entries.reduce<Date | undefined>(
    (found, { lastmod }) => (lastmod && (!found || lastmod > found) ? lastmod : found),
    undefined,
  );

/**
 * `/sitemap.xml`: the sitemaps.org list of indexable pages, or, when there are more than
 * `maxUrls`, an index of `/sitemap-1.xml`, `/sitemap-2.xml`, ... that hold them.
 */
export async function buildSitemap(options: {
  db: Db;
  origin: string;
  now?: Date;
  maxUrls?: number;
}): Promise<string> {
  const { origin } = options;
  const max = pagesPerFile(options.maxUrls);
  const entries = await sitemapEntries(options.db, options.now ?? new Date());
  if (entries.length <= max) return urlset(entries, origin);
  const parts = Math.ceil(entries.length / max);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from({ length: parts }, (_, index) => {
      const loc = `<loc>${escapeXml(new URL(`/sitemap-${index + 1}.xml`, origin).toString())}</loc>`;
      const lastmod = newest(entries.slice(index * max, (index + 1) * max));
      return lastmod
        ? `<sitemap>${loc}<lastmod>${lastmod.toISOString()}</lastmod></sitemap>`
        : `<sitemap>${loc}</sitemap>`;
    }),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** One file of a split sitemap (`/sitemap-<part>.xml`, from 1), or `null` past the last one. */
export async function buildSitemapPart(options: {
  db: Db;
  origin: string;
  part: number;
  now?: Date;
  maxUrls?: number;
}): Promise<string | null> {
  const max = pagesPerFile(options.maxUrls);
  const entries = await sitemapEntries(options.db, options.now ?? new Date());
  const slice = entries.slice((options.part - 1) * max, options.part * max);
  if (options.part < 1 || slice.length === 0 || entries.length <= max) return null;
  return urlset(slice, options.origin);
}

/** Pages that are private or only make sense signed in stay out of search engines. */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/moderation',
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
