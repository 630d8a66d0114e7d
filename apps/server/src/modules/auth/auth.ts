import {
  adminMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  authErrorCodes,
} from '@lineup/contracts';
import { isLocale, LOCALE_COOKIE, type Locale } from '@lineup/contracts/locales';
import type { Database } from '@lineup/db';
import { accounts, sessions, users, verifications } from '@lineup/db/schema';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { checkPasswordStrength } from '@lineup/contracts/password-strength';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin, magicLink } from 'better-auth/plugins';
import type { Logger } from 'pino';
import type { Env } from '../../env';
import { errorForLog } from '../../lib/logger';
import { publicOrigin } from '../../lib/public-origin';
import { LOCALE_KEPT_SECONDS, localeOfHeaders } from '../../lib/reader-locale';
import type { RateLimitStore } from '../../lib/rate-limit';
import { magicLinkMail, resetPasswordMail, verificationMail } from '../mail';
import type { Mailer } from '../mail';
import { createProfileForUser } from '../profiles';
import { resolveAuthSecret } from './auth-secret';

export const AUTH_BASE_PATH = '/api/auth';
/** Cookie names start with this: `lineup.session_token`. */
export const COOKIE_PREFIX = 'lineup';
/**
 * Set by our own handler from the socket (or, with TRUST_PROXY, X-Forwarded-For); a client
 * sending it has it replaced, so Better Auth's rate limits and session IPs cannot be spoofed.
 */
export const CLIENT_IP_HEADER = 'x-lineup-client-ip';

export const MAGIC_LINK_EXPIRES_IN = 15 * 60;
const SESSION_EXPIRES_IN = 30 * 24 * 60 * 60;
// Sessions in use are extended at most hourly, which also dates "last active" to the hour.
const SESSION_UPDATE_AGE = 60 * 60;

/**
 * Origins allowed to send sign-in requests: the public one, extra TRUSTED_ORIGINS, and
 * without PUBLIC_URL this machine under both names plus the Vite dev server.
 */
export function trustedOrigins(env: Env): string[] {
  const origins = [publicOrigin(env), ...env.TRUSTED_ORIGINS];
  if (!env.PUBLIC_URL) origins.push(`http://127.0.0.1:${env.PORT}`);
  if (env.NODE_ENV === 'development') {
    origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  }
  return [...new Set(origins)];
}

export const socialProvidersConfigured = (env: Env) => ({
  google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  facebook: Boolean(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET),
});

/** Paths whose per-IP and per-e-mail limits our own handler applies (auth.routes.ts). */
export const LIMITED_AUTH_PATHS = {
  '/sign-in/email': 'sign-in',
  '/sign-up/email': 'sign-up',
  '/sign-in/magic-link': 'magic-link',
  '/request-password-reset': 'password-reset',
  '/send-verification-email': 'verification',
} as const;

/**
 * Better Auth endpoints the app never calls. Profiles, e-mail changes, account deletion and
 * the session list go through the app's own routes (with their validation and rules), so
 * these stay off rather than offer a second way around them: `update-user`, for one, would
 * write any value to `users.name`.
 */
export const UNUSED_AUTH_PATHS = [
  '/update-user',
  '/update-session',
  '/change-email',
  '/delete-user',
  '/delete-user/callback',
  '/link-social',
  '/unlink-account',
  '/get-access-token',
  '/refresh-token',
  '/account-info',
  '/verify-password',
  '/list-sessions',
  '/revoke-session',
  '/revoke-other-sessions',
] as const;

export type CreateAuthOptions = {
  database: Database;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  rateLimitStore: RateLimitStore;
};

export function createAuth({ database, env, logger, mailer, rateLimitStore }: CreateAuthOptions) {
  const baseURL = publicOrigin(env);
  const providers = socialProvidersConfigured(env);
  const adminEmails = new Set(env.ADMIN_EMAILS);
  const authLogger = logger.child({ module: 'auth' });
  // Kept for the role field and for refusing banned members at sign-in (`adminMessages.banned`).
  const adminPlugin = admin({
    defaultRole: 'user',
    adminRoles: ['admin'],
    bannedUserMessage: adminMessages.banned,
  });

  const options = {
    appName: 'Lineup',
    baseURL,
    basePath: AUTH_BASE_PATH,
    secret: resolveAuthSecret(env),
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    telemetry: { enabled: false },
    // The plugin's own HTTP endpoints (/admin/set-role, set-user-password, impersonate-user,
    // remove-user, ban-user, ...) would let an admin skip the app's rules and its audit log.
    // Admins act through /api/admin (modules/admin) instead, so every one of them is off.
    disabledPaths: [
      ...Object.values(adminPlugin.endpoints).map((endpoint) => endpoint.path),
      ...UNUSED_AUTH_PATHS,
    ],
    logger: {
      level: 'warn',
      // Arguments may be errors that carry a query's parameters, or the values themselves:
      // only errors are logged, as `errorForLog` keeps them (type, message, stack).
      log: (level, message, ...args) =>
        authLogger[level](
          { errors: args.filter((arg) => arg instanceof Error).map((arg) => errorForLog(arg)) },
          message,
        ),
    },
    onAPIError: {
      // A failed OAuth round trip without its own errorCallbackURL lands on our login page
      // (with ?error=...) rather than Better Auth's own error page.
      errorURL: `${baseURL}/login`,
      // Answers (wrong password, taken address) still become responses; an unexpected error
      // reaches our error handler, which logs it without the values it carries and answers in
      // the common shape. Otherwise the router prints the error, query parameters included.
      throw: true,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: env.EMAIL_VERIFICATION,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Whoever had the old password (perhaps not the member) is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      // scrypt is slow by design, and the API tests sign up hundreds of members.
      password: env.NODE_ENV === 'test' ? testPasswordHashing : undefined,
      sendResetPassword: async ({ user, url }, request) => {
        await mailer.send({
          to: user.email,
          ...resetPasswordMail(url, mailLocale(user, request?.headers)),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: env.EMAIL_VERIFICATION,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        await mailer.send({
          to: user.email,
          ...verificationMail(url, mailLocale(user, request?.headers)),
        });
      },
    },
    socialProviders: {
      ...(providers.google && {
        google: {
          clientId: env.GOOGLE_CLIENT_ID ?? '',
          clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
        },
      }),
      ...(providers.facebook && {
        facebook: {
          clientId: env.FACEBOOK_CLIENT_ID ?? '',
          clientSecret: env.FACEBOOK_CLIENT_SECRET ?? '',
        },
      }),
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ['google'] },
    },
    user: {
      // docs/product.md §18: the member's language, set by the server (at sign-up, from the
      // settings and the language switch), never by the sign-up form.
      additionalFields: { locale: { type: 'string', required: false, input: false } },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
      // Off: a revoked session must stop working at once, on every server process.
      cookieCache: { enabled: false },
      freshAge: 15 * 60,
    },
    rateLimit: {
      enabled: true,
      // A general per-IP ceiling for every auth endpoint, counted where all processes see it.
      window: 60,
      max: 100,
      customStorage: { consume: (key, rule) => rateLimitStore.consume(`auth:${key}`, rule) },
      customRules: {
        // Limited per IP and per e-mail by our handler, with the message the web shows.
        ...Object.fromEntries(Object.keys(LIMITED_AUTH_PATHS).map((path) => [path, false])),
        // Every page load asks for the session; reading it costs one indexed lookup.
        '/get-session': false,
        '/change-password': { window: 10 * 60, max: 10 },
        '/magic-link/verify': { window: 10 * 60, max: 30 },
        '/reset-password': { window: 10 * 60, max: 10 },
      },
    },
    advanced: {
      // Better Auth skips both under NODE_ENV=test; the tests must see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: baseURL.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            // A new member reads Lineup in the language they signed up in until they choose.
            const locale = ctx?.headers ? localeOfHeaders(ctx.headers) : null;
            const role = adminEmails.has(user.email.toLowerCase()) ? 'admin' : undefined;
            return { data: { ...user, locale, ...(role && { role }) } };
          },
          after: async (user) => {
            try {
              await createProfileForUser({ database, user });
            } catch (error) {
              // GET /api/profiles/me creates it later (docs/product.md §8); sign-up must not fail for it.
              authLogger.error({ err: error, userId: user.id }, 'profile not created at sign-up');
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password =
          ctx.path === '/sign-up/email'
            ? body.password
            : ctx.path === '/reset-password' || ctx.path === '/change-password'
              ? body.newPassword
              : undefined;
        // Too short or too long is Better Auth's own answer; strength is judged within range.
        if (
          typeof password === 'string' &&
          password.length >= PASSWORD_MIN_LENGTH &&
          password.length <= PASSWORD_MAX_LENGTH
        ) {
          const check = checkPasswordStrength(password, await passwordOwnerWords(ctx, body));
          if (!check.ok) {
            throw new APIError('BAD_REQUEST', {
              code: authErrorCodes.passwordTooWeak,
              message: check.message,
            });
          }
        }
        // With verification on, Better Auth answers a sign-up for a taken address like a new
        // one. docs/product.md §8 tells the person the address is registered, so say it plainly.
        if (ctx.path === '/sign-up/email' && typeof body.email === 'string') {
          const existing = await ctx.context.internalAdapter.findUserByEmail(
            body.email.toLowerCase(),
          );
          if (existing) {
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: authErrorCodes.emailTaken,
              message: 'User already exists. Use another email.',
            });
          }
        }
      }),
      // A member who signs in on a device reads Lineup there in the language they keep
      // (docs/product.md §18): the pages follow the device's choice.
      after: createAuthMiddleware(async (ctx) => {
        const user: object | undefined = ctx.context.newSession?.user;
        const locale = user && 'locale' in user ? user.locale : null;
        if (!isLocale(locale)) return;
        ctx.setCookie(LOCALE_COOKIE, locale, {
          path: '/',
          maxAge: LOCALE_KEPT_SECONDS,
          sameSite: 'lax',
          secure: baseURL.startsWith('https:'),
          httpOnly: false,
        });
      }),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_EXPIRES_IN,
        // The table holds a hash: a database reader cannot sign in with a pending link.
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }, ctx) => {
          const member = await ctx?.context.internalAdapter.findUserByEmail(email);
          await mailer.send({
            to: email,
            ...magicLinkMail(url, mailLocale(member?.user ?? {}, ctx?.headers)),
          });
        },
      }),
      adminPlugin,
    ],
  } satisfies BetterAuthOptions;

  return betterAuth(options);
}

/**
 * The language of a mail to an account: the one saved on it, else the request's (a mail sent
 * before the account has one, or to an address with no account yet).
 */
function mailLocale(user: object, headers: Headers | undefined): Locale {
  const saved = 'locale' in user ? user.locale : null;
  return isLocale(saved) ? saved : localeOfHeaders(headers);
}

/**
 * A fast stand-in for Better Auth's scrypt, used only when NODE_ENV is `test` (the API tests):
 * a plain SHA-256 that no stored password anywhere else ever gets.
 */
const testPasswordHashing = {
  hash: async (password: string) => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
    return `test-sha256:${Buffer.from(digest).toString('hex')}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) =>
    hash === (await testPasswordHashing.hash(password)),
};

/**
 * What a guesser knows about whoever sets this password: the e-mail address and name given at
 * sign-up, or those of the member changing it (their session) or resetting it (the token).
 */
async function passwordOwnerWords(
  ctx: Parameters<typeof getSessionFromCtx>[0],
  body: Record<string, unknown>,
): Promise<string[]> {
  const owner = (user: { email: string; name: string } | null | undefined) =>
    user ? [user.email, user.name] : [];
  if (ctx.path === '/sign-up/email') {
    return [body.email, body.name].filter((value): value is string => typeof value === 'string');
  }
  if (ctx.path === '/change-password') {
    return owner((await getSessionFromCtx(ctx))?.user);
  }
  const token = typeof body.token === 'string' ? body.token : ctx.query?.token;
  if (typeof token !== 'string') return [];
  const verification = await ctx.context.internalAdapter.findVerificationValue(
    `reset-password:${token}`,
  );
  if (!verification) return [];
  return owner(await ctx.context.internalAdapter.findUserById(verification.value));
}

export type Auth = ReturnType<typeof createAuth>;
