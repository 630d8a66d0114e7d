import { SeaConditionsResponse } from '@lineup/contracts';
import { createEvent, createPlan } from '@lineup/db/factories';
import { seaForecastHours, seaSpots } from '@lineup/db/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpMember } from '../../testing/members';
import { api, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fakeOpenMeteo, HOUR } from './fake-open-meteo';
import { seaConditionsOfEvent } from './sea.service';

// The forecast services answer from a small local server (fake-open-meteo.ts).
const fake = fakeOpenMeteo();
let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  const origin = await fake.listen();
  t = await createTestApp({
    env: {
      OPEN_METEO_MARINE_URL: `${origin}/v1/marine`,
      OPEN_METEO_FORECAST_URL: `${origin}/v1/forecast`,
      OPEN_METEO_API_KEY: 'a-key-for-the-commercial-plan',
    },
  });
  call = api(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  // What an earlier test left queued runs before this one counts anything.
  await t.jobs.drain();
  fake.asked.length = 0;
  fake.setDown(false);
  await t.database.db.delete(seaForecastHours);
  await t.database.db.delete(seaSpots);
});

const inHours = (hours: number) => new Date(Date.now() + hours * HOUR * 1000);

async function eventAt(start: Date, area: { facing?: number | null } = { facing: 270 }) {
  const place = await testArea(t, {
    latitude: 38.9629,
    longitude: -9.4176,
    timeZone: 'Europe/Lisbon',
    ...area,
  });
  return createEvent(t.database, {
    areaId: place.id,
    startDate: start,
    endDate: new Date(start.getTime() + 2 * HOUR * 1000),
  });
}

const sea = async (eventId: string) => {
  const response = await call('GET', `/api/events/${eventId}/sea`);
  return { status: response.status, body: SeaConditionsResponse.parse(response.json) };
};

describe('the sea at an event', () => {
  it('fetches the spot once, then answers everyone from what it keeps', async () => {
    const event = await eventAt(inHours(30));
    const first = await sea(event.id);
    expect(first).toEqual({ status: 202, body: { conditions: null, pending: true } });
    // Readers who come before the fetch queue nothing more.
    for (let i = 0; i < 5; i += 1) expect((await sea(event.id)).status).toBe(202);
    await t.jobs.drain();

    expect(fake.asked.map((asked) => asked.path).toSorted()).toEqual([
      '/v1/forecast',
      '/v1/marine',
    ]);
    const marine = fake.asked.find((asked) => asked.path === '/v1/marine')!.query;
    expect(marine.get('latitude')).toBe('38.96');
    expect(marine.get('longitude')).toBe('-9.46');
    expect(marine.get('cell_selection')).toBe('sea');
    expect(marine.get('timeformat')).toBe('unixtime');
    expect(marine.get('apikey')).toBe('a-key-for-the-commercial-plan');
    expect(marine.get('hourly')?.split(',')).toContain('sea_level_height_msl');

    const answer = await sea(event.id);
    expect(answer.status).toBe(200);
    expect(answer.body.pending).toBe(false);
    expect(answer.body.conditions).toMatchObject({
      waveHeight: 1.62,
      swellHeight: 1.31,
      swellPeriod: 11.4,
      swellDirection: 292,
      windSpeed: 16.3,
      windDirection: 85,
      // Wind from the east on a beach facing west.
      wind: 'offshore',
      seaTemperature: 17.8,
      tide: { trend: expect.stringMatching(/^(rising|falling)$/) },
    });
    expect(answer.body.conditions!.hour).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00\+0[01]:00$/);

    // A thousand readers in the hour cost nothing more.
    for (let i = 0; i < 20; i += 1) await sea(event.id);
    await t.jobs.drain();
    expect(fake.asked).toHaveLength(2);
  });

  it('shares one spot’s forecast between the events there', async () => {
    const [one, two] = [await eventAt(inHours(20)), await eventAt(inHours(50))];
    await sea(one.id);
    await sea(two.id);
    await t.jobs.drain();
    expect(fake.asked).toHaveLength(2);
    expect((await sea(two.id)).body.conditions).not.toBeNull();
  });

  it('has no sea for an area that faces none, nor for a start beyond the forecast', async () => {
    const inland = await eventAt(inHours(20), { facing: null });
    expect(await sea(inland.id)).toEqual({
      status: 200,
      body: { conditions: null, pending: false },
    });
    const farOff = await eventAt(inHours(24 * 10));
    expect(await sea(farOff.id)).toEqual({
      status: 200,
      body: { conditions: null, pending: false },
    });
    await t.jobs.drain();
    expect(fake.asked).toHaveLength(0);
  });

  it('shows nothing and asks again only after an hour when the service is down', async () => {
    fake.setDown(true);
    const event = await eventAt(inHours(30));
    expect((await sea(event.id)).status).toBe(202);
    await t.jobs.drain();
    expect(fake.asked.length).toBeGreaterThan(0);
    const tries = fake.asked.length;
    expect(await sea(event.id)).toEqual({
      status: 200,
      body: { conditions: null, pending: false },
    });
    await t.jobs.drain();
    expect(fake.asked).toHaveLength(tries);
    expect(t.logs.some((line) => line.msg === 'sea forecast not fetched')).toBe(true);

    // An hour later the spot is asked again, and the forecast shows once it answers.
    fake.setDown(false);
    await t.database.db.update(seaSpots).set({ fetchedAt: new Date(Date.now() - 61 * 60_000) });
    expect((await sea(event.id)).status).toBe(202);
    await t.jobs.drain();
    expect((await sea(event.id)).body.conditions).not.toBeNull();
  });

  it('keeps what was forecast last for an event that has passed', async () => {
    const event = await eventAt(inHours(3));
    await sea(event.id);
    await t.jobs.drain();
    const later = new Date(Date.now() + 48 * HOUR * 1000);
    const afterwards = await seaConditionsOfEvent({
      db: t.database.db,
      eventId: event.id,
      viewerId: null,
      now: later,
    });
    expect(afterwards.pending).toBe(false);
    expect(afterwards.conditions).toMatchObject({ waveHeight: 1.62 });
  });

  it('answers 404 for a draft to everyone but its hosts, and 400 for a bad id', async () => {
    const owner = await signUpMember(t);
    const place = await testArea(t, { facing: 270 });
    const draft = await createEvent(t.database, {
      areaId: place.id,
      creatorId: owner.user.id,
      status: 'draft',
      startDate: inHours(30),
      endDate: inHours(32),
    });
    expect((await call('GET', `/api/events/${draft.id}/sea`)).status).toBe(404);
    expect((await call('GET', `/api/events/${draft.id}/sea`, { as: owner })).status).toBe(202);
    expect((await call('GET', '/api/events/not-an-id/sea')).status).toBe(400);
  });
});

describe('the sea at a casual plan', () => {
  it('answers a plan from its area’s spot, as it does an event', async () => {
    const event = await eventAt(inHours(30));
    const plan = await createPlan(t.database, { areaId: event.areaId, startsAt: inHours(20) });
    const first = await call('GET', `/api/plans/${plan.id}/sea`);
    expect(first.status).toBe(202);
    await t.jobs.drain();
    // The event and the plan share the spot: asking for the event's sea fetches nothing more.
    expect((await sea(event.id)).status).toBe(200);
    expect(fake.asked).toHaveLength(2);
    const answer = await t.app.request(`/api/plans/${plan.id}/sea`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(SeaConditionsResponse.parse(await answer.json()).conditions).toMatchObject({
      waveHeight: 1.62,
      wind: 'offshore',
    });
  });

  it('keeps a friends-only plan’s sea to those who may see the plan', async () => {
    const owner = await signUpMember(t);
    const stranger = await signUpMember(t);
    const place = await testArea(t, { facing: 270 });
    const plan = await createPlan(t.database, {
      areaId: place.id,
      creatorId: owner.user.id,
      visibility: 'friends',
      startsAt: inHours(20),
    });
    expect((await call('GET', `/api/plans/${plan.id}/sea`)).status).toBe(404);
    expect((await call('GET', `/api/plans/${plan.id}/sea`, { as: stranger })).status).toBe(404);
    const own = await call('GET', `/api/plans/${plan.id}/sea`, { as: owner });
    expect(own.status).toBe(202);
    await t.jobs.drain();
    const again = await t.app.request(`/api/plans/${plan.id}/sea`, {
      headers: { cookie: owner.cookie },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('private, max-age=300');
    expect((await call('GET', '/api/plans/not-a-plan/sea')).status).toBe(400);
  });
});
