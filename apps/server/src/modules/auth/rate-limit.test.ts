import { RATE_LIMIT_MESSAGE, authErrorCodes } from '@lineup/contracts';
import { sessions } from '@lineup/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, originOf, remote, signUpMember } from '../../testing/members';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { authRateLimits, JSON_ONLY_MESSAGE } from './auth.routes';

let t: TestApp;
let AUTH_RATE_LIMITS: ReturnType<typeof authRateLimits>;
beforeAll(async () => {
  t = await createTestApp();
  AUTH_RATE_LIMITS = authRateLimits(t.env);
});
afterAll(async () => {
  await t.close();
});

function post(path: string, body: unknown, address?: string, headers: Record<string, string> = {}) {
  return t.app.request(
    `/api/auth${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: originOf(t), ...headers },
      body: JSON.stringify(body),
    },
    address ? remote(address) : undefined,
  );
}

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(await response.json()).toEqual({
    code: authErrorCodes.rateLimited,
    message: RATE_LIMIT_MESSAGE,
    error: { code: 'rate_limited', message: RATE_LIMIT_MESSAGE },
  });
}

describe('auth rate limits', () => {
  it('stop password guessing on one address, from anywhere', async () => {
    const member = await signUpMember(t);
    for (let i = 0; i < AUTH_RATE_LIMITS.perEmail.max; i++) {
      const response = await post(
        '/sign-in/email',
        { email: member.email, password: `wrong-guess-${i}-x` },
        `203.0.113.${i + 1}`,
      );
      expect(response.status).toBe(401);
    }
    // Even the right password waits now; another address is not affected.
    await expectRateLimited(
      await post(
        '/sign-in/email',
        { email: member.email.toUpperCase(), password: member.password },
        '203.0.113.99',
      ),
    );
    const other = await signUpMember(t);
    const fine = await post('/sign-in/email', { email: other.email, password: other.password });
    expect(fine.status).toBe(200);
  });

  it('stop one address from trying many accounts', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < AUTH_RATE_LIMITS.perIp.max; i++) {
      const response = await post(
        '/sign-in/email',
        { email: `nobody${i}@example.test`, password: 'not-a-real-one-1' },
        ip,
      );
      expect(response.status).toBe(401);
    }
    await expectRateLimited(
      await post('/sign-in/email', { email: 'one-more@example.test', password: 'x-y-z-1-2-3' }, ip),
    );
    // Another address still gets through.
    const other = await post(
      '/sign-in/email',
      { email: 'one-more@example.test', password: 'x-y-z-1-2-3' },
      '198.51.100.78',
    );
    expect(other.status).toBe(401);
  });

  it('cover magic links, resets, confirmation mails and sign-up too', async () => {
    const member = await signUpMember(t);
    const cases: [string, Record<string, unknown>][] = [
      ['/sign-in/magic-link', { email: member.email, callbackURL: '/profile' }],
      ['/request-password-reset', { email: member.email, redirectTo: '/reset-password' }],
      ['/send-verification-email', { email: member.email, callbackURL: '/profile' }],
      // A fresh address: signing the member up above already counted once for theirs.
      ['/sign-up/email', { email: 'eager@example.test', password: 'long-enough-pass-1', name: '' }],
    ];
    for (const [path, body] of cases) {
      for (let i = 0; i < AUTH_RATE_LIMITS.perEmail.max; i++) {
        const response = await post(path, body);
        expect(response.status, path).not.toBe(429);
      }
      await expectRateLimited(await post(path, body));
    }
  });

  it('do not trust X-Forwarded-For without TRUST_PROXY', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < AUTH_RATE_LIMITS.perIp.max; i++) {
      await post(
        '/sign-in/email',
        { email: `spoof${i}@example.test`, password: 'not-a-real-one-1' },
        ip,
        { 'x-forwarded-for': `10.0.0.${i}` },
      );
    }
    await expectRateLimited(
      await post(
        '/sign-in/email',
        { email: 'spoof-last@example.test', password: 'x-1-2-3-4-5' },
        ip,
        {
          'x-forwarded-for': '10.9.9.9',
        },
      ),
    );
  });

  it("answer Better Auth's own limits in the same shape", async () => {
    const member = await signUpMember(t);
    const ip = '192.0.2.44';
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await post(
        '/change-password',
        { currentPassword: `wrong-${i}-password`, newPassword: 'another-long-one-9' },
        ip,
        { cookie: member.cookie },
      );
    }
    await expectRateLimited(last!);
  });

  it('allow another per-IP limit to be configured', async () => {
    const other = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '2' } });
    try {
      const attempt = (i: number) =>
        other.app.request(
          '/api/auth/sign-in/email',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: originOf(other) },
            body: JSON.stringify({ email: `cfg${i}@example.test`, password: 'x-1-2-3-4-5' }),
          },
          remote('192.0.2.200'),
        );
      expect((await attempt(1)).status).toBe(401);
      expect((await attempt(2)).status).toBe(401);
      await expectRateLimited(await attempt(3));
    } finally {
      await other.close();
    }
  });
});

describe('behind a trusted proxy', () => {
  const attempt = (app: TestApp, forwardedFor: string, i: number) =>
    app.app.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: originOf(app),
          'x-forwarded-for': forwardedFor,
        },
        body: JSON.stringify({ email: `proxied${i}@example.test`, password: 'x-1-2-3-4-5' }),
      },
      // Every request reaches the server from the proxy itself.
      remote('10.0.0.2'),
    );

  it('count the address the proxy appended, not one the client wrote before it', async () => {
    const proxied = await createTestApp({
      env: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_IP: '2' },
    });
    try {
      // The client sends its own X-Forwarded-For with a new address each time; the proxy
      // appends the address it really saw.
      expect((await attempt(proxied, '1.1.1.1, 203.0.113.50', 1)).status).toBe(401);
      expect((await attempt(proxied, '2.2.2.2, 203.0.113.50', 2)).status).toBe(401);
      await expectRateLimited(await attempt(proxied, '3.3.3.3, 203.0.113.50', 3));
      // Someone else behind the same proxy is not affected.
      expect((await attempt(proxied, '203.0.113.51', 4)).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('count the entry TRUST_PROXY hops from the right behind several proxies', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '2', AUTH_RATE_LIMIT_PER_IP: '2' } });
    try {
      // Outer proxy appends the client (203.0.113.60), the inner one appends the outer (10.0.0.1).
      expect((await attempt(proxied, '9.9.9.1, 203.0.113.60, 10.0.0.1', 1)).status).toBe(401);
      expect((await attempt(proxied, '9.9.9.2, 203.0.113.60, 10.0.0.1', 2)).status).toBe(401);
      await expectRateLimited(await attempt(proxied, '203.0.113.60, 10.0.0.1', 3));
      expect((await attempt(proxied, '203.0.113.61, 10.0.0.1', 4)).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it("record the proxy's address for the client on the session", async () => {
    const proxied = await createTestApp({
      env: { TRUST_PROXY: 'true', EMAIL_VERIFICATION: 'false' },
    });
    try {
      const member = await signUpMember(proxied);
      const signIn = await proxied.app.request(
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: originOf(proxied),
            'x-forwarded-for': '6.6.6.6, 198.51.100.9',
          },
          body: JSON.stringify({ email: member.email, password: member.password }),
        },
        remote('10.0.0.2'),
      );
      expect(signIn.status).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      const [session] = await proxied.database.db
        .select({ ipAddress: sessions.ipAddress })
        .from(sessions)
        .where(eq(sessions.token, token));
      expect(session?.ipAddress).toBe('198.51.100.9');
    } finally {
      await proxied.close();
    }
  });
});

describe('body encodings', () => {
  const signIn = (body: RequestInit['body'], headers: Record<string, string> = {}) =>
    t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: originOf(t), ...headers },
      body,
    });

  async function expectRefusedEncoding(response: Response) {
    expect(response.status).toBe(415);
    expect(cookieHeader(response)).not.toContain('session_token');
    expect(await response.json()).toEqual({
      code: authErrorCodes.unsupportedMediaType,
      message: JSON_ONLY_MESSAGE,
      error: { code: 'unsupported_media_type', message: JSON_ONLY_MESSAGE },
    });
  }

  it('cannot get around the per-e-mail limit: only JSON reaches sign-in', async () => {
    const member = await signUpMember(t);
    // The JSON attempts use up the e-mail's allowance.
    for (let i = 0; i < AUTH_RATE_LIMITS.perEmail.max; i++) {
      const response = await post('/sign-in/email', { email: member.email, password: `no-${i}` });
      expect(response.status).toBe(401);
    }
    // The same guesses form-encoded or as multipart are refused before any password check,
    // even with the right password.
    const form = new URLSearchParams({ email: member.email, password: member.password });
    for (let i = 0; i < 3; i++) {
      await expectRefusedEncoding(
        await signIn(form.toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
      );
    }
    const multipart = new FormData();
    multipart.set('email', member.email);
    multipart.set('password', member.password);
    await expectRefusedEncoding(await signIn(multipart));
    await expectRefusedEncoding(
      await signIn(JSON.stringify({ email: member.email, password: member.password }), {
        'content-type': 'text/plain',
      }),
    );
    await expectRefusedEncoding(
      await signIn(JSON.stringify({ email: member.email, password: member.password })),
    );
    // JSON is still counted, and still limited.
    await expectRateLimited(
      await post('/sign-in/email', { email: member.email, password: member.password }),
    );
  });

  it('refuses other encodings on every auth POST, and lets JSON and empty bodies through', async () => {
    const member = await signUpMember(t);
    const form = new URLSearchParams({ email: member.email, callbackURL: '/profile' }).toString();
    for (const path of ['/sign-up/email', '/sign-in/magic-link', '/request-password-reset']) {
      const response = await t.app.request(`/api/auth${path}`, {
        method: 'POST',
        headers: { origin: originOf(t), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      await expectRefusedEncoding(response);
    }

    const json = await post(
      '/sign-in/email',
      { email: member.email, password: member.password },
      undefined,
      {
        'content-type': 'application/json; charset=utf-8',
      },
    );
    expect(json.status).toBe(200);
    const cookie = cookieHeader(json);
    // Sign-out needs no body at all.
    const signOut = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: originOf(t), cookie },
    });
    expect(signOut.status).toBe(200);
  });
});
