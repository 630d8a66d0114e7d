import {
  MyRsvpsResponse,
  PlanDetailResponse,
  PlanListResponse,
  PlanMembersResponse,
  type CreatePlanRequest,
  type PlanDetail,
} from '@lineup/contracts';
import { createArea, createFriendship, createPlan, createUser } from '@lineup/db/factories';
import { casualPlanMembers, casualPlans, notifications } from '@lineup/db/schema';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api, localIn, signUpAdmin, type Caller } from '../../testing/participation';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let call: ReturnType<typeof api>;
let creator: SignedUpMember;
let other: SignedUpMember;
let admin: SignedUpMember;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  [creator, other, admin] = [await signUpMember(t), await signUpMember(t), await signUpAdmin(t)];
});
afterAll(async () => {
  await t.close();
});

function planInput(
  area: { slug: string },
  overrides: Partial<CreatePlanRequest> = {},
): CreatePlanRequest {
  return {
    title: 'Sunset session at the point',
    description: 'Paddle out around seven, beers on the wall after.',
    vibe: 'Mellow',
    location: 'Car park above the reef',
    area: area.slug,
    startLocal: localIn(5, '18:30'),
    spotsLimit: null,
    visibility: 'everyone',
    ...overrides,
  };
}

/** Makes a plan through the API, as `as`. */
async function planBy(
  as: SignedUpMember,
  overrides: Partial<CreatePlanRequest> = {},
  area?: { slug: string },
): Promise<PlanDetail> {
  const response = await call('POST', '/api/plans', {
    as,
    body: planInput(area ?? (await createArea(t.database)), overrides),
  });
  if (response.status !== 201)
    throw new Error(`create failed: ${response.status} ${response.text}`);
  return PlanDetailResponse.parse(response.json).plan;
}

const join = (planId: string, as: Caller) => call('PUT', `/api/plans/${planId}/membership`, { as });
const leave = (planId: string, as: Caller) =>
  call('DELETE', `/api/plans/${planId}/membership`, { as });
const getPlan = (planId: string, as: Caller) => call('GET', `/api/plans/${planId}`, { as });

const memberRows = async (planId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(casualPlanMembers)
      .where(eq(casualPlanMembers.planId, planId))
  )[0]!.n;

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
      memberIds: [joiner.id, stranger.id, member.user.id],
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
      memberCount: 3,
      visibility: 'everyone',
      area: { name: 'Plan Coast', slug: area.slug },
      timeZone: 'Europe/Lisbon',
      creator: { id: friend.id, username: 'planfriend', avatarUrl: '/a.webp' },
      joinedByViewer: false,
      isCreator: false,
      canEdit: false,
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
    expect(
      signedIn.plans.map(({ joinedByViewer, isCreator, canEdit }) => ({
        joinedByViewer,
        isCreator,
        canEdit,
      })),
    ).toEqual([
      { joinedByViewer: true, isCreator: false, canEdit: false },
      { joinedByViewer: false, isCreator: false, canEdit: false },
      { joinedByViewer: false, isCreator: false, canEdit: false },
      { joinedByViewer: false, isCreator: true, canEdit: true },
    ]);

    // `mine`: only what the member created or joined.
    const mine = await call('GET', `/api/plans?area=${area.slug}&mine=true&limit=10`, {
      as: member,
    });
    expect(PlanListResponse.parse(mine.json).plans.map((plan) => plan.title)).toEqual([
      'Open soon',
      'My own',
    ]);

    const limited = PlanListResponse.parse(
      await (await t.app.request('/api/plans?limit=1')).json(),
    );
    expect(limited.plans).toHaveLength(1);
  });

  it('answers bad filters with 4xx: mine for visitors, unknown areas, bad limits', async () => {
    const mine = await call('GET', '/api/plans?mine=true', { as: null });
    expect(mine.status).toBe(401);
    expect(mine.json.error.message).toBe('Log in to see your own plans.');
    expect((await call('GET', '/api/plans?mine=maybe', { as: creator })).status).toBe(400);
    expect((await call('GET', '/api/plans?area=nowhere-area')).status).toBe(404);
    expect((await call('GET', '/api/plans?limit=0')).status).toBe(400);
    expect((await call('GET', '/api/plans?limit=51')).status).toBe(400);
  });
});

describe('POST /api/plans', () => {
  it('asks visitors to sign in', async () => {
    const area = await createArea(t.database);
    const response = await call('POST', '/api/plans', { as: null, body: planInput(area) });
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('unauthorized');
    const [saved] = await t.database.db
      .select({ n: count() })
      .from(casualPlans)
      .where(eq(casualPlans.areaId, area.id));
    expect(saved!.n).toBe(0);
  });

  it('makes the plan, reading the start as wall-clock time in the area’s zone', async () => {
    const area = await createArea(t.database, { name: 'Galle Coast', timeZone: 'Asia/Colombo' });
    const startLocal = localIn(6, '17:45');
    const response = await call('POST', '/api/plans', {
      as: creator,
      body: planInput(area, {
        title: '  Sunset at the fort  ',
        vibe: '',
        startLocal,
        spotsLimit: 4,
        visibility: 'friends',
      }),
    });
    expect(response.status).toBe(201);
    const { plan } = PlanDetailResponse.parse(response.json);
    expect(plan).toMatchObject({
      title: 'Sunset at the fort',
      vibe: null,
      location: 'Car park above the reef',
      area: { name: 'Galle Coast', slug: area.slug },
      timeZone: 'Asia/Colombo',
      startLocal,
      startsAt: `${startLocal}:00+05:30`,
      spotsLimit: 4,
      spotsLeft: 4,
      visibility: 'friends',
      memberCount: 0,
      members: [],
      started: false,
      isCreator: true,
      canEdit: true,
      joinedByViewer: false,
      creator: { id: creator.user.id },
    });
    const [row] = await t.database.db.select().from(casualPlans).where(eq(casualPlans.id, plan.id));
    // Colombo is UTC+05:30 all year.
    expect(row!.startsAt.toISOString()).toBe(
      new Date(Date.parse(`${startLocal}:00Z`) - 5.5 * 3_600_000).toISOString(),
    );
    expect(row!.creatorId).toBe(creator.user.id);
  });

  it.each([
    ['title', { title: 'ab' }, 'Give the plan a title of at least 3 characters.'],
    ['title', { title: 'x'.repeat(121) }, 'Keep the title under 120 characters.'],
    [
      'description',
      { description: 'x'.repeat(2001) },
      'Keep the description under 2,000 characters.',
    ],
    ['vibe', { vibe: 'x'.repeat(61) }, 'Keep the vibe under 60 characters.'],
    ['location', { location: '  ' }, 'Say where to meet.'],
    ['startLocal', { startLocal: 'tomorrow' }, 'Use a date and time such as 2026-07-04T18:30.'],
    [
      'startLocal',
      { startLocal: '2030-02-30T10:00' },
      'Use a date and time such as 2026-07-04T18:30.',
    ],
    ['spotsLimit', { spotsLimit: 0 }, 'Give at least 1 spot, or leave it empty for no limit.'],
    ['spotsLimit', { spotsLimit: 501 }, 'Give at most 500 spots.'],
    ['spotsLimit', { spotsLimit: 2.5 }, 'Give the number of spots as a whole number.'],
    ['visibility', { visibility: 'secret' }, 'Choose who can see the plan: everyone or friends.'],
  ] as [string, Record<string, unknown>, string][])(
    'refuses a bad %s with its message on the field',
    async (path, overrides, message) => {
      const area = await createArea(t.database);
      const response = await call('POST', '/api/plans', {
        as: creator,
        body: { ...planInput(area), ...overrides },
      });
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('validation_failed');
      expect(response.json.error.details.issues).toContainEqual({ path, message });
    },
  );

  it('refuses unknown and inactive areas, past and non-existent start times', async () => {
    const inactive = await createArea(t.database, { name: 'Closed Coast', active: false });
    const area = await createArea(t.database);
    const issuesOf = async (body: Record<string, unknown>) => {
      const response = await call('POST', '/api/plans', { as: creator, body });
      expect(response.status).toBe(400);
      return response.json.error.details.issues as { path: string; message: string }[];
    };
    expect(await issuesOf({ ...planInput(area), area: 'atlantis-area' })).toEqual([
      { path: 'area', message: 'Choose one of the areas.' },
    ]);
    expect(await issuesOf(planInput(inactive))).toEqual([
      { path: 'area', message: 'Closed Coast is not taking new plans.' },
    ]);
    expect(await issuesOf(planInput(area, { startLocal: localIn(-1, '10:00') }))).toEqual([
      { path: 'startLocal', message: 'This time has already passed. Choose a time in the future.' },
    ]);
    // Lisbon's clocks jump from 01:00 to 02:00 on the last Sunday of March.
    expect(await issuesOf(planInput(area, { startLocal: '2030-03-31T01:30' }))).toEqual([
      {
        path: 'startLocal',
        message:
          '31 Mar 2030, 01:30 does not exist in Europe/Lisbon: the clocks go forward an hour then. Pick another time.',
      },
    ]);
    const missing = await issuesOf({ title: 'Dawn patrol', area: area.slug });
    expect(missing.map((issue) => issue.path).sort()).toEqual(['location', 'startLocal']);
  });
});

describe('GET /api/plans/:planId', () => {
  it('shows a plan to everyone, and who joined only to its creator, its members and admins', async () => {
    const plan = await planBy(creator, { spotsLimit: 3 });
    const joiner = await signUpMember(t);
    expect((await join(plan.id, joiner)).status).toBe(200);

    const asVisitor = PlanDetailResponse.parse((await getPlan(plan.id, null)).json).plan;
    expect(asVisitor).toMatchObject({ memberCount: 1, spotsLeft: 2, members: null });
    const asOther = PlanDetailResponse.parse((await getPlan(plan.id, other)).json).plan;
    expect(asOther).toMatchObject({ memberCount: 1, members: null, joinedByViewer: false });

    for (const viewer of [creator, joiner, admin]) {
      const seen = PlanDetailResponse.parse((await getPlan(plan.id, viewer)).json).plan;
      expect(seen.members).toEqual([
        expect.objectContaining({ id: joiner.user.id, username: expect.any(String) }),
      ]);
    }
    expect(PlanDetailResponse.parse((await getPlan(plan.id, joiner)).json).plan).toMatchObject({
      joinedByViewer: true,
      isCreator: false,
      canEdit: false,
    });
    expect(PlanDetailResponse.parse((await getPlan(plan.id, admin)).json).plan.canEdit).toBe(true);
  });

  it('keeps friends-only plans to the creator and accepted friends', async () => {
    const plan = await planBy(creator, { visibility: 'friends' });
    const friend = await signUpMember(t);
    const pending = await signUpMember(t);
    await createFriendship(t.database, {
      requesterId: friend.user.id,
      addresseeId: creator.user.id,
    });
    await createFriendship(t.database, {
      requesterId: creator.user.id,
      addresseeId: pending.user.id,
      status: 'pending',
    });

    expect((await getPlan(plan.id, creator)).status).toBe(200);
    expect((await getPlan(plan.id, friend)).status).toBe(200);
    for (const viewer of [null, other, pending]) {
      const response = await getPlan(plan.id, viewer);
      expect(response.status).toBe(404);
      expect(response.json.error.message).toBe(
        'This plan does not exist or is no longer available.',
      );
      // Nor can they join or see its members.
      if (viewer) expect((await join(plan.id, viewer)).status).toBe(404);
    }
    const listed = async (viewer: SignedUpMember | null) =>
      PlanListResponse.parse((await call('GET', '/api/plans?limit=50', { as: viewer })).json)
        .plans.map((item) => item.id)
        .includes(plan.id);
    expect(await listed(friend)).toBe(true);
    expect(await listed(other)).toBe(false);
    expect(await listed(null)).toBe(false);
  });

  it('answers each reader of a plan’s page as they may see it (visitor, friend, stranger, blocked, creator)', async () => {
    const host = await signUpMember(t);
    const [friend, stranger, blocked] = [
      await signUpMember(t),
      await signUpMember(t),
      await signUpMember(t),
    ];
    await createFriendship(t.database, { requesterId: host.user.id, addresseeId: friend.user.id });
    await createFriendship(t.database, {
      requesterId: blocked.user.id,
      addresseeId: host.user.id,
    });
    expect(
      (await call('POST', '/api/blocks', { as: host, body: { userId: blocked.user.id } })).status,
    ).toBe(201);
    const open = await planBy(host);
    const friendsOnly = await planBy(host, { visibility: 'friends' });

    const statuses = async (planId: string) => ({
      visitor: (await getPlan(planId, null)).status,
      friend: (await getPlan(planId, friend)).status,
      stranger: (await getPlan(planId, stranger)).status,
      blocked: (await getPlan(planId, blocked)).status,
      creator: (await getPlan(planId, host)).status,
    });
    expect(await statuses(open.id)).toEqual({
      visitor: 200,
      friend: 200,
      stranger: 200,
      blocked: 404,
      creator: 200,
    });
    // Blocking ended the friendship: the blocked member is a stranger to a friends-only plan too.
    expect(await statuses(friendsOnly.id)).toEqual({
      visitor: 404,
      friend: 200,
      stranger: 404,
      blocked: 404,
      creator: 200,
    });
    // Each answer is the reader's own: the creator may edit, the friend sees who joined once in.
    expect((await getPlan(friendsOnly.id, host)).json.plan).toMatchObject({
      isCreator: true,
      canEdit: true,
    });
    expect((await getPlan(friendsOnly.id, friend)).json.plan).toMatchObject({
      isCreator: false,
      canEdit: false,
      visibility: 'friends',
    });
  });

  it("lets an admin read by id every plan they may edit, while their list stays a member's", async () => {
    const plan = await planBy(creator, { visibility: 'friends' });
    const read = await getPlan(plan.id, admin);
    expect(read.status).toBe(200);
    expect(PlanDetailResponse.parse(read.json).plan).toMatchObject({ id: plan.id, canEdit: true });
    expect((await call('GET', `/api/plans/${plan.id}/members`, { as: admin })).status).toBe(200);
    // Reading and changing agree: what the admin may open, they may edit.
    const edited = await call('PATCH', `/api/plans/${plan.id}`, {
      as: admin,
      body: { title: 'Moderated title' },
    });
    expect(edited.status).toBe(200);
    expect((await getPlan(plan.id, admin)).json.plan.title).toBe('Moderated title');

    const listed = PlanListResponse.parse(
      (await call('GET', '/api/plans?limit=50', { as: admin })).json,
    ).plans.map((item) => item.id);
    expect(listed).not.toContain(plan.id);
  });

  it('answers malformed ids 400 and unknown ones 404; a started plan stays reachable by link', async () => {
    expect((await getPlan('not-a-plan', null)).status).toBe(400);
    expect((await getPlan('not-a-plan', null)).json.error.details.issues[0].message).toBe(
      'That is not a valid plan id.',
    );
    expect((await getPlan(UNKNOWN_ID, null)).status).toBe(404);

    const area = await createArea(t.database);
    const started = await createPlan(t.database, {
      areaId: area.id,
      creatorId: creator.user.id,
      startsAt: inDays(-0.05),
    });
    const response = await getPlan(started.id, null);
    expect(response.status).toBe(200);
    expect(response.json.plan.started).toBe(true);
  });
});

describe('PATCH and DELETE /api/plans/:planId', () => {
  it('lets only the creator or an admin change a plan (authorization matrix)', async () => {
    const plan = await planBy(creator);
    const patch = (id: string, as: Caller, title: string) =>
      call('PATCH', `/api/plans/${id}`, { as, body: { title } });

    expect((await patch(plan.id, null, 'Visitor edit')).status).toBe(401);
    const byOther = await patch(plan.id, other, 'Other edit');
    expect(byOther.status).toBe(403);
    expect(byOther.json.error.message).toBe('You can only change plans you created.');
    const byCreator = await patch(plan.id, creator, 'Creator edit');
    expect(byCreator.status).toBe(200);
    expect(byCreator.json.plan.title).toBe('Creator edit');
    const byAdmin = await patch(plan.id, admin, 'Admin edit');
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.plan.title).toBe('Admin edit');
    expect((await patch('not-a-plan', creator, 'Nope')).status).toBe(400);
    expect((await patch(UNKNOWN_ID, creator, 'Nope')).status).toBe(404);
    expect((await patch(plan.id, creator, 'ab')).status).toBe(400);

    // A friends-only plan is not even known to members who may not see it.
    const hidden = await planBy(creator, { visibility: 'friends' });
    expect((await patch(hidden.id, other, 'Other edit')).status).toBe(404);

    const [row] = await t.database.db.select().from(casualPlans).where(eq(casualPlans.id, plan.id));
    expect(row!.title).toBe('Admin edit');
  });

  it('lets only the creator or an admin delete a plan (authorization matrix)', async () => {
    const del = (id: string, as: Caller) => call('DELETE', `/api/plans/${id}`, { as });
    const plan = await planBy(creator);
    await join(plan.id, other);

    expect((await del(plan.id, null)).status).toBe(401);
    expect((await del(plan.id, other)).status).toBe(403);
    expect((await del('not-a-plan', creator)).status).toBe(400);
    expect((await del(UNKNOWN_ID, creator)).status).toBe(404);
    const deleted = await del(plan.id, creator);
    expect(deleted.status).toBe(204);
    expect((await getPlan(plan.id, creator)).status).toBe(404);
    expect(await memberRows(plan.id)).toBe(0);
    expect((await del(plan.id, creator)).status).toBe(404);

    const another = await planBy(creator);
    expect((await del(another.id, admin)).status).toBe(204);
    expect((await getPlan(another.id, null)).status).toBe(404);
  });

  it('keeps the wall-clock start on an area change and checks start, area and spots', async () => {
    const lisbon = await createArea(t.database);
    const colombo = await createArea(t.database, { timeZone: 'Asia/Colombo' });
    const closed = await createArea(t.database, { name: 'Shut Coast', active: false });
    const startLocal = localIn(8, '07:15');
    const plan = await planBy(creator, { startLocal, spotsLimit: 3 }, lisbon);
    await join(plan.id, other);
    await join(plan.id, admin);

    const moved = await call('PATCH', `/api/plans/${plan.id}`, {
      as: creator,
      body: { area: colombo.slug },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.plan).toMatchObject({
      startLocal,
      startsAt: `${startLocal}:00+05:30`,
      area: { slug: colombo.slug },
    });

    const issuesOf = async (body: Record<string, unknown>) => {
      const response = await call('PATCH', `/api/plans/${plan.id}`, { as: creator, body });
      expect(response.status).toBe(400);
      return response.json.error.details.issues;
    };
    expect(await issuesOf({ startLocal: localIn(-2, '07:15') })).toEqual([
      { path: 'startLocal', message: 'This time has already passed. Choose a time in the future.' },
    ]);
    expect(await issuesOf({ area: closed.slug })).toEqual([
      { path: 'area', message: 'Shut Coast is not taking new plans.' },
    ]);
    expect(await issuesOf({ spotsLimit: 1 })).toEqual([
      {
        path: 'spotsLimit',
        message: '2 people have already joined, so the limit cannot be lower than 2.',
      },
    ]);

    const opened = await call('PATCH', `/api/plans/${plan.id}`, {
      as: creator,
      body: { spotsLimit: null, visibility: 'friends', vibe: 'Lively' },
    });
    expect(opened.json.plan).toMatchObject({
      spotsLimit: null,
      spotsLeft: null,
      visibility: 'friends',
      vibe: 'Lively',
      title: plan.title,
    });

    // A plan that already started can be corrected, as long as it is not moved.
    const started = await createPlan(t.database, {
      areaId: lisbon.id,
      creatorId: creator.user.id,
      startsAt: inDays(-0.05),
    });
    const fixed = await call('PATCH', `/api/plans/${started.id}`, {
      as: creator,
      body: { location: 'The north end of the beach' },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.json.plan.location).toBe('The north end of the beach');
  });
});

describe('joining and leaving', () => {
  it('answers join and leave for visitors, bad ids, unknown plans (authorization matrix)', async () => {
    const plan = await planBy(creator);
    for (const send of [join, leave]) {
      const visitor = await send(plan.id, null);
      expect(visitor.status).toBe(401);
      expect(visitor.json.error.code).toBe('unauthorized');
      expect((await send('not-a-plan', other)).status).toBe(400);
      expect((await send(UNKNOWN_ID, other)).status).toBe(404);
    }
    // The creator is not a member of their own plan.
    const own = await join(plan.id, creator);
    expect(own.status).toBe(409);
    expect(own.json.error).toEqual({
      code: 'conflict',
      message: 'You made this plan, so you are already in.',
      details: { reason: 'own_plan' },
    });
    expect((await leave(plan.id, creator)).json.error.details).toEqual({ reason: 'own_plan' });
    // Any other member, admins included, may join.
    expect((await join(plan.id, other)).status).toBe(200);
    expect((await join(plan.id, admin)).status).toBe(200);
    expect(await memberRows(plan.id)).toBe(2);
  });

  it('joins and leaves, counting each member once, and shows it in their lists', async () => {
    const plan = await planBy(creator, { spotsLimit: 2 });
    const joined = await join(plan.id, other);
    expect(joined.status).toBe(200);
    expect(PlanDetailResponse.parse(joined.json).plan).toMatchObject({
      joinedByViewer: true,
      memberCount: 1,
      spotsLeft: 1,
      members: [expect.objectContaining({ id: other.user.id })],
    });
    // Joining again changes nothing.
    expect((await join(plan.id, other)).json.plan.memberCount).toBe(1);
    expect(await memberRows(plan.id)).toBe(1);

    const mine = MyRsvpsResponse.parse((await call('GET', '/api/me/rsvps', { as: other })).json);
    expect(mine.plans).toContainEqual(expect.objectContaining({ id: plan.id, joined: true }));
    const listed = PlanListResponse.parse(
      (await call('GET', '/api/plans?mine=true&limit=50', { as: other })).json,
    );
    expect(listed.plans.find((item) => item.id === plan.id)?.joinedByViewer).toBe(true);

    const left = await leave(plan.id, other);
    expect(left.status).toBe(200);
    expect(left.json.plan).toMatchObject({
      joinedByViewer: false,
      memberCount: 0,
      spotsLeft: 2,
      members: null,
    });
    // Leaving again changes nothing.
    expect((await leave(plan.id, other)).status).toBe(200);
    const after = MyRsvpsResponse.parse((await call('GET', '/api/me/rsvps', { as: other })).json);
    expect(after.plans.map((item) => item.id)).not.toContain(plan.id);
  });

  it('refuses joining a full plan with a clear message; a freed spot can be taken', async () => {
    const plan = await planBy(creator, { spotsLimit: 1 });
    const third = await signUpMember(t);
    expect((await join(plan.id, other)).status).toBe(200);
    const full = await join(plan.id, third);
    expect(full.status).toBe(409);
    expect(full.json.error).toEqual({
      code: 'conflict',
      message: 'This plan is full. Join the waitlist to get the next spot that opens.',
      details: { reason: 'plan_full' },
    });
    // Someone already in may confirm again while full.
    expect((await join(plan.id, other)).status).toBe(200);
    await leave(plan.id, other);
    expect((await join(plan.id, third)).status).toBe(200);
  });

  it('refuses joining or leaving a plan that has started', async () => {
    const area = await createArea(t.database);
    const started = await createPlan(t.database, {
      areaId: area.id,
      creatorId: creator.user.id,
      startsAt: inDays(-0.05),
      memberIds: [admin.user.id],
    });
    const joining = await join(started.id, other);
    expect(joining.status).toBe(409);
    expect(joining.json.error).toMatchObject({
      message: 'This plan has already started, so it can no longer be joined.',
      details: { reason: 'plan_started' },
    });
    const leaving = await leave(started.id, admin);
    expect(leaving.status).toBe(409);
    expect(leaving.json.error.message).toBe(
      'This plan has already started, so you can no longer leave it.',
    );
    expect(await memberRows(started.id)).toBe(1);
  });

  it('never lets parallel joins pass the spots limit', async () => {
    const plan = await planBy(creator, { spotsLimit: 5 });
    const members: SignedUpMember[] = [];
    for (let i = 0; i < 20; i++) members.push(await signUpMember(t));

    const responses = await Promise.all(members.map((member) => join(plan.id, member)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await memberRows(plan.id)).toBe(5);
    expect((await getPlan(plan.id, null)).json.plan).toMatchObject({
      memberCount: 5,
      spotsLeft: 0,
    });
  });
});

describe('the waitlist of a full plan', () => {
  const wait = (planId: string, as: Caller) => call('PUT', `/api/plans/${planId}/waitlist`, { as });
  const noticesOf = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt));

  it('shows places, gives a freed spot to the first in line and tells who should know', async () => {
    const host = await signUpMember(t);
    const plan = await planBy(host, { spotsLimit: 1 });
    const [first, second, third] = [
      await signUpMember(t),
      await signUpMember(t),
      await signUpMember(t),
    ];
    expect((await join(plan.id, first)).status).toBe(200);
    await t.jobs.drain();
    expect((await wait(plan.id, second)).json.plan).toMatchObject({
      memberCount: 1,
      joinedByViewer: false,
      myWaitlistPosition: 1,
      waitlistCount: 1,
      waitlist: null,
    });
    expect((await wait(plan.id, third)).json.plan.myWaitlistPosition).toBe(2);
    // The creator sees who waits, in order.
    const asHost = PlanDetailResponse.parse((await getPlan(plan.id, host)).json).plan;
    expect(asHost.waitlist!.map((member) => member.id)).toEqual([second.user.id, third.user.id]);

    const left = await leave(plan.id, first);
    expect(left.json.plan).toMatchObject({ memberCount: 1, waitlistCount: 1 });
    await t.jobs.drain();
    expect((await getPlan(plan.id, second)).json.plan).toMatchObject({
      joinedByViewer: true,
      myWaitlistPosition: null,
    });
    expect((await getPlan(plan.id, third)).json.plan.myWaitlistPosition).toBe(1);

    await t.jobs.drain();
    expect((await noticesOf(second.user.id)).map((notice) => notice.title)).toEqual([
      "A spot opened: you're in Sunset session at the point",
    ]);
    // The first member's join, unread when they left, became their leaving; the second's join.
    const toHost = (await noticesOf(host.user.id)).map((notice) => notice.title);
    expect(toHost).toHaveLength(2);
    expect(
      toHost.filter((title) => title.endsWith(' joined your plan Sunset session at the point')),
    ).toHaveLength(1);
    expect(
      toHost.filter((title) => title.endsWith(' left your plan Sunset session at the point')),
    ).toHaveLength(1);
    expect((await noticesOf(host.user.id))[0]!.link).toBe(`/casual-plans/${plan.id}`);

    // A raised limit lets the next one in.
    await call('PATCH', `/api/plans/${plan.id}`, { as: host, body: { spotsLimit: 2 } });
    expect((await getPlan(plan.id, third)).json.plan.joinedByViewer).toBe(true);
  });

  it('never lets parallel joins pass the limit: the rest wait in order', async () => {
    const plan = await planBy(creator, { spotsLimit: 5 });
    const members: SignedUpMember[] = [];
    for (let i = 0; i < 20; i++) members.push(await signUpMember(t));
    const responses = await Promise.all(members.map((member) => wait(plan.id, member)));
    const plans = responses.map((response) => PlanDetailResponse.parse(response.json).plan);
    expect(plans.filter((item) => item.joinedByViewer)).toHaveLength(5);
    expect(
      plans
        .map((item) => item.myWaitlistPosition)
        .filter((place) => place !== null)
        .sort((a, b) => a! - b!),
    ).toEqual(Array.from({ length: 15 }, (_, n) => n + 1));

    const joined = members.filter((_, n) => plans[n]!.joinedByViewer);
    await Promise.all(joined.slice(0, 3).map((member) => leave(plan.id, member)));
    expect((await getPlan(plan.id, null)).json.plan).toMatchObject({
      memberCount: 5,
      spotsLeft: 0,
      waitlistCount: 12,
    });
  });

  it('tells joined and waiting members when the plan moves or is called off, not others', async () => {
    const host = await signUpMember(t);
    const plan = await planBy(host, { spotsLimit: 1 });
    const [member, waiting, stranger] = [
      await signUpMember(t),
      await signUpMember(t),
      await signUpMember(t),
    ];
    await join(plan.id, member);
    await wait(plan.id, waiting);
    await call('PATCH', `/api/plans/${plan.id}`, {
      as: host,
      body: { startLocal: localIn(5, '19:00'), location: 'The harbour wall' },
    });
    await t.jobs.drain();
    await call('DELETE', `/api/plans/${plan.id}`, { as: host });
    await t.jobs.drain();
    for (const who of [member, waiting]) {
      expect(await noticesOf(who.user.id)).toMatchObject([
        {
          kind: 'plan_changed',
          title: 'Sunset session at the point has a new time and place',
          body: 'Now 19:00 instead of 18:30, at The harbour wall.',
        },
        { kind: 'plan_changed', title: 'Sunset session at the point was called off' },
      ]);
    }
    expect(await noticesOf(stranger.user.id)).toEqual([]);
    expect((await noticesOf(host.user.id)).map((notice) => notice.kind)).toEqual(['plan_member']);
  });
});

describe('GET /api/plans/:planId/members', () => {
  it('lists who joined for the creator, members and admins only', async () => {
    const plan = await planBy(creator);
    const joiner = await signUpMember(t);
    await join(plan.id, joiner);
    const members = (as: Caller) => call('GET', `/api/plans/${plan.id}/members`, { as });

    expect((await members(null)).status).toBe(401);
    const byOther = await members(other);
    expect(byOther.status).toBe(403);
    expect(byOther.json.error.message).toBe(
      'Only the plan’s creator and the members who joined see who is going.',
    );
    for (const viewer of [creator, joiner, admin]) {
      const response = await members(viewer);
      expect(response.status).toBe(200);
      expect(PlanMembersResponse.parse(response.json)).toEqual({
        memberCount: 1,
        members: [
          {
            id: joiner.user.id,
            username: expect.any(String),
            avatarUrl: null,
            joinedAt: expect.any(String),
          },
        ],
      });
    }
    expect((await call('GET', `/api/plans/${UNKNOWN_ID}/members`, { as: creator })).status).toBe(
      404,
    );
  });
});
