import { ThreadChange, ThreadResponse } from '@lineup/contracts';
import { createEvent, createPlan } from '@lineup/db/factories';
import { memberBlocks } from '@lineup/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { originOf, signUpMember, type SignedUpMember } from '../../testing/members';
import { api, testArea } from '../../testing/participation';
import { canStartRedis, startPrivateRedis } from '../../testing/private-redis';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The discussion's live stream (docs/product.md §15): readers with a thread open hear of each
// change, in the same server process and, through Redis, in another one.

type Server = Pick<TestApp, 'app'>;

/** Opens a thread's live stream as `as`, and reads its `change` events as they come. */
async function openStream(server: Server, t: TestApp, path: string, as: SignedUpMember) {
  const controller = new AbortController();
  const response = await server.app.request(`${path}/messages/live`, {
    headers: { cookie: as.cookie, origin: originOf(t) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    /** The next `change` event, or a failure after `ms`. */
    async next(ms = 5000): Promise<ThreadChange> {
      const deadline = Date.now() + ms;
      for (;;) {
        const match = /event: change\ndata: (.*)\n/.exec(buffered);
        if (match) {
          buffered = buffered.slice(match.index + match[0].length);
          return ThreadChange.parse(JSON.parse(match[1]!));
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no change arrived');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('no change arrived')), left),
          ),
        ]);
        if (chunk.done) throw new Error('the stream ended');
        buffered += chunk.value;
      }
    },
    /** Resolves once the server ended the stream. */
    async ended(ms = 5000) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const chunk = await reader.read();
        if (chunk.done) return true;
      }
      return false;
    },
    close() {
      controller.abort();
      void reader.cancel().catch(() => {});
    },
  };
}

describe('a thread’s live stream in one server', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells readers of new, edited, pinned and removed messages, and only of their thread', async () => {
    const area = await testArea(t);
    const owner = await signUpMember(t);
    const reader = await signUpMember(t);
    const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    const elsewhere = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    const path = `/api/events/${event.id}`;
    const stream = await openStream(t, t, path, reader);
    try {
      await call('POST', `/api/events/${elsewhere.id}/messages`, {
        as: owner,
        body: { body: 'Not here' },
      });
      const posted = await call('POST', `${path}/messages`, {
        as: owner,
        body: { body: 'Swell is up' },
      });
      const id = ThreadResponse.parse(posted.json).messages[0]!.id;
      expect(await stream.next()).toEqual({
        thread: `event:${event.id}`,
        messageId: id,
        change: 'new',
        // The message travels with it: the page shows it without reading the thread again.
        message: {
          id,
          parentId: null,
          author: expect.objectContaining({ id: owner.user.id }),
          body: 'Swell is up',
          createdAt: expect.any(String),
        },
      });
      await call('PATCH', `/api/messages/${id}`, { as: owner, body: { body: 'Swell is up, 2 m' } });
      expect((await stream.next()).change).toBe('edited');
      await call('PUT', `/api/messages/${id}/pin`, { as: owner });
      expect((await stream.next()).change).toBe('pinned');
      await call('DELETE', `/api/messages/${id}`, { as: owner });
      expect((await stream.next()).change).toBe('removed');
    } finally {
      stream.close();
    }
  });

  it('never tells a reader of a new message by a member blocked either way', async () => {
    const area = await testArea(t);
    const owner = await signUpMember(t);
    const [reader, blocked] = [await signUpMember(t), await signUpMember(t)];
    const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    const path = `/api/events/${event.id}`;
    await t.database.db
      .insert(memberBlocks)
      .values({ blockerId: reader.user.id, blockedId: blocked.user.id });
    const stream = await openStream(t, t, path, reader);
    try {
      await call('POST', `${path}/messages`, { as: blocked, body: { body: 'Hello?' } });
      await call('POST', `${path}/messages`, { as: owner, body: { body: 'Meet at six' } });
      // The first change the reader hears is the owner's message.
      expect((await stream.next()).message?.body).toBe('Meet at six');
    } finally {
      stream.close();
    }
  });

  it('is open to those who may read the thread, a few pages per member', async () => {
    const area = await testArea(t);
    const creator = await signUpMember(t);
    const stranger = await signUpMember(t);
    const plan = await createPlan(t.database, {
      creatorId: creator.user.id,
      areaId: area.id,
      visibility: 'friends',
    });
    const path = `/api/plans/${plan.id}/messages/live`;
    expect((await t.app.request(path)).status).toBe(401);
    const refused = await t.app.request(path, { headers: { cookie: stranger.cookie } });
    expect(refused.status).toBe(404);

    const streams = [];
    for (let i = 0; i < 10; i++)
      streams.push(await openStream(t, t, `/api/plans/${plan.id}`, creator));
    try {
      const eleventh = await t.app.request(path, { headers: { cookie: creator.cookie } });
      expect(eleventh.status).toBe(429);
    } finally {
      for (const stream of streams) stream.close();
    }
    // Closed pages make room again.
    await expect
      .poll(async () => {
        const again = await t.app.request(path, { headers: { cookie: creator.cookie } });
        void again.body?.cancel();
        return again.status;
      })
      .toBe(200);
  });
});

describe('a stopping server', () => {
  it('ends the live streams, so that it need not wait for them', async () => {
    const t = await createTestApp();
    try {
      const area = await testArea(t);
      const owner = await signUpMember(t);
      const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
      const stream = await openStream(t, t, `/api/events/${event.id}`, owner);
      t.endStreams();
      expect(await stream.ended()).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!canStartRedis)('a thread’s live stream across two servers sharing Redis', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let one: TestApp;
  let two: ReturnType<typeof createApp>;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    one = await createTestApp({
      // The secret both servers sign sessions with, as a deployment configures it.
      env: {
        REDIS_URL: redis.url,
        BETTER_AUTH_SECRET: 'a-fixed-secret-for-a-second-app-0123456789',
      },
    });
    // A second server on the same database and Redis, as behind a load balancer.
    two = createApp({ database: one.database, env: one.env, logger: one.logger, webDist: null });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
    await redis.stop();
  });

  it('reaches a reader connected to the other server', async () => {
    const area = await testArea(one);
    const owner = await signUpMember(one);
    const reader = await signUpMember(one);
    const event = await createEvent(one.database, { areaId: area.id, creatorId: owner.user.id });
    const path = `/api/events/${event.id}`;
    const stream = await openStream(two, one, path, reader);
    try {
      // Until both servers' subscriptions are up, a message may pass unheard: post until heard.
      let heard: ThreadChange | undefined;
      for (let attempt = 0; !heard && attempt < 20; attempt++) {
        await api(one)('POST', `${path}/messages`, {
          as: owner,
          body: { body: `Hello ${attempt}` },
        });
        heard = await stream.next(500).catch(() => undefined);
      }
      expect(heard).toMatchObject({ thread: `event:${event.id}`, change: 'new' });
    } finally {
      stream.close();
    }
  });
});
