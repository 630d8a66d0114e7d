import {
  FriendActivityResponse,
  FriendshipChangeResponse,
  type PublicProfile,
} from '@lineup/contracts';
import {
  createArea,
  createEvent,
  createFriendship,
  createPlan,
  createRsvp,
} from '@lineup/db/factories';
import { profiles } from '@lineup/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

let usernameCounter = 0;
/** A member with a session and a username of our choosing. */
async function member(prefix = 'rider'): Promise<SignedUpMember & { username: string }> {
  const username = `${prefix}${++usernameCounter}x${process.pid}`;
  const signedUp = await signUpMember(t, { name: username });
  return { ...signedUp, username };
}

const send = (from: SignedUpMember, to: SignedUpMember) =>
  call('POST', '/api/friends/requests', { as: from, body: { userId: to.user.id } });

const activity = async (who: SignedUpMember) => {
  const response = await call('GET', '/api/friends/activity', { as: who });
  expect(response.status).toBe(200);
  return FriendActivityResponse.parse(response.json).items;
};

const setVisibility = (who: SignedUpMember, rsvpVisibility: 'everyone' | 'friends' | 'nobody') =>
  t.database.db.update(profiles).set({ rsvpVisibility }).where(eq(profiles.id, who.user.id));

const befriend = (a: SignedUpMember, b: SignedUpMember) =>
  createFriendship(t.database, {
    requesterId: a.user.id,
    addresseeId: b.user.id,
    status: 'accepted',
  });

describe('GET /api/friends/activity', () => {
  it("lists friends' upcoming events and plans soonest first, as their privacy allows", async () => {
    const me = await member('me');
    const open = await member('open'); // shares RSVPs with everyone
    const close = await member('close'); // with friends
    const shy = await member('shy'); // with nobody
    const stranger = await member('stranger');
    const asked = await member('asked'); // a pending request only
    await befriend(me, open);
    await befriend(close, me);
    await befriend(me, shy);
    await createFriendship(t.database, {
      requesterId: me.user.id,
      addresseeId: asked.user.id,
      status: 'pending',
    });
    await setVisibility(close, 'friends');
    await setVisibility(shy, 'nobody');

    const area = await createArea(t.database);
    const at = (
      hours: number,
      title: string,
      status: 'published' | 'draft' | 'cancelled' = 'published',
    ) =>
      createEvent(t.database, {
        areaId: area.id,
        title,
        status,
        startDate: hoursFromNow(hours),
        endDate: hoursFromNow(hours + 2),
      });
    const party = await at(30, 'Full moon party');
    const session = await at(5, 'Dawn session');
    const ongoing = await at(-1, 'Ongoing jam');
    const past = await at(-10, 'Yesterday');
    const draft = await at(40, 'Still a draft', 'draft');
    const cancelled = await at(50, 'Called off', 'cancelled');
    const shyOnly = await at(60, 'Shy only');
    const strangerOnly = await at(70, 'Stranger only');

    for (const [event, who, status] of [
      [party, open, 'interested'],
      [party, close, 'going'],
      [party, shy, 'going'],
      [party, stranger, 'going'],
      [session, close, 'going'],
      [ongoing, open, 'going'],
      [past, open, 'going'],
      [draft, open, 'going'],
      [cancelled, open, 'going'],
      [shyOnly, shy, 'going'],
      [strangerOnly, stranger, 'going'],
      [strangerOnly, asked, 'going'],
    ] as const) {
      await createRsvp(t.database, { eventId: event.id, userId: who.user.id, status });
    }

    const ownPlan = await createPlan(t.database, {
      areaId: area.id,
      creatorId: open.user.id,
      startsAt: hoursFromNow(20),
      title: 'Open’s picnic',
    });
    const friendsOnly = await createPlan(t.database, {
      areaId: area.id,
      creatorId: close.user.id,
      startsAt: hoursFromNow(10),
      visibility: 'friends',
      title: 'Close’s secret spot',
      memberIds: [open.user.id, stranger.user.id],
    });
    // A friend joined a friends-only plan of someone I am not friends with: not mine to see.
    await createPlan(t.database, {
      areaId: area.id,
      creatorId: stranger.user.id,
      startsAt: hoursFromNow(12),
      visibility: 'friends',
      title: 'Stranger’s crew',
      memberIds: [open.user.id],
    });
    const joinedOpen = await createPlan(t.database, {
      areaId: area.id,
      creatorId: stranger.user.id,
      startsAt: hoursFromNow(3),
      title: 'Open session',
      memberIds: [close.user.id],
    });
    // Only a friend who hides where they go joined; a plan that started is over for lists.
    await createPlan(t.database, {
      areaId: area.id,
      creatorId: stranger.user.id,
      startsAt: hoursFromNow(8),
      memberIds: [shy.user.id],
    });
    await createPlan(t.database, {
      areaId: area.id,
      creatorId: open.user.id,
      startsAt: hoursFromNow(-1),
    });

    const items = await activity(me);
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ['event', 'Ongoing jam'],
      ['plan', 'Open session'],
      ['event', 'Dawn session'],
      ['plan', 'Close’s secret spot'],
      ['plan', 'Open’s picnic'],
      ['event', 'Full moon party'],
    ]);
    const byTitle = Object.fromEntries(items.map((item) => [item.title, item]));
    expect(byTitle['Full moon party']).toMatchObject({
      kind: 'event',
      id: party.id,
      path: `/${party.countrySlug}/${party.citySlug}/events/${party.slug}`,
      timeZone: area.timeZone,
      areaName: area.name,
    });
    expect(
      byTitle['Full moon party']!.friends.map((friend) => [
        friend.username,
        'rsvpStatus' in friend ? friend.rsvpStatus : null,
      ]),
    ).toEqual([
      [close.username, 'going'],
      [open.username, 'interested'],
    ]);
    expect(byTitle['Close’s secret spot']).toMatchObject({
      kind: 'plan',
      id: friendsOnly.id,
      path: `/casual-plans/${friendsOnly.id}`,
      visibility: 'friends',
    });
    expect(
      byTitle['Close’s secret spot']!.friends.map((friend) => [
        friend.username,
        'role' in friend ? friend.role : null,
      ]),
    ).toEqual([
      [close.username, 'created'],
      [open.username, 'joined'],
    ]);
    expect(byTitle['Open’s picnic']!.id).toBe(ownPlan.id);
    expect(byTitle['Open session']!.id).toBe(joinedOpen.id);
    expect(byTitle['Open session']!.friends.map((friend) => friend.id)).toEqual([close.user.id]);
    expect(JSON.stringify(items)).not.toContain(stranger.username);

    // Someone without friends sees nothing.
    expect(await activity(stranger)).toEqual([]);
  });

  it("unfriending hides the other's friends-only RSVPs and plans again", async () => {
    const a = await member('alpha');
    const b = await member('beta');
    await setVisibility(b, 'friends');
    const area = await createArea(t.database);
    const event = await createEvent(t.database, {
      areaId: area.id,
      title: 'Reef clean-up',
      startDate: hoursFromNow(30),
      endDate: hoursFromNow(32),
    });
    await createRsvp(t.database, { eventId: event.id, userId: b.user.id, status: 'going' });
    const plan = await createPlan(t.database, {
      areaId: area.id,
      creatorId: b.user.id,
      visibility: 'friends',
      title: 'Beta’s backyard session',
      startsAt: hoursFromNow(10),
    });

    const { relation } = FriendshipChangeResponse.parse((await send(a, b)).json);
    // A pending request is not enough.
    expect(await activity(a)).toEqual([]);
    await call('POST', `/api/friends/requests/${relation.friendshipId}/accept`, { as: b });
    expect((await activity(a)).map((item) => item.id)).toEqual([plan.id, event.id]);
    const profileOfB = async () =>
      ((await call('GET', `/api/users/${b.user.id}`, { as: a })).json as { profile: PublicProfile })
        .profile;
    expect((await profileOfB()).going?.map((going) => going.id)).toEqual([event.id]);

    expect((await call('DELETE', `/api/friends/${relation.friendshipId}`, { as: b })).status).toBe(
      200,
    );
    expect(await activity(a)).toEqual([]);
    expect((await profileOfB()).going).toBeNull();
  });
});
