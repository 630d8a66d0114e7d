import { SeaMorningsResponse } from '@lineup/contracts';
import { toZonedIso } from '@lineup/db/zoned-time';
import { seaForecastHours, seaSpots } from '@lineup/db/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fakeOpenMeteo } from './fake-open-meteo';

// Discover's clean swell mornings, read from an area (docs/product.md §16); the forecast
// services answer from a small local server (fake-open-meteo.ts).

const fake = fakeOpenMeteo();
let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  const origin = await fake.listen();
  t = await createTestApp({
    env: {
      OPEN_METEO_MARINE_URL: `${origin}/v1/marine`,
      OPEN_METEO_FORECAST_URL: `${origin}/v1/forecast`,
    },
  });
  call = api(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  fake.asked.length = 0;
  fake.setWindFrom();
  await t.database.db.delete(seaForecastHours);
  await t.database.db.delete(seaSpots);
});

const LISBON = 'Europe/Lisbon';
/** The local day of a unix time or an instant in Lisbon: `2026-11-29`. */
const dayOf = (at: number | Date) =>
  toZonedIso(typeof at === 'number' ? new Date(at * 1000) : at, LISBON).slice(0, 10);

/** An area of Ericeira's beaches, facing west unless told otherwise. */
const westFacing = (facing: number | null = 270) =>
  testArea(t, { latitude: 38.9629, longitude: -9.4176, timeZone: LISBON, facing });

async function mornings(area: string) {
  const response = await t.app.request(`/api/areas/${area}/sea-mornings`);
  return {
    status: response.status,
    cacheControl: response.headers.get('Cache-Control'),
    body: SeaMorningsResponse.parse(await response.json()),
  };
}

describe("an area's clean swell mornings", () => {
  it('marks the morning with an offshore wind and not those with an onshore one', async () => {
    // Tomorrow in Lisbon the wind blows from the east (offshore on a west-facing beach); every
    // other day from the west, onshore. The swell is 1.31 m at 11.4 s throughout.
    const tomorrow = dayOf(new Date(Date.now() + 24 * 3_600_000));
    fake.setWindFrom((time) => (dayOf(time) === tomorrow ? 85 : 270));
    const area = await westFacing();

    const first = await mornings(area.slug);
    expect(first.status).toBe(202);
    expect(first.cacheControl).toBe('no-store');
    expect(first.body).toEqual({ mornings: [], pending: true });
    for (let i = 0; i < 5; i += 1) await mornings(area.slug);
    await t.jobs.drain();
    expect(fake.asked).toHaveLength(2);

    const answer = await mornings(area.slug);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toMatch(/public/);
    const days = answer.body.mornings;
    expect(days).toHaveLength(7);
    expect(days[0]!.day).toBe(dayOf(new Date()));
    expect(days.filter((morning) => morning.clean).map((morning) => morning.day)).toEqual([
      tomorrow,
    ]);
    const clean = days.find((morning) => morning.day === tomorrow)!;
    expect(clean).toMatchObject({
      swellHeight: 1.31,
      swellPeriod: 11.4,
      waveHeight: 1.62,
      wind: 'offshore',
    });
    // From the first whole hour after sunrise to noon, in Lisbon's time.
    expect(clean.from).toMatch(new RegExp(`^${tomorrow}T0[6-9]:00:00\\+0[01]:00$`));
    expect(clean.to).toMatch(new RegExp(`^${tomorrow}T12:00:00\\+0[01]:00$`));
    expect(days.find((morning) => morning.day !== tomorrow)).toMatchObject({
      clean: false,
      wind: 'onshore',
    });

    // Readers within the hour cost no more fetches.
    for (let i = 0; i < 10; i += 1) await mornings(area.slug);
    await t.jobs.drain();
    expect(fake.asked).toHaveLength(2);
  });

  it('has no mornings for an area that faces no sea, and asks nothing', async () => {
    const inland = await westFacing(null);
    expect(await mornings(inland.slug)).toMatchObject({
      status: 200,
      body: { mornings: [], pending: false },
    });
    await t.jobs.drain();
    expect(fake.asked).toHaveLength(0);
  });

  it('answers 404 for an area Lineup does not have', async () => {
    const response = await call('GET', '/api/areas/atlantis/sea-mornings');
    expect(response.status).toBe(404);
  });
});
