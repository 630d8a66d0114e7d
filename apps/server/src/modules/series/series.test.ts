import {
  EditableEventResponse,
  EventByPathResponse,
  EventListResponse,
  type RepeatInput,
} from '@lineup/contracts';
import { casualPlans, recurringSeries, events, notifications } from '@lineup/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, createEventAs, eventInput, localIn, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let call: ReturnType<typeof api>;
let organiser: SignedUpMember;
let ana: SignedUpMember;
let ben: SignedUpMember;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  organiser = await signUpMember(t);
  ana = await signUpMember(t);
  ben = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
});

/** The sessions of the series that event `firstId` started, in order; each test has its area. */
async function sessionsOf(firstId: string) {
  const [first] = await t.database.db.select().from(events).where(eq(events.id, firstId));
  return t.database.db
    .select()
    .from(events)
    .where(eq(events.areaId, first!.areaId))
    .orderBy(asc(events.occurrenceStart));
}

const utc = (rows: { startDate: Date }[]) => rows.map((row) => row.startDate.toISOString());

async function weekly(
  title: string,
  area: { slug: string },
  start: string,
  end: string,
  repeat: RepeatInput,
  extra: Record<string, unknown> = {},
) {
  return createEventAs(
    t,
    organiser,
    eventInput(area, { title, startLocal: start, endLocal: end, repeat, ...extra }),
  );
}

describe('creating a recurring event', () => {
  it('keeps 07:00 in Lisbon on both sides of the October change', async () => {
    const area = await testArea(t, { name: 'Lisbon Series', timeZone: 'Europe/Lisbon' });
    const first = await weekly('Tuesday dawn yoga', area, '2030-10-15T07:00', '2030-10-15T08:30', {
      frequency: 'weekly',
      weekdays: ['TU'],
      count: 4,
    });
    expect(first.series).toMatchObject({ repeats: 'Every Tuesday', followingCount: 3 });
    const rows = await sessionsOf(first.id);
    expect(utc(rows)).toEqual([
      '2030-10-15T06:00:00.000Z',
      '2030-10-22T06:00:00.000Z',
      // Clocks went back on 27 October: 07:00 is now 07:00 UTC.
      '2030-10-29T07:00:00.000Z',
      '2030-11-05T07:00:00.000Z',
    ]);
    // Each session lasts as long as the first, and is its own event with its own page.
    expect(
      rows.every((row) => row.endDate.getTime() - row.startDate.getTime() === 90 * 60_000),
    ).toBe(true);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(4);
    expect(new Set(rows.map((row) => row.seriesId)).size).toBe(1);
    const page = await call(
      'GET',
      `/api/events/by-path/${rows[2]!.countrySlug}/${rows[2]!.citySlug}/${rows[2]!.slug}`,
    );
    const detail = EventByPathResponse.parse(page.json);
    if (detail.kind !== 'event') throw new Error('expected the event');
    expect(detail.event.startDate).toBe('2030-10-29T07:00:00+00:00');
    expect(detail.event.repeats).toBe('Every Tuesday');
    expect(detail.event.series?.upcoming.map((session) => session.startDate)).toEqual([
      '2030-10-15T07:00:00+01:00',
      '2030-10-22T07:00:00+01:00',
      '2030-10-29T07:00:00+00:00',
      '2030-11-05T07:00:00+00:00',
    ]);
  });

  it('moves a time the Amsterdam clocks skip forward by the gap, as calendars do', async () => {
    const area = await testArea(t, { name: 'Amsterdam Series', timeZone: 'Europe/Amsterdam' });
    const first = await weekly('Night swim', area, '2030-03-24T02:30', '2030-03-24T03:15', {
      frequency: 'weekly',
      count: 3,
    });
    expect(utc(await sessionsOf(first.id))).toEqual([
      '2030-03-24T01:30:00.000Z',
      // 02:30 does not exist on 31 March: the session is at 03:30 CEST (RFC 5545 §3.3.5).
      '2030-03-31T01:30:00.000Z',
      '2030-04-07T00:30:00.000Z',
    ]);
  });

  it('repeats monthly on a weekday in Colombo, which has no DST', async () => {
    const area = await testArea(t, { name: 'Colombo Series', timeZone: 'Asia/Colombo' });
    const first = await weekly('Reef clean-up', area, '2030-01-08T18:00', '2030-01-08T20:00', {
      frequency: 'monthly',
      monthlyOn: 'weekday',
      count: 3,
    });
    expect(first.series?.repeats).toBe('Monthly on the second Tuesday');
    expect(utc(await sessionsOf(first.id))).toEqual([
      '2030-01-08T12:30:00.000Z',
      '2030-02-12T12:30:00.000Z',
      '2030-03-12T12:30:00.000Z',
    ]);
  });

  it('skips months without the date, and knows the last weekday of a month', async () => {
    const area = await testArea(t, { name: 'Month Ends', timeZone: 'Europe/Lisbon' });
    const byDate = await weekly('Month-end market', area, '2030-01-31T10:00', '2030-01-31T14:00', {
      frequency: 'monthly',
      until: '2030-05-31',
    });
    expect(byDate.series?.repeats).toBe('Monthly on the 31st');
    expect(utc(await sessionsOf(byDate.id)).map((start) => start.slice(0, 10))).toEqual([
      '2030-01-31',
      '2030-03-31',
      '2030-05-31',
    ]);
    const fridays = await testArea(t, { name: 'Last Fridays', timeZone: 'Europe/Lisbon' });
    const lastFriday = await weekly(
      'Last Friday jam',
      fridays,
      '2030-05-31T20:00',
      '2030-05-31T23:00',
      {
        frequency: 'monthly',
        monthlyOn: 'weekday',
        count: 3,
      },
    );
    expect(lastFriday.series?.repeats).toBe('Monthly on the last Friday');
    expect(utc(await sessionsOf(lastFriday.id)).map((start) => start.slice(0, 10))).toEqual([
      '2030-05-31',
      '2030-06-28',
      '2030-07-26',
    ]);
  });

  it('repeats every two weeks on several days', async () => {
    const area = await testArea(t, { name: 'Fortnight Coast', timeZone: 'Europe/Lisbon' });
    // 2030-06-04 is a Tuesday.
    const first = await weekly(
      'Fortnight surf club',
      area,
      '2030-06-04T18:00',
      '2030-06-04T19:00',
      {
        frequency: 'weekly',
        interval: 2,
        weekdays: ['TH', 'TU'],
        count: 4,
      },
    );
    expect(first.series?.repeats).toBe('Every two weeks on Tuesday and Thursday');
    expect(utc(await sessionsOf(first.id)).map((start) => start.slice(0, 10))).toEqual([
      '2030-06-04',
      '2030-06-06',
      '2030-06-18',
      '2030-06-20',
    ]);
  });

  it('refuses rules it cannot keep, on the field, and saves nothing', async () => {
    const area = await testArea(t, { name: 'Refused Series', timeZone: 'Europe/Lisbon' });
    const before = (await t.database.db.select().from(recurringSeries)).length;
    const attempt = async (repeat: Record<string, unknown>, start = '2030-06-04T18:00') => {
      const response = await call('POST', '/api/events', {
        as: organiser,
        body: eventInput(area, {
          startLocal: start,
          endLocal: `${start.slice(0, 10)}T19:00`,
          // Some of these are what a client could send, not what the contract allows.
          repeat: repeat as RepeatInput,
        }),
      });
      expect(response.status).toBe(400);
      return response.json.error.details.issues as { path: string; message: string }[];
    };
    expect(await attempt({ frequency: 'weekly', weekdays: ['WE'], count: 4 })).toEqual([
      {
        path: 'repeat.weekdays',
        message: 'The first session is on a Tuesday: include Tuesday in the days.',
      },
    ]);
    expect((await attempt({ frequency: 'weekly', count: 105 }))[0]?.path).toBe('repeat.count');
    expect(
      await attempt({ frequency: 'weekly', weekdays: ['TU', 'TH', 'SA'], until: '2031-06-01' }),
    ).toEqual([
      {
        path: 'repeat.count',
        message: 'A series can have at most 104 sessions. End it earlier or choose fewer days.',
      },
    ]);
    expect(await attempt({ frequency: 'monthly', until: '2031-12-01' })).toEqual([
      { path: 'repeat.until', message: 'A series can last at most a year. End it earlier.' },
    ]);
    expect((await attempt({ frequency: 'weekly', until: '2030-06-01' }))[0]?.message).toBe(
      'The series must end on or after the day of its first session.',
    );
    expect((await attempt({ frequency: 'weekly' }))[0]?.message).toBe(
      'Choose when the series ends: after a number of sessions or on a day.',
    );
    expect((await attempt({ frequency: 'daily', count: 3 }))[0]?.path).toBe('repeat.frequency');
    expect((await t.database.db.select().from(recurringSeries)).length).toBe(before);
  });
});

describe('a series in Discover and on its pages', () => {
  it('lists the next session once, with its rule, and the next one after it is cancelled', async () => {
    const area = await testArea(t, { name: 'Discover Series', timeZone: 'Europe/Lisbon' });
    const first = await weekly('Discover yoga', area, localIn(2, '07:00'), localIn(2, '08:00'), {
      frequency: 'weekly',
      count: 5,
    });
    const list = async () =>
      EventListResponse.parse((await call('GET', `/api/events?area=${area.slug}`)).json).events;
    const cards = await list();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ id: first.id, repeats: expect.stringMatching(/^Every /) });

    const cancel = await call('POST', `/api/events/${first.id}/cancel`, { as: organiser });
    expect(cancel.status).toBe(200);
    const [second] = (await sessionsOf(first.id)).slice(1);
    expect((await list()).map((card) => card.id)).toEqual([second!.id]);
  });
});

describe('capacity and answers per session', () => {
  it('gives each session its own spots, and "every session" waits where one is full', async () => {
    const area = await testArea(t, { name: 'Capacity Series', timeZone: 'Europe/Lisbon' });
    const first = await weekly(
      'Small surf lesson',
      area,
      localIn(3, '09:00'),
      localIn(3, '11:00'),
      { frequency: 'weekly', count: 3 },
      { capacity: 1 },
    );
    const [one, two, three] = await sessionsOf(first.id);
    expect(
      (await call('PUT', `/api/events/${one!.id}/rsvp`, { as: ana, body: { status: 'going' } }))
        .status,
    ).toBe(200);
    // The first session is full; the second is not.
    const full = await call('PUT', `/api/events/${one!.id}/rsvp`, {
      as: ben,
      body: { status: 'going' },
    });
    expect(full.status).toBe(409);
    expect(full.json.error.details.reason).toBe('event_full');
    const second = await call('PUT', `/api/events/${two!.id}/rsvp`, {
      as: ben,
      body: { status: 'going' },
    });
    expect(second.json).toMatchObject({ status: 'going', goingCount: 1, spotsLeft: 0 });

    // Ana, going to the first, asks for every session: the third has a spot, the second waits.
    const every = await call('PUT', `/api/series/${first.series!.id}/rsvp`, {
      as: ana,
      body: { status: 'going' },
    });
    expect(every.status).toBe(200);
    expect(every.json).toEqual({ going: 2, waitlisted: 1, left: 0 });
    const page = await call(
      'GET',
      `/api/events/by-path/${three!.countrySlug}/${three!.citySlug}/${three!.slug}`,
      {
        as: ana,
      },
    );
    expect(page.json.event).toMatchObject({ myRsvp: 'going', goingCount: 1 });

    const none = await call('PUT', `/api/series/${first.series!.id}/rsvp`, {
      as: ana,
      body: { status: 'none' },
    });
    expect(none.json).toEqual({ going: 0, waitlisted: 0, left: 3 });
    // Ben stays going to the second session.
    const secondPage = await call(
      'GET',
      `/api/events/by-path/${two!.countrySlug}/${two!.citySlug}/${two!.slug}`,
    );
    expect(secondPage.json.event.goingCount).toBe(1);
  });

  it('answers 401 to visitors, 404 to an unknown series and 400 to a bad answer', async () => {
    const area = await testArea(t, { name: 'Guarded Series' });
    const first = await weekly('Guarded jam', area, localIn(4, '18:00'), localIn(4, '19:00'), {
      frequency: 'weekly',
      count: 2,
    });
    const path = `/api/series/${first.series!.id}/rsvp`;
    expect((await call('PUT', path, { body: { status: 'going' } })).status).toBe(401);
    expect(
      (
        await call('PUT', '/api/series/00000000-0000-4000-8000-000000000000/rsvp', {
          as: ana,
          body: { status: 'going' },
        })
      ).status,
    ).toBe(404);
    expect((await call('PUT', path, { as: ana, body: { status: 'maybe' } })).status).toBe(400);
    expect(
      (await call('PUT', '/api/series/nope/rsvp', { as: ana, body: { status: 'going' } })).status,
    ).toBe(400);
  });

  it('keeps a series of drafts hidden from others', async () => {
    const area = await testArea(t, { name: 'Draft Series' });
    const first = await weekly(
      'Draft jam',
      area,
      localIn(5, '18:00'),
      localIn(5, '19:00'),
      { frequency: 'weekly', count: 2 },
      { status: 'draft' },
    );
    const response = await call('PUT', `/api/series/${first.series!.id}/rsvp`, {
      as: ana,
      body: { status: 'going' },
    });
    expect(response.status).toBe(404);
  });
});

describe('changing one session or the following ones', () => {
  async function setUp(name: string) {
    const area = await testArea(t, { name, timeZone: 'Europe/Lisbon' });
    const first = await weekly(`${name} yoga`, area, '2030-10-08T07:00', '2030-10-08T08:00', {
      frequency: 'weekly',
      count: 6,
    });
    return { area, first, rows: await sessionsOf(first.id) };
  }
  const row = async (id: string) =>
    (await t.database.db.select().from(events).where(eq(events.id, id)))[0]!;
  /** The session's page as a visitor reads it. */
  async function pageOf(session: { countrySlug: string; citySlug: string; slug: string }) {
    const response = await call(
      'GET',
      `/api/events/by-path/${session.countrySlug}/${session.citySlug}/${session.slug}`,
    );
    const body = EventByPathResponse.parse(response.json);
    if (body.kind !== 'event') throw new Error('the session moved');
    return body.event;
  }

  it('changes one session alone', async () => {
    const { rows } = await setUp('Single Edit');
    const response = await call('PATCH', `/api/events/${rows[1]!.id}`, {
      as: organiser,
      body: {
        title: 'Single Edit yoga on the beach',
        startLocal: '2030-10-16T07:30',
        endLocal: '2030-10-16T08:30',
      },
    });
    expect(response.status).toBe(200);
    const after = await Promise.all(rows.map((session) => row(session.id)));
    expect(after.map((session) => session.title)).toEqual([
      'Single Edit yoga',
      'Single Edit yoga on the beach',
      'Single Edit yoga',
      'Single Edit yoga',
      'Single Edit yoga',
      'Single Edit yoga',
    ]);
    // Moved to the Wednesday, it is still the series' second session (its RECURRENCE-ID).
    expect(after[1]!.startDate.toISOString()).toBe('2030-10-16T06:30:00.000Z');
    expect(after[1]!.occurrenceStart!.toISOString()).toBe('2030-10-15T06:00:00.000Z');
    expect(new Set(after.map((session) => session.seriesId)).size).toBe(1);
  });

  it('changes this and the following sessions, keeping the new time across the DST change', async () => {
    const { rows } = await setUp('Following Edit');
    const third = rows[2]!;
    const response = await call('PATCH', `/api/events/${third.id}?sessions=following`, {
      as: organiser,
      body: {
        title: 'Following Edit yoga, later',
        startLocal: '2030-10-22T08:00',
        endLocal: '2030-10-22T09:15',
        capacity: 12,
      },
    });
    expect(response.status).toBe(200);
    const edited = EditableEventResponse.parse(response.json).event;
    expect(edited.series?.followingCount).toBe(3);

    const after = await Promise.all(rows.map((session) => row(session.id)));
    expect(after.map((session) => session.title)).toEqual([
      'Following Edit yoga',
      'Following Edit yoga',
      'Following Edit yoga, later',
      'Following Edit yoga, later',
      'Following Edit yoga, later',
      'Following Edit yoga, later',
    ]);
    expect(after.map((session) => session.capacity)).toEqual([null, null, 12, 12, 12, 12]);
    expect(utc(after)).toEqual([
      '2030-10-08T06:00:00.000Z',
      '2030-10-15T06:00:00.000Z',
      '2030-10-22T07:00:00.000Z',
      // 08:00 in Lisbon after the clocks went back on 27 October.
      '2030-10-29T08:00:00.000Z',
      '2030-11-05T08:00:00.000Z',
      '2030-11-12T08:00:00.000Z',
    ]);
    expect(
      after.every(
        (session) =>
          session.endDate.getTime() - session.startDate.getTime() === 75 * 60_000 ||
          session.title === 'Following Edit yoga',
      ),
    ).toBe(true);

    // The following sessions are a series of their own now, starting with the third.
    const [earlier, later] = [after[0]!.seriesId!, after[2]!.seriesId!];
    expect(earlier).not.toBe(later);
    expect(new Set(after.slice(0, 2).map((session) => session.seriesId))).toEqual(
      new Set([earlier]),
    );
    expect(new Set(after.slice(2).map((session) => session.seriesId))).toEqual(new Set([later]));
    const series = await t.database.db.select().from(recurringSeries);
    const earlierSeries = series.find((s) => s.id === earlier)!;
    const laterSeries = series.find((s) => s.id === later)!;
    expect(earlierSeries.rule).toMatchObject({ count: null, until: '2030-10-21' });
    expect(laterSeries).toMatchObject({ startLocal: '2030-10-22T08:00' });
    expect(laterSeries.rule).toMatchObject({ count: 4, until: null });

    // The earlier part's page says it ends, and that only its own sessions are to come.
    const earlierPage = await pageOf(after[1]!);
    expect(earlierPage.series).toMatchObject({
      repeats: 'Every Tuesday, until 21 October 2030',
      // The rule too, for a page in another language to word it.
      rule: { frequency: 'weekly', weekdays: ['TU'], until: '2030-10-21' },
      upcomingCount: 2,
    });
    const laterPage = await pageOf(after[2]!);
    expect(laterPage.series).toMatchObject({ repeats: 'Every Tuesday', upcomingCount: 4 });
    expect(after.slice(2).map((session) => session.occurrenceStart!.getTime())).toEqual(
      after.slice(2).map((session) => session.startDate.getTime()),
    );
  });

  it('tells each member once about a change to the following sessions, not once a session', async () => {
    const { first, rows } = await setUp('Notices');
    const carl = await signUpMember(t);
    // Ana goes to every session, Ben to the fifth only, Carl to the first only.
    await call('PUT', `/api/series/${first.series!.id}/rsvp`, {
      as: ana,
      body: { status: 'going' },
    });
    await call('PUT', `/api/events/${rows[4]!.id}/rsvp`, { as: ben, body: { status: 'going' } });
    await call('PUT', `/api/events/${rows[0]!.id}/rsvp`, { as: carl, body: { status: 'going' } });
    await t.jobs.drain();
    const response = await call('PATCH', `/api/events/${rows[2]!.id}?sessions=following`, {
      as: organiser,
      body: { startLocal: '2030-10-22T07:30', endLocal: '2030-10-22T08:30' },
    });
    expect(response.status).toBe(200);
    await t.jobs.drain();
    const changesFor = async (member: SignedUpMember) =>
      t.database.db
        .select({ title: notifications.title, body: notifications.body, link: notifications.link })
        .from(notifications)
        .where(
          and(eq(notifications.userId, member.user.id), eq(notifications.kind, 'event_changed')),
        );
    const notice = {
      title: 'Notices yoga moves to 07:30 from 22 October',
      body: 'Every session from then on: 07:30 instead of 07:00, at Notices, Portugal.',
    };
    expect(await changesFor(ana)).toEqual([expect.objectContaining(notice)]);
    expect(await changesFor(ben)).toEqual([expect.objectContaining(notice)]);
    expect(await changesFor(carl)).toEqual([]);
  });

  it('refuses moving the following sessions to another day, and changes nothing', async () => {
    const { rows } = await setUp('Day Move');
    const response = await call('PATCH', `/api/events/${rows[2]!.id}?sessions=following`, {
      as: organiser,
      body: { startLocal: '2030-10-23T07:00', endLocal: '2030-10-23T08:00' },
    });
    expect(response.status).toBe(400);
    expect(response.json.error.details.issues).toEqual([
      {
        path: 'startLocal',
        message:
          'Move one session at a time to another day. For this and the following sessions, change the time only.',
      },
    ]);
    expect(utc(await Promise.all(rows.map((session) => row(session.id))))).toEqual(utc(rows));
  });

  it('cancels this and the following sessions only, and tells each member once', async () => {
    const { first, rows } = await setUp('Following Cancel');
    await call('PUT', `/api/series/${first.series!.id}/rsvp`, {
      as: ana,
      body: { status: 'going' },
    });
    await t.jobs.drain();
    const response = await call('POST', `/api/events/${rows[3]!.id}/cancel?sessions=following`, {
      as: organiser,
    });
    expect(response.status).toBe(200);
    const after = await Promise.all(rows.map((session) => row(session.id)));
    expect(after.map((session) => session.status)).toEqual([
      'published',
      'published',
      'published',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    await t.jobs.drain();
    const notices = await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, ana.user.id), eq(notifications.kind, 'event_cancelled')));
    expect(notices).toEqual([{ title: 'Following Cancel yoga is cancelled from 29 October' }]);

    // The called-off sessions are still listed, marked, but none of them is one to come.
    const { series } = await pageOf(after[0]!);
    expect(series?.upcomingCount).toBe(3);
    expect(series?.upcoming.map((session) => session.status)).toEqual(
      after.map((session) => session.status),
    );
  });

  it('lets only the organiser change the following sessions', async () => {
    const { rows } = await setUp('Guarded Edit');
    const response = await call('PATCH', `/api/events/${rows[0]!.id}?sessions=following`, {
      as: ana,
      body: { title: 'Taken over' },
    });
    expect(response.status).toBe(403);
    const cancel = await call('POST', `/api/events/${rows[0]!.id}/cancel?sessions=following`, {
      as: ana,
    });
    expect(cancel.status).toBe(403);
    expect(
      (await Promise.all(rows.map((session) => row(session.id)))).map((s) => s.status),
    ).toEqual(rows.map(() => 'published'));
  });
});

describe('recurring casual plans', () => {
  const plan = async (id: string, as?: SignedUpMember) =>
    (await call('GET', `/api/plans/${id}`, { as })).json.plan;
  const plansIn = async (areaId: string) =>
    t.database.db
      .select()
      .from(casualPlans)
      .where(eq(casualPlans.areaId, areaId))
      .orderBy(asc(casualPlans.occurrenceStart));

  async function weeklyPlan(name: string, extra: Record<string, unknown> = {}) {
    const area = await testArea(t, { name, timeZone: 'Europe/Lisbon' });
    const response = await call('POST', '/api/plans', {
      as: organiser,
      body: {
        title: `${name} longboard meet`,
        location: 'The car park above the reef',
        area: area.slug,
        startLocal: '2030-10-13T16:00',
        repeat: { frequency: 'weekly', count: 4 },
        ...extra,
      },
    });
    expect(response.status).toBe(201);
    return { area, first: response.json.plan, rows: await plansIn(area.id) };
  }

  it('makes a plan per session, at the same local time across the DST change', async () => {
    const { area, first, rows } = await weeklyPlan('Plan Series');
    expect(utc(rows.map((row) => ({ startDate: row.startsAt })))).toEqual([
      '2030-10-13T15:00:00.000Z',
      '2030-10-20T15:00:00.000Z',
      // Clocks went back on 27 October.
      '2030-10-27T16:00:00.000Z',
      '2030-11-03T16:00:00.000Z',
    ]);
    expect(first.series).toMatchObject({
      repeats: 'Every Sunday',
      rule: { frequency: 'weekly', interval: 1, weekdays: ['SU'] },
      upcomingCount: 4,
      followingCount: 3,
    });
    expect(first.repeats).toBe('Every Sunday');
    expect(first.repeatRule).toMatchObject({ frequency: 'weekly', weekdays: ['SU'] });
    // The list shows the series once, as its next session.
    const listed = (await call('GET', `/api/plans?area=${area.slug}`)).json.plans;
    expect(listed.map((item: { id: string }) => item.id)).toEqual([rows[0]!.id]);
  });

  it('joins every session, waiting where one is full, and leaves them all', async () => {
    const { first, rows } = await weeklyPlan('Plan Joins', { spotsLimit: 1 });
    expect((await call('PUT', `/api/plans/${rows[1]!.id}/membership`, { as: ben })).status).toBe(
      200,
    );
    const every = await call('PUT', `/api/series/${first.series.id}/rsvp`, {
      as: ana,
      body: { status: 'going' },
    });
    expect(every.json).toEqual({ going: 3, waitlisted: 1, left: 0 });
    expect((await plan(rows[1]!.id, ana)).myWaitlistPosition).toBe(1);
    expect((await plan(rows[2]!.id, ana)).joinedByViewer).toBe(true);
    const none = await call('PUT', `/api/series/${first.series.id}/rsvp`, {
      as: ana,
      body: { status: 'none' },
    });
    expect(none.json).toEqual({ going: 0, waitlisted: 0, left: 4 });
    expect((await plan(rows[2]!.id, ana)).joinedByViewer).toBe(false);
  });

  it('tells each member once about a change to the following sessions', async () => {
    const { first, rows } = await weeklyPlan('Plan Notices');
    await call('PUT', `/api/series/${first.series.id}/rsvp`, {
      as: ben,
      body: { status: 'going' },
    });
    await t.jobs.drain();
    const response = await call('PATCH', `/api/plans/${rows[1]!.id}?sessions=following`, {
      as: organiser,
      body: { startLocal: '2030-10-20T17:30' },
    });
    expect(response.status).toBe(200);
    await t.jobs.drain();
    const titles = await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, ben.user.id), eq(notifications.kind, 'plan_changed')));
    expect(titles).toEqual([
      { title: 'Plan Notices longboard meet moves to 17:30 from 20 October' },
    ]);
  });

  it('changes this and the following sessions, or deletes them', async () => {
    const { rows } = await weeklyPlan('Plan Edits');
    const response = await call('PATCH', `/api/plans/${rows[1]!.id}?sessions=following`, {
      as: organiser,
      body: { title: 'Plan Edits sunset meet', startLocal: '2030-10-20T17:30' },
    });
    expect(response.status).toBe(200);
    const after = await plansIn(rows[0]!.areaId);
    expect(after.map((row) => row.title)).toEqual([
      'Plan Edits longboard meet',
      'Plan Edits sunset meet',
      'Plan Edits sunset meet',
      'Plan Edits sunset meet',
    ]);
    expect(utc(after.map((row) => ({ startDate: row.startsAt })))).toEqual([
      '2030-10-13T15:00:00.000Z',
      '2030-10-20T16:30:00.000Z',
      '2030-10-27T17:30:00.000Z',
      '2030-11-03T17:30:00.000Z',
    ]);
    expect(after[0]!.seriesId).not.toBe(after[1]!.seriesId);
    expect(response.json.plan.series).toMatchObject({ repeats: 'Every Sunday', followingCount: 2 });

    const moved = await call('PATCH', `/api/plans/${rows[2]!.id}?sessions=following`, {
      as: organiser,
      body: { startLocal: '2030-10-28T17:30' },
    });
    expect(moved.status).toBe(400);
    expect(moved.json.error.details.issues[0].path).toBe('startLocal');

    const removed = await call('DELETE', `/api/plans/${rows[2]!.id}?sessions=following`, {
      as: organiser,
    });
    expect(removed.status).toBe(204);
    expect((await plansIn(rows[0]!.areaId)).map((row) => row.id)).toEqual([
      rows[0]!.id,
      rows[1]!.id,
    ]);
    expect(
      (await call('DELETE', `/api/plans/${rows[0]!.id}?sessions=following`, { as: ana })).status,
    ).toBe(403);
  });
});
