import { EventHostsResponse, EVENT_COHOSTS_MAX, hostMessages } from '@lineup/contracts';
import { createEvent } from '@lineup/db/factories';
import { memberBlocks, notifications, type VenueAreaRow } from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signUpMember,
  usernameOf as usernameOfMember,
  type SignedUpMember,
} from '../../testing/members';
import { api, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let call: ReturnType<typeof api>;
let area: VenueAreaRow;

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

async function eventOf(owner: SignedUpMember, status: 'published' | 'draft' = 'published') {
  return createEvent(t.database, { areaId: area.id, creatorId: owner.user.id, status });
}

async function invite(owner: SignedUpMember, eventId: string, who: SignedUpMember) {
  return call('POST', `/api/events/${eventId}/hosts`, {
    as: owner,
    body: { username: await usernameOf(who) },
  });
}

async function cohostOf(owner: SignedUpMember) {
  const event = await eventOf(owner);
  const cohost = await member();
  expect((await invite(owner, event.id, cohost)).status).toBe(201);
  expect(
    (await call('POST', `/api/events/${event.id}/hosts/invitation`, { as: cohost })).status,
  ).toBe(200);
  return { event, cohost };
}

describe('co-hosts', () => {
  it('the owner invites a member, who is told, accepts, and is listed as a host', async () => {
    const owner = await member();
    const event = await eventOf(owner);
    const cohost = await member();

    const invited = await invite(owner, event.id, cohost);
    expect(invited.status).toBe(201);
    const body = EventHostsResponse.parse(invited.json);
    expect(body.hosts.map((host) => host.id)).toEqual([owner.user.id]);
    expect(body.invited.map((host) => host.id)).toEqual([cohost.user.id]);
    expect(body.viewerRole).toBe('owner');

    await t.jobs.drain();
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cohost.user.id), eq(notifications.kind, 'host_invite')));
    expect(notice?.title).toContain(`invited you to co-host ${event.title}`);
    expect(notice?.link).toBe(`/events/event/${event.id}`);

    const asInvitee = await call('GET', `/api/events/${event.id}/hosts`, { as: cohost });
    expect(asInvitee.json).toMatchObject({ viewerRole: null, viewerInvited: true, invited: [] });

    const accepted = await call('POST', `/api/events/${event.id}/hosts/invitation`, {
      as: cohost,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json.viewerRole).toBe('host');

    const asVisitor = await call('GET', `/api/events/${event.id}/hosts`);
    expect(asVisitor.json.hosts).toEqual([
      expect.objectContaining({ id: owner.user.id, as: 'owner' }),
      expect.objectContaining({ id: cohost.user.id, as: 'cohost' }),
    ]);
    // Open invitations are the hosts' business.
    expect(asVisitor.json).toMatchObject({ invited: [], viewerRole: null, viewerInvited: false });
  });

  it('only the owner invites or removes co-hosts; a co-host may step down', async () => {
    const owner = await member();
    const { event, cohost } = await cohostOf(owner);
    const other = await member();

    const byCohost = await invite(cohost, event.id, other);
    expect(byCohost.status).toBe(403);
    expect(byCohost.json.error.message).toBe(hostMessages.ownerOnly);
    const byGuest = await invite(other, event.id, other);
    expect(byGuest.status).toBe(403);
    const byVisitor = await call('POST', `/api/events/${event.id}/hosts`, {
      body: { username: 'anyone' },
    });
    expect(byVisitor.status).toBe(401);

    const removeOwner = await call('DELETE', `/api/events/${event.id}/hosts/${owner.user.id}`, {
      as: cohost,
    });
    expect(removeOwner.status).toBe(403);

    const stepDown = await call('DELETE', `/api/events/${event.id}/hosts/${cohost.user.id}`, {
      as: cohost,
    });
    expect(stepDown.status).toBe(200);
    expect(stepDown.json.viewerRole).toBeNull();
  });

  it('a removed co-host loses the role at once', async () => {
    const owner = await member();
    const { event, cohost } = await cohostOf(owner);
    const removed = await call('DELETE', `/api/events/${event.id}/hosts/${cohost.user.id}`, {
      as: owner,
    });
    expect(removed.status).toBe(200);
    expect(removed.json.hosts.map((host: { id: string }) => host.id)).toEqual([owner.user.id]);
    const asRemoved = await call('GET', `/api/events/${event.id}/hosts`, { as: cohost });
    expect(asRemoved.json.viewerRole).toBeNull();
    const reaccept = await call('POST', `/api/events/${event.id}/hosts/invitation`, {
      as: cohost,
    });
    expect(reaccept.status).toBe(404);
    expect(reaccept.json.error.message).toBe(hostMessages.notInvited);
  });

  it('a taken-back invitation leaves no unread notice', async () => {
    const owner = await member();
    const event = await eventOf(owner);
    const invitee = await member();
    await invite(owner, event.id, invitee);
    await t.jobs.drain();
    await call('DELETE', `/api/events/${event.id}/hosts/${invitee.user.id}`, { as: owner });
    const left = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, invitee.user.id), eq(notifications.kind, 'host_invite')));
    expect(left).toEqual([]);
  });

  it('refuses a blocked member, an unknown username, the owner and a second invitation', async () => {
    const owner = await member();
    const event = await eventOf(owner);
    const blocked = await member();
    await t.database.db
      .insert(memberBlocks)
      .values({ blockerId: blocked.user.id, blockedId: owner.user.id });

    const toBlocked = await invite(owner, event.id, blocked);
    expect(toBlocked.status).toBe(409);
    expect(toBlocked.json.error.message).toBe(hostMessages.cannotInvite);

    const unknown = await call('POST', `/api/events/${event.id}/hosts`, {
      as: owner,
      body: { username: 'nobody_has_this_name' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.details.issues).toEqual([
      { path: 'username', message: hostMessages.noSuchMember },
    ]);

    expect((await invite(owner, event.id, owner)).json.error.message).toBe(hostMessages.self);

    const invitee = await member();
    expect((await invite(owner, event.id, invitee)).status).toBe(201);
    const again = await invite(owner, event.id, invitee);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(hostMessages.already);
  });

  it(`stops at ${EVENT_COHOSTS_MAX} co-hosts`, async () => {
    const owner = await member();
    const event = await eventOf(owner);
    for (let i = 0; i < EVENT_COHOSTS_MAX; i += 1) {
      expect((await invite(owner, event.id, await member())).status).toBe(201);
    }
    const over = await invite(owner, event.id, await member());
    expect(over.status).toBe(409);
    expect(over.json.error.message).toBe(hostMessages.full);
  });

  it('a draft is its hosts’ and invitees’ alone', async () => {
    const owner = await member();
    const event = await eventOf(owner, 'draft');
    const invitee = await member();
    const stranger = await member();
    expect((await call('GET', `/api/events/${event.id}/hosts`, { as: stranger })).status).toBe(404);
    expect((await call('GET', `/api/events/${event.id}/hosts`)).status).toBe(404);
    await invite(owner, event.id, invitee);
    expect((await call('GET', `/api/events/${event.id}/hosts`, { as: invitee })).status).toBe(200);
    // Declining a draft's invitation leaves nothing to show.
    const declined = await call('DELETE', `/api/events/${event.id}/hosts/${invitee.user.id}`, {
      as: invitee,
    });
    expect(declined.status).toBe(200);
    expect(declined.json.hosts).toEqual([]);
  });
});
