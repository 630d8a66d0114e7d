import {
  AdminAuditLogResponse,
  AdminCitiesResponse,
  AdminCityResponse,
  EditableEventResponse,
  PlaceResponse,
  type AdminCity,
} from '@lineup/contracts';
import { createArea, createCity, createVenue } from '@lineup/db/factories';
import { cities, events, venues } from '@lineup/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api, eventInput, signUpAdmin } from '../../testing/participation';

const ORIGIN = 'https://lineup.example';

let t: TestApp;
let call: ReturnType<typeof api>;
let admin: SignedUpMember;
let member: SignedUpMember;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  call = api(t);
  admin = await signUpAdmin(t);
  member = await signUpMember(t, { name: 'townmaker' });
});
afterAll(async () => {
  await t.close();
});

const sitemap = async () => (await t.app.request('/sitemap.xml')).text();
const place = (path: string) => call('GET', `/api/places${path}`);
/** The event page's API call for `/:country/:city/events/:slug`. */
const byPath = (path: string) => call('GET', `/api/events/by-path${path.replace('/events/', '/')}`);

async function pendingCities(areaId: string): Promise<AdminCity[]> {
  const response = await call('GET', `/api/admin/cities?area=${areaId}&status=pending`, {
    as: admin,
  });
  expect(response.status).toBe(200);
  return AdminCitiesResponse.parse(response.json).cities;
}

async function newVenueEvent(area: { slug: string }, city: string, venueName: string) {
  const response = await call('POST', '/api/events', {
    as: member,
    body: eventInput(area, { title: `Party at ${venueName}`, newVenue: { name: venueName, city } }),
  });
  expect(response.status).toBe(201);
  return EditableEventResponse.parse(response.json).event;
}

describe("a member's new town", () => {
  it('mints no page: the event sits on the area city until an admin approves the town', async () => {
    const area = await createArea(t.database, { name: 'Hack Coast' });
    const event = await newVenueEvent(area, 'Hackerville', 'Rogue Bar');

    // The event and its venue sit on the area's own city page, and show its name.
    expect(event.path).toBe('/portugal/hack-coast/events/party-at-rogue-bar');
    expect(event.venue).toMatchObject({ name: 'Rogue Bar', city: 'Hack Coast' });
    expect((await place('/portugal/hackerville')).status).toBe(404);
    const areaCity = PlaceResponse.parse((await place('/portugal/hack-coast')).json);
    expect(areaCity.events.map((card) => card.id)).toContain(event.id);
    expect(await sitemap()).not.toContain('/portugal/hackerville');
    expect(await sitemap()).toContain(`${ORIGIN}/portugal/hack-coast</loc>`);
    const page = await t.app.request('/portugal/hackerville');
    expect(page.status).toBe(404);

    // The admin sees the town waiting, with who suggested it.
    const [pending] = await pendingCities(area.id);
    expect(pending).toMatchObject({
      name: 'Hackerville',
      slug: 'hackerville',
      status: 'pending',
      areaCity: false,
      area: { id: area.id, name: 'Hack Coast' },
      suggestedBy: { id: member.user.id, username: 'townmaker' },
      venueCount: 1,
    });

    // Only an admin approves.
    expect((await call('POST', `/api/admin/cities/${pending!.id}/approve`)).status).toBe(401);
    expect(
      (await call('POST', `/api/admin/cities/${pending!.id}/approve`, { as: member })).status,
    ).toBe(403);
    const approved = await call('POST', `/api/admin/cities/${pending!.id}/approve`, {
      as: admin,
    });
    expect(approved.status).toBe(200);
    expect(AdminCityResponse.parse(approved.json).city).toMatchObject({
      status: 'approved',
      path: '/portugal/hackerville',
    });

    // The town has its page now; the venue and its event moved onto it, old links redirect.
    const city = await place('/portugal/hackerville');
    expect(city.status).toBe(200);
    const cityBody = PlaceResponse.parse(city.json);
    expect(cityBody.place).toMatchObject({ kind: 'city', name: 'Hackerville' });
    expect(cityBody.events.map((card) => card.id)).toEqual([event.id]);
    const newPath = '/portugal/hackerville/events/party-at-rogue-bar';
    expect((await byPath(event.path)).json).toEqual({ kind: 'redirect', path: newPath });
    expect((await byPath(newPath)).json).toMatchObject({
      kind: 'event',
      event: { id: event.id, venue: { city: 'Hackerville' } },
    });
    expect(await sitemap()).toContain(`${ORIGIN}/portugal/hackerville</loc>`);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ citySlug: 'hackerville', destination: 'Hackerville, Portugal' });

    // ... in one audited step.
    const log = AdminAuditLogResponse.parse(
      (await call('GET', '/api/admin/audit-log?limit=1', { as: admin })).json,
    );
    expect(log.entries[0]).toMatchObject({
      actor: { id: admin.user.id },
      action: 'city.approve',
      target: { type: 'city', id: pending!.id, name: 'Hackerville' },
      details: { path: '/portugal/hackerville', venues: 1, events: 1 },
    });
    expect(
      (await call('POST', `/api/admin/cities/${pending!.id}/approve`, { as: admin })).status,
    ).toBe(409);
  });

  it('uses an approved city of the area whatever the case and accents', async () => {
    const area = await createArea(t.database, { name: 'Accent Coast' });
    await createCity(t.database, { areaId: area.id, name: 'São Julião' });
    const event = await newVenueEvent(area, '  SAO juliao ', 'Beach Hut');
    expect(event.path).toBe('/portugal/sao-juliao/events/party-at-beach-hut');
    expect(event.venue?.city).toBe('São Julião');
    expect(await pendingCities(area.id)).toEqual([]);
  });

  it("keeps each area's towns apart: another area's city is not this area's page", async () => {
    const north = await createArea(t.database, { name: 'North Apart' });
    const south = await createArea(t.database, { name: 'South Apart' });
    await createCity(t.database, { areaId: north.id, name: 'Borderville' });
    const event = await newVenueEvent(south, 'Borderville', 'Border Bar');
    expect(event.path).toBe('/portugal/south-apart/events/party-at-border-bar');
  });
});

describe('admin cities', () => {
  it('adds, renames and deletes cities, with the rules for each, and logs each change', async () => {
    const area = await createArea(t.database, { name: 'Edit Coast' });
    const created = await call('POST', '/api/admin/cities', {
      as: admin,
      body: { areaId: area.id, name: 'Praia Nova' },
    });
    expect(created.status).toBe(201);
    const city = AdminCityResponse.parse(created.json).city;
    expect(city).toMatchObject({ slug: 'praia-nova', status: 'approved', suggestedBy: null });
    expect((await place('/portugal/praia-nova')).status).toBe(200);

    const again = await call('POST', '/api/admin/cities', {
      as: admin,
      body: { areaId: area.id, name: 'PRAIA  nova' },
    });
    expect(again.status).toBe(409);
    expect(
      (
        await call('POST', '/api/admin/cities', {
          as: admin,
          body: { areaId: '00000000-0000-4000-8000-000000000000', name: 'Nowhere' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/admin/cities', {
          as: admin,
          body: { areaId: area.id, name: '!!' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/admin/cities', {
          as: member,
          body: { areaId: area.id, name: 'X' },
        })
      ).status,
    ).toBe(403);

    // A rename keeps the address and shows the new name on the venues there.
    const venue = await createVenue(t.database, { areaId: area.id, city: 'Praia Nova' });
    const renamed = await call('PATCH', `/api/admin/cities/${city.id}`, {
      as: admin,
      body: { name: 'Praia Nova de Cima' },
    });
    expect(renamed.status).toBe(200);
    expect(AdminCityResponse.parse(renamed.json).city).toMatchObject({
      name: 'Praia Nova de Cima',
      path: '/portugal/praia-nova',
    });
    const [venueRow] = await t.database.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(venueRow!.city).toBe('Praia Nova de Cima');

    // An approved city has a page: it cannot be deleted. A pending one can; its venues stay
    // on the area's own city.
    expect((await call('DELETE', `/api/admin/cities/${city.id}`, { as: admin })).status).toBe(409);
    await newVenueEvent(area, 'Fakeville', 'Fake Bar');
    const [pending] = await pendingCities(area.id);
    expect((await call('DELETE', `/api/admin/cities/${pending!.id}`, { as: admin })).status).toBe(
      204,
    );
    expect(await t.database.db.select().from(cities).where(eq(cities.id, pending!.id))).toEqual([]);
    const [fakeBar] = await t.database.db.select().from(venues).where(eq(venues.name, 'Fake Bar'));
    expect(fakeBar).toMatchObject({ cityId: null, citySlug: 'edit-coast', city: 'Edit Coast' });
    expect((await call('DELETE', `/api/admin/cities/${pending!.id}`, { as: admin })).status).toBe(
      404,
    );

    const log = AdminAuditLogResponse.parse(
      (await call('GET', '/api/admin/audit-log?limit=3', { as: admin })).json,
    );
    expect(log.entries.map((entry) => [entry.action, entry.target.name, entry.details])).toEqual([
      ['city.delete', 'Fakeville', { path: '/portugal/fakeville' }],
      ['city.update', 'Praia Nova de Cima', { from: 'Praia Nova', to: 'Praia Nova de Cima' }],
      ['city.create', 'Praia Nova', { area: 'Edit Coast', path: '/portugal/praia-nova' }],
    ]);
  });

  it('lists pending cities first and answers bad input 400', async () => {
    const area = await createArea(t.database, { name: 'List Coast' });
    await createCity(t.database, { areaId: area.id, name: 'Aardvark Bay' });
    await newVenueEvent(area, 'Zulu Town', 'Zulu Bar');
    const response = await call('GET', `/api/admin/cities?area=${area.id}`, { as: admin });
    const listed = AdminCitiesResponse.parse(response.json).cities;
    expect(listed.map((city) => [city.name, city.status, city.areaCity])).toEqual([
      ['Zulu Town', 'pending', false],
      ['Aardvark Bay', 'approved', false],
      ['List Coast', 'approved', true],
    ]);
    expect((await call('GET', '/api/admin/cities?area=nope', { as: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/cities?status=gone', { as: admin })).status).toBe(400);
    expect((await call('POST', '/api/admin/cities/nope/approve', { as: admin })).status).toBe(400);
  });
});
