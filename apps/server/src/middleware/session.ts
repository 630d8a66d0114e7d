import { isLocale } from '@lineup/contracts/locales';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../lib/app-error';
import { isHttpsRequest } from '../lib/request-info';
import type { SessionCache } from '../lib/session-cache';
import { AUTH_BASE_PATH, COOKIE_PREFIX, type Auth } from '../modules/auth';
import type { AppEnv, SessionUser } from '../types';

export const UNAUTHORIZED_MESSAGE = 'Please sign in to continue.';

const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token=`;

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the Better Auth session from the cookie for every `/api` request and sets
 * `c.get('user')` and `c.get('session')` (null for visitors). A session due for renewal is
 * extended here, so its refreshed cookie rides on this response.
 *
 * A changing request that carries the session cookie and an Origin other than ours is
 * refused: SameSite=Lax already keeps the cookie off cross-site requests, this also covers
 * sibling subdomains and old browsers.
 */
export function sessionMiddleware(options: {
  auth: Auth;
  trustedOrigins: readonly string[];
  /** Remembers sessions for a few seconds; without it every request asks the database. */
  cache?: SessionCache;
}): MiddlewareHandler<AppEnv> {
  const { auth, cache } = options;
  const trusted = new Set(options.trustedOrigins);
  return async (c, next) => {
    c.set('user', null);
    c.set('session', null);
    // Better Auth's own endpoints read the session themselves; visitors carry no cookie.
    const cookie = c.req.header('cookie');
    if (c.req.path.startsWith(`${AUTH_BASE_PATH}/`) || !cookie?.includes(SESSION_COOKIE)) {
      return next();
    }
    const origin = c.req.header('origin');
    if (!SAFE_METHODS.has(c.req.method) && origin && !trusted.has(origin)) {
      throw new AppError('forbidden', 403, CROSS_SITE_MESSAGE);
    }

    const token = sessionToken(cookie);
    const remembered = token ? cache?.get(token) : undefined;
    if (remembered) {
      c.set('user', remembered.user);
      c.set('session', remembered.session);
      return next();
    }

    const readIn = cache?.generation() ?? '';
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (response) {
      const { user, session } = response;
      const found = {
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          emailVerified: user.emailVerified,
          image: user.image ?? null,
          role: user.role ?? 'user',
          createdAt: user.createdAt,
          locale: isLocale(user.locale) ? user.locale : null,
        },
        session: {
          id: session.id,
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress ?? null,
          userAgent: session.userAgent ?? null,
        },
      };
      c.set('user', found.user);
      c.set('session', found.session);
      if (token) cache?.set(token, found, readIn);
    }
    await next();
    for (const setCookie of headers.getSetCookie())
      c.header('set-cookie', setCookie, { append: true });
  };
}

const SESSION_TOKEN = new RegExp(
  `(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=([^;]+)`,
);

/** The signed session token of the cookie header: the cache's key (it cannot be guessed). */
function sessionToken(cookie: string): string | undefined {
  return SESSION_TOKEN.exec(cookie)?.[1];
}

/**
 * Tells every server process to forget the sessions it remembered after a change that may end
 * a session or change who its member is: anything under `/api/auth` (sign-out, revoking
 * sessions, a new password) and any change to accounts, profiles or, by an admin, members
 * (bans, roles, deletion). They are rare next to reads, so forgetting all is simplest.
 */
export function forgetSessionsOnChange(cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (
      !SAFE_METHODS.has(c.req.method) &&
      c.res.status < 400 &&
      SESSION_CHANGES.some((prefix) => c.req.path.startsWith(prefix))
    ) {
      await cache.forget();
    }
  };
}

const SESSION_CHANGES = [
  '/api/auth/',
  '/api/account',
  '/api/admin/members',
  '/api/profiles/',
  // A ban from the moderation queue (docs/product.md §15).
  '/api/moderation/items/',
];

/** Whether the request carries a session cookie (a visitor's never does). */
export const hasSessionCookie = (c: Context<AppEnv>) =>
  c.req.header('cookie')?.includes(SESSION_COOKIE) ?? false;

/**
 * The member of the request's session, for the few pages whose answer depends on who asks
 * (outside `/api`, where `sessionMiddleware` does not run); null for visitors.
 */
export async function sessionViewer(
  auth: Auth,
  c: Context<AppEnv>,
): Promise<{ id: string; role: string } | null> {
  if (!hasSessionCookie(c)) return null;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  return session ? { id: session.user.id, role: session.user.role ?? 'user' } : null;
}

/** The signed-in member, or a 401 `unauthorized` error for visitors. */
export function requireUser(c: Context<AppEnv>, message = UNAUTHORIZED_MESSAGE): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('unauthorized', 401, message);
  return user;
}

export const isAdmin = (user: SessionUser | null): boolean => user?.role === 'admin';

/** The signed-in admin; 401 for visitors, 403 for other members. */
export function requireAdmin(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (!isAdmin(user)) throw new AppError('forbidden', 403, 'Only admins can do that.');
  return user;
}

const SECURE = /;\s*secure\s*(;|$)/i;

/**
 * Adds `Secure` to cookies set on a request that reached us over https. With PUBLIC_URL on
 * https Better Auth already marks them; this covers a TLS-ending proxy (TRUST_PROXY) in front
 * of a server whose PUBLIC_URL is not set or says http.
 */
export function secureCookiesOverHttps(trustProxy: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!isHttpsRequest(c, trustProxy)) return;
    const cookies = c.res.headers.getSetCookie();
    if (cookies.every((cookie) => SECURE.test(cookie))) return;
    c.header('set-cookie', undefined);
    for (const cookie of cookies) {
      c.header('set-cookie', SECURE.test(cookie) ? cookie : `${cookie}; Secure`, { append: true });
    }
  };
}
