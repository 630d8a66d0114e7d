import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  EditableEventResponse,
  EventByPathResponse,
  EventImageResponse,
  NEW_ACCOUNT_EVENTS_PER_DAY,
} from '@lineup/contracts';
import { createCity, createEvent, createRsvp, createUser, createVenue } from '@lineup/db/factories';
import { eventRsvps, events, venues } from '@lineup/db/schema';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { NEW_ACCOUNT_EVENT_LIMIT } from './event-create';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  api,
  createEventAs,
  eventInput,
  localIn,
  signUpAdmin,
  testArea,
} from '../../testing/participation';

let t: TestApp;
let dataDir: string;
let call: ReturnType<typeof api>;
let creator: SignedUpMember;
let other: SignedUpMember;
let admin: SignedUpMember;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lineup-event-editor-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  call = api(t);
  creator = await signUpMember(t);
  other = await signUpMember(t);
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const countOf = async (table: typeof events | typeof venues) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

const eventRow = async (id: string) =>
  (await t.database.db.select().from(events).where(eq(events.id, id)))[0]!;

const byPath = async (eventPath: string, as?: SignedUpMember) => {
  const [, country, city, , slug] = eventPath.split('/');
  const response = await call('GET', `/api/events/by-path/${country}/${city}/${slug}`, { as });
  return {
    status: response.status,
    body: response.status === 200 ? EventByPathResponse.parse(response.json) : null,
  };
};

async function pngOf(width: number, height: number): Promise<Uint8Array> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

function imageForm(bytes: Uint8Array, name = 'cover.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
}

describe('POST /api/events', () => {
  it('creates an event with a new venue, in the venue town, without exposing the organiser e-mail', async () => {
    const area = await testArea(t, { name: 'Create Coast', country: 'Portugal' });
    // The town is on the admins' list of the area's cities, so it has a page.
    await createCity(t.database, { areaId: area.id, name: 'Ribamar' });
    const response = await call('POST', '/api/events', {
      as: creator,
      body: eventInput(area, {
        title: '  Full Moon Session  ',
        tags: ['#Surf', 'surf', ' Full  Moon ', 'LONGBOARD', ''],
        newVenue: {
          name: 'Tide Shack',
          street: 'Rua do Porto 4',
          postalCode: '2655-320',
          city: 'Ribamar',
          website: 'https://tideshack.example.com',
          googleMaps: '',
        },
        capacity: 30,
        priceText: '€5 at the door',
        externalUrl: 'https://tickets.example.com/full-moon',
      }),
    });
    expect(response.status).toBe(201);
    expect(response.text).not.toContain(creator.email);
    const { event } = EditableEventResponse.parse(response.json);
    expect(event).toMatchObject({
      title: 'Full Moon Session',
      status: 'published',
      category: 'surf',
      tags: ['surf', 'full moon', 'longboard'],
      path: '/portugal/ribamar/events/full-moon-session',
      area: { id: area.id, slug: area.slug, timeZone: 'Europe/Lisbon' },
      venue: {
        name: 'Tide Shack',
        city: 'Ribamar',
        website: 'https://tideshack.example.com',
        googleMaps: null,
      },
      capacity: 30,
      priceText: '€5 at the door',
      externalUrl: 'https://tickets.example.com/full-moon',
      goingCount: 0,
      interestedCount: 0,
    });

    const row = await eventRow(event.id);
    expect(row).toMatchObject({
      creatorId: creator.user.id,
      organizerEmail: creator.email,
      destination: 'Ribamar, Portugal',
      countrySlug: 'portugal',
      citySlug: 'ribamar',
    });
    const [venue] = await t.database.db.select().from(venues).where(eq(venues.id, row.venueId!));
    expect(venue).toMatchObject({
      areaId: area.id,
      creatorId: creator.user.id,
      citySlug: 'ribamar',
    });

    const page = await byPath(event.path);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ kind: 'event', event: { id: event.id, canEdit: false } });
  });

  it('uses the area name as the town when there is no venue', async () => {
    const area = await testArea(t, { name: 'Town Less Coast' });
    const event = await createEventAs(t, creator, eventInput(area, { title: 'Beach clean-up' }));
    expect(event.path).toBe('/portugal/town-less-coast/events/beach-clean-up');
    expect(event.venue).toBeNull();
  });

  it('answers visitors 401 and saves nothing', async () => {
    const area = await testArea(t);
    const before = await countOf(events);
    const response = await call('POST', '/api/events', { body: eventInput(area) });
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('unauthorized');
    expect(await countOf(events)).toBe(before);
  });

  it('reports every invalid field at once and saves nothing', async () => {
    const area = await testArea(t);
    const [eventsBefore, venuesBefore] = [await countOf(events), await countOf(venues)];
    const response = await call('POST', '/api/events', {
      as: creator,
      body: {
        title: 'ab',
        description: 'x'.repeat(5001),
        category: 'karaoke',
        vibe: 'v'.repeat(61),
        tags: ['ok', 't'.repeat(31)],
        area: area.slug,
        newVenue: { name: '', city: 'Ericeira', website: 'ftp://nope' },
        startLocal: '2027-02-30T18:00',
        endLocal: 'tomorrow',
        capacity: 0,
        priceText: 'p'.repeat(81),
        externalUrl: 'javascript:alert(1)',
      },
    });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('validation_failed');
    const paths = (response.json.error.details.issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'title',
        'description',
        'category',
        'vibe',
        'tags.1',
        'newVenue.name',
        'newVenue.website',
        'startLocal',
        'endLocal',
        'capacity',
        'priceText',
        'externalUrl',
      ]),
    );
    const messages = Object.fromEntries(
      (response.json.error.details.issues as { path: string; message: string }[]).map((i) => [
        i.path,
        i.message,
      ]),
    );
    expect(messages.title).toBe('Give the event a title of at least 3 characters.');
    expect(messages.capacity).toBe('Give at least 1 spot, or leave it empty for no limit.');
    expect(await countOf(events)).toBe(eventsBefore);
    expect(await countOf(venues)).toBe(venuesBefore);
  });

  it('refuses more than ten tags, an end before the start, and a venue and a new venue together', async () => {
    const area = await testArea(t);
    const venue = await createVenue(t.database, { areaId: area.id });
    const response = await call('POST', '/api/events', {
      as: creator,
      body: eventInput(area, {
        tags: Array.from({ length: 11 }, (_, i) => `tag${i}`),
        startLocal: localIn(5, '20:00'),
        endLocal: localIn(5, '19:00'),
        venueId: venue.id,
        newVenue: { name: 'Second Bar', city: 'Ericeira' },
      }),
    });
    expect(response.status).toBe(400);
    expect(response.json.error.details.issues).toEqual(
      expect.arrayContaining([
        { path: 'tags', message: 'Use at most 10 tags.' },
        { path: 'endLocal', message: 'The event must end after it starts.' },
        { path: 'newVenue', message: 'Pick an existing venue or add a new one, not both.' },
      ]),
    );
  });

  it('checks the area, venue, image and times against the database, and keeps a new venue out when refused', async () => {
    const area = await testArea(t, { name: 'Check Coast' });
    const elsewhere = await testArea(t, { name: 'Elsewhere Coast' });
    const farVenue = await createVenue(t.database, { areaId: elsewhere.id });
    const venuesBefore = await countOf(venues);

    const unknownArea = await call('POST', '/api/events', {
      as: creator,
      body: eventInput({ slug: 'atlantis-area' }),
    });
    expect(unknownArea.status).toBe(400);
    expect(unknownArea.json.error.details.issues).toEqual([
      { path: 'area', message: 'Choose one of the areas.' },
    ]);

    const wrongVenue = await call('POST', '/api/events', {
      as: creator,
      body: eventInput(area, { venueId: farVenue.id }),
    });
    expect(wrongVenue.json.error.details.issues).toEqual([
      { path: 'venueId', message: 'That venue is not in Check Coast. Pick one there.' },
    ]);

    const goneVenue = await call('POST', '/api/events', {
      as: creator,
      body: eventInput(area, { venueId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(goneVenue.json.error.details.issues).toEqual([
      { path: 'venueId', message: 'That venue no longer exists. Pick another one.' },
    ]);

    const past = await call('POST', '/api/events', {
      as: creator,
      body: eventInput(area, {
        newVenue: { name: 'Never Built Bar', city: 'Ericeira' },
        startLocal: localIn(-3, '10:00'),
        endLocal: localIn(-3, '12:00'),
        imageUrl: '/uploads/events/not-ours/card.webp',
      }),
    });
    expect(past.status).toBe(400);
    expect(past.json.error.details.issues).toEqual([
      { path: 'endLocal', message: 'This time has already passed. Choose a time in the future.' },
      { path: 'imageUrl', message: 'Upload the cover image again; that one was not found.' },
    ]);
    expect(await countOf(venues)).toBe(venuesBefore);

    const existing = await createVenue(t.database, {
      areaId: area.id,
      name: 'Known Bar',
      city: 'Ericeira',
    });
    const duplicate = await call('POST', '/api/events', {
      as: creator,
      body: eventInput(area, { newVenue: { name: 'known bar', city: 'Ericeira' } }),
    });
    expect(duplicate.json.error.details.issues).toEqual([
      {
        path: 'newVenue.name',
        message: `${existing.name} in Ericeira is already on Lineup. Pick it from the list.`,
      },
    ]);
  });

  it('answers malformed JSON and a wrong body type with 400, never 500', async () => {
    const response = await t.app.request('/api/events', {
      method: 'POST',
      headers: { cookie: creator.cookie, 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(response.status).toBe(400);
    const array = await call('POST', '/api/events', { as: creator, body: [1, 2] });
    expect(array.status).toBe(400);
  });
});

describe('local times are read in the area time zone', () => {
  const utcOf = async (id: string) => {
    const row = await eventRow(id);
    return [row.startDate.toISOString(), row.endDate.toISOString()];
  };

  it('converts Lisbon, Amsterdam and Colombo wall-clock times to instants and back', async () => {
    const lisbon = await testArea(t, { timeZone: 'Europe/Lisbon' });
    const amsterdam = await testArea(t, {
      timeZone: 'Europe/Amsterdam',
      country: 'Netherlands',
      countrySlug: 'netherlands',
    });
    const colombo = await testArea(t, {
      timeZone: 'Asia/Colombo',
      country: 'Sri Lanka',
      countrySlug: 'sri-lanka',
    });
    const cases = [
      // Lisbon: UTC+1 in summer, UTC+0 in winter.
      [
        lisbon,
        '2027-07-04T18:30',
        '2027-07-04T21:00',
        '2027-07-04T17:30:00.000Z',
        '2027-07-04T20:00:00.000Z',
      ],
      [
        lisbon,
        '2027-01-10T09:00',
        '2027-01-10T11:00',
        '2027-01-10T09:00:00.000Z',
        '2027-01-10T11:00:00.000Z',
      ],
      // Amsterdam: UTC+2 in summer, UTC+1 in winter.
      [
        amsterdam,
        '2027-07-04T18:30',
        '2027-07-04T21:00',
        '2027-07-04T16:30:00.000Z',
        '2027-07-04T19:00:00.000Z',
      ],
      [
        amsterdam,
        '2027-01-10T09:00',
        '2027-01-10T11:00',
        '2027-01-10T08:00:00.000Z',
        '2027-01-10T10:00:00.000Z',
      ],
      // Colombo: UTC+5:30 all year.
      [
        colombo,
        '2027-07-04T06:00',
        '2027-07-04T08:15',
        '2027-07-04T00:30:00.000Z',
        '2027-07-04T02:45:00.000Z',
      ],
    ] as const;
    for (const [area, startLocal, endLocal, startUtc, endUtc] of cases) {
      const event = await createEventAs(t, creator, eventInput(area, { startLocal, endLocal }));
      expect(await utcOf(event.id)).toEqual([startUtc, endUtc]);
      // The form gets back exactly what was entered.
      expect([event.startLocal, event.endLocal]).toEqual([startLocal, endLocal]);
    }
  });

  it('spans a DST change, takes the first of a repeated hour and refuses a skipped one on create and edit', async () => {
    const amsterdam = await testArea(t, { timeZone: 'Europe/Amsterdam' });
    const lisbon = await testArea(t, { timeZone: 'Europe/Lisbon' });

    // Clocks go forward at 02:00 on 28 March 2027: 22:00 to 04:00 is five hours, not six.
    const overnight = await createEventAs(
      t,
      creator,
      eventInput(amsterdam, { startLocal: '2027-03-27T22:00', endLocal: '2027-03-28T04:00' }),
    );
    expect(await utcOf(overnight.id)).toEqual([
      '2027-03-27T21:00:00.000Z',
      '2027-03-28T02:00:00.000Z',
    ]);

    // Clocks go back at 03:00 on 31 October 2027: 02:30 happens twice; the first is meant.
    const repeated = await createEventAs(
      t,
      creator,
      eventInput(amsterdam, { startLocal: '2027-10-31T02:30', endLocal: '2027-10-31T05:00' }),
    );
    expect(await utcOf(repeated.id)).toEqual([
      '2027-10-31T00:30:00.000Z',
      '2027-10-31T04:00:00.000Z',
    ]);

    // In Lisbon 01:00–02:00 does not exist on 28 March 2027.
    const skipped = await call('POST', '/api/events', {
      as: creator,
      body: eventInput(lisbon, { startLocal: '2027-03-28T01:30', endLocal: '2027-03-28T03:00' }),
    });
    expect(skipped.status).toBe(400);
    expect(skipped.json.error.details.issues).toEqual([
      {
        path: 'startLocal',
        message:
          '28 Mar 2027, 01:30 does not exist in Europe/Lisbon: the clocks go forward an hour then. Pick another time.',
      },
    ]);

    // An edit into the skipped hour is refused the same way and leaves the event where it was.
    const moved = await call('PATCH', `/api/events/${overnight.id}`, {
      as: creator,
      body: { endLocal: '2027-03-28T02:15' },
    });
    expect(moved.status).toBe(400);
    expect(moved.json.error.details.issues).toEqual([
      {
        path: 'endLocal',
        message:
          '28 Mar 2027, 02:15 does not exist in Europe/Amsterdam: the clocks go forward an hour then. Pick another time.',
      },
    ]);
    expect(await utcOf(overnight.id)).toEqual([
      '2027-03-27T21:00:00.000Z',
      '2027-03-28T02:00:00.000Z',
    ]);
  });

  it('saves the form as it was loaded without moving the event, even past or in a repeated hour', async () => {
    const amsterdam = await testArea(t, { timeZone: 'Europe/Amsterdam' });
    // 01:30Z on 31 October 2027 is the second 02:30 in Amsterdam (after clocks went back).
    const late = await createEvent(t.database, {
      areaId: amsterdam.id,
      creatorId: creator.user.id,
      startDate: new Date('2027-10-31T01:30:00Z'),
      endDate: new Date('2027-10-31T04:00:00Z'),
    });
    const past = await createEvent(t.database, {
      areaId: amsterdam.id,
      creatorId: creator.user.id,
      startDate: new Date(Date.now() - 50 * 3_600_000),
      endDate: new Date(Date.now() - 48 * 3_600_000),
    });
    for (const seeded of [late, past]) {
      const form = (await call('GET', `/api/events/${seeded.id}/edit`, { as: creator })).json.event;
      const saved = await call('PATCH', `/api/events/${seeded.id}`, {
        as: creator,
        body: {
          title: `${form.title} (updated)`,
          area: form.area.slug,
          startLocal: form.startLocal,
          endLocal: form.endLocal,
        },
      });
      expect(saved.status).toBe(200);
      expect(await utcOf(seeded.id)).toEqual([
        seeded.startDate.toISOString(),
        seeded.endDate.toISOString(),
      ]);
    }
    // Moving a past event to another time in the past is refused.
    const moved = await call('PATCH', `/api/events/${past.id}`, {
      as: creator,
      body: { startLocal: localIn(-5, '10:00'), endLocal: localIn(-5, '11:00') },
    });
    expect(moved.status).toBe(400);
    expect(moved.json.error.details.issues[0].path).toBe('endLocal');
  });

  it('keeps the wall-clock times when the event moves to an area in another zone', async () => {
    const lisbon = await testArea(t, { timeZone: 'Europe/Lisbon' });
    const colombo = await testArea(t, {
      timeZone: 'Asia/Colombo',
      country: 'Sri Lanka',
      countrySlug: 'sri-lanka',
    });
    const event = await createEventAs(
      t,
      creator,
      eventInput(lisbon, { startLocal: '2027-07-04T18:30', endLocal: '2027-07-04T21:00' }),
    );
    const moved = await call('PATCH', `/api/events/${event.id}`, {
      as: creator,
      body: { area: colombo.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.event).toMatchObject({
      startLocal: '2027-07-04T18:30',
      endLocal: '2027-07-04T21:00',
      area: { id: colombo.id, timeZone: 'Asia/Colombo' },
    });
    expect(await utcOf(event.id)).toEqual(['2027-07-04T13:00:00.000Z', '2027-07-04T15:30:00.000Z']);
  });
});

describe('slugs', () => {
  it('are unique per city and numbered from -2', async () => {
    const area = await testArea(t, { name: 'Slug Coast' });
    const input = eventInput(area, { title: 'Dawn Patrol!' });
    const first = await createEventAs(t, creator, input);
    const second = await createEventAs(t, other, input);
    const third = await createEventAs(t, creator, input);
    expect([first.path, second.path, third.path]).toEqual([
      '/portugal/slug-coast/events/dawn-patrol',
      '/portugal/slug-coast/events/dawn-patrol-2',
      '/portugal/slug-coast/events/dawn-patrol-3',
    ]);
    const elsewhere = await testArea(t, { name: 'Other Slug Coast' });
    const fourth = await createEventAs(
      t,
      creator,
      eventInput(elsewhere, { title: 'Dawn Patrol!' }),
    );
    expect(fourth.path).toBe('/portugal/other-slug-coast/events/dawn-patrol');
  });

  it('stay unique when the same title is saved at the same time', async () => {
    const area = await testArea(t, { name: 'Race Coast' });
    const input = eventInput(area, { title: 'Same time' });
    const created = await Promise.all(
      Array.from({ length: 4 }, () => createEventAs(t, creator, input)),
    );
    expect(new Set(created.map((event) => event.path)).size).toBe(4);
  });

  it('change with the title and the old link leads to the new page', async () => {
    const area = await testArea(t, { name: 'Rename Coast' });
    await createCity(t.database, { areaId: area.id, name: 'Foz do Lizandro' });
    const event = await createEventAs(t, creator, eventInput(area, { title: 'Sunrise Yoga' }));
    expect(event.path).toBe('/portugal/rename-coast/events/sunrise-yoga');

    // Punctuation only: the slug (and so the link) stays.
    const same = await call('PATCH', `/api/events/${event.id}`, {
      as: creator,
      body: { title: 'Sunrise yoga!' },
    });
    expect(same.json.event.path).toBe(event.path);

    const renamed = await call('PATCH', `/api/events/${event.id}`, {
      as: creator,
      body: { title: 'Sunrise Yoga and Breakfast' },
    });
    expect(renamed.status).toBe(200);
    const newPath = '/portugal/rename-coast/events/sunrise-yoga-and-breakfast';
    expect(renamed.json.event.path).toBe(newPath);
    expect(await byPath(event.path)).toEqual({
      status: 200,
      body: { kind: 'redirect', path: newPath },
    });
    const resolved = await call(
      'GET',
      `/api/events/resolve?path=${encodeURIComponent(event.path)}`,
    );
    expect(resolved.json).toEqual({ path: newPath });

    // A new event may not take the old slug while it still leads somewhere.
    const newcomer = await createEventAs(t, other, eventInput(area, { title: 'Sunrise Yoga' }));
    expect(newcomer.path).toBe('/portugal/rename-coast/events/sunrise-yoga-2');

    // Moving to another town (through the venue) changes the city in the link too.
    const moved = await call('PATCH', `/api/events/${event.id}`, {
      as: creator,
      body: { newVenue: { name: 'Yoga Loft', city: 'foz do lizandro' } },
    });
    const movedPath = '/portugal/foz-do-lizandro/events/sunrise-yoga-and-breakfast';
    expect(moved.json.event.path).toBe(movedPath);
    expect((await byPath(event.path)).body).toEqual({ kind: 'redirect', path: movedPath });
    expect((await byPath(newPath)).body).toEqual({ kind: 'redirect', path: movedPath });
  });
});

describe('who may change an event', () => {
  type Step = { method: string; path: (id: string) => string; body?: unknown; ok: number };
  const steps: Record<string, Step> = {
    'GET /edit': { method: 'GET', path: (id) => `/api/events/${id}/edit`, ok: 200 },
    PATCH: { method: 'PATCH', path: (id) => `/api/events/${id}`, body: { vibe: 'Busy' }, ok: 200 },
    'POST /cancel': { method: 'POST', path: (id) => `/api/events/${id}/cancel`, ok: 200 },
    DELETE: { method: 'DELETE', path: (id) => `/api/events/${id}`, ok: 204 },
  };

  for (const [name, step] of Object.entries(steps)) {
    it(`${name}: visitor 401, another member 403, creator and admin ${step.ok}`, async () => {
      const area = await testArea(t);
      const one = await createEventAs(t, creator, eventInput(area));
      const two = await createEventAs(t, creator, eventInput(area));
      const send = (id: string, as: SignedUpMember | null) =>
        call(step.method, step.path(id), { as, body: step.body });

      const visitor = await send(one.id, null);
      expect(visitor.status).toBe(401);
      const stranger = await send(one.id, other);
      expect(stranger.status).toBe(403);
      expect(stranger.json.error).toEqual({
        code: 'forbidden',
        message: 'You can only change events you host.',
      });
      // Nothing changed for the refused callers.
      expect((await eventRow(one.id)).status).toBe('published');
      expect((await eventRow(one.id)).vibe).toBe('Laid-back');

      expect((await send(one.id, creator)).status).toBe(step.ok);
      expect((await send(two.id, admin)).status).toBe(step.ok);

      expect((await send('not-a-uuid', creator)).status).toBe(400);
      expect((await send('00000000-0000-4000-8000-000000000000', creator)).status).toBe(404);
    });
  }

  it('POST /image: visitor 401, another member 403, creator and admin 200', async () => {
    const area = await testArea(t);
    const event = await createEventAs(t, creator, eventInput(area));
    const png = await pngOf(800, 450);
    const send = (as: SignedUpMember | null) =>
      call('POST', `/api/events/${event.id}/image`, { as, form: imageForm(png) });
    expect((await send(null)).status).toBe(401);
    expect((await send(other)).status).toBe(403);
    expect((await send(creator)).status).toBe(200);
    expect((await send(admin)).status).toBe(200);
  });

  it("hides someone else's draft entirely (404), and the creator or an admin can open it", async () => {
    const area = await testArea(t);
    const draft = await createEventAs(t, creator, eventInput(area, { status: 'draft' }));
    expect((await call('GET', `/api/events/${draft.id}/edit`, { as: other })).status).toBe(404);
    expect(
      (await call('PATCH', `/api/events/${draft.id}`, { as: other, body: { title: 'Mine now' } }))
        .status,
    ).toBe(404);
    expect((await call('GET', `/api/events/${draft.id}/edit`, { as: creator })).status).toBe(200);
    expect((await call('GET', `/api/events/${draft.id}/edit`, { as: admin })).status).toBe(200);
  });
});

describe('drafts, publishing, cancelling and deleting', () => {
  it('keeps drafts to their creator until published, and unpublishes again', async () => {
    const area = await testArea(t, { name: 'Draft Coast' });
    const draft = await createEventAs(t, creator, eventInput(area, { status: 'draft' }));
    expect(draft.status).toBe('draft');

    const listed = async () =>
      ((await call('GET', `/api/events?area=${area.slug}`)).json.events as { id: string }[]).map(
        (event) => event.id,
      );
    expect(await listed()).toEqual([]);
    expect((await byPath(draft.path)).status).toBe(404);
    expect((await byPath(draft.path, other)).status).toBe(404);
    expect((await byPath(draft.path, creator)).body).toMatchObject({
      kind: 'event',
      event: { status: 'draft', canEdit: true },
    });
    const search = await call('GET', `/api/search?q=${encodeURIComponent(draft.title)}`);
    expect(search.text).not.toContain(draft.id);
    expect((await call('GET', `/api/events/${draft.id}/calendar.ics`, { as: other })).status).toBe(
      404,
    );
    const resolved = await call('GET', `/api/events/resolve?path=/events/event/${draft.id}`);
    expect(resolved.status).toBe(404);
    expect((await call('GET', '/sitemap.xml')).text).not.toContain(draft.path);

    const published = await call('PATCH', `/api/events/${draft.id}`, {
      as: creator,
      body: { status: 'published' },
    });
    expect(published.json.event.status).toBe('published');
    expect(await listed()).toEqual([draft.id]);
    expect((await byPath(draft.path, other)).status).toBe(200);

    await call('PATCH', `/api/events/${draft.id}`, { as: creator, body: { status: 'draft' } });
    expect(await listed()).toEqual([]);
  });

  it('cancels a published event (it stays visible as cancelled), not a draft', async () => {
    const area = await testArea(t);
    const event = await createEventAs(t, creator, eventInput(area));
    const cancelled = await call('POST', `/api/events/${event.id}/cancel`, { as: creator });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.event.status).toBe('cancelled');
    expect((await byPath(event.path)).body).toMatchObject({ event: { status: 'cancelled' } });
    // Cancelling twice changes nothing.
    expect((await call('POST', `/api/events/${event.id}/cancel`, { as: creator })).status).toBe(
      200,
    );
    // Publishing brings a cancelled event back.
    const reinstated = await call('PATCH', `/api/events/${event.id}`, {
      as: creator,
      body: { status: 'published' },
    });
    expect(reinstated.json.event.status).toBe('published');
    const cancelStatus = await call('PATCH', `/api/events/${event.id}`, {
      as: creator,
      body: { status: 'cancelled' },
    });
    expect(cancelStatus.status).toBe(400);

    const draft = await createEventAs(t, creator, eventInput(area, { status: 'draft' }));
    const refused = await call('POST', `/api/events/${draft.id}/cancel`, { as: creator });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(
      'Only a published event can be cancelled. Delete a draft instead.',
    );
  });

  it('deletes an event with its RSVPs', async () => {
    const area = await testArea(t);
    const event = await createEventAs(t, creator, eventInput(area));
    await createRsvp(t.database, {
      eventId: event.id,
      userId: (await createUser(t.database)).id,
    });
    const response = await call('DELETE', `/api/events/${event.id}`, { as: creator });
    expect(response.status).toBe(204);
    expect((await byPath(event.path)).status).toBe(404);
    const rsvps = await t.database.db
      .select()
      .from(eventRsvps)
      .where(eq(eventRsvps.eventId, event.id));
    expect(rsvps).toEqual([]);
  });

  it('returns the form data with local times and counts for editing', async () => {
    const area = await testArea(t, { timeZone: 'Asia/Colombo' });
    const seeded = await createEvent(t.database, {
      areaId: area.id,
      creatorId: creator.user.id,
      startDate: new Date('2027-07-04T00:30:00Z'),
      endDate: new Date('2027-07-04T02:45:00Z'),
    });
    await createRsvp(t.database, { eventId: seeded.id, status: 'going' });
    await createRsvp(t.database, { eventId: seeded.id, status: 'interested' });
    const response = await call('GET', `/api/events/${seeded.id}/edit`, { as: creator });
    expect(response.status).toBe(200);
    expect(EditableEventResponse.parse(response.json).event).toMatchObject({
      id: seeded.id,
      startLocal: '2027-07-04T06:00',
      endLocal: '2027-07-04T08:15',
      goingCount: 1,
      interestedCount: 1,
    });
    expect(response.text).not.toContain('organizer');
  });
});

describe('cover images', () => {
  const fetchImage = async (url: string) => {
    const response = await t.app.request(url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };

  it('are re-encoded to WebP at card and hero sizes and can be saved with a new event', async () => {
    const upload = await call('POST', '/api/event-images', {
      as: creator,
      form: imageForm(await pngOf(3000, 2000)),
    });
    expect(upload.status).toBe(201);
    const urls = EventImageResponse.parse(upload.json);
    expect(urls.imageUrl).toBe(urls.cardUrl);
    for (const [url, width, height] of [
      [urls.cardUrl, 640, 360],
      [urls.heroUrl, 1600, 900],
    ] as const) {
      const image = await fetchImage(url);
      expect(image.status).toBe(200);
      expect(image.type).toBe('image/webp');
      const meta = await sharp(image.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }

    const area = await testArea(t);
    const event = await createEventAs(t, creator, eventInput(area, { imageUrl: urls.imageUrl }));
    expect(event.imageUrl).toBe(urls.imageUrl);

    // Another event cannot borrow the same stored image.
    const borrowed = await call('POST', '/api/events', {
      as: other,
      body: eventInput(area, { imageUrl: urls.imageUrl }),
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.json.error.details.issues[0].path).toBe('imageUrl');

    // Replacing the cover removes the old files.
    const replaced = await call('POST', `/api/events/${event.id}/image`, {
      as: creator,
      form: imageForm(await pngOf(1200, 1200)),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json.event.imageUrl).not.toBe(urls.imageUrl);
    expect((await fetchImage(urls.cardUrl)).status).toBe(404);
    expect((await fetchImage(urls.heroUrl)).status).toBe(404);
    expect((await fetchImage(replaced.json.event.imageUrl as string)).status).toBe(200);

    // Removing it through PATCH, and deleting the event, clean up too.
    const newUrl = replaced.json.event.imageUrl as string;
    const cleared = await call('PATCH', `/api/events/${event.id}`, {
      as: creator,
      body: { imageUrl: null },
    });
    expect(cleared.json.event.imageUrl).toBeNull();
    expect((await fetchImage(newUrl)).status).toBe(404);
  });

  it('refuses files that are not images, oversized files and visitors', async () => {
    const fake = await call('POST', '/api/event-images', {
      as: creator,
      form: imageForm(new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'x.png'),
    });
    expect(fake.status).toBe(415);
    expect(fake.json.error.code).toBe('unsupported_media_type');

    const huge = await call('POST', '/api/event-images', {
      as: creator,
      form: imageForm(new Uint8Array(10 * 1024 * 1024 + 1)),
    });
    expect(huge.status).toBe(413);
    expect(huge.json.error.message).toBe('That image is too large. Please choose one under 10 MB.');

    const visitor = await call('POST', '/api/event-images', {
      form: imageForm(await pngOf(10, 10)),
    });
    expect(visitor.status).toBe(401);

    const noFile = await call('POST', '/api/event-images', { as: creator, form: new FormData() });
    expect(noFile.status).toBe(400);
  });
});

describe('a new account', () => {
  it(`adds ${NEW_ACCOUNT_EVENTS_PER_DAY} events a day, a weekly series counting once, and more once it is a week old`, async () => {
    const area = await testArea(t, { name: 'Trust Coast' });
    const fresh = await signUpMember(t, { newAccount: true });
    // A weekly lesson of four sessions is one thing to add.
    await createEventAs(
      t,
      fresh,
      eventInput(area, {
        title: 'Tuesday lesson',
        startLocal: '2030-10-15T07:00',
        endLocal: '2030-10-15T08:30',
        repeat: { frequency: 'weekly', weekdays: ['TU'], count: 4 },
      }),
    );
    for (let n = 1; n < NEW_ACCOUNT_EVENTS_PER_DAY; n++) {
      await createEventAs(t, fresh, eventInput(area, { title: `Jam ${n}` }));
    }
    const refused = await call('POST', '/api/events', {
      as: fresh,
      body: eventInput(area, { title: 'One more' }),
    });
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(NEW_ACCOUNT_EVENT_LIMIT);

    // A member of some standing is not held to it.
    for (let n = 0; n <= NEW_ACCOUNT_EVENTS_PER_DAY; n++) {
      await createEventAs(t, other, eventInput(area, { title: `Open mic ${n}` }));
    }
  });
});
