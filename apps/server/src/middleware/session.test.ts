import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { makeAdmin, signUpMember } from '../testing/members';
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
