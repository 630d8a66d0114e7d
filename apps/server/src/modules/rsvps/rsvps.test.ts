import { EventByPathResponse, RsvpResponse, WaitlistResponse } from '@lineup/contracts';
import { createEvent, createRsvp } from '@lineup/db/factories';
import { eventRsvps, notifications } from '@lineup/db/schema';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api, createEventAs, eventInput, signUpAdmin, testArea } from '../../testing/participation';

let t: TestApp;
let call: ReturnType<typeof api>;
let host: SignedUpMember;
let member: SignedUpMember;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  host = await signUpMember(t);
  member = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
});

const rsvp = (eventId: string, status: string, as: SignedUpMember | null) =>
  call('PUT', `/api/events/${eventId}/rsvp`, { as, body: { status } });

const goingCount = async (eventId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'going')))
  )[0]!.n;

async function detailFor(path: string, as?: SignedUpMember) {
  const [, country, city, , slug] = path.split('/');
  const response = await call('GET', `/api/events/by-path/${country}/${city}/${slug}`, { as });
  const body = EventByPathResponse.parse(response.json);
  if (body.kind !== 'event') throw new Error('expected the event');
  return body.event;
}

describe('PUT /api/events/:id/rsvp', () => {
  it('asks visitors to sign in', async () => {
    const area = await testArea(t);
    const event = await createEventAs(t, host, eventInput(area));
    const response = await rsvp(event.id, 'going', null);
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('unauthorized');
  });

  it('keeps one answer per member: going, interested, none, with counts and myRsvp on the page', async () => {
    const area = await testArea(t);
    const event = await createEventAs(t, host, eventInput(area, { capacity: 10 }));

    const going = await rsvp(event.id, 'going', member);
    expect(going.status).toBe(200);
    expect(RsvpResponse.parse(going.json)).toEqual({
      status: 'going',
      goingCount: 1,
      interestedCount: 0,
      capacity: 10,
      spotsLeft: 9,
      waitlistCount: 0,
      waitlistPosition: null,
    });
    expect(await detailFor(event.path, member)).toMatchObject({
      myRsvp: 'going',
      goingCount: 1,
      goingMembers: [{ id: member.user.id }],
    });
    // Saying it twice still counts once.
    expect((await rsvp(event.id, 'going', member)).json.goingCount).toBe(1);

    const interested = await rsvp(event.id, 'interested', member);
    expect(interested.json).toEqual({
      status: 'interested',
      goingCount: 0,
      interestedCount: 1,
      capacity: 10,
      spotsLeft: 10,
      waitlistCount: 0,
      waitlistPosition: null,
    });
    expect((await detailFor(event.path, member)).myRsvp).toBe('interested');
    expect((await detailFor(event.path, host)).myRsvp).toBeNull();
    expect((await detailFor(event.path)).myRsvp).toBeNull();

    const none = await rsvp(event.id, 'none', member);
    expect(none.json).toMatchObject({ status: 'none', goingCount: 0, interestedCount: 0 });
    expect((await detailFor(event.path, member)).myRsvp).toBeNull();
    const rows = await t.database.db
      .select()
      .from(eventRsvps)
      .where(eq(eventRsvps.eventId, event.id));
    expect(rows).toEqual([]);
  });

  it('refuses going once the event is full, and interested still works', async () => {
    const area = await testArea(t);
    const event = await createEventAs(t, host, eventInput(area, { capacity: 2 }));
    await createRsvp(t.database, { eventId: event.id, status: 'going' });
    expect((await rsvp(event.id, 'going', host)).json.spotsLeft).toBe(0);

    const full = await rsvp(event.id, 'going', member);
    expect(full.status).toBe(409);
    expect(full.json.error).toEqual({
      code: 'conflict',
      message: 'This event is full. Join the waitlist to get the next spot that opens.',
      details: { reason: 'event_full' },
    });
    const interested = await rsvp(event.id, 'interested', member);
    expect(interested.status).toBe(200);
    expect(interested.json).toMatchObject({ goingCount: 2, interestedCount: 1, spotsLeft: 0 });

    // Someone going may confirm again while full; a freed spot can be taken.
    expect((await rsvp(event.id, 'going', host)).status).toBe(200);
    await rsvp(event.id, 'interested', host);
    const taken = await rsvp(event.id, 'going', member);
    expect(taken.status).toBe(200);
    expect(taken.json).toMatchObject({ goingCount: 2, interestedCount: 1, spotsLeft: 0 });
  });

  it('refuses answers to cancelled, ended and draft events', async () => {
    const area = await testArea(t);
    const cancelled = await createEventAs(t, host, eventInput(area));
    await rsvp(cancelled.id, 'interested', member);
    await call('POST', `/api/events/${cancelled.id}/cancel`, { as: host });
    const onCancelled = await rsvp(cancelled.id, 'going', member);
    expect(onCancelled.status).toBe(409);
    expect(onCancelled.json.error).toMatchObject({
      message: 'This event was cancelled, so it no longer takes RSVPs.',
      details: { reason: 'event_cancelled' },
    });
    // Taking the answer back is fine.
    expect((await rsvp(cancelled.id, 'none', member)).status).toBe(200);

    const ended = await createEvent(t.database, {
      areaId: area.id,
      startDate: new Date(Date.now() - 3 * 3_600_000),
      endDate: new Date(Date.now() - 3_600_000),
    });
    const onEnded = await rsvp(ended.id, 'going', member);
    expect(onEnded.status).toBe(409);
    expect(onEnded.json.error.message).toBe('This event has already ended.');

    const draft = await createEventAs(t, host, eventInput(area, { status: 'draft' }));
    expect((await rsvp(draft.id, 'going', member)).status).toBe(404);
    const ownDraft = await rsvp(draft.id, 'going', host);
    expect(ownDraft.status).toBe(409);
    expect(ownDraft.json.error.details).toEqual({ reason: 'event_draft' });

    expect((await rsvp('nope', 'going', member)).status).toBe(400);
    expect((await rsvp(draft.id, 'maybe', member)).status).toBe(400);
    expect((await rsvp('00000000-0000-4000-8000-000000000000', 'going', member)).status).toBe(404);
  });

  it('never lets parallel going requests pass the capacity', async () => {
    const area = await testArea(t);
    const event = await createEventAs(t, host, eventInput(area, { capacity: 5 }));
    const members: SignedUpMember[] = [];
    for (let i = 0; i < 20; i++) members.push(await signUpMember(t));

    const responses = await Promise.all(members.map((m) => rsvp(event.id, 'going', m)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await goingCount(event.id)).toBe(5);
    expect((await detailFor(event.path)).goingCount).toBe(5);
  });

  it('never lets parallel going requests pass the capacity, on a waitlist either', async () => {
    const area = await testArea(t);
    const event = await createEventAs(t, host, eventInput(area, { capacity: 5 }));
    const members: SignedUpMember[] = [];
    for (let i = 0; i < 20; i++) members.push(await signUpMember(t));

    // Everyone asks for the waitlist at once: the first five get the spots.
    const responses = await Promise.all(members.map((m) => rsvp(event.id, 'waitlisted', m)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const answers = responses.map((response) => RsvpResponse.parse(response.json));
    expect(answers.filter((answer) => answer.status === 'going')).toHaveLength(5);
    const waiting = answers.filter((answer) => answer.status === 'waitlisted');
    expect(waiting.map((answer) => answer.waitlistPosition).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 15 }, (_, n) => n + 1),
    );
    expect(await goingCount(event.id)).toBe(5);

    // Going members leave while others join and leave the waitlist, all at once.
    const goingMembers = members.filter((_, n) => answers[n]!.status === 'going');
    const latecomers: SignedUpMember[] = [];
    for (let i = 0; i < 5; i++) latecomers.push(await signUpMember(t));
    await Promise.all([
      ...goingMembers.slice(0, 3).map((m) => rsvp(event.id, 'none', m)),
      ...latecomers.map((m) => rsvp(event.id, 'going', m)),
      ...latecomers.map((m) => rsvp(event.id, 'waitlisted', m)),
    ]);
    expect(await goingCount(event.id)).toBe(5);
    const detail = await detailFor(event.path);
    expect(detail.goingCount).toBe(5);
    expect(detail.waitlistCount).toBe(15 - 3 + 5);
  });
});

describe('the waitlist', () => {
  it('gives a freed spot to the first in line, in the same request, and tells them', async () => {
    const area = await testArea(t);
    const event = await createEventAs(t, host, eventInput(area, { capacity: 1 }));
    const [first, second, third] = [
      await signUpMember(t),
      await signUpMember(t),
      await signUpMember(t),
    ];
    await rsvp(event.id, 'going', first);
    // Going is refused with the waitlist's message; the waitlist takes them in order.
    expect((await rsvp(event.id, 'going', second)).json.error.details).toEqual({
      reason: 'event_full',
    });
    expect((await rsvp(event.id, 'waitlisted', second)).json).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
      waitlistCount: 1,
    });
    expect((await rsvp(event.id, 'waitlisted', third)).json).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 2,
      waitlistCount: 2,
    });
    // Asking again keeps one's place.
    expect((await rsvp(event.id, 'waitlisted', second)).json.waitlistPosition).toBe(1);
    expect(await detailFor(event.path, third)).toMatchObject({
      myRsvp: 'waitlisted',
      myWaitlistPosition: 2,
      waitlistCount: 2,
    });

    const left = await rsvp(event.id, 'none', first);
    expect(left.json).toMatchObject({ goingCount: 1, waitlistCount: 1, spotsLeft: 0 });
    expect(await detailFor(event.path, second)).toMatchObject({
      myRsvp: 'going',
      myWaitlistPosition: null,
    });
    expect((await detailFor(event.path, third)).myWaitlistPosition).toBe(1);

    await t.jobs.drain();
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'waitlist_promoted'),
          inArray(notifications.userId, [first.user.id, second.user.id, third.user.id]),
        ),
      );
    expect(told).toMatchObject([
      {
        userId: second.user.id,
        title: "A spot opened: you're going to Sunset longboard jam",
        link: event.path,
      },
    ]);
  });

  it('fills the spots a raised capacity opens, and nobody waits for an event without a limit', async () => {
    const area = await testArea(t);
    const event = await createEventAs(t, host, eventInput(area, { capacity: 1 }));
    const [first, second, third, fourth] = [
      await signUpMember(t),
      await signUpMember(t),
      await signUpMember(t),
      await signUpMember(t),
    ];
    await rsvp(event.id, 'going', first);
    for (const member of [second, third, fourth]) await rsvp(event.id, 'waitlisted', member);

    await call('PATCH', `/api/events/${event.id}`, { as: host, body: { capacity: 3 } });
    expect(await goingCount(event.id)).toBe(3);
    expect((await detailFor(event.path, fourth)).myWaitlistPosition).toBe(1);

    await call('PATCH', `/api/events/${event.id}`, { as: host, body: { capacity: null } });
    expect(await goingCount(event.id)).toBe(4);
    // With spots free, asking for the waitlist is simply going.
    const fifth = await signUpMember(t);
    expect((await rsvp(event.id, 'waitlisted', fifth)).json.status).toBe('going');
  });

  it('is shown to the organiser and admins only', async () => {
    const area = await testArea(t);
    const event = await createEventAs(t, host, eventInput(area, { capacity: 1 }));
    const waiting = await signUpMember(t);
    await rsvp(event.id, 'going', member);
    await rsvp(event.id, 'waitlisted', waiting);

    const own = await call('GET', `/api/events/${event.id}/waitlist`, { as: host });
    expect(own.status).toBe(200);
    expect(WaitlistResponse.parse(own.json).waitlist).toMatchObject([
      { position: 1, id: waiting.user.id },
    ]);
    const admin = await signUpAdmin(t);
    expect((await call('GET', `/api/events/${event.id}/waitlist`, { as: admin })).status).toBe(200);
    const other = await call('GET', `/api/events/${event.id}/waitlist`, { as: waiting });
    expect(other.status).toBe(403);
    expect(other.json.error.message).toBe('Only the organiser sees who is waiting.');
    expect((await call('GET', `/api/events/${event.id}/waitlist`)).status).toBe(401);
  });

  it('stays off public profiles and friends’ activity', async () => {
    const area = await testArea(t);
    const event = await createEventAs(t, host, eventInput(area, { capacity: 1 }));
    const waiting = await signUpMember(t);
    await rsvp(event.id, 'going', member);
    await rsvp(event.id, 'waitlisted', waiting);
    const profile = await call('GET', `/api/users/${waiting.user.id}`, { as: host });
    expect(profile.status).toBe(200);
    expect(profile.json.profile.going).toEqual([]);
    const mine = await call('GET', '/api/me/rsvps', { as: waiting });
    expect(mine.json.upcoming).toMatchObject([{ id: event.id, myRsvp: 'waitlisted' }]);
  });
});
