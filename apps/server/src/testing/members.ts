import type { Database } from '@lineup/db';
import { profiles, users } from '@lineup/db/schema';
import { NEW_ACCOUNT_DAYS } from '@lineup/contracts';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import type { Env } from '../env';
import { publicOrigin } from '../lib/public-origin';
import type { TestApp } from './test-app';

/** Socket details for `app.request(url, init, LOOPBACK)`: a request made on this machine. */
export const LOOPBACK = {
  incoming: { socket: { remoteAddress: '127.0.0.1', remoteFamily: 'IPv4' } },
};

/** The same for another machine (`remoteAddress` as given). */
export const remote = (remoteAddress: string) => ({
  incoming: {
    socket: { remoteAddress, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' },
  },
});

type AppLike = App | Pick<TestApp, 'app' | 'env'> | Pick<TestApp, 'app' | 'env' | 'database'>;

const split = (target: AppLike): { app: App; env: Pick<Env, 'PUBLIC_URL' | 'PORT'> } =>
  'app' in target && 'env' in target
    ? { app: target.app, env: target.env }
    : { app: target as App, env: { PUBLIC_URL: undefined, PORT: 3000 } };

/** The Origin header Better Auth accepts for the app (it refuses POSTs without one). */
export const originOf = (target: AppLike) => publicOrigin(split(target).env);

let counter = 0;

/** `name=value` pairs of a response's Set-Cookie headers, as a Cookie request header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair !== '' && !pair.endsWith('='))
    .join('; ');
}

export type SignUpOverrides = {
  email?: string;
  password?: string;
  /** The sign-up `name`; the profile's username starts from it (else the e-mail prefix). */
  name?: string;
  /**
   * A member who joined just now, under a new account's limits (docs/product.md §15 "New
   * accounts"). Otherwise, given a test app, the account is dated back past those first days,
   * so a test about other rules is not caught by them.
   */
  newAccount?: boolean;
  /** More headers for the sign-up request, e.g. a chosen language's cookie. */
  headers?: Record<string, string>;
};

export type SignedUpMember = {
  /** Send as the `Cookie` header to act as this member. */
  cookie: string;
  user: { id: string; email: string; name: string; emailVerified: boolean; role: string };
  email: string;
  password: string;
};

/**
 * A verified member, made through the real endpoints: sign-up, the confirmation link from the
 * outbox (when verification is on) and the session cookie it sets. Pass the test app (or the
 * Hono app of a test app on the default port).
 */
export async function signUpMember(
  target: AppLike,
  overrides: SignUpOverrides = {},
): Promise<SignedUpMember> {
  const { app } = split(target);
  const origin = originOf(target);
  const n = ++counter;
  const email = overrides.email ?? `member${n}.${process.pid}@example.test`;
  const password = overrides.password ?? `tide-pool-sunrise-${n}`;
  const name = overrides.name ?? '';

  const signUp = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...overrides.headers },
    body: JSON.stringify({ email, password, name, callbackURL: '/profile' }),
  });
  if (signUp.status !== 200) {
    throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  }
  let cookie = cookieHeader(signUp);

  if (!cookie.includes('session_token=')) {
    const link = await latestLink(app, email, '/api/auth/verify-email');
    const url = new URL(link);
    const verify = await app.request(`${url.pathname}${url.search}`, { headers: { origin } });
    cookie = cookieHeader(verify);
    if (!cookie.includes('session_token=')) {
      throw new Error(`verification did not sign in: ${verify.status} ${await verify.text()}`);
    }
  }

  const session = await app.request('/api/auth/get-session', { headers: { cookie } });
  const body = (await session.json()) as { user: SignedUpMember['user'] } | null;
  if (!body) throw new Error('the new member has no session');
  if ('database' in target && !overrides.newAccount) {
    await target.database.db
      .update(users)
      .set({ createdAt: sql`${users.createdAt} - make_interval(days => ${NEW_ACCOUNT_DAYS + 1})` })
      .where(eq(users.id, body.user.id));
  }
  return { cookie, user: body.user, email: body.user.email, password };
}

type OutboxMessage = { to: string; subject: string; text: string; links: string[] };

/** Mails in the outbox, newest first (the outbox answers only loopback requests). */
export async function outboxMessages(target: AppLike): Promise<OutboxMessage[]> {
  const { app } = split(target);
  const response = await app.request('/dev/outbox.json', {}, LOOPBACK);
  if (response.status !== 200) throw new Error(`outbox answered ${response.status}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest link to `email` whose path starts with `pathPrefix`. */
export async function latestLink(
  target: AppLike,
  email: string,
  pathPrefix: string,
): Promise<string> {
  for (const message of await outboxMessages(target)) {
    // Addresses are stored lower-cased.
    if (message.to.toLowerCase() !== email.toLowerCase()) continue;
    const link = message.links.find((url) => new URL(url).pathname.startsWith(pathPrefix));
    if (link) return link;
  }
  throw new Error(`no mail to ${email} with a ${pathPrefix} link`);
}

/** Gives the member the admin role (takes effect on their next request). */
export async function makeAdmin(database: Database, userId: string): Promise<void> {
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

/** The member's username, as others type it to invite them. */
export async function usernameOf(database: Database, member: SignedUpMember): Promise<string> {
  const [row] = await database.db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, member.user.id));
  if (!row) throw new Error('the member has no profile');
  return row.username;
}
