import { createRsvp, createUser } from '@lineup/db/factories';
import {
  jobs,
  notificationPreferences,
  notifications,
  outboxMessages,
  users,
} from '@lineup/db/schema';
import { and, asc, eq, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, createEventAs, eventInput, localIn, testArea } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { describeEventChange, reminderTimes, type EventFacts } from './event-notices';

let t: TestApp;
let call: ReturnType<typeof api>;
let host: SignedUpMember;

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  host = await signUpMember(t);
});
afterAll(async () => {
  await t.close();
});

const noticesOf = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));

/** Notification mails to `email` (not the sign-up's confirmation), oldest first. */
const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, email.toLowerCase()), isNotNull(outboxMessages.headers)))
    .orderBy(asc(outboxMessages.createdAt));

const rsvp = (eventId: string, status: string, as: SignedUpMember) =>
  call('PUT', `/api/events/${eventId}/rsvp`, { as, body: { status } });

// The worker's clock is JavaScript's (milliseconds); PostgreSQL's now() has microseconds.
const dueNow = sql`now() - interval '1 second'`;

/** Lets the digest window pass: a member's next mail is due now. */
const digestWindowPassed = () =>
  t.database.db
    .update(jobs)
    .set({ runAt: dueNow })
    .where(and(eq(jobs.state, 'pending'), like(jobs.key, 'deliver:%')));

async function lisbonEvent(overrides: Record<string, unknown> = {}, organiser = host) {
  const area = await testArea(t, { timeZone: 'Europe/Lisbon' });
  return createEventAs(
    t,
    organiser,
    eventInput(area, {
      startLocal: localIn(10, '17:00'),
      endLocal: localIn(10, '19:00'),
      specificVenue: 'Supertubos',
      ...overrides,
    }),
  );
}

describe('an event that moves', () => {
  it('tells who answered what changed, in the app and by mail with a one-click unsubscribe', async () => {
    const event = await lisbonEvent();
    const going = await signUpMember(t);
    const interested = await signUpMember(t);
    const stranger = await signUpMember(t);
    await rsvp(event.id, 'going', going);
    await rsvp(event.id, 'interested', interested);
    await t.jobs.drain();

    const moved = await call('PATCH', `/api/events/${event.id}`, {
      as: host,
      body: {
        startLocal: localIn(10, '18:00'),
        endLocal: localIn(10, '20:00'),
        specificVenue: 'Praia do Baleal',
      },
    });
    expect(moved.status).toBe(200);
    await t.jobs.drain();

    for (const member of [going, interested]) {
      const [notice] = await noticesOf(member.user.id);
      expect(notice).toMatchObject({
        kind: 'event_changed',
        title: 'Sunset longboard jam has a new time and place',
        body: 'Now 18:00 instead of 17:00, at Praia do Baleal.',
        link: event.path,
        readAt: null,
      });
      const [mail] = await mailsTo(member.email);
      expect(mail!.subject).toBe('Sunset longboard jam has a new time and place');
      expect(mail!.text).toContain('Now 18:00 instead of 17:00, at Praia do Baleal.');
      expect(mail!.text).toContain(`${new URL(event.path, 'http://localhost:3000')}`);
      expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail!.headers!['List-Unsubscribe']).toMatch(
        /^<http:\/\/.+\/api\/unsubscribe\?token=.+>$/,
      );
      expect(mail!.text).toContain('/profile/settings');
    }
    // The organiser made the change, the stranger never answered.
    expect(await noticesOf(host.user.id)).toEqual([]);
    expect(await noticesOf(stranger.user.id)).toEqual([]);
    expect(await mailsTo(stranger.email)).toEqual([]);

    // Calendar apps replace their copy: a higher SEQUENCE and the new time.
    const ics = await call('GET', `/api/events/${event.id}/calendar.ics`);
    expect(ics.text).toContain('SEQUENCE:1');
  });

  it('says nothing when neither the time nor the place changed', async () => {
    const event = await lisbonEvent();
    const going = await signUpMember(t);
    await rsvp(event.id, 'going', going);
    await call('PATCH', `/api/events/${event.id}`, {
      as: host,
      body: { description: 'Now with a DJ.' },
    });
    await t.jobs.drain();
    expect(await noticesOf(going.user.id)).toEqual([]);
    const ics = await call('GET', `/api/events/${event.id}/calendar.ics`);
    expect(ics.text).toContain('SEQUENCE:0');
  });

  it('sends one mail, then a digest of what came within minutes', async () => {
    const event = await lisbonEvent();
    const going = await signUpMember(t);
    await rsvp(event.id, 'going', going);
    const moveTo = async (time: string) => {
      const response = await call('PATCH', `/api/events/${event.id}`, {
        as: host,
        body: { startLocal: localIn(10, time), endLocal: localIn(10, '21:00') },
      });
      expect(response.status).toBe(200);
      await t.jobs.drain();
    };
    await moveTo('17:30');
    expect(await mailsTo(going.email)).toHaveLength(1);
    await moveTo('18:00');
    await moveTo('18:30');
    // Both wait for the window after the first mail.
    expect(await mailsTo(going.email)).toHaveLength(1);
    expect(await noticesOf(going.user.id)).toHaveLength(3);

    await digestWindowPassed();
    await t.jobs.drain();
    const mails = await mailsTo(going.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('2 updates from Lineup');
    expect(mails[1]!.text).toContain('Now 18:00 instead of 17:30');
    expect(mails[1]!.text).toContain('Now 18:30 instead of 18:00');
  });

  it('follows each member’s choices: no mail with e-mail off, no bell with in-app off', async () => {
    const event = await lisbonEvent();
    const quiet = await signUpMember(t);
    const mailOnly = await signUpMember(t);
    await t.database.db.insert(notificationPreferences).values([
      { userId: quiet.user.id, kind: 'event_changed', inApp: true, email: false, push: false },
      { userId: mailOnly.user.id, kind: 'event_changed', inApp: false, email: true, push: false },
    ]);
    await rsvp(event.id, 'going', quiet);
    await rsvp(event.id, 'going', mailOnly);
    await call('PATCH', `/api/events/${event.id}`, {
      as: host,
      body: { specificVenue: 'Praia do Baleal' },
    });
    await t.jobs.drain();

    expect(await noticesOf(quiet.user.id)).toMatchObject([
      { inApp: true, body: 'Now at Praia do Baleal instead of Supertubos.' },
    ]);
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await noticesOf(mailOnly.user.id)).toMatchObject([{ inApp: false }]);
    expect(await mailsTo(mailOnly.email)).toHaveLength(1);
  });

  it('tells nobody banned', async () => {
    const event = await lisbonEvent();
    const banned = await signUpMember(t);
    await rsvp(event.id, 'going', banned);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.user.id));
    await call('PATCH', `/api/events/${event.id}`, { as: host, body: { specificVenue: 'Lagide' } });
    await t.jobs.drain();
    expect(await noticesOf(banned.user.id)).toEqual([]);
  });
});

describe('a server killed between the commit and the send', () => {
  it('sends after the restart, once', async () => {
    const event = await lisbonEvent();
    const going = await signUpMember(t);
    await rsvp(event.id, 'going', going);
    await t.jobs.drain();
    // The change commits; the process dies before its worker runs.
    await call('PATCH', `/api/events/${event.id}`, { as: host, body: { specificVenue: 'Lagide' } });
    expect(await mailsTo(going.email)).toEqual([]);

    // A new process on the same database: its worker finds the job.
    const restarted = createApp({
      database: t.database,
      env: t.env,
      logger: t.logger,
      webDist: null,
    });
    await restarted.jobs.drain();
    await restarted.jobs.drain();
    await t.jobs.drain();
    expect(await mailsTo(going.email)).toHaveLength(1);
    expect(await noticesOf(going.user.id)).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  async function mailedMember() {
    const event = await lisbonEvent();
    const member = await signUpMember(t);
    await rsvp(event.id, 'going', member);
    await call('PATCH', `/api/events/${event.id}`, { as: host, body: { specificVenue: 'Lagide' } });
    await t.jobs.drain();
    const [mail] = await mailsTo(member.email);
    const oneClick = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
    return { event, member, oneClick };
  }

  it('turns off that kind of e-mail in one click, without signing in', async () => {
    const { event, member, oneClick } = await mailedMember();
    const token = oneClick.searchParams.get('token')!;
    // Opening the link (a mail scanner does) changes nothing.
    const check = await call('GET', `/api/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(check.json).toEqual({
      kinds: ['event_changed'],
      label: 'Event changes',
      unsubscribed: false,
    });

    // What a mail app sends (RFC 8058): a form post, no cookie.
    const response = await t.app.request(`${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      kinds: ['event_changed'],
      label: 'Event changes',
      unsubscribed: true,
    });
    const [preference] = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, member.user.id));
    expect(preference).toMatchObject({
      kind: 'event_changed',
      email: false,
      inApp: true,
      push: true,
    });

    // The next change reaches the bell, not the inbox.
    await call('PATCH', `/api/events/${event.id}`, { as: host, body: { specificVenue: 'Baleal' } });
    await digestWindowPassed();
    await t.jobs.drain();
    expect(await noticesOf(member.user.id)).toHaveLength(2);
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it('refuses a link this server did not sign, or one changed to reach another kind', async () => {
    const { oneClick } = await mailedMember();
    const token = oneClick.searchParams.get('token')!;
    const [body, signature] = token.split('.');
    const otherKind = `${Buffer.from(Buffer.from(body!, 'base64url').toString().replace(/:0$/, ':2')).toString('base64url')}.${signature}`;
    for (const bad of ['nonsense', `${token}x`, otherKind]) {
      const response = await call('POST', `/api/unsubscribe?token=${encodeURIComponent(bad)}`, {
        body: {},
      });
      expect(response.status).toBe(400);
      expect(response.json.error.message).toBe(
        'This unsubscribe link is not valid. Change your e-mails in your settings.',
      );
    }
  });
});

describe('cancelling and deleting', () => {
  it('tells members an event was cancelled, marks the calendar entry and drops its reminders', async () => {
    const event = await lisbonEvent();
    const going = await signUpMember(t);
    await rsvp(event.id, 'going', going);
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(like(jobs.key, `reminder:${event.id}:%`)),
    ).toHaveLength(2);

    expect((await call('POST', `/api/events/${event.id}/cancel`, { as: host })).status).toBe(200);
    await t.jobs.drain();
    const [notice] = await noticesOf(going.user.id);
    expect(notice).toMatchObject({
      kind: 'event_cancelled',
      title: 'Sunset longboard jam was cancelled',
      link: event.path,
    });
    expect(notice!.body).toMatch(/^It was planned for \w{3} \d{1,2} \w{3}, 17:00 at Supertubos\.$/);
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.state, 'pending'), like(jobs.key, `reminder:${event.id}:%`))),
    ).toEqual([]);
    const ics = await call('GET', `/api/events/${event.id}/calendar.ics`);
    expect(ics.text).toContain('STATUS:CANCELLED');
    expect(ics.text).toContain('SEQUENCE:1');
  });

  it('tells members of a deleted event, though its answers are gone with it', async () => {
    const event = await lisbonEvent();
    const going = await signUpMember(t);
    await rsvp(event.id, 'going', going);
    expect((await call('DELETE', `/api/events/${event.id}`, { as: host })).status).toBe(204);
    await t.jobs.drain();
    expect(await noticesOf(going.user.id)).toMatchObject([
      { kind: 'event_cancelled', link: '/my-events' },
    ]);
  });
});

describe('reminders', () => {
  it('are queued for going members and move with the event', async () => {
    const event = await lisbonEvent();
    const going = await signUpMember(t);
    await rsvp(event.id, 'going', going);
    const reminders = async () =>
      Object.fromEntries(
        (
          await t.database.db
            .select({ key: jobs.key, runAt: jobs.runAt })
            .from(jobs)
            .where(and(eq(jobs.state, 'pending'), like(jobs.key, `reminder:${event.id}:%`)))
        ).map((row) => [row.key!.split(':')[2], row.runAt]),
      );
    const start = new Date(event.startLocal);
    const queued = await reminders();
    expect(Object.keys(queued).sort()).toEqual(['day-before', 'soon']);

    // Moved to 07:00: three hours before is night in Lisbon, only the evening before stays.
    await call('PATCH', `/api/events/${event.id}`, {
      as: host,
      body: { startLocal: localIn(11, '07:00'), endLocal: localIn(11, '09:00') },
    });
    await t.jobs.drain();
    const moved = await reminders();
    expect(Object.keys(moved)).toEqual(['day-before']);
    expect(moved['day-before']!.getTime() - queued['day-before']!.getTime()).toBe(86_400_000);
    expect(start).toBeInstanceOf(Date);

    // When it is due, going members hear; the member only interested does not.
    const interested = await signUpMember(t);
    await rsvp(event.id, 'interested', interested);
    await t.database.db
      .update(jobs)
      .set({ runAt: dueNow })
      .where(eq(jobs.key, `reminder:${event.id}:day-before`));
    await t.jobs.drain();
    expect(await noticesOf(going.user.id)).toMatchObject([
      { kind: 'event_changed' },
      { kind: 'event_reminder', title: 'Tomorrow: Sunset longboard jam' },
    ]);
    expect((await noticesOf(going.user.id))[1]!.body).toMatch(/, 07:00 at Supertubos\.$/);
    expect(await noticesOf(interested.user.id)).toEqual([]);
  });

  it('are due the evening before and three hours before, never at night, across DST', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    // Lisbon moves to summer time on 29 March 2026 at 01:00 UTC.
    const afterChange = reminderTimes(new Date('2026-03-30T17:00:00Z'), 'Europe/Lisbon', now);
    expect(afterChange['day-before']).toEqual(new Date('2026-03-29T17:00:00Z')); // 18:00 WEST
    expect(afterChange.soon).toEqual(new Date('2026-03-30T14:00:00Z')); // 15:00 WEST
    const colombo = reminderTimes(new Date('2026-03-30T01:00:00Z'), 'Asia/Colombo', now);
    // 06:30 local: three hours before is 03:30, at night.
    expect(colombo['day-before']).toEqual(new Date('2026-03-29T12:30:00Z'));
    expect(colombo.soon).toBeNull();
    // Past times are left out.
    const late = reminderTimes(
      new Date('2026-03-01T20:00:00Z'),
      'UTC',
      new Date('2026-03-01T12:00:00Z'),
    );
    expect(late).toEqual({ 'day-before': null, soon: new Date('2026-03-01T17:00:00Z') });
  });
});

describe('what changed, in words', () => {
  const facts = (start: string, place = 'Supertubos'): EventFacts => ({
    id: 'e',
    title: 'Dawn patrol',
    path: '/p',
    startDate: new Date(start),
    timeZone: 'Europe/Amsterdam',
    place,
  });
  it('names the day too when the day changed', () => {
    expect(
      describeEventChange(facts('2026-07-03T15:00:00Z'), facts('2026-07-04T16:00:00Z')),
    ).toEqual({
      title: 'Dawn patrol has a new time',
      body: 'Now Sat 4 Jul, 18:00 instead of Fri 3 Jul, 17:00, at Supertubos.',
    });
    expect(
      describeEventChange(facts('2026-07-03T15:00:00Z'), facts('2026-07-03T15:00:00Z')),
    ).toBeNull();
  });
});

describe('organisers', () => {
  it('hear that their event is full once: not when the waitlist refills a spot, nor when it fills again', async () => {
    const host = await signUpMember(t);
    const event = await lisbonEvent({ capacity: 1 }, host);
    const [first, second, third] = [
      await signUpMember(t),
      await signUpMember(t),
      await signUpMember(t),
    ];
    await rsvp(event.id, 'going', first);
    await t.jobs.drain();
    await rsvp(event.id, 'waitlisted', second);
    // The waitlist refills the spot first's leaving frees.
    await rsvp(event.id, 'none', first);
    await t.jobs.drain();
    // Then the spot frees with nobody waiting, and a newcomer takes it.
    await rsvp(event.id, 'none', second);
    await rsvp(event.id, 'going', third);
    await t.jobs.drain();
    const full = (await noticesOf(host.user.id)).filter((notice) => notice.kind === 'event_full');
    expect(full.map((notice) => notice.title)).toEqual(['Sunset longboard jam is full']);
  });

  it('hear when their event is full, and once a day about new RSVPs', async () => {
    const host = await signUpMember(t);
    const event = await lisbonEvent({ capacity: 2 }, host);
    const [first, second] = [await signUpMember(t), await signUpMember(t)];
    await rsvp(event.id, 'going', first);
    await rsvp(event.id, 'going', second);
    await t.jobs.drain();
    expect(await noticesOf(host.user.id)).toMatchObject([
      {
        kind: 'event_full',
        title: 'Sunset longboard jam is full',
        body: 'All 2 spots are taken. New members can join the waitlist.',
      },
    ]);

    const [summary] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.state, 'pending'), eq(jobs.key, `rsvp-summary:${event.id}`)));
    expect(summary).toBeDefined();
    // 19:00 in Lisbon, today or tomorrow.
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', timeStyle: 'short' }).format(
        summary!.runAt,
      ),
    ).toBe('19:00');
    await t.database.db.update(jobs).set({ runAt: dueNow }).where(eq(jobs.id, summary!.id));
    await t.jobs.drain();
    const [full, daily] = await noticesOf(host.user.id);
    expect(daily).toMatchObject({
      kind: 'rsvp_summary',
      title: '2 new RSVPs for Sunset longboard jam',
      body: '2 going in the last day. 2 of 2 spots taken.',
    });
    // Counts, never names: whoever hides their RSVPs stays hidden from the organiser too.
    for (const notice of [full!, daily!]) {
      for (const member of [first, second]) {
        const username = member.email.split('@')[0]!;
        expect(`${notice.title} ${notice.body}`).not.toContain(username);
      }
    }
  });

  it('get no summary for a day without new RSVPs', async () => {
    const host = await signUpMember(t);
    const event = await lisbonEvent({}, host);
    const member = await signUpMember(t);
    const seeded = await createUser(t.database);
    await createRsvp(t.database, { eventId: event.id, userId: seeded.id, status: 'going' });
    await rsvp(event.id, 'going', member);
    await rsvp(event.id, 'none', member);
    await t.database.db
      .update(jobs)
      .set({ runAt: dueNow })
      .where(eq(jobs.key, `rsvp-summary:${event.id}`));
    await t.jobs.drain();
    expect(await noticesOf(host.user.id)).toEqual([]);
  });
});

describe('friends', () => {
  it('hear about a request, and the sender about its acceptance', async () => {
    const ana = await signUpMember(t);
    const ben = await signUpMember(t);
    const sent = await call('POST', '/api/friends/requests', {
      as: ana,
      body: { userId: ben.user.id },
    });
    expect(sent.status).toBe(201);
    await t.jobs.drain();
    const [request] = await noticesOf(ben.user.id);
    expect(request).toMatchObject({ kind: 'friend_request', link: '/friends' });
    expect(request!.title).toMatch(/ wants to be friends$/);

    const accepted = await call(
      'POST',
      `/api/friends/requests/${sent.json.relation.friendshipId}/accept`,
      { as: ben },
    );
    expect(accepted.status).toBe(200);
    await t.jobs.drain();
    const [answer] = await noticesOf(ana.user.id);
    expect(answer).toMatchObject({ kind: 'friend_accepted', link: `/user/${ben.user.id}` });
    expect(answer!.title).toMatch(/ accepted your friend request$/);
    // Accepted requests are not mailed by default.
    expect(await mailsTo(ana.email)).toEqual([]);
    expect(await mailsTo(ben.email)).toHaveLength(1);
  });
});
