import { VenueSearchResponse } from '@lineup/contracts';
import { createVenue } from '@lineup/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testArea } from '../../testing/participation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
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
