import { SearchResponse } from '@lineup/contracts';
import { createFriendship } from '@lineup/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, createEventAs, eventInput, localIn, testArea } from '../../testing/participation';
import { canStartRedis, startPrivateRedis } from '../../testing/private-redis';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A member's search is everyone's answer (kept in the public cache) with the plans that member
// may see in place of the public ones: each member's part must be theirs alone, on one server
// process and across two sharing the cache.

describe.each([
  { name: 'one server process', processes: 1 },
  ...(canStartRedis ? [{ name: 'two server processes sharing Redis', processes: 2 }] : []),
])('a member’s search on $name', ({ processes }) => {
  let t: TestApp;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>> | undefined;
  let other: ReturnType<typeof createApp> | undefined;
  let host: SignedUpMember;
  let friend: SignedUpMember;
  let stranger: SignedUpMember;
  let blocked: SignedUpMember;
  beforeAll(async () => {
    redis = processes === 2 ? await startPrivateRedis() : undefined;
    t = await createTestApp({
      env: {
        PUBLIC_CACHE_SECONDS: '30',
        SESSION_CACHE_SECONDS: '30',
        BETTER_AUTH_SECRET: 'a-fixed-secret-for-a-second-app-0123456789',
        ...(redis && { REDIS_URL: redis.url }),
      },
    });
    if (redis) {
      other = createApp({ database: t.database, env: t.env, logger: t.logger, webDist: null });
    }
    [host, friend, stranger, blocked] = [
      await signUpMember(t),
      await signUpMember(t),
      await signUpMember(t),
      await signUpMember(t),
    ];
    await createFriendship(t.database, {
      requesterId: host.user.id,
      addresseeId: friend.user.id,
      status: 'accepted',
    });
    const area = await testArea(t);
    const call = api(t);
    expect(
      (await call('POST', '/api/blocks', { as: host, body: { userId: blocked.user.id } })).status,
    ).toBeLessThan(300);
    await createEventAs(t, host, eventInput(area, { title: 'Lagoon paddle meetup' }));
    for (const [title, visibility] of [
      ['Lagoon paddle for everyone', 'everyone'],
      ['Lagoon paddle among friends', 'friends'],
    ] as const) {
      const created = await call('POST', '/api/plans', {
        as: host,
        body: {
          title,
          description: 'Flat water at dawn.',
          vibe: 'Mellow',
          location: 'The lagoon slipway',
          area: area.slug,
          startLocal: localIn(3, '07:00'),
          spotsLimit: null,
          visibility,
        },
      });
      expect(created.status).toBe(201);
    }
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
    await redis?.stop();
  });

  // Turn by turn on each process, so a second process answers from what the first kept.
  let turn = 0;
  const titlesFor = async (who: SignedUpMember | null, path: string) => {
    const app = other && turn++ % 2 === 1 ? other.app : t.app;
    const response = await app.request(path, {
      headers: who ? { cookie: who.cookie } : {},
    });
    expect(response.status).toBe(200);
    return SearchResponse.parse(await response.json())
      .results.map((result) => result.title)
      .sort();
  };

  it('shows a new friend’s plans at once', async () => {
    const path = '/api/search?q=lagoon%20paddle';
    const newcomer = await signUpMember(t);
    expect(await titlesFor(newcomer, path)).not.toContain('Lagoon paddle among friends');
    const call = api(t);
    const sent = await call('POST', '/api/friends/requests', {
      as: newcomer,
      body: { userId: host.user.id },
    });
    expect(sent.status).toBe(201);
    const id = (sent.json as { relation: { friendshipId: string } }).relation.friendshipId;
    const accepted = await call('POST', `/api/friends/requests/${id}/accept`, { as: host });
    expect(accepted.status).toBe(200);
    expect(await titlesFor(newcomer, path)).toContain('Lagoon paddle among friends');
  });

  it.each([['/api/search?q=lagoon%20paddle'], ['/api/search/suggestions?q=lagoon']])(
    'gives each reader of %s their own plans and everyone’s events',
    async (path) => {
      const everyone = ['Lagoon paddle for everyone', 'Lagoon paddle meetup'];
      const all = ['Lagoon paddle among friends', ...everyone];
      for (let round = 0; round < 2; round++) {
        expect(await titlesFor(null, path)).toEqual(everyone);
        expect(await titlesFor(friend, path)).toEqual(all);
        expect(await titlesFor(stranger, path)).toEqual(everyone);
        // Blocking hides the host from them everywhere: their plans too, not their events.
        expect(await titlesFor(blocked, path)).toEqual(['Lagoon paddle meetup']);
        expect(await titlesFor(host, path)).toEqual(all);
        expect(await titlesFor(null, path)).toEqual(everyone);
      }
    },
  );
});
