import {
  BBOX_MESSAGE,
  distanceKm,
  EventByPathResponse,
  EventListResponse,
  LATITUDE_MESSAGE,
  NEAR_MESSAGE,
  PlanDetailResponse,
  POINT_PAIR_MESSAGE,
  VenuePageResponse,
  venuePath,
} from '@lineup/contracts';
import { createArea, createEvent, createVenue } from '@lineup/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api, eventInput, localIn } from '../../testing/participation';

// Maps (docs/product.md §17): pins on venues and plans, the point on every card, "near me" and
// the map's view on the list.

const DAY = 86_400_000;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000);

let t: TestApp;
let call: ReturnType<typeof api>;
let member: SignedUpMember;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  member = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
});

async function list(query: string) {
  const res = await t.app.request(`/api/events?${query}`);
  expect(res.status).toBe(200);
  return { body: EventListResponse.parse(await res.json()), res };
}

async function issuesOf(query: string) {
  const res = await t.app.request(`/api/events?${query}`);
  expect(res.status).toBe(400);
  const body = (await res.json()) as {
    error: { details: { issues: { path: string; message: string }[] } };
  };
  return body.error.details.issues;
}

/** An area with three venues along the coast and an event at each, plus one without a venue. */
async function coast(name: string) {
  const db = t.database.db;
  const area = await createArea(db, { name, latitude: 38.96, longitude: -9.42 });
  const north = await createVenue(db, {
    areaId: area.id,
    name: `${name} North`,
    latitude: 39.0,
    longitude: -9.42,
  });
  const middle = await createVenue(db, {
    areaId: area.id,
    name: `${name} Middle`,
    latitude: 38.97,
    longitude: -9.42,
  });
  const south = await createVenue(db, {
    areaId: area.id,
    name: `${name} South`,
    latitude: 38.9,
    longitude: -9.42,
  });
  const unpinned = await createVenue(db, { areaId: area.id, name: `${name} Unpinned` });
  const at = async (venueId: string | null, title: string, days: number) =>
    createEvent(db, {
      areaId: area.id,
      venueId,
      title,
      startDate: inDays(days),
      endDate: inDays(days, 2),
    });
  return {
    area,
    north: await at(north.id, 'At the north', 3),
    middle: await at(middle.id, 'In the middle', 2),
    south: await at(south.id, 'At the south', 1),
    town: await at(unpinned.id, 'In town', 4),
    nowhere: await at(null, 'No venue', 5),
  };
}

describe('a card’s location', () => {
  it('is the venue’s pin, else the area’s point marked approximate', async () => {
    const c = await coast('Pin Coast');
    const { body } = await list(`area=${c.area.slug}`);
    const byTitle = new Map(body.events.map((event) => [event.title, event.location]));
    expect(byTitle.get('At the north')).toEqual({
      latitude: 39,
      longitude: -9.42,
      approximate: false,
    });
    expect(byTitle.get('In town')).toEqual({
      latitude: 38.96,
      longitude: -9.42,
      approximate: true,
    });
    expect(byTitle.get('No venue')).toEqual({
      latitude: 38.96,
      longitude: -9.42,
      approximate: true,
    });
  });

  it('is null when neither the venue nor the area has coordinates', async () => {
    const db = t.database.db;
    const area = await createArea(db, { name: 'Nowhere Coast', latitude: null, longitude: null });
    await createEvent(db, {
      areaId: area.id,
      title: 'Somewhere',
      startDate: inDays(2),
      endDate: inDays(2, 1),
    });
    const { body } = await list(`area=${area.slug}`);
    expect(body.events[0]!.location).toBeNull();
  });

  it('shows on the event page’s venue and on the venue page', async () => {
    const db = t.database.db;
    const area = await createArea(db, { name: 'Page Coast', latitude: 38.96, longitude: -9.42 });
    const venue = await createVenue(db, {
      areaId: area.id,
      name: 'Page Bar',
      latitude: 38.97,
      longitude: -9.41,
    });
    const event = await createEvent(db, {
      areaId: area.id,
      venueId: venue.id,
      title: 'Page night',
      startDate: inDays(2),
      endDate: inDays(2, 1),
    });
    const [, country, city, , slug] =
      `/${event.countrySlug}/${event.citySlug}/events/${event.slug}`.split('/');
    const detail = EventByPathResponse.parse(
      await (await t.app.request(`/api/events/by-path/${country}/${city}/${slug}`)).json(),
    );
    if (detail.kind !== 'event') throw new Error('expected the event');
    expect(detail.event.location).toEqual({
      latitude: 38.97,
      longitude: -9.41,
      approximate: false,
    });
    expect(detail.event.venue).toMatchObject({ latitude: 38.97, longitude: -9.41 });

    const path = venuePath({
      countrySlug: area.countrySlug,
      citySlug: venue.citySlug,
      slug: venue.slug,
    })!;
    const page = VenuePageResponse.parse(
      await (await t.app.request(`/api/venues${path.replace('/venues/', '/')}`)).json(),
    );
    expect(page.venue.location).toEqual({ latitude: 38.97, longitude: -9.41, approximate: false });
  });
});

describe('GET /api/events?near=', () => {
  it('lists nearest first, then by start, with the unplaced last, and pages by distance', async () => {
    const c = await coast('Near Coast');
    // Standing just north of the middle venue.
    const me = { latitude: 38.975, longitude: -9.42 };
    const { body, res } = await list(`area=${c.area.slug}&near=${me.latitude},${me.longitude}`);
    expect(body.events.map((event) => event.title)).toEqual([
      'In the middle',
      'In town',
      'No venue',
      'At the north',
      'At the south',
    ]);
    // The answer carries the asker's position: nobody keeps it.
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: EventListResponse } = await list(
        `area=${c.area.slug}&near=${me.latitude},${me.longitude}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.body.events.map((event) => event.title));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(body.events.map((event) => event.title));

    // Each card says how far it is, as the distance between the points comes out.
    for (const event of body.events) {
      expect(event.distanceKm).toBeCloseTo(distanceKm(me, event.location!), 6);
    }
    const distances = body.events.map((event) => event.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeCloseTo(0.556, 2);
    // A list by start says nothing of distance.
    const plain = await list(`area=${c.area.slug}`);
    expect(plain.body.events.every((event) => event.distanceKm === undefined)).toBe(true);
  });

  it('works with the other filters', async () => {
    const c = await coast('Filter Near Coast');
    const { body } = await list(
      `area=${c.area.slug}&near=38.9,-9.42&to=${inDays(2, 12).toISOString().slice(0, 10)}`,
    );
    expect(body.events.map((event) => event.title)).toEqual(['At the south', 'In the middle']);
  });

  it('refuses a position that is not two numbers in range, and a start cursor', async () => {
    for (const near of ['91,0', '0,181', 'here', '1,2,3', '38.9;-9.4']) {
      expect(await issuesOf(`near=${encodeURIComponent(near)}`)).toEqual([
        { path: 'near', message: NEAR_MESSAGE },
      ]);
    }
    const c = await coast('Cursor Coast');
    const { body } = await list(`area=${c.area.slug}&limit=1`);
    const issues = await issuesOf(`area=${c.area.slug}&near=38.9,-9.42&cursor=${body.nextCursor}`);
    expect(issues[0]!.path).toBe('cursor');
  });
});

describe('GET /api/events?bbox=', () => {
  it('keeps the events whose point is in the view, in start order', async () => {
    const c = await coast('Box Coast');
    const { body } = await list(`area=${c.area.slug}&bbox=-9.5,38.95,-9.3,38.98`);
    expect(body.events.map((event) => event.title)).toEqual([
      'In the middle',
      'In town',
      'No venue',
    ]);
    const south = await list(`area=${c.area.slug}&bbox=-9.5,38.85,-9.3,38.92`);
    expect(south.body.events.map((event) => event.title)).toEqual(['At the south']);
  });

  it('keeps both sides of a view across the antimeridian', async () => {
    const db = t.database.db;
    const area = await createArea(db, { name: 'Fiji Coast', latitude: -17.8, longitude: 179.9 });
    const east = await createVenue(db, { areaId: area.id, latitude: -17.8, longitude: -179.9 });
    await createEvent(db, {
      areaId: area.id,
      title: 'West of the line',
      startDate: inDays(1),
      endDate: inDays(1, 1),
    });
    await createEvent(db, {
      areaId: area.id,
      venueId: east.id,
      title: 'East of the line',
      startDate: inDays(2),
      endDate: inDays(2, 1),
    });
    const { body } = await list(`area=${area.slug}&bbox=179,-18,-179,-17`);
    expect(body.events.map((event) => event.title)).toEqual([
      'West of the line',
      'East of the line',
    ]);
  });

  it('refuses a view that is not four numbers in range with south below north', async () => {
    for (const bbox of ['1,2,3', '-9,39,-8,38', '-181,0,0,1', 'a,b,c,d']) {
      expect(await issuesOf(`bbox=${encodeURIComponent(bbox)}`)).toEqual([
        { path: 'bbox', message: BBOX_MESSAGE },
      ]);
    }
  });
});

describe('pins from the forms', () => {
  it('saves a new venue’s pin with its event, and refuses a half or out-of-range pin', async () => {
    const area = await createArea(t.database.db, {
      name: 'Form Coast',
      latitude: 38.96,
      longitude: -9.42,
    });
    const created = await call('POST', '/api/events', {
      as: member,
      body: eventInput(area, {
        newVenue: {
          name: 'Pinned Shack',
          city: 'Form Town',
          latitude: 38.9701,
          longitude: -9.4188,
        },
      }),
    });
    expect(created.status).toBe(201);
    const { body } = await list(`area=${area.slug}`);
    expect(body.events[0]!.location).toEqual({
      latitude: 38.9701,
      longitude: -9.4188,
      approximate: false,
    });

    const half = await call('POST', '/api/events', {
      as: member,
      body: eventInput(area, {
        newVenue: { name: 'Half Shack', city: 'Form Town', latitude: 38.97 },
      }),
    });
    expect(half.status).toBe(400);
    expect(half.json.error.details.issues).toEqual([
      { path: 'newVenue.longitude', message: POINT_PAIR_MESSAGE },
    ]);

    const far = await call('POST', '/api/events', {
      as: member,
      body: eventInput(area, {
        newVenue: { name: 'Far Shack', city: 'Form Town', latitude: 91, longitude: 0 },
      }),
    });
    expect(far.status).toBe(400);
    expect(far.json.error.details.issues).toEqual([
      { path: 'newVenue.latitude', message: LATITUDE_MESSAGE },
    ]);
  });

  it('saves a plan’s meeting point, falls back to the area, and takes it away again', async () => {
    const area = await createArea(t.database.db, {
      name: 'Plan Coast',
      latitude: 38.96,
      longitude: -9.42,
    });
    const base = {
      title: 'Dawn patrol',
      description: '',
      location: 'Car park above the reef',
      area: area.slug,
      startLocal: localIn(3, '07:00'),
      visibility: 'everyone' as const,
    };
    const made = await call('POST', '/api/plans', {
      as: member,
      body: { ...base, latitude: 38.99, longitude: -9.42 },
    });
    expect(made.status).toBe(201);
    const plan = PlanDetailResponse.parse(made.json).plan;
    expect(plan.meetingPoint).toEqual({ latitude: 38.99, longitude: -9.42, approximate: false });

    const cleared = await call('PATCH', `/api/plans/${plan.id}`, {
      as: member,
      body: { latitude: null, longitude: null },
    });
    expect(cleared.status).toBe(200);
    expect(PlanDetailResponse.parse(cleared.json).plan.meetingPoint).toEqual({
      latitude: 38.96,
      longitude: -9.42,
      approximate: true,
    });

    const half = await call('PATCH', `/api/plans/${plan.id}`, {
      as: member,
      body: { longitude: -9.4 },
    });
    expect(half.status).toBe(400);
    expect(half.json.error.details.issues).toEqual([
      { path: 'latitude', message: POINT_PAIR_MESSAGE },
    ]);
  });
});
