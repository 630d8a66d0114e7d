import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  AuthConfigResponse,
  RATE_LIMIT_MESSAGE,
  authErrorCodes,
  type ErrorCode,
} from '@lineup/contracts';
import type { Context } from 'hono';
import type { Env } from '../../env';
import type { RateLimitRule, RateLimitStore } from '../../lib/rate-limit';
import { clientAddress } from '../../lib/request-info';
import type { AppEnv } from '../../types';
import {
  CLIENT_IP_HEADER,
  LIMITED_AUTH_PATHS,
  socialProvidersConfigured,
  trustedOrigins,
  type Auth,
} from './auth';

/**
 * Per address (AUTH_RATE_LIMIT_PER_IP, 20 by default) and per e-mail, for each of sign-in,
 * sign-up, magic link, reset and resend, in 10-minute windows.
 */
export const authRateLimits = (env: Pick<Env, 'AUTH_RATE_LIMIT_PER_IP'>) =>
  ({
    perIp: { window: 10 * 60, max: env.AUTH_RATE_LIMIT_PER_IP },
    perEmail: { window: 10 * 60, max: 5 },
  }) satisfies Record<string, RateLimitRule>;

const getAuthConfig = createRoute({
  method: 'get',
  path: '/auth-config',
  tags: ['auth'],
  summary: 'Which sign-in methods this server offers',
  responses: {
    200: {
      description: 'E-mail verification and the social providers that are set up.',
      content: { 'application/json': { schema: AuthConfigResponse } },
    },
  },
});

/**
 * An error that Better Auth's client reads (`code`, `message`) and that has our error shape
 * (`error: { code, message }`), so the web shows the same text either way.
 */
function authError(
  c: Context<AppEnv>,
  status: 415 | 429,
  codes: { auth: string; app: ErrorCode },
  message: string,
) {
  return c.json({ code: codes.auth, message, error: { code: codes.app, message } }, status);
}

/** A 429 with Retry-After in seconds. */
function rateLimited(c: Context<AppEnv>, retryAfter: number) {
  c.header('Retry-After', String(retryAfter));
  return authError(
    c,
    429,
    { auth: authErrorCodes.rateLimited, app: 'rate_limited' },
    RATE_LIMIT_MESSAGE,
  );
}

/**
 * Return points (docs/product.md §2) for callers that leave them out: after sign-up, confirmation and
 * magic links /profile; social sign-in through /email-confirmation; the reset mail to
 * /reset-password. A value the caller sends is kept (Better Auth checks it is on this site).
 */
const RETURN_POINTS: Record<string, { field: string; value: string }> = {
  '/sign-up/email': { field: 'callbackURL', value: '/profile' },
  '/sign-in/magic-link': { field: 'callbackURL', value: '/profile' },
  '/send-verification-email': { field: 'callbackURL', value: '/profile' },
  '/sign-in/social': { field: 'callbackURL', value: '/email-confirmation?redirectTo=%2Fprofile' },
  '/request-password-reset': { field: 'redirectTo', value: '/reset-password' },
};

function withReturnPoint(authPath: string, body: string | undefined): string | undefined {
  const point = RETURN_POINTS[authPath];
  if (!point || !body) return body;
  try {
    const parsed = JSON.parse(body) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return body;
    const record = parsed as Record<string, unknown>;
    if (record[point.field] !== undefined) return body;
    return JSON.stringify({ ...record, [point.field]: point.value });
  } catch {
    return body;
  }
}

export const JSON_ONLY_MESSAGE = 'Send this request as JSON (Content-Type: application/json).';

/**
 * Better Auth also reads form-encoded and multipart bodies, which our per-e-mail limit (and the
 * return points above) would not see. The web app always sends JSON, so anything else is
 * refused: one encoding, one reading of the e-mail. Requests without a body (sign-out) pass.
 */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function unsupportedMediaType(c: Context<AppEnv>) {
  return authError(
    c,
    415,
    { auth: authErrorCodes.unsupportedMediaType, app: 'unsupported_media_type' },
    JSON_ONLY_MESSAGE,
  );
}

function emailOf(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { email?: unknown };
    return typeof parsed.email === 'string' ? parsed.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export function authRoutes(options: { auth: Auth; env: Env; rateLimitStore: RateLimitStore }) {
  const { auth, env, rateLimitStore } = options;
  const allowedOrigins = new Set(trustedOrigins(env));
  const limits = authRateLimits(env);
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(getAuthConfig, (c) =>
    c.json(
      { emailVerification: env.EMAIL_VERIFICATION, providers: socialProvidersConfigured(env) },
      200,
    ),
  );

  // Bodies are capped by the app-wide API limit (middleware/input-guards.ts) before this runs.
  app.on(['GET', 'POST'], '/auth/*', async (c) => {
    // Better Auth checks the Origin only when cookies or Fetch Metadata are present; a sign-in
    // posted from another site is refused whatever it carries.
    const origin = c.req.header('origin');
    if (c.req.method === 'POST' && origin && !allowedOrigins.has(origin)) {
      return c.json({ code: authErrorCodes.invalidOrigin, message: 'Invalid origin' }, 403);
    }
    const body = c.req.method === 'POST' ? await c.req.text() : undefined;
    if (body && !isJson(c.req.header('content-type'))) return unsupportedMediaType(c);
    const ip = clientAddress(c, env.TRUST_PROXY);

    const authPath = c.req.path.slice('/api/auth'.length) as keyof typeof LIMITED_AUTH_PATHS;
    const action = c.req.method === 'POST' ? LIMITED_AUTH_PATHS[authPath] : undefined;
    if (action) {
      // In-process requests (tests) have no address; the e-mail rule still applies to them.
      if (ip) {
        const result = await rateLimitStore.consume(`auth:${action}:ip:${ip}`, limits.perIp);
        if (!result.allowed) return rateLimited(c, result.retryAfter ?? 60);
      }
      const email = emailOf(body);
      if (email) {
        const result = await rateLimitStore.consume(
          `auth:${action}:email:${email}`,
          limits.perEmail,
        );
        if (!result.allowed) return rateLimited(c, result.retryAfter ?? 60);
      }
    }

    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    // The body may gain a return point below; its length is recomputed.
    headers.delete('content-length');
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const response = await auth.handler(
      new Request(c.req.url, {
        method: c.req.method,
        headers,
        // An empty string would go out as text/plain, which Better Auth refuses.
        body: body ? withReturnPoint(authPath, body) : undefined,
      }),
    );
    if (response.status === 429) {
      return rateLimited(c, Number(response.headers.get('x-retry-after')) || 60);
    }
    return response;
  });

  return app;
}
