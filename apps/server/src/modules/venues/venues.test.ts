import { ErrorResponse, VenuePageResponse, VenueSearchResponse } from '@lineup/contracts';
import { createEvent, createVenue } from '@lineup/db/factories';
import { venueAreas } from '@lineup/db/schema';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testArea } from '../../testing/participation';

const ORIGIN = 'https://lineup.example';
const DAY = 86_400_000;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A stand-in for the built web app, so page requests get index.html with the page's head.
  webDist = mkdtempSync(path.join(tmpdir(), 'lineup-venues-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Lineup</title>' +
      '<script type="module" src="/assets/index.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist, env: { PUBLIC_URL: ORIGIN } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function search(query: string) {
  const response = await t.app.request(`/api/venues?${query}`);
  return { status: response.status, body: await response.json() };
}

const names = (body: unknown) => VenueSearchResponse.parse(body).venues.map((venue) => venue.name);

describe('GET /api/venues', () => {
  it('finds venues by name or town in an area, names starting with the term first', async () => {
    const db = t.database.db;
    const area = await testArea(t, { name: 'Venue Coast' });
    const other = await testArea(t, { name: 'Other Venue Coast' });
    await createVenue(db, { areaId: area.id, name: 'The Reef Bar', city: 'Ericeira' });
    await createVenue(db, { areaId: area.id, name: 'Reef Café', city: 'Ribamar' });
    await createVenue(db, { areaId: area.id, name: 'Harbour Shack', city: 'Reefside' });
    await createVenue(db, { areaId: area.id, name: 'Yoga Loft', city: 'Ericeira' });
    await createVenue(db, { areaId: other.id, name: 'Reef Elsewhere', city: 'Peniche' });

    const reef = await search(`q=REEF&area=${area.slug}`);
    expect(reef.status).toBe(200);
    expect(names(reef.body)).toEqual(['Reef Café', 'Harbour Shack', 'The Reef Bar']);
    expect(VenueSearchResponse.parse(reef.body).venues[0]).toMatchObject({
      city: 'Ribamar',
      area: { id: area.id, name: 'Venue Coast', slug: area.slug },
    });

    // By id as well as slug; without a term, the area's venues by name.
    expect(names((await search(`area=${area.id}`)).body)).toEqual([
      'Harbour Shack',
      'Reef Café',
      'The Reef Bar',
      'Yoga Loft',
    ]);
    expect(names((await search('q=reef&limit=2')).body)).toHaveLength(2);
  });

  it('matches % and _ literally and answers unknown areas 404', async () => {
    const area = await testArea(t);
    await createVenue(t.database, { areaId: area.id, name: '100% Surf', city: 'Ericeira' });
    await createVenue(t.database, { areaId: area.id, name: 'Plain Surf', city: 'Ericeira' });
    expect(names((await search(`q=${encodeURIComponent('100%')}&area=${area.slug}`)).body)).toEqual(
      ['100% Surf'],
    );
    expect((await search('area=no-such-area')).status).toBe(404);
    expect((await search('limit=500')).status).toBe(400);
  });
});

/** A venue in a country and town of its own, so each test reads only what it made. */
async function venueIn(name: string, overrides: Parameters<typeof createVenue>[1] = {}) {
  const area = await testArea(t, { name: `${name} Coast`, country: 'Portugal' });
  const venue = await createVenue(t.database, {
    areaId: area.id,
    name,
    street: 'Rua da Praia 7',
    postalCode: '2655-319',
    city: `${name} Town`,
    ...overrides,
  });
  return { area, venue, path: `/portugal/${venue.citySlug}/venues/${venue.slug}` };
}

async function venuePage(pagePath: string, query = '') {
  const response = await t.app.request(`/api/venues${pagePath.replace('/venues/', '/')}${query}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /api/venues/:country/:city/:slug', () => {
  it('answers the venue: address, map and website links, its city page and area', async () => {
    const {
      area,
      venue,
      path: pagePath,
    } = await venueIn('Onda Loft', {
      website: 'https://onda-loft.example.com',
      imageUrl: '/uploads/onda.webp',
    });
    expect(pagePath).toBe('/portugal/onda-loft-town/venues/onda-loft');

    const { status, body } = await venuePage(pagePath);
    expect(status).toBe(200);
    expect(VenuePageResponse.parse(body)).toEqual({
      venue: {
        id: venue.id,
        name: 'Onda Loft',
        path: pagePath,
        street: 'Rua da Praia 7',
        postalCode: '2655-319',
        city: 'Onda Loft Town',
        country: { name: 'Portugal', slug: 'portugal' },
        website: 'https://onda-loft.example.com/',
        // No map link of its own: an OpenStreetMap search for its name and address.
        mapUrl:
          'https://www.openstreetmap.org/search?query=' +
          encodeURIComponent('Onda Loft, Rua da Praia 7, 2655-319 Onda Loft Town, Portugal'),
        // No pin of its own: shown at its area's point.
        location: { latitude: 38.96, longitude: -9.42, approximate: true },
        imageUrl: '/uploads/onda.webp',
        cityPage: { name: 'Onda Loft Town', path: '/portugal/onda-loft-town' },
        area: {
          id: area.id,
          name: 'Onda Loft Coast',
          slug: area.slug,
          country: 'Portugal',
          countrySlug: 'portugal',
          description: '',
          timeZone: 'Europe/Lisbon',
        },
      },
      events: [],
      nextCursor: null,
    });
  });

  it("keeps the venue's own map link, and shows only http(s) links", async () => {
    const { path: pagePath } = await venueIn('Maré Deck', {
      googleMaps: 'https://maps.google.com/?q=38.9631,-9.4167',
      website: 'javascript:alert(1)',
    });
    const { venue } = VenuePageResponse.parse((await venuePage(pagePath)).body);
    expect(venue.mapUrl).toBe('https://maps.google.com/?q=38.9631,-9.4167');
    expect(venue.website).toBeNull();

    const { path: other } = await venueIn('Vento Bar', { googleMaps: 'data:text/html,hi' });
    expect(VenuePageResponse.parse((await venuePage(other)).body).venue.mapUrl).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/search\?query=Vento%20Bar/,
    );
  });

  it('lists only its published events that have not ended, soonest first, a page at a time', async () => {
    const db = t.database.db;
    const { area, venue, path: pagePath } = await venueIn('Swell House');
    const elsewhere = await createVenue(db, {
      areaId: area.id,
      name: 'Next Door',
      city: 'Swell House Town',
    });
    const at = (days: number) => new Date(Date.now() + days * DAY);
    const event = (title: string, overrides: Parameters<typeof createEvent>[1] = {}) =>
      createEvent(db, {
        areaId: area.id,
        venueId: venue.id,
        citySlug: venue.citySlug,
        title,
        ...overrides,
      });
    await event('Later Jam', { startDate: at(9), endDate: at(9.1) });
    await event('Sooner Jam', { startDate: at(2), endDate: at(2.1) });
    await event('Happening Now', { startDate: at(-0.05), endDate: at(0.05) });
    await event('Last Week', { startDate: at(-7), endDate: at(-6.9) });
    await event('Draft Jam', { startDate: at(3), endDate: at(3.1), status: 'draft' });
    await event('Called Off', { startDate: at(4), endDate: at(4.1), status: 'cancelled' });
    await event('Other Venue Jam', { venueId: elsewhere.id, startDate: at(5), endDate: at(5.1) });

    const titles = (body: unknown) =>
      VenuePageResponse.parse(body).events.map((card) => card.title);
    const all = await venuePage(pagePath);
    expect(titles(all.body)).toEqual(['Happening Now', 'Sooner Jam', 'Later Jam']);
    expect(VenuePageResponse.parse(all.body).events[1]).toMatchObject({
      venue: { name: 'Swell House' },
      area: { slug: area.slug },
    });

    const first = VenuePageResponse.parse((await venuePage(pagePath, '?limit=2')).body);
    expect(first.events.map((card) => card.title)).toEqual(['Happening Now', 'Sooner Jam']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await venuePage(pagePath, `?limit=2&cursor=${first.nextCursor}`);
    expect(titles(second.body)).toEqual(['Later Jam']);
    expect(VenuePageResponse.parse(second.body).nextCursor).toBeNull();
  });

  it('answers 404 for a venue that is not there, and 400 for a bad address part or cursor', async () => {
    const { path: pagePath, venue } = await venueIn('Lonely Pier');
    const notFound = async (candidate: string) => {
      const { status, body } = await venuePage(candidate);
      expect(status, candidate).toBe(404);
      expect(ErrorResponse.parse(body).error.code).toBe('not_found');
    };
    await notFound('/portugal/lonely-pier-town/venues/no-such-venue');
    await notFound(`/netherlands/${venue.citySlug}/venues/${venue.slug}`);
    await notFound(`/portugal/elsewhere/venues/${venue.slug}`);
    await notFound(`/portugal/${venue.citySlug}/venues/${encodeURIComponent("x' or 1=1 --")}`);

    const tooLong = await venuePage(`/portugal/${venue.citySlug}/venues/${'a'.repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect(ErrorResponse.parse(tooLong.body).error.code).toBe('validation_failed');
    const badCursor = await venuePage(pagePath, '?cursor=not-a-cursor');
    expect(badCursor.status).toBe(400);
    expect(ErrorResponse.parse(badCursor.body).error.code).toBe('validation_failed');
  });

  it('has no page for a venue whose area was switched off', async () => {
    const { area, path: pagePath } = await venueIn('Closed Cove');
    expect((await venuePage(pagePath)).status).toBe(200);
    await t.database.db.update(venueAreas).set({ active: false }).where(eq(venueAreas.id, area.id));
    expect((await venuePage(pagePath)).status).toBe(404);
  });
});

/** The JSON-LD blocks of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('the venue page, as the server sends it', () => {
  it('carries the title, description, canonical link, share cards and schema.org Place', async () => {
    const { path: pagePath } = await venueIn('Ribeira Surf Lab', {
      googleMaps: 'https://www.google.com/maps/place/Ribeira/@38.9690,-9.4190,17z',
      website: 'https://ribeira.example.com',
    });
    const response = await t.app.request(pagePath);
    expect(response.status).toBe(200);
    const html = await response.text();
    const canonical = `${ORIGIN}${pagePath}`;
    expect(html).toContain('<title>Ribeira Surf Lab, Ribeira Surf Lab Town · Lineup</title>');
    expect(html).toContain(
      '<meta name="description" content="Upcoming events at Ribeira Surf Lab, Rua da Praia 7, 2655-319 Ribeira Surf Lab Town, Portugal: what is on, the map and the way there, on Lineup." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(html).toContain(
      '<meta property="og:title" content="Ribeira Surf Lab, Ribeira Surf Lab Town" />',
    );
    // No photo: Lineup's own share picture.
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/share/lineup.jpg" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${ORIGIN}/share/lineup.jpg" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');

    expect(jsonLdOf(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Place',
        name: 'Ribeira Surf Lab',
        url: canonical,
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Rua da Praia 7',
          postalCode: '2655-319',
          addressLocality: 'Ribeira Surf Lab Town',
          addressRegion: 'Ribeira Surf Lab Coast',
          addressCountry: 'PT',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 38.969, longitude: -9.419 },
        hasMap: 'https://www.google.com/maps/place/Ribeira/@38.9690,-9.4190,17z',
        sameAs: 'https://ribeira.example.com/',
      },
    ]);
  });

  it("shares the venue's own picture when it has one", async () => {
    const { path: pagePath } = await venueIn('Photo Shack', { imageUrl: '/uploads/shack.webp' });
    const html = await (await t.app.request(pagePath)).text();
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/uploads/shack.webp" />`);
    expect(jsonLdOf(html)[0]).toMatchObject({ image: `${ORIGIN}/uploads/shack.webp` });
    expect(jsonLdOf(html)[0]).not.toHaveProperty('geo');
  });

  it("answers 404 with the app's not-found page for a venue that is not there", async () => {
    const { venue } = await venueIn('Ghost Bar');
    for (const pagePath of [
      `/portugal/${venue.citySlug}/venues/no-such-venue`,
      `/atlantis/${venue.citySlug}/venues/${venue.slug}`,
    ]) {
      const response = await t.app.request(pagePath);
      expect(response.status, pagePath).toBe(404);
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });
});
