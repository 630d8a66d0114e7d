import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import {
  cookieHeader,
  makeAdmin,
  originOf,
  signUpMember,
  type SignedUpMember,
} from '../testing/members';
import { canStartRedis, startPrivateRedis } from '../testing/private-redis';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { AppEnv } from '../types';
import { isAdmin, requireUser, secureCookiesOverHttps } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { BETTER_AUTH_SECRET: 'a-fixed-secret-for-a-second-app-0123456789' },
  });
});
afterAll(async () => {
  await t.close();
});

const consent = (cookie?: string) =>
  t.app.request('/api/consent', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify({ consentType: 'cookies', consented: true }),
  });

describe('session middleware', () => {
  it('answers visitors of a members-only route with 401 and the sign-in message', async () => {
    const response = await consent();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    });
  });

  it('recognises the member of a session cookie', async () => {
    const member = await signUpMember(t);
    expect(member.cookie).toMatch(/lineup\.session_token=/);
    const response = await consent(member.cookie);
    expect(response.status).toBe(201);
  });

  it('treats an unknown or forged session token as a visitor', async () => {
    const response = await consent('lineup.session_token=forged.value');
    expect(response.status).toBe(401);
  });

  it('ends recognising a member once they sign out', async () => {
    const member = await signUpMember(t);
    const signOut = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: {
        cookie: member.cookie,
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect((await consent(member.cookie)).status).toBe(401);
  });

  it('sees an admin as admin once the role is given', async () => {
    const member = await signUpMember(t);
    // A second app on the same database and secret, with a route that reports what it sees.
    const { app: probe } = createApp({
      database: t.database,
      env: t.env,
      logger: t.logger,
      webDist: null,
    });
    probe.get('/api/probe', (c) => c.json({ admin: isAdmin(requireUser(c)) }));
    const ask = async () =>
      (await probe.request('/api/probe', { headers: { cookie: member.cookie } })).json();
    expect(await ask()).toEqual({ admin: false });
    await makeAdmin(t.database, member.user.id);
    expect(await ask()).toEqual({ admin: true });
  });
});

describe('secureCookiesOverHttps', () => {
  const app = new Hono<AppEnv>();
  // One proxy in front (TRUST_PROXY=true).
  app.use(secureCookiesOverHttps(1));
  app.get('/', (c) => {
    c.header('set-cookie', 'a=1; Path=/; HttpOnly', { append: true });
    c.header('set-cookie', 'b=2; Path=/; Secure', { append: true });
    return c.text('ok');
  });

  it('marks cookies Secure when a trusted proxy says the browser used https', async () => {
    const response = await app.request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.getSetCookie()).toEqual([
      'a=1; Path=/; HttpOnly; Secure',
      'b=2; Path=/; Secure',
    ]);
  });

  it('leaves them alone over plain http', async () => {
    const response = await app.request('/');
    expect(response.headers.getSetCookie()).toEqual([
      'a=1; Path=/; HttpOnly',
      'b=2; Path=/; Secure',
    ]);
  });
});

describe('sessions remembered for a few seconds (SESSION_CACHE_SECONDS)', () => {
  let one: TestApp;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>> | undefined;
  let two: ReturnType<typeof createApp>;
  beforeAll(async () => {
    redis = canStartRedis ? await startPrivateRedis() : undefined;
    one = await createTestApp({
      env: {
        SESSION_CACHE_SECONDS: '30',
        BETTER_AUTH_SECRET: 'a-fixed-secret-for-a-second-app-0123456789',
        ...(redis && { REDIS_URL: redis.url }),
      },
    });
    // A second server process on the same database (and Redis, when this machine has one).
    if (redis)
      two = createApp({ database: one.database, env: one.env, logger: one.logger, webDist: null });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
    await redis?.stop();
  });

  const me = (app: { request: TestApp['app']['request'] }, cookie: string) =>
    app.request('/api/profiles/me', { headers: { cookie } });
  const post = (path: string, cookie: string, body: unknown = {}) =>
    one.app.request(path, {
      method: 'POST',
      headers: { cookie, origin: originOf(one), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signInAgain = async (member: SignedUpMember) =>
    cookieHeader(
      await one.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: originOf(one) },
        body: JSON.stringify({ email: member.email, password: member.password }),
      }),
    );

  it('remembers whose a session is: a role given behind the app’s back shows later', async () => {
    const member = await signUpMember(one);
    const adminList = async () =>
      (await one.app.request('/api/admin/members', { headers: { cookie: member.cookie } })).status;
    expect(await adminList()).toBe(403);
    await makeAdmin(one.database, member.user.id);
    // The database was not asked again: the same answer, until the session is forgotten.
    expect(await adminList()).toBe(403);
  });

  it('refuses a remembered session at once after its member signs out', async () => {
    const member = await signUpMember(one);
    expect((await me(one.app, member.cookie)).status).toBe(200);
    expect((await post('/api/auth/sign-out', member.cookie)).status).toBe(200);
    expect((await me(one.app, member.cookie)).status).toBe(401);
  });

  it('refuses remembered sessions at once after "sign out everywhere else"', async () => {
    const member = await signUpMember(one);
    const phone = await signInAgain(member);
    expect((await me(one.app, phone)).status).toBe(200);
    expect((await post('/api/account/sessions/revoke-others', member.cookie)).status).toBe(200);
    expect((await me(one.app, phone)).status).toBe(401);
    expect((await me(one.app, member.cookie)).status).toBe(200);
  });

  it('refuses a banned member’s remembered session at once', async () => {
    const admin = await signUpMember(one);
    await makeAdmin(one.database, admin.user.id);
    const adminCookie = await signInAgain(admin);
    const member = await signUpMember(one);
    expect((await me(one.app, member.cookie)).status).toBe(200);
    const ban = await post(`/api/admin/members/${member.user.id}/ban`, adminCookie, {
      reason: 'Spam events',
    });
    expect(ban.status).toBe(200);
    expect((await me(one.app, member.cookie)).status).toBe(401);
  });

  it.skipIf(!canStartRedis)('refuses it on every other server process too', async () => {
    const member = await signUpMember(one);
    const phone = await signInAgain(member);
    expect((await me(two.app, phone)).status).toBe(200);
    expect((await post('/api/account/sessions/revoke-others', member.cookie)).status).toBe(200);
    await vi.waitFor(async () => expect((await me(two.app, phone)).status).toBe(401));
  });
});
