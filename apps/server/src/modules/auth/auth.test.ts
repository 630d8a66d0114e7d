import { authErrorCodes, WEAK_PASSWORD_MESSAGE } from '@lineup/contracts';
import { profiles, sessions, users, verifications } from '@lineup/db/schema';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  latestLink,
  makeAdmin,
  originOf,
  outboxMessages,
  signUpMember,
} from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { syncAdminEmails } from './admin-emails';
import { UNUSED_AUTH_PATHS } from './auth';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'Boss@Lineup.example' } });
  origin = originOf(t);
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const freshEmail = () => `auth${++n}.${process.pid}@example.test`;
const PASSWORD = 'salt-spray-and-boards-7';

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify(body),
  });
}

const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
  t.app.request(pathAndQuery, { headers });

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function sessionUser(cookie: string) {
  const response = await get('/api/auth/get-session', { cookie });
  return ((await response.json()) as { user: { email: string; role: string } } | null)?.user;
}

describe('sign-up with e-mail confirmation (on by default)', () => {
  it('mails a confirmation link that signs the new member in and returns to /profile', async () => {
    const email = freshEmail();
    const signUp = await post('/sign-up/email', {
      email,
      password: PASSWORD,
      name: '',
      callbackURL: '/profile',
    });
    expect(signUp.status).toBe(200);
    // No session until the address is confirmed.
    expect(cookieHeader(signUp)).not.toContain('session_token');

    const [mail] = await outboxMessages(t);
    expect(mail).toMatchObject({ to: email, subject: 'Confirm your e-mail address for Lineup' });
    const link = await latestLink(t, email, '/api/auth/verify-email');
    expect(new URL(link).origin).toBe(origin);

    const verify = await get(pathOf(link));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/profile');
    const cookie = cookieHeader(verify);
    expect(await sessionUser(cookie)).toMatchObject({ email, emailVerified: true });
  });

  it('sends HTML and text versions, branded Lineup', async () => {
    const email = freshEmail();
    await post('/sign-up/email', { email, password: PASSWORD, name: '' });
    const response = await t.app.request(
      '/dev/outbox.json',
      {},
      {
        incoming: { socket: { remoteAddress: '127.0.0.1' } },
      },
    );
    const { messages } = (await response.json()) as {
      messages: { to: string; html: string; text: string }[];
    };
    const mail = messages.find((message) => message.to === email);
    expect(mail?.html).toMatch(/^<!doctype html>/);
    expect(mail?.html).toContain('Lineup');
    expect(mail?.text).toContain('Confirm my e-mail: http://localhost:3000/api/auth/verify-email');
  });

  it('creates the profile at sign-up with the part of the e-mail before the @', async () => {
    const email = `kai.surfs.${process.pid}@example.test`;
    await post('/sign-up/email', { email, password: PASSWORD, name: '' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ username: `kai.surfs.${process.pid}`, email });
  });

  it('gives a second member with the same prefix a numbered username', async () => {
    const a = await signUpMember(t, { email: `tide@one-${process.pid}.example` });
    const b = await signUpMember(t, { email: `TIDE@two-${process.pid}.example` });
    const rows = await t.database.db
      .select({ id: profiles.id, username: profiles.username })
      .from(profiles)
      .where(sql`${profiles.id} in (${a.user.id}, ${b.user.id})`);
    // Addresses are stored lower-cased, so the prefix is 'tide' both times.
    expect(rows.map((row) => row.username).sort()).toEqual(['tide', 'tide2']);
  });

  it('uses the sign-up name as the username when one is given', async () => {
    const member = await signUpMember(t, { name: 'Wave Rider' });
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, member.user.id));
    expect(profile?.username).toBe('Wave_Rider');
  });

  it('refuses an address that is already registered, with its own code', async () => {
    const member = await signUpMember(t);
    const again = await post('/sign-up/email', {
      email: member.email.toUpperCase(),
      password: PASSWORD,
      name: '',
    });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ code: authErrorCodes.emailTaken });
  });

  it('refuses passwords that are too short, too long or easy to guess, saying why', async () => {
    const short = await post('/sign-up/email', { email: freshEmail(), password: 'w4ve', name: '' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: authErrorCodes.passwordTooShort });

    const long = await post('/sign-up/email', {
      email: freshEmail(),
      password: 'x'.repeat(129),
      name: '',
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: authErrorCodes.passwordTooLong });

    // The weak passwords a probe got accepted, and a common one; each refusal says why.
    for (const [password, why] of [
      ['aaaaaaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
      [' '.repeat(10), 'Repeated characters like "aaa" are easy to guess.'],
      ['lineup123', 'There should not be any personal or page related data.'],
      ['Welcome123!', 'Add more words that are less common.'],
      ['Password123', 'This is a commonly used password.'],
    ]) {
      const weak = await post('/sign-up/email', { email: freshEmail(), password, name: '' });
      expect(weak.status, password).toBe(400);
      const body = (await weak.json()) as { code: string; message: string };
      expect(body.code, password).toBe(authErrorCodes.passwordTooWeak);
      expect(body.message, password).toMatch(new RegExp(`^${WEAK_PASSWORD_MESSAGE}`));
      expect(body.message, password).toContain(why);
    }
    // The address itself is something a guesser tries.
    const personal = await post('/sign-up/email', {
      email: 'marisol.ventura@example.test',
      password: 'marisolventura1',
      name: '',
    });
    expect(personal.status).toBe(400);
    expect(await personal.json()).toMatchObject({ code: authErrorCodes.passwordTooWeak });
    expect(
      (
        await t.database.db
          .select()
          .from(users)
          .where(eq(users.email, 'marisol.ventura@example.test'))
      ).length,
    ).toBe(0);

    // 64 characters of a passphrase are fine.
    const passphrase = await post('/sign-up/email', {
      email: freshEmail(),
      password: 'the swell at the point was overhead and glassy all morning long 1',
      name: '',
    });
    expect(passphrase.status).toBe(200);
  });
});

describe('sign-in with a password', () => {
  it('signs in with the right password', async () => {
    const member = await signUpMember(t);
    const response = await post('/sign-in/email', {
      email: member.email,
      password: member.password,
    });
    expect(response.status).toBe(200);
    expect(await sessionUser(cookieHeader(response))).toMatchObject({ email: member.email });
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const member = await signUpMember(t);
    const wrong = await post('/sign-in/email', {
      email: member.email,
      password: 'not-it-at-all-9',
    });
    const unknown = await post('/sign-in/email', { email: freshEmail(), password: PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: authErrorCodes.invalidCredentials });
      expect(cookieHeader(response)).not.toContain('session_token');
    }
  });

  it('refuses an address that has not been confirmed', async () => {
    const email = freshEmail();
    await post('/sign-up/email', { email, password: PASSWORD, name: '' });
    const response = await post('/sign-in/email', { email, password: PASSWORD });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: authErrorCodes.emailNotVerified });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site, not Secure over http', async () => {
    const member = await signUpMember(t);
    const response = await post('/sign-in/email', {
      email: member.email,
      password: member.password,
    });
    const session = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('lineup.session_token='));
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//i);
    expect(session).not.toMatch(/; Secure/i);
  });

  it('refuses a POST from another origin, and one with a cookie but no Origin', async () => {
    const member = await signUpMember(t);
    const body = { email: member.email, password: member.password };
    const foreign = await post('/sign-in/email', body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: authErrorCodes.invalidOrigin });
    expect(cookieHeader(foreign)).not.toContain('session_token');

    const noOrigin = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: member.cookie },
      body: '{}',
    });
    expect(noOrigin.status).toBe(403);

    const withCookie = await post(
      '/sign-out',
      {},
      {
        origin: 'https://evil.example',
        cookie: member.cookie,
      },
    );
    expect(withCookie.status).toBe(403);
    expect(await sessionUser(member.cookie)).toMatchObject({ email: member.email });
  });
});

describe('magic link', () => {
  async function requestLink(email: string, callbackURL = '/profile') {
    const response = await post('/sign-in/magic-link', { email, callbackURL });
    expect(response.status).toBe(200);
    return latestLink(t, email, '/api/auth/magic-link/verify');
  }

  it('signs in once and returns to /profile; the same link then fails', async () => {
    const member = await signUpMember(t);
    const link = await requestLink(member.email);
    const mails = await outboxMessages(t);
    expect(mails[0]).toMatchObject({ to: member.email, subject: 'Your Lineup sign-in link' });

    const first = await get(pathOf(link));
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(`${origin}/profile`);
    expect(await sessionUser(cookieHeader(first))).toMatchObject({ email: member.email });

    const second = await get(pathOf(link));
    expect(cookieHeader(second)).not.toContain('session_token');
    expect(second.headers.get('location')).toContain('error=INVALID_TOKEN');
  });

  it('stores only a hash of the token', async () => {
    const link = await requestLink(freshEmail());
    const token = new URL(link).searchParams.get('token')!;
    const rows = await t.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `%${token}%`));
    expect(rows).toEqual([]);
  });

  it('no longer works once 15 minutes have passed', async () => {
    const member = await signUpMember(t);
    const link = await requestLink(member.email);
    const [row] = await t.database.db
      .select({ expiresAt: verifications.expiresAt, createdAt: verifications.createdAt })
      .from(verifications)
      .where(like(verifications.identifier, 'magic-link:%'))
      .orderBy(sql`${verifications.createdAt} desc`)
      .limit(1);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.round(lifetime / 60_000)).toBe(15);

    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, 'magic-link:%'));
    const late = await get(pathOf(link));
    expect(cookieHeader(late)).not.toContain('session_token');
    expect(late.headers.get('location')).toContain('error=');
  });

  it('creates a verified member with a profile for a new address', async () => {
    const email = `newcomer.${process.pid}@example.test`;
    const link = await requestLink(email);
    const response = await get(pathOf(link));
    const user = await sessionUser(cookieHeader(response));
    expect(user).toMatchObject({ email, emailVerified: true });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile?.username).toBe(`newcomer.${process.pid}`);
  });
});

describe('password reset', () => {
  it('mails a link to /reset-password that sets a new password once', async () => {
    const member = await signUpMember(t);
    const request = await post('/request-password-reset', {
      email: member.email,
      redirectTo: '/reset-password',
    });
    expect(request.status).toBe(200);
    const link = await latestLink(t, member.email, '/api/auth/reset-password/');

    const open = await get(pathOf(link));
    expect(open.status).toBe(302);
    const location = new URL(open.headers.get('location')!, origin);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const newPassword = 'new-reef-break-2026';
    const reset = await post('/reset-password', { token, newPassword });
    expect(reset.status).toBe(200);
    const again = await post('/reset-password', { token, newPassword: 'another-reef-2027' });
    expect(again.status).toBe(400);

    // The old session ended with the reset; the new password works, the old one not.
    expect(await sessionUser(member.cookie)).toBeUndefined();
    const old = await post('/sign-in/email', { email: member.email, password: member.password });
    expect(old.status).toBe(401);
    const fresh = await post('/sign-in/email', { email: member.email, password: newPassword });
    expect(fresh.status).toBe(200);
  });

  it('refuses a weak new password, judged with what is known about the member', async () => {
    const member = await signUpMember(t, { email: 'tomasz.kowalczyk@example.test' });
    await post('/request-password-reset', { email: member.email, redirectTo: '/reset-password' });
    const link = await latestLink(t, member.email, '/api/auth/reset-password/');
    const token = new URL(link).pathname.split('/').pop();
    // The second would pass for someone else: it is the member's own address.
    for (const newPassword of ['sunshine1', 'tomasz.kowalczyk']) {
      const reset = await post('/reset-password', { token, newPassword });
      expect(reset.status, newPassword).toBe(400);
      expect(await reset.json()).toMatchObject({ code: authErrorCodes.passwordTooWeak });
    }
    // The token is still good for a strong one.
    expect(
      (await post('/reset-password', { token, newPassword: 'kelp-forest-drift-44' })).status,
    ).toBe(200);
  });
});

describe('open redirects', () => {
  it('refuses a callbackURL or redirectTo on another site', async () => {
    const evil = 'https://evil.example/phish';
    const signUp = await post('/sign-up/email', {
      email: freshEmail(),
      password: PASSWORD,
      name: '',
      callbackURL: evil,
    });
    expect(signUp.status).toBe(403);

    const magic = await post('/sign-in/magic-link', { email: freshEmail(), callbackURL: evil });
    expect(magic.status).toBe(403);

    const member = await signUpMember(t);
    const reset = await post('/request-password-reset', { email: member.email, redirectTo: evil });
    expect(reset.status).toBe(403);

    const protocolRelative = await post('/sign-in/magic-link', {
      email: freshEmail(),
      callbackURL: '//evil.example/phish',
    });
    expect(protocolRelative.status).toBe(403);
  });

  it('does not follow a tampered link to another site', async () => {
    const member = await signUpMember(t);
    await post('/sign-in/magic-link', { email: member.email, callbackURL: '/profile' });
    const link = new URL(await latestLink(t, member.email, '/api/auth/magic-link/verify'));
    link.searchParams.set('callbackURL', 'https://evil.example/');
    const response = await get(`${link.pathname}${link.search}`);
    expect(response.headers.get('location') ?? '').not.toContain('evil.example');
    expect(cookieHeader(response)).not.toContain('session_token');
  });
});

describe('return points (docs/product.md §2) when the caller names none', () => {
  it('sends confirmation and magic links back to /profile, and reset mails to /reset-password', async () => {
    const email = freshEmail();
    await post('/sign-up/email', { email, password: PASSWORD, name: '' });
    const confirm = await latestLink(t, email, '/api/auth/verify-email');
    expect(new URL(confirm).searchParams.get('callbackURL')).toBe('/profile');

    const member = await signUpMember(t);
    await post('/sign-in/magic-link', { email: member.email });
    const magic = await latestLink(t, member.email, '/api/auth/magic-link/verify');
    expect(new URL(magic).searchParams.get('callbackURL')).toBe('/profile');

    await post('/request-password-reset', { email: member.email });
    const reset = await latestLink(t, member.email, '/api/auth/reset-password/');
    expect(new URL(reset).searchParams.get('callbackURL')).toBe('/reset-password');
  });
});

describe('sessions', () => {
  it("offers no second way around the app's own session and account routes", async () => {
    const member = await signUpMember(t);
    const other = await post('/sign-in/email', { email: member.email, password: member.password });
    const otherCookie = cookieHeader(other);
    // Switched off (UNUSED_AUTH_PATHS): the app's /api/account routes do these with its rules.
    for (const path of UNUSED_AUTH_PATHS) {
      const response = await post(
        path,
        { name: null, newEmail: 'x@example.com' },
        {
          cookie: member.cookie,
        },
      );
      expect(response.status, `POST /api/auth${path}`).toBe(404);
    }
    expect(await sessionUser(otherCookie)).toMatchObject({ email: member.email });
    expect(await sessionUser(member.cookie)).toMatchObject({ email: member.email });
  });

  it('changes the password with the current one, optionally ending other sessions', async () => {
    const member = await signUpMember(t);
    const other = cookieHeader(
      await post('/sign-in/email', { email: member.email, password: member.password }),
    );
    const wrong = await post(
      '/change-password',
      { currentPassword: 'not-my-password-1', newPassword: 'fresh-offshore-wind-3' },
      { cookie: member.cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: authErrorCodes.invalidPassword });

    const weak = await post(
      '/change-password',
      { currentPassword: member.password, newPassword: 'Welcome123!' },
      { cookie: member.cookie },
    );
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ code: authErrorCodes.passwordTooWeak });

    const change = await post(
      '/change-password',
      {
        currentPassword: member.password,
        newPassword: 'fresh-offshore-wind-3',
        revokeOtherSessions: true,
      },
      { cookie: member.cookie },
    );
    expect(change.status).toBe(200);
    expect(await sessionUser(other)).toBeUndefined();
    const signIn = await post('/sign-in/email', {
      email: member.email,
      password: 'fresh-offshore-wind-3',
    });
    expect(signIn.status).toBe(200);
  });

  it('records the browser and address of a session', async () => {
    const member = await signUpMember(t);
    await t.app.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
          // Not trusted without TRUST_PROXY: the socket address counts.
          'x-forwarded-for': '198.51.100.7',
          'x-lineup-client-ip': '198.51.100.8',
        },
        body: JSON.stringify({ email: member.email, password: member.password }),
      },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member.user.id))
      .orderBy(sql`${sessions.createdAt} desc`);
    expect(rows[0]).toMatchObject({
      ipAddress: '203.0.113.9',
      userAgent: expect.stringContaining('Firefox/128.0'),
    });
  });
});

describe('GET /api/auth-config', () => {
  it('says verification is on and no social provider is set up', async () => {
    const response = await get('/api/auth-config');
    expect(await response.json()).toEqual({
      emailVerification: true,
      providers: { google: false, facebook: false },
    });
  });

  it('lists the providers whose id and secret are set', async () => {
    const other = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        FACEBOOK_CLIENT_ID: 'only-the-id',
        EMAIL_VERIFICATION: 'false',
      },
    });
    try {
      const response = await other.app.request('/api/auth-config');
      expect(await response.json()).toEqual({
        emailVerification: false,
        providers: { google: true, facebook: false },
      });
      const social = await other.app.request('/api/auth/sign-in/social', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({
          provider: 'google',
          callbackURL: '/email-confirmation?redirectTo=%2Fevents%2Fcreate',
        }),
      });
      expect(social.status).toBe(200);
      const { url } = (await social.json()) as { url: string };
      expect(new URL(url).host).toBe('accounts.google.com');
    } finally {
      await other.close();
    }
  });
});

describe('without e-mail verification', () => {
  it('signs the new member in at once, with a profile', async () => {
    const other = await createTestApp({ env: { EMAIL_VERIFICATION: 'false' } });
    try {
      const email = `instant.${process.pid}@example.test`;
      const response = await other.app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email, password: PASSWORD, name: '' }),
      });
      expect(response.status).toBe(200);
      expect(cookieHeader(response)).toContain('lineup.session_token=');
      const me = await other.app.request('/api/profiles/me', {
        headers: { cookie: cookieHeader(response) },
      });
      expect(((await me.json()) as { profile: { username: string } }).profile.username).toBe(
        `instant.${process.pid}`,
      );
      const duplicate = await other.app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email, password: PASSWORD, name: '' }),
      });
      expect(duplicate.status).toBe(422);
      expect(await duplicate.json()).toMatchObject({ code: authErrorCodes.emailTaken });
    } finally {
      await other.close();
    }
  });
});

describe('Secure cookies', () => {
  it('are Secure (and __Secure- prefixed) when PUBLIC_URL is https', async () => {
    const other = await createTestApp({
      env: { PUBLIC_URL: 'https://lineup.example', EMAIL_VERIFICATION: 'false' },
    });
    try {
      const response = await other.app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://lineup.example' },
        body: JSON.stringify({ email: freshEmail(), password: PASSWORD, name: '' }),
      });
      const session = response.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('__Secure-lineup.session_token='));
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/; HttpOnly/i);
      expect(session).toMatch(/; SameSite=Lax/i);
    } finally {
      await other.close();
    }
  });

  it('are Secure behind a trusted proxy that says the browser used https', async () => {
    const other = await createTestApp({
      env: { TRUST_PROXY: 'true', EMAIL_VERIFICATION: 'false' },
    });
    try {
      const signUp = (forwardedProto: string) =>
        other.app.request('/api/auth/sign-up/email', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin,
            'x-forwarded-proto': forwardedProto,
          },
          body: JSON.stringify({ email: freshEmail(), password: PASSWORD, name: '' }),
        });
      const https = (await signUp('https')).headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('lineup.session_token='));
      expect(https).toMatch(/; Secure$|; Secure;/i);
      const http = (await signUp('http')).headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('lineup.session_token='));
      expect(http).not.toMatch(/; Secure/i);
    } finally {
      await other.close();
    }
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a listed address an admin at sign-up, whatever its case', async () => {
    const admin = await signUpMember(t);
    await makeAdmin(t.database, admin.user.id);
    expect(await sessionUser(admin.cookie)).toMatchObject({ role: 'admin' });
    const member = await signUpMember(t);
    expect(member.user.role).toBe('user');
  });

  it('promotes existing members at start-up', async () => {
    const member = await signUpMember(t);
    const promoted = await syncAdminEmails({
      database: t.database,
      emails: [member.email.toUpperCase().toLowerCase()],
      logger: t.logger,
    });
    expect(promoted).toBe(1);
    expect(await sessionUser(member.cookie)).toMatchObject({ role: 'admin' });
  });
});

describe("the auth library's own admin endpoints", () => {
  // Every endpoint of Better Auth's admin plugin; admins act through /api/admin instead.
  const ADMIN_ENDPOINTS = [
    'set-role',
    'get-user',
    'create-user',
    'update-user',
    'list-users',
    'list-user-sessions',
    'unban-user',
    'ban-user',
    'impersonate-user',
    'stop-impersonating',
    'revoke-user-session',
    'revoke-user-sessions',
    'remove-user',
    'set-user-password',
    'has-permission',
  ];

  it('answer 404 to an admin, whatever the method', async () => {
    const admin = await signUpMember(t);
    await makeAdmin(t.database, admin.user.id);
    expect(await sessionUser(admin.cookie)).toMatchObject({ role: 'admin' });
    const member = await signUpMember(t);
    const body = {
      userId: member.user.id,
      role: 'admin',
      newPassword: 'x9!Kq#2mWv$7pLr',
      data: {},
    };
    for (const endpoint of ADMIN_ENDPOINTS) {
      const path = `/api/auth/admin/${endpoint}`;
      const posted = await post(`/admin/${endpoint}`, body, { cookie: admin.cookie });
      expect(posted.status, `POST ${path}`).toBe(404);
      const read = await get(`${path}?id=${member.user.id}&userId=${member.user.id}`, {
        cookie: admin.cookie,
      });
      expect(read.status, `GET ${path}`).toBe(404);
    }
    // Nothing happened to the member: same role, same password, still signed in.
    expect(await sessionUser(member.cookie)).toMatchObject({ email: member.email, role: 'user' });
    const signIn = await post('/sign-in/email', { email: member.email, password: member.password });
    expect(signIn.status).toBe(200);
  });

  it('still refuse a banned member at sign-in', async () => {
    const member = await signUpMember(t);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, member.user.id));
    const signIn = await post('/sign-in/email', { email: member.email, password: member.password });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'BANNED_USER' });
  });
});
