import {
  CheckInResponse,
  GuestSettings,
  GuestsResponse,
  guestMessages,
  hostMessages,
  TicketResponse,
} from '@lineup/contracts';
import { createEvent } from '@lineup/db/factories';
import {
  crewMembers,
  crews,
  eventHosts,
  eventRsvps,
  events,
  notifications,
  type VenueAreaRow,
} from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
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

async function approvalEvent(options: { capacity?: number } = {}) {
  const owner = await member();
  const event = await createEvent(t.database, {
    areaId: area.id,
    creatorId: owner.user.id,
    capacity: options.capacity ?? null,
  });
  const settings = await call('PUT', `/api/events/${event.id}/guest-settings`, {
    as: owner,
    body: {
      requiresApproval: true,
      questions: [
        { kind: 'yes_no', label: 'Do you have a wetsuit?', required: true },
        { kind: 'single', label: 'Board', options: ['Soft-top', 'Longboard', 'My own'] },
        { kind: 'text', label: 'Anything we should know?' },
      ],
    },
  });
  expect(settings.status, settings.text).toBe(200);
  return { owner, event, settings: GuestSettings.parse(settings.json) };
}

const rsvp = (eventId: string, as: SignedUpMember, status: string, answers?: object) =>
  call('PUT', `/api/events/${eventId}/rsvp`, { as, body: { status, answers } });

const noticesOf = async (who: SignedUpMember, kind: 'rsvp_request' | 'rsvp_answered') =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, kind)));

describe('approval and questions', () => {
  it('going becomes a request with answers, which a host accepts; both sides are told', async () => {
    const { owner, event, settings } = await approvalEvent();
    const [wetsuit, board, note] = settings.questions;
    expect(settings.requiresApproval).toBe(true);
    expect(settings.questions.map((q) => q.label)).toEqual([
      'Do you have a wetsuit?',
      'Board',
      'Anything we should know?',
    ]);

    const guest = await member();
    const missing = await rsvp(event.id, guest, 'going');
    expect(missing.status).toBe(400);
    expect(missing.json.error.details.issues).toEqual([
      { path: `answers.${wetsuit!.id}`, message: guestMessages.answerRequired },
    ]);
    const wrong = await rsvp(event.id, guest, 'going', {
      [wetsuit!.id]: 'maybe',
      [board!.id]: 'Foamie',
    });
    expect(wrong.json.error.details.issues).toEqual([
      { path: `answers.${wetsuit!.id}`, message: guestMessages.yesNo },
      { path: `answers.${board!.id}`, message: guestMessages.notAChoice },
    ]);

    const asked = await rsvp(event.id, guest, 'going', {
      [wetsuit!.id]: 'yes',
      [board!.id]: 'Longboard',
      [note!.id]: 'First time on a reef.',
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toMatchObject({ status: 'requested', goingCount: 0 });
    await t.jobs.drain();
    expect((await noticesOf(owner, 'rsvp_request'))[0]?.link).toBe(
      `/events/event/${event.id}/guests`,
    );

    const list = GuestsResponse.parse(
      (await call('GET', `/api/events/${event.id}/guests`, { as: owner })).json,
    );
    expect(list.guests).toEqual([
      expect.objectContaining({
        id: guest.user.id,
        status: 'requested',
        answers: {
          [wetsuit!.id]: ['yes'],
          [board!.id]: ['Longboard'],
          [note!.id]: 'First time on a reef.',
        },
      }),
    ]);

    const accepted = await call('POST', `/api/events/${event.id}/requests/${guest.user.id}`, {
      as: owner,
      body: { decision: 'accept' },
    });
    expect(accepted.json.guests[0].status).toBe('going');
    await t.jobs.drain();
    expect((await noticesOf(guest, 'rsvp_answered'))[0]?.title).toBe(
      `You're going to ${event.title}: the hosts accepted your request`,
    );
    // Asked and answered: the request notice is gone for the host.
    expect(
      (await noticesOf(owner, 'rsvp_request')).filter((notice) => notice.readAt === null),
    ).toEqual([]);
  });

  it('an accepted request of a full event joins the waitlist; a declined member cannot ask again', async () => {
    const { owner, event, settings } = await approvalEvent({ capacity: 1 });
    const answers = { [settings.questions[0]!.id]: 'no' };
    const [first, second, third] = [await member(), await member(), await member()];
    for (const who of [first, second, third]) {
      expect((await rsvp(event.id, who!, 'going', answers)).json.status).toBe('requested');
    }
    const decide = (who: SignedUpMember, decision: string) =>
      call('POST', `/api/events/${event.id}/requests/${who.user.id}`, {
        as: owner,
        body: { decision },
      });
    await decide(first!, 'accept');
    const waitlisted = await decide(second!, 'accept');
    expect(
      waitlisted.json.guests.find((g: { id: string }) => g.id === second!.user.id).status,
    ).toBe('waitlisted');
    await decide(third!, 'decline');
    const again = await rsvp(event.id, third!, 'going', answers);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(guestMessages.declined);
    expect((await rsvp(event.id, third!, 'none')).status).toBe(409);
    expect((await decide(third!, 'accept')).status).toBe(404);

    // The first guest leaving gives the spot to the accepted one waiting.
    await rsvp(event.id, first!, 'none');
    const [row] = await t.database.db
      .select({ status: eventRsvps.status })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.userId, second!.user.id)));
    expect(row?.status).toBe('going');
  });

  it('only hosts set the questions and read the answers; check-in members see names only', async () => {
    const { owner, event, settings } = await approvalEvent();
    const guest = await member();
    await rsvp(event.id, guest, 'going', { [settings.questions[0]!.id]: 'yes' });

    const stranger = await member();
    const setByGuest = await call('PUT', `/api/events/${event.id}/guest-settings`, {
      as: guest,
      body: { requiresApproval: false, questions: [] },
    });
    expect(setByGuest.status).toBe(403);
    expect(setByGuest.json.error.message).toBe(hostMessages.hostsOnly);
    for (const who of [guest, stranger]) {
      const list = await call('GET', `/api/events/${event.id}/guests`, { as: who });
      expect(list.status).toBe(403);
      expect(list.json.error.message).toBe(guestMessages.hostsOnly);
      expect((await call('GET', `/api/events/${event.id}/guests.csv`, { as: who })).status).toBe(
        403,
      );
    }
    expect((await call('GET', `/api/events/${event.id}/guests`)).status).toBe(401);

    const [crew] = await t.database.db
      .insert(crews)
      .values({ handle: `door-${event.id.slice(0, 8)}`, name: 'Door', areaId: area.id })
      .returning();
    await t.database.db.update(events).set({ crewId: crew!.id }).where(eq(events.id, event.id));
    const door = await member();
    await t.database.db
      .insert(crewMembers)
      .values({ crewId: crew!.id, userId: door.user.id, role: 'checkin', status: 'accepted' });
    const forDoor = GuestsResponse.parse(
      (await call('GET', `/api/events/${event.id}/guests`, { as: door })).json,
    );
    expect(forDoor.questions).toEqual([]);
    expect(forDoor.guests[0]?.answers).toEqual({});
    expect((await call('GET', `/api/events/${event.id}/guests.csv`, { as: door })).status).toBe(
      403,
    );

    // A co-host may; editing a question keeps its answers, leaving one out deletes it.
    const cohost = await member();
    await t.database.db
      .insert(eventHosts)
      .values({ eventId: event.id, userId: cohost.user.id, status: 'accepted' });
    const edited = await call('PUT', `/api/events/${event.id}/guest-settings`, {
      as: cohost,
      body: {
        requiresApproval: true,
        questions: [{ ...settings.questions[0], label: 'Wetsuit?' }],
      },
    });
    expect(edited.json.questions).toEqual([
      expect.objectContaining({ id: settings.questions[0]!.id, label: 'Wetsuit?' }),
    ]);
    const after = GuestsResponse.parse(
      (await call('GET', `/api/events/${event.id}/guests`, { as: owner })).json,
    );
    expect(after.guests[0]?.answers).toEqual({ [settings.questions[0]!.id]: ['yes'] });
  });

  it('exports the guest list with the answers as CSV, formulas defused', async () => {
    const { owner, event, settings } = await approvalEvent();
    const guest = await member();
    await rsvp(event.id, guest, 'going', {
      [settings.questions[0]!.id]: 'yes',
      [settings.questions[2]!.id]: '=HYPERLINK("http://evil.example")',
    });
    const response = await call('GET', `/api/events/${event.id}/guests.csv`, { as: owner });
    expect(response.status).toBe(200);
    const [header, row] = response.text.trim().split('\r\n');
    expect(header).toBe(
      'Username,Status,Since,Checked in,Do you have a wetsuit?,Board,Anything we should know?',
    );
    expect(row).toContain(`,requested,`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('refuses more than five questions and choice questions without choices', async () => {
    const { owner, event } = await approvalEvent();
    const six = Array.from({ length: 6 }, (_, i) => ({ kind: 'text', label: `Q${i}` }));
    const tooMany = await call('PUT', `/api/events/${event.id}/guest-settings`, {
      as: owner,
      body: { requiresApproval: false, questions: six },
    });
    expect(tooMany.status).toBe(400);
    const noChoices = await call('PUT', `/api/events/${event.id}/guest-settings`, {
      as: owner,
      body: {
        requiresApproval: false,
        questions: [{ kind: 'single', label: 'Pick', options: ['A'] }],
      },
    });
    expect(noChoices.status).toBe(400);
  });
});

describe('check-in', () => {
  it('a going guest’s ticket is scanned once; the door counts arrived and going', async () => {
    const owner = await member();
    const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    const [guest, other] = [await member(), await member()];
    await rsvp(event.id, guest, 'going');
    await rsvp(event.id, other, 'going');

    const ticket = TicketResponse.parse(
      (await call('GET', `/api/events/${event.id}/ticket`, { as: guest })).json,
    );
    expect(ticket.code).toMatch(new RegExp(`^lineup:${event.id}:${guest.user.id}:`));

    const scanned = CheckInResponse.parse(
      (
        await call('POST', `/api/events/${event.id}/check-ins`, {
          as: owner,
          body: { code: ticket.code },
        })
      ).json,
    );
    expect(scanned).toMatchObject({ already: false, arrived: 1, going: 2 });
    const twice = await call('POST', `/api/events/${event.id}/check-ins`, {
      as: owner,
      body: { code: ticket.code },
    });
    expect(twice.json).toMatchObject({ already: true, checkedInAt: scanned.checkedInAt });

    const byList = await call('POST', `/api/events/${event.id}/check-ins`, {
      as: owner,
      body: { userId: other.user.id },
    });
    expect(byList.json).toMatchObject({ already: false, arrived: 2, going: 2 });
  });

  it('refuses a forged or foreign code, a guest not going, and anyone who does not host', async () => {
    const owner = await member();
    const event = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    const elsewhere = await createEvent(t.database, { areaId: area.id, creatorId: owner.user.id });
    const guest = await member();
    await rsvp(event.id, guest, 'going');
    await rsvp(elsewhere.id, guest, 'going');
    const { code } = (await call('GET', `/api/events/${elsewhere.id}/ticket`, { as: guest })).json;

    const checkIn = (as: SignedUpMember, body: object) =>
      call('POST', `/api/events/${event.id}/check-ins`, { as, body });
    const foreign = await checkIn(owner, { code });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.details.issues[0].message).toBe(guestMessages.invalidCode);
    const forged = await checkIn(owner, {
      code: `lineup:${event.id}:${guest.user.id}:AAAAAAAAAAAAAAAAAAAAAA`,
    });
    expect(forged.status).toBe(400);

    const interested = await member();
    await rsvp(event.id, interested, 'interested');
    expect((await checkIn(owner, { userId: interested.user.id })).status).toBe(404);
    expect((await call('GET', `/api/events/${event.id}/ticket`, { as: interested })).status).toBe(
      403,
    );

    const byGuest = await checkIn(guest, { userId: guest.user.id });
    expect(byGuest.status).toBe(403);
  });
});
