import {
  FRIEND_SEARCH_LIMIT,
  FriendSearchResponse,
  FriendsResponse,
  FriendshipChangeResponse,
  friendMessages,
  type PublicProfile,
} from '@lineup/contracts';
import { createFriendship, createUser } from '@lineup/db/factories';
import { friendships } from '@lineup/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originOf, signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api } from '../../testing/participation';
import { memberSearchQuery } from './friends.service';

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

let usernameCounter = 0;
/** A member with a session and a username of our choosing. */
async function member(prefix = 'rider'): Promise<SignedUpMember & { username: string }> {
  const username = `${prefix}${++usernameCounter}x${process.pid}`;
  const signedUp = await signUpMember(t, { name: username });
  return { ...signedUp, username };
}

const lists = async (who: SignedUpMember) => {
  const response = await call('GET', '/api/friends', { as: who });
  expect(response.status).toBe(200);
  return FriendsResponse.parse(response.json);
};

const send = (from: SignedUpMember, to: SignedUpMember | string) =>
  call('POST', '/api/friends/requests', {
    as: from,
    body: { userId: typeof to === 'string' ? to : to.user.id },
  });

const befriend = (a: SignedUpMember, b: SignedUpMember) =>
  createFriendship(t.database, {
    requesterId: a.user.id,
    addresseeId: b.user.id,
    status: 'accepted',
  });

describe('signing in is needed', () => {
  it('answers visitors with 401 on every friends endpoint', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/friends'],
      ['GET', '/api/friends/search?q=surf'],
      ['GET', '/api/friends/activity'],
      ['POST', '/api/friends/requests', { userId: 'someone' }],
      ['POST', `/api/friends/requests/${NO_SUCH_ID}/accept`],
      ['POST', `/api/friends/requests/${NO_SUCH_ID}/decline`],
      ['DELETE', `/api/friends/requests/${NO_SUCH_ID}`],
      ['DELETE', `/api/friends/${NO_SUCH_ID}`],
    ] as const) {
      const response = await call(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.json.error.code).toBe('unauthorized');
    }
  });
});

describe('GET /api/friends/search', () => {
  it('finds members by any part of their username, ignoring case, never me', async () => {
    const me = await member('kelp');
    const tag = `Qz${process.pid}`;
    const exact = await createUser(t.database, { username: `${tag}` });
    const starts = await createUser(t.database, { username: `${tag}_longboard` });
    const inside = await createUser(t.database, { username: `big_${tag.toUpperCase()}_wave` });
    await createUser(t.database, { username: `nothing_alike_${process.pid}` });

    const response = await call('GET', `/api/friends/search?q=${tag.toLowerCase()}`, { as: me });
    expect(response.status).toBe(200);
    const { members } = FriendSearchResponse.parse(response.json);
    // The exact name first, then names starting with the term, then the rest.
    expect(members.map((found) => found.id)).toEqual([exact.id, starts.id, inside.id]);
    expect(members[0]).toEqual({
      id: exact.id,
      username: tag,
      avatarUrl: null,
      relation: { state: 'none', friendshipId: null },
    });
    expect(response.text).not.toContain('@');

    const mine = FriendSearchResponse.parse(
      (await call('GET', `/api/friends/search?q=${me.username}`, { as: me })).json,
    );
    expect(mine.members).toEqual([]);
  });

  it('treats % and _ as the characters they are', async () => {
    const me = await member();
    await createUser(t.database, { username: `under_score${process.pid}` });
    await createUser(t.database, { username: `underXscore${process.pid}` });
    const { members } = FriendSearchResponse.parse(
      (await call('GET', `/api/friends/search?q=${encodeURIComponent('r_s')}`, { as: me })).json,
    );
    expect(members.map((found) => found.username)).toEqual([`under_score${process.pid}`]);
    const percent = await call('GET', `/api/friends/search?q=${encodeURIComponent('%%')}`, {
      as: me,
    });
    expect(percent.status).toBe(200);
    expect(percent.json.members).toEqual([]);
  });

  it('returns at most the limit', async () => {
    const me = await member();
    const tag = `lim${process.pid}`;
    for (let i = 0; i < FRIEND_SEARCH_LIMIT + 3; i++) {
      await createUser(t.database, { username: `${tag}_${i}` });
    }
    const { members } = FriendSearchResponse.parse(
      (await call('GET', `/api/friends/search?q=${tag}`, { as: me })).json,
    );
    expect(members).toHaveLength(FRIEND_SEARCH_LIMIT);
  });

  it('asks for at least 2 characters', async () => {
    const me = await member();
    for (const q of ['', 'a', '  b  ']) {
      const response = await call('GET', `/api/friends/search?q=${encodeURIComponent(q)}`, {
        as: me,
      });
      expect(response.status, q).toBe(400);
      expect(response.json.error.code).toBe('validation_failed');
      expect(response.json.error.details.issues[0].message).toBe(
        'Type at least 2 characters of a username.',
      );
    }
    expect((await call('GET', '/api/friends/search', { as: me })).status).toBe(400);
  });

  it('says how I relate to each member found', async () => {
    const me = await member('tide');
    const tag = `rel${process.pid}`;
    const stranger = await createUser(t.database, { username: `${tag}_a` });
    const asked = await createUser(t.database, { username: `${tag}_b` });
    const asker = await createUser(t.database, { username: `${tag}_c` });
    const friend = await createUser(t.database, { username: `${tag}_d` });
    const sent = await createFriendship(t.database, {
      requesterId: me.user.id,
      addresseeId: asked.id,
      status: 'pending',
    });
    const received = await createFriendship(t.database, {
      requesterId: asker.id,
      addresseeId: me.user.id,
      status: 'pending',
    });
    const friends = await createFriendship(t.database, {
      requesterId: friend.id,
      addresseeId: me.user.id,
      status: 'accepted',
    });
    // Someone else's friendship says nothing about me.
    await createFriendship(t.database, { requesterId: stranger.id, status: 'accepted' });

    const { members } = FriendSearchResponse.parse(
      (await call('GET', `/api/friends/search?q=${tag}_`, { as: me })).json,
    );
    expect(members.map((found) => [found.username, found.relation])).toEqual([
      [`${tag}_a`, { state: 'none', friendshipId: null }],
      [`${tag}_b`, { state: 'request_sent', friendshipId: sent.id }],
      [`${tag}_c`, { state: 'request_received', friendshipId: received.id }],
      [`${tag}_d`, { state: 'friends', friendshipId: friends.id }],
    ]);
  });

  it('is served by the trigram index on usernames', async () => {
    const me = await member();
    for (let i = 0; i < 40; i++)
      await createUser(t.database, { username: `plan${i}x${process.pid}` });
    await t.database.db.execute(sql`analyze profiles`);
    const plan = await t.database.db.transaction(async (tx) => {
      // A small table favours reading it whole (by heap or primary key); forbidding both shows
      // the trigram index can serve the query, as it does once there are many members.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const query = memberSearchQuery(tx, { viewerId: me.user.id, term: 'wave' }).getSQL();
      const result = await tx.execute<Record<string, string>>(sql`explain ${query}`);
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('profiles_username_trgm_idx');
  });
});

describe('friend requests', () => {
  it('sends a request that both members see, and refuses a duplicate with 409', async () => {
    const a = await member('ana');
    const b = await member('bo');
    const response = await send(a, b);
    expect(response.status).toBe(201);
    const sent = FriendshipChangeResponse.parse(response.json);
    expect(sent.member).toEqual({ id: b.user.id, username: b.username, avatarUrl: null });
    expect(sent.relation.state).toBe('request_sent');
    const friendshipId = sent.relation.friendshipId!;

    const mine = await lists(a);
    expect(mine.outgoing).toEqual([
      {
        friendshipId,
        member: { id: b.user.id, username: b.username, avatarUrl: null },
        sentAt: expect.any(String),
      },
    ]);
    expect(mine.incoming).toEqual([]);
    expect(mine.friends).toEqual([]);
    const theirs = await lists(b);
    expect(theirs.incoming.map((entry) => [entry.friendshipId, entry.member.id])).toEqual([
      [friendshipId, a.user.id],
    ]);
    expect(theirs.outgoing).toEqual([]);

    const again = await send(a, b);
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({
      code: 'conflict',
      message: friendMessages.alreadySent,
    });
    const rows = await t.database.db
      .select()
      .from(friendships)
      .where(eq(friendships.requesterId, a.user.id));
    expect(rows).toHaveLength(1);
  });

  it('accepts their request when the other member already asked me', async () => {
    const a = await member();
    const b = await member();
    const asked = FriendshipChangeResponse.parse((await send(a, b)).json);
    const reverse = await send(b, a);
    expect(reverse.status).toBe(200);
    expect(FriendshipChangeResponse.parse(reverse.json)).toEqual({
      member: { id: a.user.id, username: a.username, avatarUrl: null },
      relation: { state: 'friends', friendshipId: asked.relation.friendshipId },
    });
    expect((await lists(a)).friends.map((entry) => entry.member.id)).toEqual([b.user.id]);
    expect((await lists(b)).friends.map((entry) => entry.member.id)).toEqual([a.user.id]);

    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const once = await send(from, to);
      expect(once.status).toBe(409);
      expect(once.json.error.message).toBe(friendMessages.alreadyFriends);
    }
  });

  it('refuses a request to myself, to nobody and to an unknown member', async () => {
    const a = await member();
    const self = await send(a, a);
    expect(self.status).toBe(400);
    expect(self.json.error.message).toBe(friendMessages.notYourself);

    const unknown = await send(a, 'no-such-member');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe(friendMessages.memberNotFound);

    for (const body of [{}, { userId: '' }, { userId: 42 }, { userId: 'x'.repeat(101) }]) {
      const response = await call('POST', '/api/friends/requests', { as: a, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.code).toBe('validation_failed');
    }
    const broken = await t.app.request('/api/friends/requests', {
      method: 'POST',
      headers: { cookie: a.cookie, origin: originOf(t), 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(broken.status).toBe(400);
  });

  it('lets the addressee accept; the requester sees them as a friend', async () => {
    const a = await member('alba');
    const b = await member('bruno');
    const { relation } = FriendshipChangeResponse.parse((await send(a, b)).json);
    const accepted = await call('POST', `/api/friends/requests/${relation.friendshipId}/accept`, {
      as: b,
    });
    expect(accepted.status).toBe(200);
    expect(FriendshipChangeResponse.parse(accepted.json)).toEqual({
      member: { id: a.user.id, username: a.username, avatarUrl: null },
      relation: { state: 'friends', friendshipId: relation.friendshipId },
    });
    const aLists = await lists(a);
    expect(aLists.friends).toEqual([
      {
        friendshipId: relation.friendshipId,
        member: { id: b.user.id, username: b.username, avatarUrl: null },
        since: expect.any(String),
      },
    ]);
    expect(aLists.outgoing).toEqual([]);
    expect((await lists(b)).incoming).toEqual([]);

    // An accepted request cannot be accepted, declined or cancelled again.
    for (const [method, path, who] of [
      ['POST', `/api/friends/requests/${relation.friendshipId}/accept`, b],
      ['POST', `/api/friends/requests/${relation.friendshipId}/decline`, b],
      ['DELETE', `/api/friends/requests/${relation.friendshipId}`, a],
    ] as const) {
      const response = await call(method, path, { as: who });
      expect(response.status, `${method} ${path}`).toBe(409);
      expect(response.json.error.message).toBe(friendMessages.alreadyAccepted);
    }
  });

  it('declining deletes the request, so it can be sent again', async () => {
    const a = await member();
    const b = await member();
    const { relation } = FriendshipChangeResponse.parse((await send(a, b)).json);
    const declined = await call('POST', `/api/friends/requests/${relation.friendshipId}/decline`, {
      as: b,
    });
    expect(declined.status).toBe(200);
    expect(declined.json.relation).toEqual({ state: 'none', friendshipId: null });
    expect(
      await t.database.db
        .select()
        .from(friendships)
        .where(eq(friendships.id, relation.friendshipId!)),
    ).toEqual([]);
    expect((await lists(a)).outgoing).toEqual([]);
    expect((await lists(b)).incoming).toEqual([]);
    expect((await send(a, b)).status).toBe(201);
  });

  it('cancelling takes my request back', async () => {
    const a = await member();
    const b = await member();
    const { relation } = FriendshipChangeResponse.parse((await send(a, b)).json);
    const cancelled = await call('DELETE', `/api/friends/requests/${relation.friendshipId}`, {
      as: a,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.relation).toEqual({ state: 'none', friendshipId: null });
    expect((await lists(b)).incoming).toEqual([]);
    // Nothing left to answer.
    const late = await call('POST', `/api/friends/requests/${relation.friendshipId}/accept`, {
      as: b,
    });
    expect(late.status).toBe(404);
    expect(late.json.error.message).toBe(friendMessages.requestNotFound);
  });

  it('either friend may unfriend; a pending request is not a friendship', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const ab = await befriend(a, b);
    const ac = await befriend(c, a);

    expect((await call('DELETE', `/api/friends/${ab.id}`, { as: a })).status).toBe(200);
    const byAddressee = await call('DELETE', `/api/friends/${ac.id}`, { as: a });
    expect(byAddressee.status).toBe(200);
    expect(FriendshipChangeResponse.parse(byAddressee.json)).toEqual({
      member: { id: c.user.id, username: c.username, avatarUrl: null },
      relation: { state: 'none', friendshipId: null },
    });
    expect((await lists(a)).friends).toEqual([]);
    expect((await lists(b)).friends).toEqual([]);
    expect((await lists(c)).friends).toEqual([]);

    const { relation } = FriendshipChangeResponse.parse((await send(a, b)).json);
    const pending = await call('DELETE', `/api/friends/${relation.friendshipId}`, { as: a });
    expect(pending.status).toBe(409);
    expect(pending.json.error.message).toBe(friendMessages.notFriendsYet);
  });
});

describe('authorization of each change', () => {
  type Case = {
    name: string;
    method: 'POST' | 'DELETE';
    path: (id: string) => string;
    status: 'pending' | 'accepted';
    /** Who may: the requester (a) or the addressee (b); the other party gets 403, or 2xx too. */
    allowed: 'requester' | 'addressee' | 'either';
    forbiddenMessage?: string;
  };
  const cases: Case[] = [
    {
      name: 'accept',
      method: 'POST',
      path: (id) => `/api/friends/requests/${id}/accept`,
      status: 'pending',
      allowed: 'addressee',
      forbiddenMessage: friendMessages.onlyAddresseeAccepts,
    },
    {
      name: 'decline',
      method: 'POST',
      path: (id) => `/api/friends/requests/${id}/decline`,
      status: 'pending',
      allowed: 'addressee',
      forbiddenMessage: friendMessages.onlyAddresseeDeclines,
    },
    {
      name: 'cancel',
      method: 'DELETE',
      path: (id) => `/api/friends/requests/${id}`,
      status: 'pending',
      allowed: 'requester',
      forbiddenMessage: friendMessages.onlyRequesterCancels,
    },
    {
      name: 'unfriend',
      method: 'DELETE',
      path: (id) => `/api/friends/${id}`,
      status: 'accepted',
      allowed: 'either',
    },
  ];

  for (const testCase of cases) {
    it(`${testCase.name}: visitor 401, another member 404, wrong party 403, right party 200, bad id 400`, async () => {
      const requester = await member();
      const addressee = await member();
      const outsider = await member();
      const row = await createFriendship(t.database, {
        requesterId: requester.user.id,
        addresseeId: addressee.user.id,
        status: testCase.status,
      });
      const path = testCase.path(row.id);

      expect((await call(testCase.method, path)).status).toBe(401);

      const foreign = await call(testCase.method, path, { as: outsider });
      expect(foreign.status).toBe(404);
      expect(foreign.json.error.code).toBe('not_found');

      const malformed = await call(testCase.method, testCase.path('not-a-uuid'), { as: requester });
      expect(malformed.status).toBe(400);
      expect(malformed.json.error.details.issues[0].message).toBe(
        'That is not a valid friend request id.',
      );
      expect(
        (await call(testCase.method, testCase.path(NO_SUCH_ID), { as: addressee })).status,
      ).toBe(404);

      if (testCase.allowed !== 'either') {
        const wrong = testCase.allowed === 'addressee' ? requester : addressee;
        const refused = await call(testCase.method, path, { as: wrong });
        expect(refused.status).toBe(403);
        expect(refused.json.error).toMatchObject({
          code: 'forbidden',
          message: testCase.forbiddenMessage,
        });
      }
      // The row is untouched by all of the above.
      const [untouched] = await t.database.db
        .select()
        .from(friendships)
        .where(eq(friendships.id, row.id));
      expect(untouched?.status).toBe(testCase.status);

      const right = testCase.allowed === 'requester' ? requester : addressee;
      const done = await call(testCase.method, path, { as: right });
      expect(done.status).toBe(200);
      FriendshipChangeResponse.parse(done.json);
    });
  }
});

describe('the relation on a public profile', () => {
  it('tells a signed-in viewer how they relate to the member', async () => {
    const a = await member();
    const b = await member();
    const relationOf = async (viewer: SignedUpMember | null, of: SignedUpMember) => {
      const response = await call('GET', `/api/users/${of.user.id}`, { as: viewer });
      expect(response.status).toBe(200);
      return (response.json as { profile: PublicProfile }).profile.friendship;
    };
    expect(await relationOf(null, b)).toBeNull();
    expect(await relationOf(a, a)).toBeNull();
    expect(await relationOf(a, b)).toEqual({ state: 'none', friendshipId: null });

    const { relation } = FriendshipChangeResponse.parse((await send(a, b)).json);
    expect(await relationOf(a, b)).toEqual({
      state: 'request_sent',
      friendshipId: relation.friendshipId,
    });
    expect(await relationOf(b, a)).toEqual({
      state: 'request_received',
      friendshipId: relation.friendshipId,
    });
    await call('POST', `/api/friends/requests/${relation.friendshipId}/accept`, { as: b });
    expect(await relationOf(a, b)).toEqual({
      state: 'friends',
      friendshipId: relation.friendshipId,
    });
  });
});
