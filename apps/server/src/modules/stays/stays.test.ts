import {
  AreaTownsResponse,
  MemberStaysResponse,
  MyStayResponse,
  MyStaysResponse,
  STAYS_MAX_UPCOMING,
  stayDates,
  stayMessages,
  StaysAroundResponse,
  type StayInput,
} from '@lineup/contracts';
import { createCity, createFriendship, createPlan } from '@lineup/db/factories';
import { memberBlocks, notifications, stays, type VenueAreaRow } from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listMemberStays, staysAround } from './stays.service';

let t: TestApp;
let call: ReturnType<typeof api>;
let peniche: VenueAreaRow;
let ericeira: VenueAreaRow;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  peniche = await testArea(t, { name: 'Peniche', timeZone: 'Europe/Lisbon' });
  ericeira = await testArea(t, { name: 'Ericeira', timeZone: 'Europe/Lisbon' });
});
afterAll(async () => {
  await t.close();
});

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** The calendar day `days` from today (UTC; the areas here are a zone away at most). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const member = () => signUpMember(t);

const befriend = (a: SignedUpMember, b: SignedUpMember) =>
  createFriendship(t.database, { requesterId: a.user.id, addresseeId: b.user.id });

const block = (blocker: SignedUpMember, blocked: SignedUpMember) =>
  t.database.db
    .insert(memberBlocks)
    .values({ blockerId: blocker.user.id, blockedId: blocked.user.id });

async function addStay(who: SignedUpMember, input: Partial<StayInput> = {}) {
  const response = await call('POST', '/api/stays', {
    as: who,
    body: {
      area: peniche.slug,
      arrivesOn: day(10),
      leavesOn: day(17),
      visibility: 'friends',
      ...input,
    },
  });
  expect(response.status, response.text).toBe(201);
  return MyStayResponse.parse(response.json).stay;
}

async function staysOf(owner: SignedUpMember, viewer: SignedUpMember | null) {
  const response = await call('GET', `/api/users/${owner.user.id}/stays`, { as: viewer });
  expect(response.status).toBe(200);
  return MemberStaysResponse.parse(response.json).stays;
}

async function around(viewer: SignedUpMember, area?: string) {
  const response = await call(
    'GET',
    `/api/stays/around${area ? `?area=${encodeURIComponent(area)}` : ''}`,
    { as: viewer },
  );
  expect(response.status).toBe(200);
  return StaysAroundResponse.parse(response.json);
}

const friendNotices = (who: SignedUpMember) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'friend_nearby')));

describe('my stays', () => {
  it('are for members only', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/stays'],
      ['GET', '/api/stays/around'],
      ['POST', '/api/stays', { area: 'x', arrivesOn: day(1), leavesOn: day(2) }],
      ['PUT', `/api/stays/${NO_SUCH_ID}`, { area: 'x', arrivesOn: day(1), leavesOn: day(2) }],
      ['DELETE', `/api/stays/${NO_SUCH_ID}`],
    ] as const) {
      const response = await call(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('are added, listed soonest first, changed and removed by their owner only', async () => {
    const ana = await member();
    const town = await createCity(t.database, { areaId: peniche.id, name: 'Baleal' });
    const later = await addStay(ana, { arrivesOn: day(40), leavesOn: day(45) });
    const sooner = await addStay(ana, {
      cityId: town.id,
      note: '  longboarder, looking for dawn-patrol buddies ',
      visibility: 'everyone',
    });
    expect(sooner).toMatchObject({
      area: { id: peniche.id, name: 'Peniche', slug: peniche.slug, timeZone: 'Europe/Lisbon' },
      city: { id: town.id, name: 'Baleal' },
      arrivesOn: day(10),
      leavesOn: day(17),
      note: 'longboarder, looking for dawn-patrol buddies',
      visibility: 'everyone',
    });

    const listed = await call('GET', '/api/stays', { as: ana });
    expect(MyStaysResponse.parse(listed.json).stays.map((stay) => stay.id)).toEqual([
      sooner.id,
      later.id,
    ]);

    const changed = await call('PUT', `/api/stays/${later.id}`, {
      as: ana,
      body: { area: ericeira.id, arrivesOn: day(50), leavesOn: day(50), visibility: 'nobody' },
    });
    expect(changed.status).toBe(200);
    expect(MyStayResponse.parse(changed.json).stay).toMatchObject({
      area: { slug: ericeira.slug },
      city: null,
      arrivesOn: day(50),
      leavesOn: day(50),
      note: '',
      visibility: 'nobody',
    });

    // Someone else's stay is answered as if there were none.
    const other = await member();
    const body = { area: peniche.slug, arrivesOn: day(1), leavesOn: day(2) };
    expect((await call('PUT', `/api/stays/${later.id}`, { as: other, body })).status).toBe(404);
    expect((await call('DELETE', `/api/stays/${later.id}`, { as: other })).status).toBe(404);

    expect((await call('DELETE', `/api/stays/${later.id}`, { as: ana })).status).toBe(204);
    const after = await call('GET', '/api/stays', { as: ana });
    expect(MyStaysResponse.parse(after.json).stays.map((stay) => stay.id)).toEqual([sooner.id]);
  });

  it('may name one of the area’s approved towns, which the area lists', async () => {
    const bay = await testArea(t, { name: 'Town bay' });
    await createCity(t.database, { areaId: bay.id, name: 'Ferrel' });
    await createCity(t.database, { areaId: bay.id, name: 'Atouguia' });
    await createCity(t.database, { areaId: bay.id, name: 'Pending town', status: 'pending' });
    const response = await call('GET', `/api/areas/${bay.slug}/towns`);
    expect(response.status).toBe(200);
    expect(AreaTownsResponse.parse(response.json).towns.map((town) => town.name)).toEqual([
      'Atouguia',
      'Ferrel',
      'Town bay',
    ]);
    expect((await call('GET', '/api/areas/no-such-area/towns')).status).toBe(404);
  });

  it('refuse dates and places that do not make a stay, saving nothing', async () => {
    const ana = await member();
    const elsewhere = await createCity(t.database, { areaId: ericeira.id, name: 'Ribamar' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ leavesOn: day(5), arrivesOn: day(6) }, 'leavesOn', stayMessages.leavesBeforeArriving],
      [{ arrivesOn: day(1), leavesOn: day(400) }, 'leavesOn', stayMessages.tooLong],
      [{ arrivesOn: day(-9), leavesOn: day(-2) }, 'leavesOn', stayMessages.over],
      [{ arrivesOn: day(800), leavesOn: day(801) }, 'arrivesOn', stayMessages.tooFarAhead],
      [{ arrivesOn: '2027-02-30' }, 'arrivesOn', stayMessages.arrivesOn],
      [{ area: 'no-such-area' }, 'area', stayMessages.area],
      [{ cityId: elsewhere.id }, 'cityId', stayMessages.city],
      [{ note: 'x'.repeat(141) }, 'note', stayMessages.note],
      [{ visibility: 'public' }, 'visibility', ''],
    ];
    for (const [fields, path, message] of cases) {
      const response = await call('POST', '/api/stays', {
        as: ana,
        body: { area: peniche.slug, arrivesOn: day(3), leavesOn: day(6), ...fields },
      });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const issue = response.json.error.details.issues.find(
        (candidate: { path: string }) => candidate.path === path,
      );
      expect(issue, JSON.stringify(fields)).toBeDefined();
      if (message) expect(issue.message).toBe(message);
    }
    const listed = await call('GET', '/api/stays', { as: ana });
    expect(MyStaysResponse.parse(listed.json).stays).toEqual([]);
  });

  it(`keep at most ${STAYS_MAX_UPCOMING} that have not ended`, async () => {
    const ana = await member();
    await t.database.db.insert(stays).values(
      Array.from({ length: STAYS_MAX_UPCOMING }, (_, index) => ({
        userId: ana.user.id,
        areaId: peniche.id,
        arrivesOn: day(index + 1),
        leavesOn: day(index + 1),
      })),
    );
    const response = await call('POST', '/api/stays', {
      as: ana,
      body: { area: peniche.slug, arrivesOn: day(60), leavesOn: day(61) },
    });
    expect(response.status).toBe(409);
    expect(response.json.error.message).toBe(stayMessages.tooMany);
  });
});

describe('who sees a stay', () => {
  it('follows its owner’s choice: friends, everyone or nobody; never a visitor or a blocked member', async () => {
    const owner = await member();
    const friend = await member();
    const stranger = await member();
    const blockedFriend = await member();
    await befriend(owner, friend);
    await befriend(owner, blockedFriend);
    const forFriends = await addStay(owner, { visibility: 'friends' });
    const forEveryone = await addStay(owner, {
      visibility: 'everyone',
      arrivesOn: day(20),
      leavesOn: day(22),
    });
    await addStay(owner, { visibility: 'nobody', arrivesOn: day(30), leavesOn: day(31) });
    await block(owner, blockedFriend);
    const ids = async (viewer: SignedUpMember | null) =>
      (await staysOf(owner, viewer)).map((stay) => stay.id);

    expect(await ids(friend)).toEqual([forFriends.id, forEveryone.id]);
    expect(await ids(stranger)).toEqual([forEveryone.id]);
    expect(await ids(null)).toEqual([]);
    expect(await ids(blockedFriend)).toEqual([]);
    // A block hides both ways: the one who blocked does not see the other's stays either.
    const theirs = await addStay(blockedFriend, { visibility: 'everyone' });
    expect((await staysOf(blockedFriend, owner)).map((stay) => stay.id)).not.toContain(theirs.id);
    // The owner sees all of their own.
    expect(await ids(owner)).toHaveLength(3);
    // What others see names the member and the place, never more than the area and town.
    const [seen] = await staysOf(owner, stranger);
    expect(Object.keys(seen!).sort()).toEqual(
      ['area', 'arrivesOn', 'city', 'id', 'leavesOn', 'member', 'note'].sort(),
    );
  });

  it('is over once its last day has passed in the area’s own time zone', async () => {
    const owner = await member();
    const colombo = await testArea(t, { name: 'Colombo', timeZone: 'Asia/Colombo' });
    const lisbon = await testArea(t, { name: 'Lisbon', timeZone: 'Europe/Lisbon' });
    await t.database.db.insert(stays).values([
      {
        userId: owner.user.id,
        areaId: colombo.id,
        arrivesOn: '2027-06-01',
        leavesOn: '2027-06-05',
      },
      { userId: owner.user.id, areaId: lisbon.id, arrivesOn: '2027-06-01', leavesOn: '2027-06-05' },
    ]);
    const areasAt = async (instant: string) =>
      (
        await listMemberStays({
          db: t.database.db,
          viewerId: owner.user.id,
          memberId: owner.user.id,
          now: new Date(instant),
        })
      )
        .map((stay) => stay.area.name)
        .sort();
    // 20:00 UTC on 5 June: 01:30 on the 6th in Colombo, 21:00 on the 5th in Lisbon.
    expect(await areasAt('2027-06-05T18:00:00Z')).toEqual(['Colombo', 'Lisbon']);
    expect(await areasAt('2027-06-05T20:00:00Z')).toEqual(['Lisbon']);
    expect(await areasAt('2027-06-05T23:30:00Z')).toEqual([]);
  });
});

describe("while you're in an area", () => {
  it('shows the friends and the others around on those days, and the plans of those days', async () => {
    const coast = await testArea(t, { name: 'Around coast', timeZone: 'Europe/Lisbon' });
    const addStayHere = (who: SignedUpMember, input: Partial<StayInput> = {}) =>
      addStay(who, { area: coast.slug, ...input });
    const me = await member();
    const friend = await member();
    const farFriend = await member();
    const open = await member();
    const quiet = await member();
    const hidden = await member();
    const blocker = await member();
    await befriend(me, friend);
    await befriend(me, farFriend);
    const mine = await addStayHere(me, { arrivesOn: day(10), leavesOn: day(17) });
    // Arriving on the day I leave still counts: both are there that day.
    await addStayHere(friend, { arrivesOn: day(17), leavesOn: day(25) });
    await addStayHere(farFriend, { arrivesOn: day(18), leavesOn: day(25) });
    await addStayHere(farFriend, { area: ericeira.slug, arrivesOn: day(10), leavesOn: day(17) });
    await addStayHere(open, {
      visibility: 'everyone',
      note: 'dawn patrol anyone?',
      arrivesOn: day(5),
      leavesOn: day(10),
    });
    await addStayHere(quiet, { visibility: 'friends' });
    await addStayHere(hidden, { visibility: 'nobody' });
    await addStayHere(blocker, { visibility: 'everyone' });
    await block(blocker, me);
    await call('POST', '/api/friends/requests', { as: open, body: { userId: me.user.id } });

    const atNine = (days: number) => {
      const date = new Date(`${day(days)}T09:00:00Z`);
      return date;
    };
    const planInStay = await createPlan(t.database, {
      areaId: coast.id,
      creatorId: open.user.id,
      startsAt: atNine(12),
      title: 'Dawn patrol at Supertubos',
    });
    await createPlan(t.database, {
      areaId: coast.id,
      creatorId: open.user.id,
      startsAt: atNine(30),
      title: 'Later',
    });
    await createPlan(t.database, {
      areaId: coast.id,
      creatorId: quiet.user.id,
      startsAt: atNine(12),
      title: 'Friends only',
      visibility: 'friends',
    });

    const answer = await around(me);
    expect(answer.stay?.id).toBe(mine.id);
    expect(answer.friends.map((stay) => stay.member.id)).toEqual([friend.user.id]);
    expect(answer.others).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ id: open.user.id }),
        note: 'dawn patrol anyone?',
        relation: expect.objectContaining({ state: 'request_received' }),
      }),
    ]);
    expect(answer.plans.map((plan) => plan.id)).toEqual([planInStay.id]);

    // The area page asks about the stay there; without one there is nothing to show.
    expect((await around(me, ericeira.slug)).stay).toBeNull();
    expect((await around(farFriend, ericeira.slug)).stay?.area.slug).toBe(ericeira.slug);
  });

  it('ends with the stay', async () => {
    const me = await member();
    await t.database.db
      .insert(stays)
      .values({ userId: me.user.id, areaId: peniche.id, arrivesOn: day(-9), leavesOn: day(-2) });
    const answer = await staysAround({
      db: t.database.db,
      viewer: { id: me.user.id, role: 'user' },
    });
    expect(answer).toEqual({ stay: null, friends: [], others: [], plans: [] });
  });
});

describe('a friend arriving', () => {
  it('is told to the friends already there, once, and only when they may see the stay', async () => {
    const bay = await testArea(t, { name: 'Arrival bay', timeZone: 'Europe/Lisbon' });
    const me = await member();
    const friend = await member();
    const stranger = await member();
    await befriend(me, friend);
    await addStay(me, { area: bay.slug, arrivesOn: day(10), leavesOn: day(17) });
    await addStay(stranger, { area: bay.slug, arrivesOn: day(10), leavesOn: day(17) });

    await addStay(friend, {
      area: bay.slug,
      visibility: 'nobody',
      arrivesOn: day(12),
      leavesOn: day(14),
    });
    await addStay(friend, { area: ericeira.slug, arrivesOn: day(12), leavesOn: day(14) });
    const arriving = await addStay(friend, {
      area: bay.slug,
      arrivesOn: day(15),
      leavesOn: day(20),
      note: 'bring the longboard',
    });
    await t.jobs.drain();
    const told = await friendNotices(me);
    expect(told).toHaveLength(1);
    const [profile] = await t.database.db.query.profiles.findMany({
      where: (row, { eq: equals }) => equals(row.id, friend.user.id),
    });
    expect(told[0]).toMatchObject({
      title: `${profile!.username} is in Arrival bay ${stayDates(day(15), day(20))}`,
      body: 'bring the longboard',
      link: `/user/${friend.user.id}`,
    });
    expect(await friendNotices(stranger)).toHaveLength(0);

    // Moving a stay I was already told about within the same days tells me nothing new.
    await call('PUT', `/api/stays/${arriving.id}`, {
      as: friend,
      body: { area: bay.slug, arrivesOn: day(16), leavesOn: day(21) },
    });
    await t.jobs.drain();
    expect(await friendNotices(me)).toHaveLength(1);

    // Removing the stay and adding it again within the day tells nobody twice.
    await call('DELETE', `/api/stays/${arriving.id}`, { as: friend });
    await addStay(friend, { area: bay.slug, arrivesOn: day(15), leavesOn: day(20) });
    await t.jobs.drain();
    expect(await friendNotices(me)).toHaveLength(1);
  });
});

describe('stay dates', () => {
  it('are written as people write them', () => {
    expect(stayDates('2027-06-03', '2027-06-10')).toBe('3–10 June');
    expect(stayDates('2027-06-28', '2027-07-03')).toBe('28 June – 3 July');
    expect(stayDates('2026-12-28', '2027-01-03')).toBe('28 December 2026 – 3 January 2027');
    expect(stayDates('2027-06-03', '2027-06-03')).toBe('3 June');
  });
});
