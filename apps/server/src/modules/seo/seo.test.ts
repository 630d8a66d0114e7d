import { eventSlugRedirects } from '@lineup/db/schema';
import { createArea, createEvent, createUser, createVenue } from '@lineup/db/factories';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seoRoutes } from './seo.routes';

const ORIGIN = 'https://lineup.example';
// Shaped like the Vite build: default tags, then the entry script inside <head>.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Lineup · Events, plans and friends on the coast</title>
    <meta
      name="description"
      content="The app-wide description."
    />
    <meta property="og:site_name" content="Lineup" />
    <meta property="og:title" content="Lineup" />
    <meta property="og:description" content="App-wide." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let webDist: string;
let area: Awaited<ReturnType<typeof createArea>>;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'lineup-seo-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDist, env: { PUBLIC_URL: ORIGIN } });
  area = await createArea(t.database.db, {
    name: 'Seo Coast',
    slug: 'seoland-seo-coast-area',
    country: 'Seoland',
    countrySlug: 'seoland',
    timeZone: 'Europe/Lisbon',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function page(pathname: string) {
  const res = await t.app.request(pathname, { redirect: 'manual' });
  return { res, html: await res.text() };
}

/** The JSON-LD blocks of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('event page HTML', () => {
  it('carries the title, description, canonical link, Open Graph tags and JSON-LD before any script', async () => {
    const db = t.database.db;
    const host = await createUser(db, { username: 'seohost' });
    const venue = await createVenue(db, {
      name: 'Seo Bar',
      street: 'Rua do Sol 3',
      postalCode: '2655-100',
      city: 'Seotown',
      googleMaps: 'https://maps.example.com/seo-bar',
    });
    const event = await createEvent(db, {
      areaId: area.id,
      venueId: venue.id,
      creatorId: host.id,
      title: 'Sunset </script><script>alert(1)</script> & "friends"',
      description: 'Boards, music and a fire on the beach.',
      startDate: new Date('2099-07-04T17:30:00Z'),
      endDate: new Date('2099-07-04T20:00:00Z'),
      imageUrl: '/uploads/seo.webp',
      organizerEmail: 'organizer@example.org',
    });
    const canonical = `${ORIGIN}/seoland/seo-coast/events/${event.slug}`;

    const { res, html } = await page(`/seoland/seo-coast/events/${event.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).not.toContain('organizer@example.org');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<title>Sunset &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot; · Seotown · Lineup</title>',
    );
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Sat, 4 Jul 2099, 18:30 at Seo Bar, Rua do Sol 3, 2655-100 Seotown. Boards, music and a fire on the beach." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/uploads/seo.webp" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    // The site name default stays.
    expect(html).toContain('<meta property="og:site_name" content="Lineup" />');

    const ldAt = html.indexOf('<script type="application/ld+json">');
    expect(ldAt).toBeGreaterThan(-1);
    expect(ldAt).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.slice(0, ldAt)).not.toContain('<script');

    const [ld] = jsonLdOf(html);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Sunset </script><script>alert(1)</script> & "friends"',
      description: 'Boards, music and a fire on the beach.',
      startDate: '2099-07-04T18:30:00+01:00',
      endDate: '2099-07-04T21:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Seo Bar',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Rua do Sol 3',
          postalCode: '2655-100',
          addressLocality: 'Seotown',
          addressRegion: 'Seo Coast',
          addressCountry: 'Seoland',
        },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: expect.any(Number),
          longitude: expect.any(Number),
        },
        url: `${ORIGIN}/seoland/seotown/venues/seo-bar`,
        hasMap: 'https://maps.example.com/seo-bar',
      },
      image: [`${ORIGIN}/uploads/seo.webp`],
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: 0,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        validFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      organizer: { '@type': 'Person', name: 'seohost', url: `${ORIGIN}/user/${host.id}` },
      url: canonical,
    });
  });

  it('marks a cancelled event as cancelled', async () => {
    const event = await createEvent(t.database.db, { areaId: area.id, status: 'cancelled' });
    const { res, html } = await page(`/seoland/seo-coast/events/${event.slug}`);
    expect(res.status).toBe(200);
    expect(jsonLdOf(html)[0]).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
  });

  it('answers 404 with the app for an unknown event, and for a draft', async () => {
    const missing = await page('/seoland/seo-coast/events/no-such-event');
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain('<div id="root"></div>');
    expect(missing.html).toContain('/assets/index-abc.js');
    expect(jsonLdOf(missing.html)).toEqual([]);

    const draft = await createEvent(t.database.db, {
      areaId: area.id,
      status: 'draft',
      title: 'Secret draft',
    });
    // To a visitor a draft's address is as unknown as any other (its creator: member-pages).
    const draftPage = await page(`/seoland/seo-coast/events/${draft.slug}`);
    expect(draftPage.res.status).toBe(404);
    expect(draftPage.html).not.toContain('Secret draft');
  });

  it('moves old slugs and the other URL forms to the canonical page', async () => {
    const db = t.database.db;
    const event = await createEvent(db, { areaId: area.id });
    await db.insert(eventSlugRedirects).values({
      oldSlug: 'the-old-name',
      countrySlug: 'seoland',
      citySlug: 'seo-coast',
      eventId: event.id,
    });
    const canonical = `/seoland/seo-coast/events/${event.slug}`;
    for (const form of [
      '/seoland/seo-coast/events/the-old-name',
      `/events/event/${event.id}`,
      `/events/${event.id}`,
      `/events/${event.slug}`,
      `/events/seo-coast/${event.slug}`,
    ]) {
      const { res } = await page(form);
      expect({ form, status: res.status, location: res.headers.get('location') }).toEqual({
        form,
        status: 301,
        location: canonical,
      });
    }
    // The app's own pages under /events are left alone.
    for (const appPage of ['/events', '/events/create', `/events/${event.id}/edit`]) {
      const { res, html } = await page(appPage);
      expect({ appPage, status: res.status }).toEqual({ appPage, status: 200 });
      expect(html).toContain('<title>Lineup · Events, plans and friends on the coast</title>');
    }
    expect((await page('/events/event/nothing')).res.status).toBe(404);
  });
});

describe('place page HTML', () => {
  it('gives area, country and city pages their own title and description', async () => {
    await createEvent(t.database.db, { areaId: area.id, citySlug: 'seotown' });
    // Every active area has a page at its slug, with any sub-path.
    await createArea(t.database.db, {
      name: 'South Coast',
      slug: 'sri-lanka-south-coast-area',
      country: 'Sri Lanka',
      countrySlug: 'sri-lanka',
      timeZone: 'Asia/Colombo',
    });
    for (const areaPath of ['/sri-lanka-south-coast-area', '/sri-lanka-south-coast-area/plans']) {
      const areaPage = await page(areaPath);
      expect(areaPage.res.status).toBe(200);
      expect(areaPage.html).toContain('<title>Events in South Coast, Sri Lanka · Lineup</title>');
      expect(areaPage.html).toContain(
        `<link rel="canonical" href="${ORIGIN}/sri-lanka-south-coast-area" />`,
      );
    }

    const country = await page('/seoland');
    expect(country.html).toContain('<title>Events in Seoland · Lineup</title>');
    expect(country.html).toMatch(
      /<meta name="description" content="Upcoming events and casual plans in Seoland: Seo Coast\./,
    );

    const city = await page('/seoland/seotown');
    expect(city.res.status).toBe(200);
    expect(city.html).toContain('<title>Events in Seotown, Seoland · Lineup</title>');

    // Every place page has a picture for chats, and its feeds for readers and calendars.
    for (const html of [country.html, city.html]) {
      expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/share/lineup.jpg" />`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toMatch(/<meta property="og:image:alt" content="Events in Seo/);
    }
    expect(city.html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Events in Seotown (Atom)" href="${ORIGIN}/api/feeds/places/seoland/seotown/events.atom" />`,
    );
    expect(city.html).toContain(
      `<link rel="alternate" type="text/calendar" title="Events in Seotown (calendar)" href="${ORIGIN}/api/feeds/places/seoland/seotown/events.ics" />`,
    );
    const areaHtml = (await page('/sri-lanka-south-coast-area')).html;
    expect(areaHtml).toContain(`${ORIGIN}/api/feeds/areas/sri-lanka-south-coast-area/events.atom`);
    expect(areaHtml).toContain(
      `<meta name="twitter:image" content="${ORIGIN}/share/lineup.jpg" />`,
    );

    expect((await page('/seoland/atlantis')).res.status).toBe(404);
    const about = await page('/about');
    expect(about.res.status).toBe(200);
    expect(about.html).toBe(INDEX_HTML);
  });

  it('answers 404 for places the app does not know, with its not-found page', async () => {
    await createArea(t.database.db, {
      name: 'Peniche',
      slug: 'portugal-peniche-area',
      country: 'Portugal',
      countrySlug: 'portugal',
      active: false,
    });
    for (const unknown of [
      '/atlantis',
      '/atlantis/lost-city',
      '/seoland/atlantis',
      // Switched off by an admin: no page, as the app shows.
      '/portugal-peniche-area',
      '/portugal',
    ]) {
      const { res, html } = await page(unknown);
      expect({ unknown, status: res.status }).toEqual({ unknown, status: 404 });
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe('venue page HTML', () => {
  it('gives a venue page its title, picture and schema.org Place; an unknown venue is 404', async () => {
    const venue = await createVenue(t.database.db, {
      name: 'Seo Surf Hut',
      street: 'Avenida do Mar 1',
      postalCode: '2655-200',
      city: 'Seotown',
      areaId: area.id,
      imageUrl: '/uploads/hut.webp',
    });
    const path = `/seoland/seotown/venues/${venue.slug}`;
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Seo Surf Hut, Seotown · Lineup</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/uploads/hut.webp" />`);
    expect(jsonLdOf(html)[0]).toMatchObject({
      '@type': 'Place',
      name: 'Seo Surf Hut',
      url: `${ORIGIN}${path}`,
      address: {
        streetAddress: 'Avenida do Mar 1',
        postalCode: '2655-200',
        addressLocality: 'Seotown',
      },
    });

    const missing = await page('/seoland/seotown/venues/no-such-hut');
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain('<div id="root"></div>');
  });
});

describe('status of the other pages', () => {
  it('answers 404 for a path no page of the route table matches', async () => {
    for (const unknown of [
      '/no-such-page/at/all',
      '/a/b/c/d/e',
      '/events/a/b/c',
      '/user/1/2',
      '/seoland/seo-coast/plans',
    ]) {
      const { res, html } = await page(unknown);
      expect({ unknown, status: res.status }).toEqual({ unknown, status: 404 });
      expect(html).toContain('<title>Page not found · Lineup</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      // The app still loads and shows its not-found page.
      expect(html).toContain('/assets/index-abc.js');
    }
  });

  it('answers 404 for a member or an event to edit that does not exist', async () => {
    const member = await createUser(t.database.db);
    expect((await page(`/user/${member.id}`)).res.status).toBe(200);
    expect((await page('/user/nobody-has-this-id')).res.status).toBe(404);

    const event = await createEvent(t.database.db, { areaId: area.id, status: 'draft' });
    expect((await page(`/events/${event.id}/edit`)).res.status).toBe(200);
    expect((await page('/events/6b1f4d36-3b7c-4c58-9c43-0a4a0f6f8a11/edit')).res.status).toBe(404);
    expect((await page('/events/not-an-id/edit')).res.status).toBe(404);
    expect((await page('/events/no-such-event')).res.status).toBe(404);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the pages to index, upcoming published events with their last change', async () => {
    const db = t.database.db;
    const upcoming = await createEvent(db, { areaId: area.id, title: 'Sitemap upcoming' });
    await createArea(db, {
      name: 'Zandvoort',
      slug: 'netherlands-zandvoort-area',
      country: 'Netherlands',
      countrySlug: 'netherlands',
      timeZone: 'Europe/Amsterdam',
    });
    const draft = await createEvent(db, { areaId: area.id, status: 'draft' });
    const past = await createEvent(db, {
      areaId: area.id,
      startDate: new Date(Date.now() - 3 * 86_400_000),
      endDate: new Date(Date.now() - 2 * 86_400_000),
    });

    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    // Every page in each language, each naming all of them (docs/product.md §18).
    for (const path of ['/events', '/pt-pt/events', '/nl/events', '/si/events', '/ta/events']) {
      expect(xml).toContain(`<url><loc>${ORIGIN}${path}</loc>`);
    }
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="pt-PT" href="${ORIGIN}/pt-pt/events"/>` +
        `<xhtml:link rel="alternate" hreflang="nl" href="${ORIGIN}/nl/events"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/events"/></url>`,
    );
    // Pages without events to date them have no lastmod; places are as new as their events.
    for (const pagePath of ['/about', '/netherlands-zandvoort-area']) {
      expect(xml).toContain(`<url><loc>${ORIGIN}${pagePath}</loc>`);
    }
    for (const pagePath of ['/', '/events', '/seoland', '/seoland/seo-coast']) {
      expect(xml).toMatch(
        new RegExp(`<url><loc>${ORIGIN}${pagePath}</loc><lastmod>\\d{4}-[^<]+</lastmod>`),
      );
    }
    // Every active area has a page, as new as its newest event, and the sitemap points at no 404.
    expect(xml).toMatch(
      new RegExp(`<url><loc>${ORIGIN}/seoland-seo-coast-area</loc><lastmod>\\d{4}-[^<]+</lastmod>`),
    );
    expect((await t.app.request('/seoland-seo-coast-area')).status).toBe(200);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/seoland/seo-coast/events/${upcoming.slug}</loc><lastmod>${upcoming.updatedAt.toISOString()}</lastmod>`,
    );
    expect(xml).not.toContain(draft.slug);
    expect(xml).not.toContain(past.slug);

    // A venue with something on has its page in the list, dated by its events.
    const venue = await createVenue(db, {
      name: 'Sitemap Shack',
      city: 'Seotown',
      areaId: area.id,
    });
    const atVenue = await createEvent(db, { areaId: area.id, venueId: venue.id });
    const withVenue = await (await t.app.request('/sitemap.xml')).text();
    expect(withVenue).toContain(
      `<url><loc>${ORIGIN}/seoland/seotown/venues/sitemap-shack</loc><lastmod>${atVenue.updatedAt.toISOString()}</lastmod>`,
    );
    expect((await t.app.request('/sitemap-1.xml')).status).toBe(404);

    const robots = await t.app.request('/robots.txt');
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('splits a long list into files of at most the limit, listed by a sitemap index', async () => {
    const routes = seoRoutes({
      database: t.database,
      env: t.env,
      sitemapMaxUrls: 5,
    });
    const index = await (await routes.request('/sitemap.xml')).text();
    expect(index).toMatch(
      /<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]).toBe(`${ORIGIN}/sitemap-1.xml`);
    const seen: string[] = [];
    for (const part of parts) {
      const res = await routes.request(new URL(part).pathname);
      expect(res.status).toBe(200);
      const urls = [...(await res.text()).matchAll(/<url><loc>([^<]+)<\/loc>/g)].map(
        (match) => match[1]!,
      );
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(5);
      seen.push(...urls);
    }
    // Every address once, the same as an unsplit list would hold.
    const whole = await (await t.app.request('/sitemap.xml')).text();
    const all = [...whole.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(seen).toEqual(all);
    expect((await routes.request(`/sitemap-${parts.length + 1}.xml`)).status).toBe(404);
  });
});
