import { createArea, createEvent, createRsvp, createUser, createVenue } from '@lineup/db/factories';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { priceOf } from './seo.service';

// Google's Event rich result (developers.google.com/search/docs/appearance/structured-data/event):
// the required properties, and the recommended ones Lineup knows. `performer` is recommended
// too, but Lineup does not record who performs.
const ORIGIN = 'https://lineup.example';
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Lineup</title>' +
  '<script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'lineup-rich-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDist, env: { PUBLIC_URL: ORIGIN } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function jsonLdOf(pathname: string) {
  const res = await t.app.request(pathname);
  expect(res.status).toBe(200);
  const html = await res.text();
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(match, `JSON-LD on ${pathname}`).not.toBeNull();
  return JSON.parse(match![1]!) as RichEvent;
}

// Read as Google reads it: a JSON object of any shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions check the shape
type RichEvent = Record<string, any>;

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const absoluteUrl = (value: unknown) => typeof value === 'string' && value.startsWith(ORIGIN);

/** Every required and recommended property, with the shape Google reads. */
function expectRichEvent(ld: RichEvent) {
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe('Event');
  // Required.
  expect(typeof ld.name).toBe('string');
  expect(ld.startDate).toMatch(ISO_WITH_OFFSET);
  expect(ld.location['@type']).toBe('Place');
  expect(typeof ld.location.name).toBe('string');
  const address = ld.location.address;
  expect(address['@type']).toBe('PostalAddress');
  for (const key of ['addressLocality', 'addressRegion']) expect(address[key]).toBeTruthy();
  expect(address.addressCountry).toMatch(/^[A-Z]{2}$/);
  // Recommended.
  expect(ld.description).toBeTruthy();
  expect(ld.endDate).toMatch(ISO_WITH_OFFSET);
  expect(ld.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled)$/);
  expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
  expect(ld.image.length).toBeGreaterThan(0);
  expect(ld.image.every(absoluteUrl)).toBe(true);
  expect(ld.offers['@type']).toBe('Offer');
  expect(absoluteUrl(ld.offers.url)).toBe(true);
  expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\/\w+$/);
  expect(ld.offers.validFrom).toMatch(ISO_WITH_OFFSET);
  expect(ld.organizer.name).toBeTruthy();
  expect(absoluteUrl(ld.organizer.url)).toBe(true);
  expect(ld.location.geo).toMatchObject({
    '@type': 'GeoCoordinates',
    latitude: expect.any(Number),
    longitude: expect.any(Number),
  });
  expect(absoluteUrl(ld.url)).toBe(true);
}

describe("events as Google's event results read them", () => {
  it('carries every required and recommended property on a sample of events', async () => {
    const db = t.database.db;
    const peniche = await createArea(db, {
      name: 'Peniche',
      slug: 'portugal-peniche-rich-area',
      country: 'Portugal',
      countrySlug: 'portugal',
      timeZone: 'Europe/Lisbon',
    });
    const southCoast = await createArea(db, {
      name: 'South Coast',
      slug: 'sri-lanka-south-coast-rich-area',
      country: 'Sri Lanka',
      countrySlug: 'sri-lanka',
      timeZone: 'Asia/Colombo',
    });
    const host = await createUser(db, { username: 'richhost' });
    const venue = await createVenue(db, {
      name: 'Baleal Surf Shack',
      street: 'Rua do Baleal 7',
      postalCode: '2520-001',
      city: 'Peniche',
      areaId: peniche.id,
    });
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    const paid = await createEvent(db, {
      areaId: peniche.id,
      venueId: venue.id,
      creatorId: host.id,
      title: 'Paid surf clinic',
      priceText: '€15 with board',
      startDate: inDays(3),
    });
    const free = await createEvent(db, {
      areaId: peniche.id,
      title: 'Free beach clean-up',
      specificVenue: 'Praia do Molhe Leste',
      startDate: inDays(4),
    });
    const full = await createEvent(db, {
      areaId: southCoast.id,
      creatorId: host.id,
      title: 'Full moon yoga',
      eventCategory: 'yoga-wellness',
      priceText: 'LKR 2,500',
      capacity: 1,
      startDate: inDays(5),
    });
    await createRsvp(db, { eventId: full.id, status: 'going' });
    const cancelled = await createEvent(db, {
      areaId: peniche.id,
      venueId: venue.id,
      title: 'Cancelled sunset session',
      status: 'cancelled',
      startDate: inDays(6),
    });

    const paidLd = await jsonLdOf(`/portugal/${paid.citySlug}/events/${paid.slug}`);
    expectRichEvent(paidLd);
    expect(paidLd.location.address).toMatchObject({
      streetAddress: 'Rua do Baleal 7',
      postalCode: '2520-001',
      addressCountry: 'PT',
    });
    expect(paidLd.offers).toMatchObject({ price: 15, priceCurrency: 'EUR' });
    expect(paidLd.offers.availability).toBe('https://schema.org/InStock');

    const freeLd = await jsonLdOf(`/portugal/${free.citySlug}/events/${free.slug}`);
    expectRichEvent(freeLd);
    expect(freeLd.location.name).toBe('Praia do Molhe Leste');
    expect(freeLd.offers).toMatchObject({ price: 0, priceCurrency: 'EUR' });
    // No cover: the category's art; no creator: Lineup organises.
    expect(freeLd.image).toEqual([`${ORIGIN}/share/surf.jpg`]);
    expect(freeLd.organizer).toEqual({
      '@type': 'Organization',
      name: 'Lineup',
      url: `${ORIGIN}/`,
    });

    const fullLd = await jsonLdOf(`/sri-lanka/${full.citySlug}/events/${full.slug}`);
    expectRichEvent(fullLd);
    expect(fullLd.location.address.addressCountry).toBe('LK');
    expect(fullLd.offers).toMatchObject({
      price: 2500,
      priceCurrency: 'LKR',
      availability: 'https://schema.org/SoldOut',
    });
    expect(fullLd.image).toEqual([`${ORIGIN}/share/yoga-wellness.jpg`]);

    const cancelledLd = await jsonLdOf(`/portugal/${cancelled.citySlug}/events/${cancelled.slug}`);
    expectRichEvent(cancelledLd);
    expect(cancelledLd.eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('reads a price only when the text gives one', () => {
    expect(priceOf(null, 'PT')).toEqual({ price: 0, currency: 'EUR' });
    expect(priceOf('Free', 'NL')).toEqual({ price: 0, currency: 'EUR' });
    expect(priceOf('€12.50', 'PT')).toEqual({ price: 12.5, currency: 'EUR' });
    expect(priceOf('Rs. 1,500 at the door', 'LK')).toEqual({ price: 1500, currency: 'LKR' });
    expect(priceOf('2500', 'LK')).toEqual({ price: 2500, currency: 'LKR' });
    expect(priceOf('Donation, pay what you like', 'PT')).toBeNull();
  });
});
