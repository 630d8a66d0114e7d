import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  AccountSessionsResponse,
  DeleteAccountRequest,
  DeleteAccountResponse,
  ErrorResponse,
  PrivacySettings,
  RevokedSessionsResponse,
  SessionIdParam,
} from '@lineup/contracts';
import type { Database } from '@lineup/db';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { requireUser } from '../../middleware/session';
import { json } from '../../lib/openapi';
import type { AppEnv } from '../../types';
import { COOKIE_PREFIX, type Auth } from '../auth';
import {
  deleteAccount,
  exportAccount,
  listSessions,
  revokeOtherSessions,
  revokeSession,
  updatePrivacy,
} from './account.service';

const unauthorized = { 401: { description: 'Nobody is signed in.', ...json(ErrorResponse) } };

const patchPrivacy = createRoute({
  method: 'patch',
  path: '/account/privacy',
  tags: ['account'],
  summary: "Who sees the member's RSVPs: everyone, friends or nobody",
  request: { body: { required: true, ...json(PrivacySettings) } },
  responses: {
    200: { description: 'The saved setting.', ...json(PrivacySettings) },
    ...unauthorized,
  },
});

const getSessions = createRoute({
  method: 'get',
  path: '/account/sessions',
  tags: ['account'],
  summary: "The member's active sessions, the current one first",
  responses: {
    200: {
      description: 'Browser, system, IP and last use of each.',
      ...json(AccountSessionsResponse),
    },
    ...unauthorized,
  },
});

const deleteSession = createRoute({
  method: 'delete',
  path: '/account/sessions/{sessionId}',
  tags: ['account'],
  summary: 'Sign one session out',
  request: { params: SessionIdParam },
  responses: {
    204: { description: 'The session has ended.' },
    ...unauthorized,
    404: { description: 'No such session of this member.', ...json(ErrorResponse) },
  },
});

const postRevokeOthers = createRoute({
  method: 'post',
  path: '/account/sessions/revoke-others',
  tags: ['account'],
  summary: 'Sign out everywhere except here',
  responses: {
    200: { description: 'How many sessions ended.', ...json(RevokedSessionsResponse) },
    ...unauthorized,
  },
});

const getExport = createRoute({
  method: 'get',
  path: '/account/export',
  tags: ['account'],
  summary: 'Download everything Lineup keeps about the member, as JSON',
  responses: {
    200: {
      description: 'A JSON file (Content-Disposition: attachment).',
      ...json(z.record(z.string(), z.unknown())),
    },
    ...unauthorized,
  },
});

const deleteAccountRoute = createRoute({
  method: 'delete',
  path: '/account',
  tags: ['account'],
  summary: "Delete the member's account and personal data",
  request: { body: { required: false, ...json(DeleteAccountRequest) } },
  responses: {
    200: { description: 'Deleted; the session cookie is cleared.', ...json(DeleteAccountResponse) },
    ...unauthorized,
    403: {
      description:
        'Wrong password (`details.reason` wrong_password), or no password and a session older than 15 minutes (reauthentication_required).',
      ...json(ErrorResponse),
    },
  },
});

export function accountRoutes(options: {
  database: Database;
  storage: Storage;
  auth: Auth;
  logger: Logger;
}) {
  const { database, storage, auth, logger } = options;
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(patchPrivacy, async (c) => {
    const user = requireUser(c);
    return c.json(await updatePrivacy({ database, user, input: c.req.valid('json') }), 200);
  });

  app.openapi(getSessions, async (c) => {
    const user = requireUser(c);
    const sessions = await listSessions({
      database,
      userId: user.id,
      currentSessionId: c.get('session')?.id ?? null,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ sessions }, 200);
  });

  app.openapi(deleteSession, async (c) => {
    const user = requireUser(c);
    await revokeSession({ database, userId: user.id, sessionId: c.req.valid('param').sessionId });
    return c.body(null, 204);
  });

  app.openapi(postRevokeOthers, async (c) => {
    const user = requireUser(c);
    const session = c.get('session');
    if (!session) throw new AppError('unauthorized', 401, 'Please sign in to continue.');
    const revoked = await revokeOtherSessions({
      database,
      userId: user.id,
      currentSessionId: session.id,
    });
    return c.json({ revoked }, 200);
  });

  app.openapi(getExport, async (c) => {
    const user = requireUser(c);
    const data = await exportAccount({ database, userId: user.id });
    const day = new Date().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="lineup-data-${day}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data, 200);
  });

  app.openapi(deleteAccountRoute, async (c) => {
    const user = requireUser(c);
    const session = c.get('session');
    if (!session) throw new AppError('unauthorized', 401, 'Please sign in to continue.');
    // An empty body is allowed: a fresh session needs no password.
    const body = (await c.req.json().catch(() => ({}))) as unknown;
    const parsed = DeleteAccountRequest.safeParse(body ?? {});
    const password = parsed.success ? parsed.data.password : undefined;
    const context = await auth.$context;
    await deleteAccount({
      database,
      storage,
      logger: c.var.logger ?? logger,
      user,
      session,
      password,
      verifyPassword: (hash, candidate) => context.password.verify({ hash, password: candidate }),
    });
    for (const name of [
      `${COOKIE_PREFIX}.session_token`,
      `__Secure-${COOKIE_PREFIX}.session_token`,
    ]) {
      c.header('Set-Cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, {
        append: true,
      });
    }
    return c.json({ deleted: true as const }, 200);
  });

  return app;
}
