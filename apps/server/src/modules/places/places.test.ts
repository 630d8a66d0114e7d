import { ErrorResponse, PlaceResponse } from '@lineup/contracts';
import { createArea, createEvent, createVenue } from '@lineup/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/places/:country[/:city]', () => {
  it('shows a country with its areas and upcoming events, and a city with its own', async () => {
    const db = t.database.db;
    const north = await createArea(db, {
      name: 'Noord Kust',
      slug: 'holland-noord-kust-area',
      country: 'Holland',
      countrySlug: 'holland',
      timeZone: 'Europe/Amsterdam',
      displayOrder: 1,
    });
    const south = await createArea(db, {
      name: 'Zuid Kust',
      slug: 'holland-zuid-kust-area',
      country: 'Holland',
      countrySlug: 'holland',
      timeZone: 'Europe/Amsterdam',
      displayOrder: 2,
    });
    const venue = await createVenue(db, {
      name: 'Strandtent',
      city: 'Wijk aan Duin',
      areaId: north.id,
    });
    const inCity = await createEvent(db, {
      areaId: north.id,
      venueId: venue.id,
      citySlug: 'wijk-aan-duin',
      title: 'In the city',
      organizerEmail: 'place-organizer@example.org',
    });
    await createEvent(db, { areaId: south.id, title: 'South only' });
    await createEvent(db, {
      areaId: north.id,
      citySlug: 'wijk-aan-duin',
      title: 'Draft in the city',
      status: 'draft',
    });

    const country = await t.app.request('/api/places/holland');
    expect(country.status).toBe(200);
    const countryText = await country.text();
    expect(countryText).not.toContain('place-organizer@example.org');
    const countryBody = PlaceResponse.parse(JSON.parse(countryText));
    expect(countryBody.place).toMatchObject({
      kind: 'country',
      name: 'Holland',
      path: '/holland',
      city: null,
    });
    expect(countryBody.place.areas.map((area) => area.name)).toEqual(['Noord Kust', 'Zuid Kust']);
    expect(countryBody.events.map((event) => event.title).sort()).toEqual([
      'In the city',
      'South only',
    ]);

    const city = await t.app.request('/api/places/holland/wijk-aan-duin');
    expect(city.status).toBe(200);
    const cityBody = PlaceResponse.parse(await city.json());
    expect(cityBody.place).toMatchObject({
      kind: 'city',
      name: 'Wijk aan Duin',
      path: '/holland/wijk-aan-duin',
      country: { name: 'Holland', slug: 'holland' },
      city: { name: 'Wijk aan Duin', slug: 'wijk-aan-duin' },
    });
    expect(cityBody.place.areas.map((area) => area.slug)).toEqual([north.slug]);
    expect(cityBody.events.map((event) => event.id)).toEqual([inCity.id]);
    expect(cityBody.nextCursor).toBeNull();
  });

  it('pages a place like the event list', async () => {
    const db = t.database.db;
    const area = await createArea(db, {
      name: 'Paged Place',
      country: 'Pagia',
      countrySlug: 'pagia',
    });
    for (let i = 0; i < 5; i++) await createEvent(db, { areaId: area.id });
    const first = PlaceResponse.parse(
      await (await t.app.request('/api/places/pagia?limit=3')).json(),
    );
    expect(first.events).toHaveLength(3);
    const second = PlaceResponse.parse(
      await (await t.app.request(`/api/places/pagia?limit=3&cursor=${first.nextCursor}`)).json(),
    );
    expect(second.events).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
  });

  it('answers 404 for places it does not know', async () => {
    for (const path of ['/api/places/atlantis', '/api/places/holland/nowhere-town']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(ErrorResponse.parse(await res.json()).error.code).toBe('not_found');
    }
  });
});
