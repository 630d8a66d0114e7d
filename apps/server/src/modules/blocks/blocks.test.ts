import {
  BlockChangeResponse,
  BlocksResponse,
  type EventByPathResponse,
  FriendSearchResponse,
  FriendsResponse,
  PlanDetailResponse,
  PlanListResponse,
  blockMessages,
  friendMessages,
} from '@lineup/contracts';
import {
  createArea,
  createEvent,
  createFriendship,
  createPlan,
  createRsvp,
} from '@lineup/db/factories';
import {
  casualPlanMembers,
  friendships,
  memberBlocks,
  notifications,
  profiles,
} from '@lineup/db/schema';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, type Caller } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

// docs/product.md §13 "Blocking": the blocks API, and what a block hides everywhere else.

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(async () => {
  await t.close();
});

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

let counter = 0;
/** A member with a session and a username of our choosing (searchable). */
async function member(prefix = 'blk'): Promise<SignedUpMember & { username: string }> {
  const username = `${prefix}${++counter}z${process.pid}`;
  return { ...(await signUpMember(t, { name: username })), username };
}

const block = (by: SignedUpMember, whom: SignedUpMember | string) =>
  call('POST', '/api/blocks', {
    as: by,
    body: { userId: typeof whom === 'string' ? whom : whom.user.id },
  });
const unblock = (by: SignedUpMember, whom: SignedUpMember) =>
  call('DELETE', `/api/blocks/${whom.user.id}`, { as: by });
const blockedBy = async (who: SignedUpMember) => {
  const response = await call('GET', '/api/blocks', { as: who });
  expect(response.status).toBe(200);
  return BlocksResponse.parse(response.json).blocked;
};

const profileOf = (whom: SignedUpMember, as: Caller) =>
  call('GET', `/api/users/${whom.user.id}`, { as });
const sendRequest = (from: SignedUpMember, to: SignedUpMember) =>
  call('POST', '/api/friends/requests', { as: from, body: { userId: to.user.id } });
const searchIds = async (as: SignedUpMember, term: string) => {
  const response = await call('GET', `/api/friends/search?q=${term}`, { as });
  expect(response.status).toBe(200);
  return FriendSearchResponse.parse(response.json).members.map((found) => found.id);
};
const friendLists = async (who: SignedUpMember) => {
  const response = await call('GET', '/api/friends', { as: who });
  expect(response.status).toBe(200);
  return FriendsResponse.parse(response.json);
};
const friendshipRows = (a: SignedUpMember, b: SignedUpMember) =>
  t.database.db
    .select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.requesterId, a.user.id), eq(friendships.addresseeId, b.user.id)),
        and(eq(friendships.requesterId, b.user.id), eq(friendships.addresseeId, a.user.id)),
      ),
    );

const planIdsIn = async (area: { slug: string }, as: Caller) => {
  const response = await call('GET', `/api/plans?area=${area.slug}&limit=50`, { as });
  expect(response.status).toBe(200);
  return PlanListResponse.parse(response.json).plans.map((plan) => plan.id);
};
const getPlan = (planId: string, as: Caller) => call('GET', `/api/plans/${planId}`, { as });
const joinPlan = (planId: string, as: Caller) =>
  call('PUT', `/api/plans/${planId}/membership`, { as });
const membersOfPlan = async (planId: string) =>
  (
    await t.database.db
      .select({ userId: casualPlanMembers.userId, status: casualPlanMembers.status })
      .from(casualPlanMembers)
      .where(eq(casualPlanMembers.planId, planId))
  )
    .map((row) => `${row.userId}:${row.status}`)
    .sort();

describe('signing in is needed', () => {
  it('answers visitors with 401 on every blocks endpoint', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/blocks'],
      ['POST', '/api/blocks', { userId: 'someone' }],
      ['DELETE', '/api/blocks/someone'],
    ] as const) {
      const response = await call(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.json.error.code).toBe('unauthorized');
    }
  });
});

describe('POST, GET and DELETE /api/blocks', () => {
  it('blocks once (201, then 200), lists the member as profiles show them, and unblocks', async () => {
    const me = await member();
    const them = await member('noisy');
    await t.database.db
      .update(profiles)
      .set({ avatarUrl: ['', '/uploads/noisy.webp'] })
      .where(eq(profiles.id, them.user.id));

    const first = await block(me, them);
    expect(first.status).toBe(201);
    expect(BlockChangeResponse.parse(first.json)).toEqual({
      member: { id: them.user.id, username: them.username, avatarUrl: '/uploads/noisy.webp' },
      blocked: true,
    });
    const again = await block(me, them);
    expect(again.status).toBe(200);
    expect(again.json.blocked).toBe(true);
    expect(
      await t.database.db.select().from(memberBlocks).where(eq(memberBlocks.blockerId, me.user.id)),
    ).toHaveLength(1);

    const listed = await blockedBy(me);
    expect(listed).toEqual([
      {
        id: them.user.id,
        username: them.username,
        avatarUrl: '/uploads/noisy.webp',
        blockedAt: expect.any(String),
      },
    ]);
    // Only the blocker's list has it.
    expect(await blockedBy(them)).toEqual([]);
    // The blocked member cannot lift a block that is not theirs.
    expect((await unblock(them, me)).status).toBe(404);

    const lifted = await unblock(me, them);
    expect(lifted.status).toBe(200);
    expect(BlockChangeResponse.parse(lifted.json).blocked).toBe(false);
    expect(await blockedBy(me)).toEqual([]);
    const twice = await unblock(me, them);
    expect(twice.status).toBe(404);
    expect(twice.json.error.message).toBe(blockMessages.notBlocked);
  });

  it('refuses my own id, a missing id and an unknown member', async () => {
    const me = await member();
    const own = await block(me, me);
    expect(own.status).toBe(400);
    expect(own.json.error.message).toBe(blockMessages.notYourself);
    const missing = await call('POST', '/api/blocks', { as: me, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.error.code).toBe('validation_failed');
    const unknown = await block(me, NO_SUCH_ID);
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe(blockMessages.memberNotFound);
    expect(await blockedBy(me)).toEqual([]);
  });

  it('ends a friendship, and a pending request, for good', async () => {
    const me = await member();
    const friend = await member();
    const asker = await member();
    await createFriendship(t.database, {
      requesterId: friend.user.id,
      addresseeId: me.user.id,
      status: 'accepted',
    });
    await createFriendship(t.database, {
      requesterId: asker.user.id,
      addresseeId: me.user.id,
      status: 'pending',
    });

    expect((await block(me, friend)).status).toBe(201);
    expect((await block(me, asker)).status).toBe(201);
    expect(await friendshipRows(me, friend)).toEqual([]);
    expect(await friendshipRows(me, asker)).toEqual([]);
    expect(await friendLists(me)).toEqual({ friends: [], incoming: [], outgoing: [] });
    expect((await friendLists(friend)).friends).toEqual([]);
    expect((await friendLists(asker)).outgoing).toEqual([]);

    // Lifting the block does not bring the friendship back; a new request can be sent.
    expect((await unblock(me, friend)).status).toBe(200);
    expect(await friendshipRows(me, friend)).toEqual([]);
    expect((await sendRequest(friend, me)).status).toBe(201);
  });
});

describe('what a block hides', () => {
  it('profiles: 404 both ways, as for no member at all, until the block is lifted', async () => {
    const blocker = await member();
    const blocked = await member();
    const bystander = await member();
    expect((await profileOf(blocker, blocked)).status).toBe(200);

    await block(blocker, blocked);
    for (const [whom, as] of [
      [blocker, blocked],
      [blocked, blocker],
    ] as const) {
      const response = await profileOf(whom, as);
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe(
        (await call('GET', `/api/users/${NO_SUCH_ID}`, { as })).json.error.message,
      );
    }
    // Nobody else is affected, visitors included.
    expect((await profileOf(blocker, bystander)).status).toBe(200);
    expect((await profileOf(blocker, null)).status).toBe(200);
    expect((await profileOf(blocked, null)).status).toBe(200);

    await unblock(blocker, blocked);
    expect((await profileOf(blocker, blocked)).status).toBe(200);
    expect((await profileOf(blocked, blocker)).status).toBe(200);
  });

  it('friend requests: 404 for the blocked member, 409 for the blocker', async () => {
    const blocker = await member();
    const blocked = await member();
    await block(blocker, blocked);

    const fromBlocked = await sendRequest(blocked, blocker);
    expect(fromBlocked.status).toBe(404);
    expect(fromBlocked.json.error.message).toBe(friendMessages.memberNotFound);
    const fromBlocker = await sendRequest(blocker, blocked);
    expect(fromBlocker.status).toBe(409);
    expect(fromBlocker.json.error.message).toBe(blockMessages.unblockToRequest);
    expect(await friendshipRows(blocker, blocked)).toEqual([]);

    await unblock(blocker, blocked);
    expect((await sendRequest(blocked, blocker)).status).toBe(201);
  });

  it('member search: neither finds the other; others find both', async () => {
    const tag = `srch${process.pid}`;
    const blocker = await member(tag);
    const blocked = await member(tag);
    const bystander = await member();

    expect(await searchIds(blocked, tag)).toContain(blocker.user.id);
    await block(blocker, blocked);
    expect(await searchIds(blocked, tag)).not.toContain(blocker.user.id);
    expect(await searchIds(blocker, tag)).not.toContain(blocked.user.id);
    expect(await searchIds(bystander, tag)).toEqual(
      expect.arrayContaining([blocker.user.id, blocked.user.id]),
    );

    await unblock(blocker, blocked);
    expect(await searchIds(blocked, tag)).toContain(blocker.user.id);
  });

  it("plans: the blocker's plans are not listed, opened or joined by the blocked, and back the other way", async () => {
    const blocker = await member();
    const blocked = await member();
    const area = await createArea(t.database);
    await createFriendship(t.database, {
      requesterId: blocker.user.id,
      addresseeId: blocked.user.id,
      status: 'accepted',
    });
    const open = await createPlan(t.database, { areaId: area.id, creatorId: blocker.user.id });
    const friendsOnly = await createPlan(t.database, {
      areaId: area.id,
      creatorId: blocker.user.id,
      visibility: 'friends',
    });
    const theirs = await createPlan(t.database, { areaId: area.id, creatorId: blocked.user.id });
    expect(await planIdsIn(area, blocked)).toEqual(
      expect.arrayContaining([open.id, friendsOnly.id]),
    );

    await block(blocker, blocked);
    expect(await planIdsIn(area, blocked)).toEqual([theirs.id]);
    expect(await planIdsIn(area, blocker)).not.toContain(theirs.id);
    expect((await getPlan(open.id, blocked)).status).toBe(404);
    expect((await getPlan(friendsOnly.id, blocked)).status).toBe(404);
    expect((await getPlan(theirs.id, blocker)).status).toBe(404);
    const joined = await joinPlan(open.id, blocked);
    expect(joined.status).toBe(404);
    expect(await membersOfPlan(open.id)).toEqual([]);
    expect((await joinPlan(theirs.id, blocker)).status).toBe(404);
    // Visitors still see the open plans.
    expect(await planIdsIn(area, null)).toEqual(expect.arrayContaining([open.id, theirs.id]));

    // Unblocked, open plans come back; the friends-only one stays hidden: no longer friends.
    await unblock(blocker, blocked);
    expect((await getPlan(open.id, blocked)).status).toBe(200);
    expect((await getPlan(friendsOnly.id, blocked)).status).toBe(404);
    expect(await planIdsIn(area, blocked)).toEqual(expect.arrayContaining([open.id, theirs.id]));
    expect(await planIdsIn(area, blocked)).not.toContain(friendsOnly.id);
    expect((await joinPlan(open.id, blocked)).status).toBe(200);
  });

  it("plans: the two leave each other's coming plans, and a freed spot goes to the waitlist", async () => {
    const blocker = await member();
    const blocked = await member();
    const waiting = await member();
    const mine = await createPlan(t.database, { creatorId: blocker.user.id, spotsLimit: 1 });
    const theirs = await createPlan(t.database, { creatorId: blocked.user.id });
    expect((await joinPlan(mine.id, blocked)).status).toBe(200);
    expect((await call('PUT', `/api/plans/${mine.id}/waitlist`, { as: waiting })).status).toBe(200);
    expect((await joinPlan(theirs.id, blocker)).status).toBe(200);

    await block(blocker, blocked);
    expect(await membersOfPlan(mine.id)).toEqual([`${waiting.user.id}:joined`]);
    expect(await membersOfPlan(theirs.id)).toEqual([]);
  });

  it('plan member lists leave the other out; the count stays true', async () => {
    const host = await member();
    const blocker = await member();
    const blocked = await member();
    const plan = await createPlan(t.database, {
      creatorId: host.user.id,
      memberIds: [blocker.user.id, blocked.user.id],
    });
    await block(blocker, blocked);

    const seen = async (as: SignedUpMember) => {
      const response = await getPlan(plan.id, as);
      expect(response.status).toBe(200);
      const detail = PlanDetailResponse.parse(response.json).plan;
      expect(detail.memberCount).toBe(2);
      return detail.members?.map((m) => m.id).sort();
    };
    expect(await seen(blocked)).toEqual([blocked.user.id]);
    expect(await seen(blocker)).toEqual([blocker.user.id]);
    expect(await seen(host)).toEqual([blocker.user.id, blocked.user.id].sort());

    const list = await call('GET', `/api/plans/${plan.id}/members`, { as: blocked });
    expect(list.status).toBe(200);
    expect(list.json.memberCount).toBe(2);
    expect(list.json.members.map((m: { id: string }) => m.id)).toEqual([blocked.user.id]);
  });

  it("RSVPs: the blocker is not among who's going for the blocked member; counts stay true", async () => {
    const blocker = await member();
    const blocked = await member();
    const bystander = await member();
    const area = await createArea(t.database);
    const event = await createEvent(t.database, { areaId: area.id });
    await createRsvp(t.database, { eventId: event.id, userId: blocker.user.id, status: 'going' });
    await createRsvp(t.database, {
      eventId: event.id,
      userId: bystander.user.id,
      status: 'going',
    });
    const going = async (as: Caller) => {
      const response = await call(
        'GET',
        `/api/events/by-path/${event.countrySlug}/${event.citySlug}/${event.slug}`,
        { as },
      );
      expect(response.status).toBe(200);
      const body = response.json as EventByPathResponse;
      if (body.kind !== 'event') throw new Error('expected the event');
      expect(body.event.goingCount).toBe(2);
      return body.event.goingMembers.map((m) => m.id).sort();
    };
    const both = [blocker.user.id, bystander.user.id].sort();
    expect(await going(blocked)).toEqual(both);

    await block(blocker, blocked);
    expect(await going(blocked)).toEqual([bystander.user.id]);
    expect(await going(bystander)).toEqual(both);
    expect(await going(null)).toEqual(both);

    await unblock(blocker, blocked);
    expect(await going(blocked)).toEqual(both);
  });

  it("an organiser's waitlist leaves out a member blocked either way, keeping the others' places", async () => {
    const organiser = await member();
    const blocked = await member();
    const next = await member();
    const event = await createEvent(t.database, { creatorId: organiser.user.id, capacity: 1 });
    await createRsvp(t.database, { eventId: event.id, status: 'going' });
    await createRsvp(t.database, {
      eventId: event.id,
      userId: blocked.user.id,
      status: 'waitlisted',
      updatedAt: new Date(Date.now() - 60_000),
    });
    await createRsvp(t.database, { eventId: event.id, userId: next.user.id, status: 'waitlisted' });

    await block(blocked, organiser);
    const response = await call('GET', `/api/events/${event.id}/waitlist`, { as: organiser });
    expect(response.status).toBe(200);
    expect(
      response.json.waitlist.map((entry: { id: string; position: number }) => [
        entry.id,
        entry.position,
      ]),
    ).toEqual([[next.user.id, 2]]);
  });

  it('notifications: a notice naming the member is not sent to one who blocked them since', async () => {
    const host = await member();
    const blocked = await member();
    const welcome = await member();
    const plan = await createPlan(t.database, { creatorId: host.user.id });
    expect((await joinPlan(plan.id, blocked)).status).toBe(200);
    expect((await joinPlan(plan.id, welcome)).status).toBe(200);
    // The host blocks before the "joined your plan" notices go out.
    await block(host, blocked);
    await t.jobs.drain();

    const titles = (
      await t.database.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.userId, host.user.id), eq(notifications.kind, 'plan_member')))
    ).map((row) => row.title);
    expect(titles).toEqual([`${welcome.username} joined your plan ${plan.title}`]);
  });
});
