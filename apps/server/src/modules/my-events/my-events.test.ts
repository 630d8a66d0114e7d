import { MyCreatedEventsResponse, MyRsvpsResponse } from '@lineup/contracts';
import { createEvent, createPlan, createRsvp } from '@lineup/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api, createEventAs, eventInput, localIn, testArea } from '../../testing/participation';

let t: TestApp;
let call: ReturnType<typeof api>;
let host: SignedUpMember;
let me: SignedUpMember;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  host = await signUpMember(t);
  me = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

describe('GET /api/me/rsvps', () => {
  it('asks visitors to sign in', async () => {
    expect((await call('GET', '/api/me/rsvps')).status).toBe(401);
    expect((await call('GET', '/api/me/events')).status).toBe(401);
  });

  it('lists my going and interested events, soonest first, past ones apart, and my plans', async () => {
    const db = t.database.db;
    const area = await testArea(t);
    const at = (
      startHours: number,
      title: string,
      status: 'published' | 'cancelled' | 'draft' = 'published',
    ) =>
      createEvent(db, {
        areaId: area.id,
        title,
        status,
        startDate: hoursFromNow(startHours),
        endDate: hoursFromNow(startHours + 2),
      });
    const later = await at(72, 'Later gig');
    const soon = await at(5, 'Soon swim');
    const ongoing = await at(-1, 'Ongoing jam');
    const calledOff = await at(30, 'Called off', 'cancelled');
    const recent = await at(-10, 'Recent past');
    const older = await at(-100, 'Older past');
    const hidden = await at(40, 'Back to draft', 'draft');
    const notMine = await at(6, 'Not mine');
    for (const [event, status] of [
      [later, 'interested'],
      [soon, 'going'],
      [ongoing, 'going'],
      [calledOff, 'going'],
      [recent, 'going'],
      [older, 'interested'],
      [hidden, 'going'],
    ] as const) {
      await createRsvp(db, { eventId: event.id, userId: me.user.id, status });
    }
    await createRsvp(db, { eventId: notMine.id, status: 'going' });

    const joinedPlan = await createPlan(db, {
      areaId: area.id,
      startsAt: hoursFromNow(48),
      memberIds: [me.user.id],
    });
    const ownPlan = await createPlan(db, {
      areaId: area.id,
      creatorId: me.user.id,
      startsAt: hoursFromNow(24),
    });
    await createPlan(db, { areaId: area.id, startsAt: hoursFromNow(-2), memberIds: [me.user.id] });
    await createPlan(db, { areaId: area.id, startsAt: hoursFromNow(10) });

    const response = await call('GET', '/api/me/rsvps', { as: me });
    expect(response.status).toBe(200);
    const body = MyRsvpsResponse.parse(response.json);
    expect(body.upcoming.map((e) => [e.title, e.myRsvp, e.status])).toEqual([
      ['Ongoing jam', 'going', 'published'],
      ['Soon swim', 'going', 'published'],
      ['Called off', 'going', 'cancelled'],
      ['Later gig', 'interested', 'published'],
    ]);
    expect(body.past.map((e) => [e.title, e.myRsvp])).toEqual([
      ['Recent past', 'going'],
      ['Older past', 'interested'],
    ]);
    expect(body.upcoming[1]).toMatchObject({
      id: soon.id,
      goingCount: 1,
      path: expect.any(String),
    });
    expect(body.plans.map((plan) => [plan.id, plan.joined])).toEqual([
      [ownPlan.id, false],
      [joinedPlan.id, true],
    ]);

    // Another member sees only their own.
    const theirs = MyRsvpsResponse.parse((await call('GET', '/api/me/rsvps', { as: host })).json);
    expect(theirs).toEqual({ upcoming: [], past: [], plans: [] });
  });
});

describe('GET /api/me/events', () => {
  it('lists the events I created, drafts and cancelled ones included, with their counts', async () => {
    const area = await testArea(t);
    const second = await createEventAs(
      t,
      host,
      eventInput(area, {
        title: 'Second',
        startLocal: localIn(9, '10:00'),
        endLocal: localIn(9, '12:00'),
      }),
    );
    const first = await createEventAs(
      t,
      host,
      eventInput(area, {
        title: 'First draft',
        status: 'draft',
        startLocal: localIn(3, '10:00'),
        endLocal: localIn(3, '12:00'),
      }),
    );
    const third = await createEventAs(
      t,
      host,
      eventInput(area, { title: 'Third', startLocal: localIn(20), endLocal: localIn(20, '23:00') }),
    );
    await call('POST', `/api/events/${third.id}/cancel`, { as: host });
    const past = await createEvent(t.database, {
      areaId: area.id,
      creatorId: host.user.id,
      title: 'Done and dusted',
      startDate: hoursFromNow(-30),
      endDate: hoursFromNow(-28),
    });
    await createEventAs(t, me, eventInput(area, { title: 'Someone else' }));

    await call('PUT', `/api/events/${second.id}/rsvp`, { as: me, body: { status: 'going' } });
    await createRsvp(t.database, { eventId: second.id, status: 'interested' });
    await createRsvp(t.database, { eventId: second.id, status: 'interested' });

    const response = await call('GET', '/api/me/events', { as: host });
    expect(response.status).toBe(200);
    expect(response.text).not.toContain(host.email);
    const body = MyCreatedEventsResponse.parse(response.json);
    expect(body.upcoming.map((e) => [e.id, e.status, e.goingCount, e.interestedCount])).toEqual([
      [first.id, 'draft', 0, 0],
      [second.id, 'published', 1, 2],
      [third.id, 'cancelled', 0, 0],
    ]);
    expect(body.past.map((e) => e.id)).toEqual([past.id]);
  });
});
