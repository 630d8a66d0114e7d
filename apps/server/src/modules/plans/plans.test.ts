import { PlanListResponse } from '@lineup/contracts';
import { createArea, createFriendship, createPlan, createUser } from '@lineup/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/plans', () => {
  it('lists upcoming plans the viewer may see, soonest first, with creator and member count', async () => {
    const db = t.database.db;
    const area = await createArea(db, { name: 'Plan Coast' });
    const other = await createArea(db, { name: 'Other Plan Coast' });
    const member = await signUpMember(t);
    const friend = await createUser(db, {
      username: 'planfriend',
      profile: { avatarUrl: ['/a.webp'] },
    });
    const stranger = await createUser(db, { username: 'planstranger' });
    const joiner = await createUser(db);
    await createFriendship(db, { requesterId: member.user.id, addresseeId: friend.id });

    await createPlan(db, {
      areaId: area.id,
      creatorId: stranger.id,
      title: 'Open later',
      startsAt: inDays(2),
    });
    await createPlan(db, {
      areaId: area.id,
      creatorId: friend.id,
      title: 'Open soon',
      startsAt: inDays(1),
      memberIds: [joiner.id, stranger.id],
    });
    await createPlan(db, {
      areaId: area.id,
      creatorId: friend.id,
      title: 'Friends of friend',
      visibility: 'friends',
      startsAt: inDays(3),
    });
    await createPlan(db, {
      areaId: area.id,
      creatorId: stranger.id,
      title: 'Friends of stranger',
      visibility: 'friends',
      startsAt: inDays(3),
    });
    await createPlan(db, {
      areaId: area.id,
      creatorId: member.user.id,
      title: 'My own',
      visibility: 'friends',
      startsAt: inDays(4),
    });
    await createPlan(db, {
      areaId: area.id,
      creatorId: stranger.id,
      title: 'Already started',
      startsAt: inDays(-0.1),
    });
    await createPlan(db, {
      areaId: other.id,
      creatorId: stranger.id,
      title: 'Elsewhere',
      startsAt: inDays(1),
    });

    const visitor = PlanListResponse.parse(
      await (await t.app.request(`/api/plans?area=${area.slug}&limit=10`)).json(),
    );
    expect(visitor.plans.map((plan) => plan.title)).toEqual(['Open soon', 'Open later']);
    expect(visitor.plans[0]).toMatchObject({
      memberCount: 2,
      visibility: 'everyone',
      area: { name: 'Plan Coast', slug: area.slug },
      timeZone: 'Europe/Lisbon',
      creator: { id: friend.id, username: 'planfriend', avatarUrl: '/a.webp' },
    });

    const signedIn = PlanListResponse.parse(
      await (
        await t.app.request(`/api/plans?area=${area.slug}&limit=10`, {
          headers: { cookie: member.cookie },
        })
      ).json(),
    );
    expect(signedIn.plans.map((plan) => plan.title)).toEqual([
      'Open soon',
      'Open later',
      'Friends of friend',
      'My own',
    ]);

    const limited = PlanListResponse.parse(
      await (await t.app.request('/api/plans?limit=1')).json(),
    );
    expect(limited.plans).toHaveLength(1);
  });
});
