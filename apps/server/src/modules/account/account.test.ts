import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AccountSession } from '@lineup/contracts';
import {
  createEvent,
  createFriendship,
  createPlan,
  createRsvp,
  createUser,
  createVenue,
} from '@lineup/db/factories';
import {
  accounts,
  casualPlanMembers,
  casualPlans,
  eventRsvps,
  events,
  friendships,
  memberBlocks,
  outboxMessages,
  profiles,
  searchQueries,
  sessions,
  stays,
  userConsentLog,
  users,
  venues,
} from '@lineup/db/schema';
import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, originOf, signUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { exportAccount } from './account.service';
import { describeUserAgent } from './user-agent';

let t: TestApp;
let dataDir: string;
let origin: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lineup-account-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  origin = originOf(t);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function call(method: string, url: string, cookie?: string, body?: unknown) {
  return t.app.request(url, {
    method,
    headers: {
      origin,
      ...(cookie && { cookie }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

async function signInAgain(email: string, password: string, userAgent = FIREFOX) {
  const response = await t.app.request(
    '/api/auth/sign-in/email',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'user-agent': userAgent },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: '198.51.100.23' } } },
  );
  expect(response.status).toBe(200);
  return cookieHeader(response);
}

describe('PATCH /api/account/privacy', () => {
  it('saves who sees my RSVPs', async () => {
    const member = await signUpMember(t);
    const response = await call('PATCH', '/api/account/privacy', member.cookie, {
      rsvpVisibility: 'friends',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ rsvpVisibility: 'friends' });
    const [row] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, member.user.id));
    expect(row?.rsvpVisibility).toBe('friends');
  });

  it('refuses other values and visitors', async () => {
    const member = await signUpMember(t);
    const wrong = await call('PATCH', '/api/account/privacy', member.cookie, {
      rsvpVisibility: 'public',
    });
    expect(wrong.status).toBe(400);
    const visitor = await call('PATCH', '/api/account/privacy', undefined, {
      rsvpVisibility: 'nobody',
    });
    expect(visitor.status).toBe(401);
  });
});

describe('active sessions', () => {
  it('lists each session with browser, system, address and last use, this one first', async () => {
    const member = await signUpMember(t);
    await signInAgain(member.email, member.password);
    const response = await call('GET', '/api/account/sessions', member.cookie);
    expect(response.status).toBe(200);
    const { sessions: list } = (await response.json()) as { sessions: AccountSession[] };
    expect(list).toHaveLength(2);
    expect(list[0]?.current).toBe(true);
    expect(list[1]).toMatchObject({
      current: false,
      browser: 'Firefox',
      os: 'Android',
      device: 'mobile',
      ipAddress: '198.51.100.23',
    });
    expect(Date.parse(list[1]!.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('signs out one session, and only the member’s own', async () => {
    const member = await signUpMember(t);
    const other = await signInAgain(member.email, member.password);
    const stranger = await signUpMember(t);
    const { sessions: list } = (await (
      await call('GET', '/api/account/sessions', member.cookie)
    ).json()) as { sessions: AccountSession[] };
    const target = list.find((session) => !session.current)!;

    const foreign = await call('DELETE', `/api/account/sessions/${target.id}`, stranger.cookie);
    expect(foreign.status).toBe(404);

    const response = await call('DELETE', `/api/account/sessions/${target.id}`, member.cookie);
    expect(response.status).toBe(204);
    expect((await call('GET', '/api/account/sessions', other)).status).toBe(401);
    expect((await call('GET', '/api/account/sessions', member.cookie)).status).toBe(200);
  });

  it('signs out everywhere else', async () => {
    const member = await signUpMember(t);
    const a = await signInAgain(member.email, member.password);
    const b = await signInAgain(member.email, member.password);
    const response = await call('POST', '/api/account/sessions/revoke-others', member.cookie);
    expect(await response.json()).toEqual({ revoked: 2 });
    for (const cookie of [a, b]) {
      expect((await call('GET', '/api/profiles/me', cookie)).status).toBe(401);
    }
    expect((await call('GET', '/api/profiles/me', member.cookie)).status).toBe(200);
  });
});

describe('describeUserAgent', () => {
  it('names common browsers and systems', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toEqual({ browser: 'Safari', os: 'macOS', device: 'desktop' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows', device: 'desktop' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Chrome', os: 'iOS', device: 'mobile' });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, device: 'unknown' });
  });
});

let dataSets = 0;

/** A member with a row in every table that holds personal data. */
async function memberWithData() {
  const n = ++dataSets;
  const member = await signUpMember(t);
  const me = member.user.id;
  const friend = await createUser(t.database);
  const event = await createEvent(t.database, { creatorId: me, title: 'Full moon paddle' });
  const venue = await createVenue(t.database, { creatorId: me, name: `Shack at the point ${n}` });
  const othersEvent = await createEvent(t.database, { title: 'Open mic night' });
  await createRsvp(t.database, { eventId: othersEvent.id, userId: me, status: 'going' });
  const plan = await createPlan(t.database, { creatorId: me, title: 'Sunrise coffee' });
  const othersPlan = await createPlan(t.database, { title: 'Dawn patrol', memberIds: [me] });
  await createFriendship(t.database, { requesterId: me, addresseeId: friend.id });
  await call('POST', '/api/consent', member.cookie, { consentType: 'cookies', consented: true });
  await t.database.db
    .insert(searchQueries)
    .values({ query: `longboard lessons ${n}`, resultCount: 3, userId: me });
  const blocked = await createUser(t.database);
  await t.database.db.insert(memberBlocks).values({ blockerId: me, blockedId: blocked.id });
  await t.database.db.insert(stays).values({
    userId: me,
    areaId: event.areaId,
    arrivesOn: '2027-06-03',
    leavesOn: '2027-06-10',
    note: 'dawn patrol buddies?',
  });
  return { n, member, blocked, friend, event, venue, othersEvent, plan, othersPlan };
}

describe('GET /api/account/export', () => {
  it('downloads everything about the member as a JSON file, without secrets', async () => {
    const data = await memberWithData();
    const response = await call('GET', '/api/account/export', data.member.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lineup-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    // Dates arrive as strings; only other fields are compared below.
    const body = JSON.parse(text) as Awaited<ReturnType<typeof exportAccount>>;
    expect(body.account).toMatchObject({ id: data.member.user.id, email: data.member.email });
    expect(body.account.signInMethods).toEqual([
      { provider: 'credential', since: expect.any(String) },
    ]);
    expect(body.profile).toMatchObject({ id: data.member.user.id });
    expect(body.eventsCreated.map((e: { title: string }) => e.title)).toEqual(['Full moon paddle']);
    expect(body.venuesCreated.map((v: { name: string }) => v.name)).toEqual([
      `Shack at the point ${data.n}`,
    ]);
    expect(body.rsvps).toEqual([
      expect.objectContaining({ eventTitle: 'Open mic night', status: 'going' }),
    ]);
    expect(body.plansCreated.map((p: { title: string }) => p.title)).toEqual(['Sunrise coffee']);
    expect(body.plansJoined.map((p: { title: string }) => p.title)).toEqual(['Dawn patrol']);
    // search_text is an internal copy of other columns, not the member's data.
    expect(text).not.toContain('searchText');
    expect(body.friendships).toEqual([
      expect.objectContaining({
        otherMemberId: data.friend.id,
        otherUsername: data.friend.profile.username,
        direction: 'sent',
        status: 'accepted',
      }),
    ]);
    expect(body.consentLog).toEqual([
      expect.objectContaining({ consentType: 'cookies', consented: true }),
    ]);
    expect(body.searchQueries).toEqual([
      expect.objectContaining({ query: `longboard lessons ${data.n}` }),
    ]);
    expect(body.stays).toEqual([
      expect.objectContaining({
        arrivesOn: '2027-06-03',
        leavesOn: '2027-06-10',
        note: 'dawn patrol buddies?',
        visibility: 'friends',
      }),
    ]);
    expect(body.blockedMembers).toEqual([expect.objectContaining({ memberId: data.blocked.id })]);
    expect(body.sessions.length).toBeGreaterThan(0);

    const [credential] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, data.member.user.id));
    expect(text).not.toContain(credential!.password!);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, data.member.user.id));
    expect(text).not.toContain(session!.token);
  });

  it('is for members only', async () => {
    expect((await call('GET', '/api/account/export')).status).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('needs the right password once the session is not fresh', async () => {
    const member = await signUpMember(t);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(sessions.userId, member.user.id));

    const none = await call('DELETE', '/api/account', member.cookie, {});
    expect(none.status).toBe(403);
    expect(await none.json()).toMatchObject({
      error: { code: 'forbidden', details: { reason: 'reauthentication_required' } },
    });
    const wrong = await call('DELETE', '/api/account', member.cookie, { password: 'guess-1234' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({
      error: { message: 'That password is not correct.', details: { reason: 'wrong_password' } },
    });
    const [still] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(still).toBeDefined();
  });

  it('removes the personal rows and keeps created events and venues without their creator', async () => {
    const data = await memberWithData();
    const me = data.member.user.id;
    const avatar = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(avatar)], 'a.png', { type: 'image/png' }));
    await t.app.request('/api/profiles/me/avatar', {
      method: 'POST',
      headers: { cookie: data.member.cookie, origin },
      body: form,
    });
    const avatarsBefore = await readdir(path.join(dataDir, 'uploads', 'avatars'));
    expect(avatarsBefore.length).toBeGreaterThan(0);

    const response = await call('DELETE', '/api/account', data.member.cookie, {
      password: data.member.password,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      /lineup\.session_token=;.*Max-Age=0/,
    );

    const { db } = t.database;
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    expect(await count(db.select().from(users).where(eq(users.id, me)))).toBe(0);
    expect(await count(db.select().from(profiles).where(eq(profiles.id, me)))).toBe(0);
    expect(await count(db.select().from(sessions).where(eq(sessions.userId, me)))).toBe(0);
    expect(await count(db.select().from(accounts).where(eq(accounts.userId, me)))).toBe(0);
    expect(await count(db.select().from(eventRsvps).where(eq(eventRsvps.userId, me)))).toBe(0);
    expect(await count(db.select().from(casualPlans).where(eq(casualPlans.creatorId, me)))).toBe(0);
    expect(
      await count(db.select().from(casualPlanMembers).where(eq(casualPlanMembers.userId, me))),
    ).toBe(0);
    expect(
      await count(
        db
          .select()
          .from(friendships)
          .where(or(eq(friendships.requesterId, me), eq(friendships.addresseeId, me))),
      ),
    ).toBe(0);
    expect(await count(db.select().from(userConsentLog).where(eq(userConsentLog.userId, me)))).toBe(
      0,
    );
    expect(
      await count(db.select().from(outboxMessages).where(eq(outboxMessages.to, data.member.email))),
    ).toBe(0);

    const [event] = await db.select().from(events).where(eq(events.id, data.event.id));
    expect(event).toMatchObject({ title: 'Full moon paddle', creatorId: null });
    const [venue] = await db.select().from(venues).where(eq(venues.id, data.venue.id));
    expect(venue).toMatchObject({ name: `Shack at the point ${data.n}`, creatorId: null });
    const [search] = await db
      .select()
      .from(searchQueries)
      .where(eq(searchQueries.query, `longboard lessons ${data.n}`));
    expect(search).toMatchObject({ userId: null });
    // The other member's plan and the friend stay.
    expect(
      await count(db.select().from(casualPlans).where(eq(casualPlans.id, data.othersPlan.id))),
    ).toBe(1);
    expect(await count(db.select().from(users).where(eq(users.id, data.friend.id)))).toBe(1);

    expect(await readdir(path.join(dataDir, 'uploads', 'avatars', avatarsBefore[0]!))).toEqual([]);
    expect((await call('GET', '/api/profiles/me', data.member.cookie)).status).toBe(401);
    const signIn = await call('POST', '/api/auth/sign-in/email', undefined, {
      email: data.member.email,
      password: data.member.password,
    });
    expect(signIn.status).toBe(401);
  });

  it('needs no password within 15 minutes of signing in', async () => {
    const member = await signUpMember(t);
    const response = await call('DELETE', '/api/account', member.cookie, {});
    expect(response.status).toBe(200);
  });
});

describe('POST /api/consent', () => {
  it("logs the cookie banner's choice of a member", async () => {
    const member = await signUpMember(t);
    const response = await call('POST', '/api/consent', member.cookie, {
      consentType: 'cookies',
      consented: false,
    });
    expect(response.status).toBe(201);
    const rows = await t.database.db
      .select()
      .from(userConsentLog)
      .where(eq(userConsentLog.userId, member.user.id));
    expect(rows).toEqual([expect.objectContaining({ consentType: 'cookies', consented: false })]);
  });

  it('refuses visitors and unknown consent types', async () => {
    const visitor = await call('POST', '/api/consent', undefined, {
      consentType: 'cookies',
      consented: true,
    });
    expect(visitor.status).toBe(401);
    const member = await signUpMember(t);
    const wrong = await call('POST', '/api/consent', member.cookie, {
      consentType: 'newsletter',
      consented: true,
    });
    expect(wrong.status).toBe(400);
  });
});

describe('cross-site requests with the session cookie', () => {
  it('are refused', async () => {
    const member = await signUpMember(t);
    const response = await t.app.request('/api/profiles/me', {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        cookie: member.cookie,
        origin: 'https://evil.example',
      },
      body: JSON.stringify({ tagline: 'pwned' }),
    });
    expect(response.status).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, member.user.id));
    expect(row?.tagline).toBeNull();
  });
});
