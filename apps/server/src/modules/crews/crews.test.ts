import { CREWS_OWNED_MAX, CrewResponse, crewMessages, MyCrewsResponse } from '@lineup/contracts';
import { createEvent, createPlan } from '@lineup/db/factories';
import { crews, memberBlocks, notifications, type VenueAreaRow } from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signUpMember,
  usernameOf as usernameOfMember,
  type SignedUpMember,
} from '../../testing/members';
import { api, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { announceCrewEvent } from './crews.service';

let t: TestApp;
let call: ReturnType<typeof api>;
let area: VenueAreaRow;
let handles = 0;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  area = await testArea(t, { name: 'Baleal' });
});
afterAll(async () => {
  await t.close();
});

const member = () => signUpMember(t);
const usernameOf = (who: SignedUpMember) => usernameOfMember(t.database, who);

async function makeCrew(owner: SignedUpMember, input: Record<string, unknown> = {}) {
  handles += 1;
  const response = await call('POST', '/api/crews', {
    as: owner,
    body: {
      handle: `baleal-surf-camp-${handles}`,
      name: 'Baleal Surf Camp',
      description: 'Lessons every morning on the sandbar.',
      area: area.slug,
      links: ['https://example.com/baleal'],
      ...input,
    },
  });
  expect(response.status, response.text).toBe(201);
  return CrewResponse.parse(response.json).crew;
}

async function inviteAndAccept(
  owner: SignedUpMember,
  handle: string,
  role: 'owner' | 'host' | 'checkin',
) {
  const who = await member();
  const invited = await call('POST', `/api/crews/${handle}/members`, {
    as: owner,
    body: { username: await usernameOf(who), role },
  });
  expect(invited.status, invited.text).toBe(201);
  const accepted = await call('POST', `/api/crews/${handle}/invitation`, { as: who });
  expect(accepted.json).toEqual({ role });
  return who;
}

describe('crews', () => {
  it('a member makes a crew with a handle and is its owner; its page lists its events and plans', async () => {
    const owner = await member();
    const crew = await makeCrew(owner);
    expect(crew).toMatchObject({
      name: 'Baleal Surf Camp',
      path: `/crew/${crew.handle}`,
      area: { slug: area.slug },
      links: ['https://example.com/baleal'],
      followerCount: 0,
      viewer: { following: false, role: 'owner', invitedAs: null },
    });
    expect(crew.members).toEqual([
      expect.objectContaining({ id: owner.user.id, role: 'owner', status: 'accepted' }),
    ]);

    const upcoming = await createEvent(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      crewId: crew.id,
    });
    const past = await createEvent(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      crewId: crew.id,
      startDate: new Date(Date.now() - 3 * 86_400_000),
      endDate: new Date(Date.now() - 3 * 86_400_000 + 3_600_000),
    });
    await createEvent(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      crewId: crew.id,
      status: 'draft',
    });
    const plan = await createPlan(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      crewId: crew.id,
    });

    const page = await call('GET', `/api/crews/${crew.handle.toUpperCase()}`);
    expect(page.status).toBe(200);
    const body = CrewResponse.parse(page.json).crew;
    expect(body.upcomingEvents.map((event) => event.id)).toEqual([upcoming.id]);
    expect(body.pastEvents.map((event) => event.id)).toEqual([past.id]);
    expect(body.plans.map((p) => p.id)).toEqual([plan.id]);
    expect(body.viewer).toEqual({ following: false, role: null, invitedAs: null });
  });

  it('refuses a taken handle, a bad handle, an unknown area and a foreign image', async () => {
    const owner = await member();
    const crew = await makeCrew(owner);
    const taken = await call('POST', '/api/crews', {
      as: owner,
      body: { handle: crew.handle, name: 'Another', area: area.slug },
    });
    expect(taken.status).toBe(400);
    expect(taken.json.error.details.issues).toEqual([
      { path: 'handle', message: crewMessages.handleTaken },
    ]);
    for (const handle of ['ab', '-surf', 'surf camp', 'a'.repeat(41)]) {
      const bad = await call('POST', '/api/crews', {
        as: owner,
        body: { handle, name: 'Another', area: area.slug },
      });
      expect(bad.status, handle).toBe(400);
    }
    const noArea = await call('POST', '/api/crews', {
      as: owner,
      body: { handle: 'no-such-area-crew', name: 'Another', area: 'atlantis' },
    });
    expect(noArea.json.error.details.issues[0].path).toBe('area');
    const image = await call('POST', '/api/crews', {
      as: owner,
      body: {
        handle: 'tracking-pixel',
        name: 'Another',
        area: area.slug,
        imageUrl: 'https://tracker.example/pixel.webp',
      },
    });
    expect(image.json.error.details.issues).toEqual([
      { path: 'imageUrl', message: crewMessages.imageNotFound },
    ]);
    const visitor = await call('POST', '/api/crews', {
      body: { handle: 'visitor-crew', name: 'Another', area: area.slug },
    });
    expect(visitor.status).toBe(401);
  });

  it(`a member owns at most ${CREWS_OWNED_MAX} crews`, async () => {
    const owner = await member();
    for (let i = 0; i < CREWS_OWNED_MAX; i += 1) await makeCrew(owner);
    handles += 1;
    const over = await call('POST', '/api/crews', {
      as: owner,
      body: { handle: `one-too-many-${handles}`, name: 'One too many', area: area.slug },
    });
    expect(over.status).toBe(409);
    expect(over.json.error.message).toBe(crewMessages.tooMany);
  });

  it('only owners change the crew; hosts and check-in members cannot', async () => {
    const owner = await member();
    const crew = await makeCrew(owner);
    const host = await inviteAndAccept(owner, crew.handle, 'host');
    const checkin = await inviteAndAccept(owner, crew.handle, 'checkin');
    for (const who of [host, checkin, await member()]) {
      const refused = await call('PATCH', `/api/crews/${crew.handle}`, {
        as: who,
        body: { name: 'Taken over' },
      });
      expect(refused.status).toBe(403);
    }
    const changed = await call('PATCH', `/api/crews/${crew.handle}`, {
      as: owner,
      body: { name: 'Baleal Surf School', links: [] },
    });
    expect(changed.json.crew).toMatchObject({ name: 'Baleal Surf School', links: [] });
    // Everyone sees the owners and hosts; only owners see check-in members.
    const asVisitor = await call('GET', `/api/crews/${crew.handle}`);
    expect(asVisitor.json.crew.members.map((m: { role: string }) => m.role)).toEqual([
      'owner',
      'host',
    ]);
    expect(changed.json.crew.members.map((m: { role: string }) => m.role)).toEqual([
      'owner',
      'host',
      'checkin',
    ]);
  });

  it('invitations are told, accepted once, and a crew always keeps an owner', async () => {
    const owner = await member();
    const crew = await makeCrew(owner);
    const invitee = await member();
    await call('POST', `/api/crews/${crew.handle}/members`, {
      as: owner,
      body: { username: await usernameOf(invitee), role: 'host' },
    });
    await t.jobs.drain();
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, invitee.user.id), eq(notifications.kind, 'host_invite')));
    expect(notice).toMatchObject({
      title: expect.stringContaining('invited you to join Baleal Surf Camp as a host'),
      link: `/crew/${crew.handle}`,
    });
    const mine = MyCrewsResponse.parse(
      (await call('GET', '/api/crews/mine', { as: invitee })).json,
    );
    expect(mine.invitations.map((c) => c.handle)).toEqual([crew.handle]);
    expect(
      (await call('GET', `/api/crews/${crew.handle}`, { as: invitee })).json.crew.viewer,
    ).toEqual({
      following: false,
      role: null,
      invitedAs: 'host',
    });

    const again = await call('POST', `/api/crews/${crew.handle}/members`, {
      as: owner,
      body: { username: await usernameOf(invitee), role: 'checkin' },
    });
    expect(again.json.error.message).toBe(crewMessages.alreadyIn);

    const lastOwnerLeaves = await call(
      'DELETE',
      `/api/crews/${crew.handle}/members/${owner.user.id}`,
      {
        as: owner,
      },
    );
    expect(lastOwnerLeaves.status).toBe(409);
    expect(lastOwnerLeaves.json.error.message).toBe(crewMessages.lastOwner);
    const demoteSelf = await call('PATCH', `/api/crews/${crew.handle}/members/${owner.user.id}`, {
      as: owner,
      body: { role: 'host' },
    });
    expect(demoteSelf.status).toBe(409);

    await call('POST', `/api/crews/${crew.handle}/invitation`, { as: invitee });
    const promoted = await call('PATCH', `/api/crews/${crew.handle}/members/${invitee.user.id}`, {
      as: owner,
      body: { role: 'owner' },
    });
    expect(promoted.status).toBe(200);
    const nowLeaves = await call('DELETE', `/api/crews/${crew.handle}/members/${owner.user.id}`, {
      as: owner,
    });
    expect(nowLeaves.status).toBe(200);
    expect(
      (await call('GET', `/api/crews/${crew.handle}`, { as: owner })).json.crew.viewer.role,
    ).toBeNull();
  });

  it('a removed member loses their role at once', async () => {
    const owner = await member();
    const crew = await makeCrew(owner);
    const host = await inviteAndAccept(owner, crew.handle, 'host');
    await call('DELETE', `/api/crews/${crew.handle}/members/${host.user.id}`, { as: owner });
    const page = await call('GET', `/api/crews/${crew.handle}`, { as: host });
    expect(page.json.crew.viewer.role).toBeNull();
    expect((await call('GET', `/api/crews/${crew.handle}/members`, { as: host })).status).toBe(403);
    const byHost = await call('POST', `/api/crews/${crew.handle}/members`, {
      as: host,
      body: { username: 'anyone', role: 'host' },
    });
    expect(byHost.status).toBe(403);
  });

  it('members follow and unfollow; a member blocked by an owner can neither follow nor be invited', async () => {
    const owner = await member();
    const crew = await makeCrew(owner);
    const fan = await member();
    const followed = await call('PUT', `/api/crews/${crew.handle}/follow`, { as: fan });
    expect(followed.json).toEqual({ following: true, followerCount: 1 });
    expect((await call('PUT', `/api/crews/${crew.handle}/follow`, { as: fan })).json).toEqual({
      following: true,
      followerCount: 1,
    });
    const mine = MyCrewsResponse.parse((await call('GET', '/api/crews/mine', { as: fan })).json);
    expect(mine.following.map((c) => c.handle)).toEqual([crew.handle]);
    expect((await call('DELETE', `/api/crews/${crew.handle}/follow`, { as: fan })).json).toEqual({
      following: false,
      followerCount: 0,
    });
    expect((await call('PUT', `/api/crews/${crew.handle}/follow`)).status).toBe(401);

    const blocked = await member();
    await t.database.db
      .insert(memberBlocks)
      .values({ blockerId: owner.user.id, blockedId: blocked.user.id });
    const follow = await call('PUT', `/api/crews/${crew.handle}/follow`, { as: blocked });
    expect(follow.status).toBe(409);
    expect(follow.json.error.message).toBe(crewMessages.cannotFollow);
    const invite = await call('POST', `/api/crews/${crew.handle}/members`, {
      as: owner,
      body: { username: await usernameOf(blocked), role: 'host' },
    });
    expect(invite.status).toBe(409);
    expect(invite.json.error.message).toBe(crewMessages.cannotInvite);
  });

  it('lists what the crews a member follows have coming up, and tells followers of a new event', async () => {
    const owner = await member();
    const crew = await makeCrew(owner);
    const [fan, blockedFan] = [await member(), await member()];
    for (const who of [fan, blockedFan]) {
      await call('PUT', `/api/crews/${crew.handle}/follow`, { as: who });
    }
    await t.database.db
      .insert(memberBlocks)
      .values({ blockerId: blockedFan.user.id, blockedId: owner.user.id });
    const event = await createEvent(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      crewId: crew.id,
    });
    await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    const listed = await call('GET', '/api/crews/following/events', { as: fan });
    expect(listed.json.events.map((e: { id: string }) => e.id)).toEqual([event.id]);
    expect((await call('GET', '/api/crews/following/events')).status).toBe(401);

    await t.database.db.transaction((tx) =>
      announceCrewEvent(tx, {
        crewId: crew.id,
        eventId: event.id,
        title: event.title,
        path: '/somewhere',
        actorId: owner.user.id,
      }),
    );
    await t.jobs.drain();
    const told = await t.database.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.kind, 'crew_event'));
    expect(told).toEqual([{ userId: fan.user.id, title: `Baleal Surf Camp: ${event.title}` }]);
  });

  it('answers 404 for a crew that does not exist', async () => {
    const response = await call('GET', '/api/crews/no-such-crew');
    expect(response.status).toBe(404);
    expect(response.json.error.message).toBe(crewMessages.notFound);
    const rows = await t.database.db.select().from(crews).where(eq(crews.handle, 'no-such-crew'));
    expect(rows).toEqual([]);
  });
});
