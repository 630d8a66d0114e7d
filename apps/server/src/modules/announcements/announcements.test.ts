import {
  ANNOUNCEMENTS_PER_EVENT_PER_DAY,
  AnnouncementsResponse,
  announcementMessages,
  hostMessages,
} from '@lineup/contracts';
import { createEvent } from '@lineup/db/factories';
import {
  crewMembers,
  crews,
  eventHosts,
  eventRsvps,
  events,
  memberBlocks,
  notifications,
  type VenueAreaRow,
} from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, signUpMember, type SignedUpMember } from '../../testing/members';
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

async function hostedEvent() {
  const owner = await member();
  const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
  return { owner, event };
}

async function rsvp(eventId: string, who: SignedUpMember, status: 'going' | 'interested') {
  await t.database.db.insert(eventRsvps).values({ eventId, userId: who.user.id, status });
}

const send = (eventId: string, as: SignedUpMember, body: Record<string, unknown> = {}) =>
  call('POST', `/api/events/${eventId}/announcements`, {
    as,
    body: {
      body: 'Meeting point moved to the lighthouse car park.',
      audiences: ['going'],
      ...body,
    },
  });

async function noticesOf(who: SignedUpMember) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'announcement')));
}

describe('announcements', () => {
  it('reach the going guests in the app and by e-mail, not those who left, muted it or were not chosen', async () => {
    const { owner, event } = await hostedEvent();
    const [going, interested, leaver, muter] = [
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await rsvp(event.id, going, 'going');
    await rsvp(event.id, interested, 'interested');
    await rsvp(event.id, leaver, 'going');
    await rsvp(event.id, muter, 'going');
    const muted = await call('PUT', `/api/events/${event.id}/announcements/mute`, { as: muter });
    expect(muted.json.muted).toBe(true);

    const sent = await send(event.id, owner);
    expect(sent.status, sent.text).toBe(201);
    // Leaving before it goes out means not hearing it.
    await t.database.db
      .delete(eventRsvps)
      .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.userId, leaver.user.id)));
    await t.jobs.drain();

    const [notice] = await noticesOf(going);
    expect(notice).toMatchObject({
      title: `${event.title}: Meeting point moved to the lighthouse car park.`,
      link: `/events/event/${event.id}`,
    });
    for (const who of [interested, leaver, muter, owner]) expect(await noticesOf(who)).toEqual([]);
    const mails = await outboxMessages(t);
    expect(mails.some((mail) => mail.to === going.email && mail.text.includes('lighthouse'))).toBe(
      true,
    );
    expect(mails.some((mail) => mail.to === leaver.email && mail.text.includes('lighthouse'))).toBe(
      false,
    );

    // The page shows it to the going guest, not to an interested one it was not for.
    const forGoing = AnnouncementsResponse.parse(
      (await call('GET', `/api/events/${event.id}/announcements`, { as: going })).json,
    );
    expect(forGoing.announcements).toEqual([
      expect.objectContaining({
        sent: true,
        author: expect.objectContaining({ id: owner.user.id }),
      }),
    ]);
    const forInterested = await call('GET', `/api/events/${event.id}/announcements`, {
      as: interested,
    });
    expect(forInterested.json.announcements).toEqual([]);
  });

  it('are for guests and hosts only', async () => {
    const { event } = await hostedEvent();
    expect((await call('GET', `/api/events/${event.id}/announcements`)).status).toBe(401);
    const stranger = await call('GET', `/api/events/${event.id}/announcements`, {
      as: await member(),
    });
    expect(stranger.status).toBe(403);
    expect(stranger.json.error.message).toBe(announcementMessages.guestsOnly);
  });

  it('co-hosts and crew hosts write; guests, check-in members and removed co-hosts cannot', async () => {
    const { owner, event } = await hostedEvent();
    const cohost = await member();
    await t.database.db
      .insert(eventHosts)
      .values({ eventId: event.id, userId: cohost.user.id, status: 'accepted' });
    expect((await send(event.id, cohost)).status).toBe(201);

    const [crew] = await t.database.db
      .insert(crews)
      .values({ handle: `crew-${event.id.slice(0, 8)}`, name: 'Crew', areaId: area.id })
      .returning();
    await t.database.db.update(events).set({ crewId: crew!.id }).where(eq(events.id, event.id));
    const [crewHost, checkin] = [await member(), await member()];
    await t.database.db.insert(crewMembers).values([
      { crewId: crew!.id, userId: crewHost.user.id, role: 'host', status: 'accepted' },
      { crewId: crew!.id, userId: checkin.user.id, role: 'checkin', status: 'accepted' },
    ]);
    expect((await send(event.id, crewHost)).status).toBe(201);
    const byCheckin = await send(event.id, checkin);
    expect(byCheckin.status).toBe(403);
    expect(byCheckin.json.error.message).toBe(hostMessages.hostsOnly);

    const guest = await member();
    await rsvp(event.id, guest, 'going');
    expect((await send(event.id, guest)).status).toBe(403);

    await call('DELETE', `/api/events/${event.id}/hosts/${cohost.user.id}`, { as: owner });
    expect((await send(event.id, cohost)).status).toBe(403);
  });

  it(`stop at ${ANNOUNCEMENTS_PER_EVENT_PER_DAY} a day per event`, async () => {
    const { owner, event } = await hostedEvent();
    for (let i = 0; i < ANNOUNCEMENTS_PER_EVENT_PER_DAY; i += 1) {
      expect((await send(event.id, owner)).status).toBe(201);
    }
    const over = await send(event.id, owner);
    expect(over.status).toBe(429);
    expect(over.json.error.message).toBe(announcementMessages.tooMany);
  });

  it('scheduled ones wait, show to hosts only, and can be taken back', async () => {
    const { owner, event } = await hostedEvent();
    const guest = await member();
    await rsvp(event.id, guest, 'going');
    const sendAt = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const scheduled = AnnouncementsResponse.parse(
      (await send(event.id, owner, { sendAt, audiences: ['going', 'going'] })).json,
    );
    expect(scheduled.announcements).toEqual([
      expect.objectContaining({ sent: false, audiences: ['going'] }),
    ]);
    await t.jobs.drain();
    expect(await noticesOf(guest)).toEqual([]);
    expect(
      (await call('GET', `/api/events/${event.id}/announcements`, { as: guest })).json
        .announcements,
    ).toEqual([]);

    const id = scheduled.announcements[0]!.id;
    const taken = await call('DELETE', `/api/events/${event.id}/announcements/${id}`, {
      as: owner,
    });
    expect(taken.json.announcements).toEqual([]);
    const again = await call('DELETE', `/api/events/${event.id}/announcements/${id}`, {
      as: owner,
    });
    expect(again.status).toBe(404);

    for (const [when, message] of [
      [new Date(Date.now() - 3_600_000).toISOString(), announcementMessages.sendAtPast],
      [new Date(Date.now() + 40 * 86_400_000).toISOString(), announcementMessages.sendAtFar],
    ] as const) {
      const refused = await send(event.id, owner, { sendAt: when });
      expect(refused.status).toBe(400);
      expect(refused.json.error.details.issues).toEqual([{ path: 'sendAt', message }]);
    }
  });

  it('never reach or show to a guest blocked either way with the author', async () => {
    const { owner, event } = await hostedEvent();
    const guest = await member();
    await rsvp(event.id, guest, 'going');
    await t.database.db
      .insert(memberBlocks)
      .values({ blockerId: guest.user.id, blockedId: owner.user.id });
    await send(event.id, owner);
    await t.jobs.drain();
    expect(await noticesOf(guest)).toEqual([]);
    expect(
      (await call('GET', `/api/events/${event.id}/announcements`, { as: guest })).json
        .announcements,
    ).toEqual([]);
  });

  it('refuse a draft and an empty message', async () => {
    const owner = await member();
    const draft = await createEvent(t.database, {
      areaId: area.id,
      creatorId: owner.user.id,
      status: 'draft',
    });
    const refused = await send(draft.id, owner);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(announcementMessages.draft);
    const published = await hostedEvent();
    const empty = await send(published.event.id, published.owner, { body: '   ' });
    expect(empty.status).toBe(400);
  });
});
