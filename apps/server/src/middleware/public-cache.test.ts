import { EventByPathResponse, EventListResponse } from '@lineup/contracts';
import { createEvent } from '@lineup/db/factories';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPublicCache } from '../lib/public-cache';
import { canStartRedis, startPrivateRedis } from '../testing/private-redis';
import { api, createEventAs, eventInput, localIn, testArea } from '../testing/participation';
import { signUpMember, type SignedUpMember } from '../testing/members';
import { createApp } from '../app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { preferredEncoding } from './public-cache';

// The shared cache of public reads, in one process's memory and, when REDIS_URL is set (CI),
// in Redis shared by two apps as by two servers behind a load balancer.
const stores: { name: string; env: Record<string, string> }[] = [
  { name: 'in memory', env: {} },
  ...(process.env.REDIS_URL
    ? [{ name: 'in Redis', env: { REDIS_URL: process.env.REDIS_URL } }]
    : []),
];

describe.each(stores)('the public read cache $name', ({ env }) => {
  let t: TestApp;
  let organiser: SignedUpMember;
  let area: { id: string; slug: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '5', ...env } });
    organiser = await signUpMember(t);
    area = await testArea(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const listUrl = () => `/api/events?area=${area.slug}`;
  const titles = async (res: Response) =>
    EventListResponse.parse(await res.json()).events.map((event) => event.title);

  it('answers a visitor from the cache, with a validator and what a CDN may do with it', async () => {
    await createEventAs(t, organiser, eventInput(area, { title: 'Cached dawn patrol' }));
    const first = await t.app.request(listUrl());
    expect(first.status).toBe(200);
    expect(await titles(first)).toEqual(['Cached dawn patrol']);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
    expect(first.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    // Written behind the app's back, as no deployment does: the cache still has the list.
    await createEvent(t.database.db, { areaId: area.id, title: 'Written behind its back' });
    const again = await t.app.request(listUrl(), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(again.headers.get('content-encoding')).toBe('gzip');
    const gzipped = Buffer.from(await again.arrayBuffer());
    expect(again.headers.get('content-length')).toBe(String(gzipped.byteLength));
    const body = JSON.parse(gunzipSync(gzipped).toString());
    expect(EventListResponse.parse(body).events.map((event) => event.title)).toEqual([
      'Cached dawn patrol',
    ]);

    const unchanged = await t.app.request(listUrl(), { headers: { 'If-None-Match': etag! } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(await unchanged.text()).toBe('');
  });

  it('forgets every public answer once a change is made through the API', async () => {
    await t.app.request(listUrl());
    await createEventAs(t, organiser, eventInput(area, { title: 'Made through the API' }));
    expect(await titles(await t.app.request(listUrl()))).toContain('Made through the API');
  });

  it('keeps each filtered list apart: the query, the light filter too, is part of the key', async () => {
    await createEventAs(t, organiser, eventInput(area, { title: 'Evening, not dawn' }));
    expect(await titles(await t.app.request(listUrl()))).toContain('Evening, not dawn');
    expect(await titles(await t.app.request(`${listUrl()}&light=dawn`))).not.toContain(
      'Evening, not dawn',
    );
  });

  it('keeps a failed change from emptying the cache', async () => {
    const before = await titles(await t.app.request(listUrl()));
    await createEvent(t.database.db, { areaId: area.id, title: 'Not yet listed' });
    const refused = await api(t)('POST', '/api/events', { as: organiser, body: {} });
    expect(refused.status).toBe(400);
    expect(await titles(await t.app.request(listUrl()))).toEqual(before);
  });

  it('keeps the cache through a discussion, which only members read', async () => {
    const [event] = await t.database.db
      .execute<{ id: string }>(sql`select id from events where area_id = ${area.id} limit 1`)
      .then((result) => result.rows);
    const before = await titles(await t.app.request(listUrl()));
    await createEvent(t.database.db, { areaId: area.id, title: 'Still not listed' });
    const posted = await api(t)('POST', `/api/events/${event!.id}/messages`, {
      as: organiser,
      body: { body: 'Car park by the lighthouse is full.' },
    });
    expect(posted.status).toBe(201);
    expect(await titles(await t.app.request(listUrl()))).toEqual(before);
  });

  it('never answers a member from the cache, nor keeps what a member was answered', async () => {
    const member = await signUpMember(t);
    const event = await createEventAs(t, organiser, eventInput(area, { title: 'RSVP here' }));
    const [country, city, , slug] = event.path.split('/').filter(Boolean);
    const pageUrl = `/api/events/by-path/${country}/${city}/${slug}`;
    // A visitor's answer is kept...
    expect(EventByPathResponse.parse(await (await t.app.request(pageUrl)).json())).toMatchObject({
      kind: 'event',
      event: { myRsvp: null },
    });
    // ...and a member, who answered through a change, is asked again, with their own answer.
    expect(
      (
        await api(t)('PUT', `/api/events/${event.id}/rsvp`, {
          as: member,
          body: { status: 'going' },
        })
      ).status,
    ).toBe(200);
    await createEvent(t.database.db, { areaId: area.id, title: 'Only the database has it' });
    const own = await t.app.request(pageUrl, { headers: { cookie: member.cookie } });
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect(own.headers.get('etag')).toBeNull();
    expect(EventByPathResponse.parse(await own.json())).toMatchObject({
      event: { myRsvp: 'going' },
    });
    const listed = await t.app.request(listUrl(), { headers: { cookie: member.cookie } });
    expect(await titles(listed)).toContain('Only the database has it');
    // What the member got was not kept for visitors.
    const visitor = EventByPathResponse.parse(await (await t.app.request(pageUrl)).json());
    expect(visitor).toMatchObject({ event: { myRsvp: null } });
  });

  // In memory only: a Redis slower than 50 ms is a miss by design, so a hit (the point here) is
  // not certain on a busy machine; which answers are shared does not depend on the store.
  it.runIf(!env.REDIS_URL)(
    'answers a member from the cache for reads that are the same for everyone',
    async () => {
      const member = await signUpMember(t);
      const url = `/api/events?area=${area.slug}&limit=7`;
      const visitor = await t.app.request(url);
      const etag = visitor.headers.get('etag');
      expect(etag).toBeTruthy();
      // The soonest of all, so a list read from the database would show it first.
      await createEvent(t.database.db, {
        areaId: area.id,
        title: 'Behind the cache',
        startDate: new Date(Date.now() + 60 * 60 * 1000),
        endDate: new Date(Date.now() + 2 * 60 * 60 * 1000),
      });
      const cached = await t.app.request(url, { headers: { cookie: member.cookie } });
      expect(cached.headers.get('etag')).toBe(etag);
      expect(await titles(cached)).not.toContain('Behind the cache');
      // Their own change is seen at once: it starts a new generation for everyone.
      // The soonest, so it is on the first page whatever else the list holds.
      await createEventAs(
        t,
        member,
        eventInput(area, {
          title: 'Mine at once',
          startLocal: localIn(1, '06:00'),
          endLocal: localIn(1, '07:00'),
        }),
      );
      const after = await t.app.request(url, { headers: { cookie: member.cookie } });
      expect(await titles(after)).toContain('Mine at once');
    },
  );

  it('reads the database once for visitors who ask at the same moment', async () => {
    const url = `/api/events?area=${area.slug}&limit=3`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.request(url)));
    expect(new Set(answers.map((res) => res.headers.get('etag'))).size).toBe(1);
  });

  it('answers from the previous copy when reading it again fails', async () => {
    const url = `/api/events?area=${area.slug}&limit=4`;
    const first = await t.app.request(url);
    expect(first.status).toBe(200);
    const body = await first.text();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6_000 });
    // The table is away: any read of it fails, as while the database restarts.
    await t.database.db.execute(sql`alter table events rename to events_away`);
    try {
      const stale = await t.app.request(url);
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(body);
    } finally {
      await t.database.db.execute(sql`alter table events_away rename to events`);
      vi.useRealTimers();
    }
  });

  it('keeps only answers that went well', async () => {
    const missing = '/api/events/by-path/nowhere/nothing/no-such-event';
    expect((await t.app.request(missing)).status).toBe(404);
    const again = await t.app.request(missing);
    expect(again.status).toBe(404);
    expect(again.headers.get('etag')).toBeNull();
  });
});

describe.skipIf(!process.env.REDIS_URL)('two servers sharing the cache in Redis', () => {
  let one: TestApp;
  let two: ReturnType<typeof createApp>;
  beforeAll(async () => {
    one = await createTestApp({
      env: { PUBLIC_CACHE_SECONDS: '30', REDIS_URL: process.env.REDIS_URL! },
    });
    // A second server on the same database and Redis, as behind a load balancer.
    two = createApp({ database: one.database, env: one.env, logger: one.logger, webDist: null });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('answers from what the other kept, and hears of a change made through the other', async () => {
    const organiser = await signUpMember(one);
    const area = await testArea(one);
    const url = `/api/events?area=${area.slug}`;
    const names = async (res: Response) =>
      EventListResponse.parse(await res.json()).events.map((event) => event.title);
    expect(await names(await one.app.request(url))).toEqual([]);
    await createEvent(one.database.db, { areaId: area.id, title: 'Behind their backs' });
    expect(await names(await two.app.request(url))).toEqual([]);

    await createEventAs(one, organiser, eventInput(area, { title: 'Changed through one' }));
    await expect
      .poll(async () => names(await two.app.request(url)), { timeout: 2000 })
      .toEqual(expect.arrayContaining(['Changed through one', 'Behind their backs']));
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe.skipIf(!canStartRedis)('the public cache when Redis restarts empty', () => {
  it('still starts a new generation for every process on the next change', async () => {
    const redis = await startPrivateRedis();
    const options = { seconds: 5, redisUrl: redis.url, logger: pino({ level: 'silent' }) };
    // Two server processes sharing the Redis.
    const one = createPublicCache(options);
    const two = createPublicCache(options);
    try {
      // Once both are connected, a change made by one reaches the other.
      await vi.waitFor(async () => {
        await one.changed();
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(two.key('list')).toBe(one.key('list'));
      });
      await redis.admin.flushall();
      const before = two.key('list');
      await one.changed();
      await vi.waitFor(() => expect(two.key('list')).not.toBe(before));
      expect(two.key('list')).toBe(one.key('list'));
    } finally {
      await Promise.all([one.close(), two.close()]);
      await redis.stop();
    }
  });
});
