import { ErrorResponse } from '@lineup/contracts';
import {
  createArea,
  createEvent,
  createFriendship,
  createPlan,
  createUser,
} from '@lineup/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, originOf, signUpMember } from './testing/members';
import {
  fuzzRequests,
  operationsOf,
  SchemaBook,
  type FuzzOperation,
  type FuzzRequest,
  type JsonSchema,
  type OpenApiDocument,
} from './testing/openapi-fuzz';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * Malformed input must get a 4xx, never a 5xx: every operation of `/api/openapi.json` (and
 * the Better Auth routes, which the document does not list) gets malformed path and query
 * values, bodies and uploads (see `testing/openapi-fuzz.ts`), from a visitor, a member and an
 * admin in turn. Random values come from fast-check with this seed, so a failure repeats.
 */
const SEED = 20_260_807;

type Identity = 'anonymous' | 'member' | 'admin';
const IDENTITIES: Identity[] = ['anonymous', 'member', 'admin'];

// Better Auth's own routes, described just enough for the same generator.
const text = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
const jsonBody = (properties: Record<string, JsonSchema>, required: string[]) => ({
  requestBody: {
    content: { 'application/json': { schema: { type: 'object', properties, required } } },
  },
});
const tokenQuery = { parameters: [{ in: 'query', name: 'token', required: true, schema: text() }] };
const AUTH_ROUTES: OpenApiDocument = {
  paths: {
    '/api/auth/sign-up/email': {
      post: jsonBody(
        { email: text({ format: 'email' }), password: text({ minLength: 12 }), name: text() },
        ['email', 'password', 'name'],
      ),
    },
    '/api/auth/sign-in/email': {
      post: jsonBody({ email: text({ format: 'email' }), password: text() }, ['email', 'password']),
    },
    '/api/auth/sign-in/magic-link': {
      post: jsonBody({ email: text({ format: 'email' }), callbackURL: text() }, ['email']),
    },
    '/api/auth/request-password-reset': {
      post: jsonBody({ email: text({ format: 'email' }), redirectTo: text() }, ['email']),
    },
    '/api/auth/reset-password': {
      post: jsonBody({ newPassword: text({ minLength: 12 }), token: text() }, ['newPassword']),
    },
    '/api/auth/send-verification-email': {
      post: jsonBody({ email: text({ format: 'email' }) }, ['email']),
    },
    '/api/auth/change-password': {
      post: jsonBody(
        { currentPassword: text(), newPassword: text({ minLength: 12 }), revokeOtherSessions: {} },
        ['currentPassword', 'newPassword'],
      ),
    },
    // Switched off (UNUSED_AUTH_PATHS): must stay a 404 whatever is sent.
    '/api/auth/update-user': { post: jsonBody({ name: text(), image: text() }, []) },
    '/api/auth/get-session': { get: {} },
    '/api/auth/verify-email': { get: tokenQuery },
    '/api/auth/magic-link/verify': { get: tokenQuery },
  },
};

let t: TestApp;
const cookies: Record<Identity, string | undefined> = {
  anonymous: undefined,
  member: undefined,
  admin: undefined,
};
let known: (operation: FuzzOperation) => Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  const member = await signUpMember(t);
  const admin = await signUpMember(t);
  await makeAdmin(t.database, admin.user.id);
  cookies.member = member.cookie;
  cookies.admin = admin.cookie;

  // Real rows, so that requests whose one bad value is elsewhere reach the services.
  const other = await createUser(t.database);
  const area = await createArea(t.database);
  const event = await createEvent(t.database, { areaId: area.id, creatorId: member.user.id });
  const plan = await createPlan(t.database, { areaId: area.id, creatorId: member.user.id });
  const request = await createFriendship(t.database, {
    requesterId: other.id,
    addresseeId: member.user.id,
    status: 'pending',
  });
  const common = {
    planId: plan.id,
    userId: other.id,
    sessionId: 'not-a-session',
    country: event.countrySlug,
    city: event.citySlug,
    slug: event.slug,
    area: area.slug,
    areaId: area.id,
    startLocal: '2027-06-01T18:00',
    endLocal: '2027-06-01T21:00',
    email: 'fuzz@example.test',
  };
  known = (operation) => {
    const { path } = operation;
    const id = path.startsWith('/api/admin/members')
      ? other.id
      : path.startsWith('/api/admin/areas')
        ? area.id
        : path.startsWith('/api/friends/requests')
          ? request.id
          : path.startsWith('/api/friends/')
            ? other.id
            : event.id;
    return { ...common, id };
  };
});

afterAll(async () => {
  await t?.close();
});

/** Deleting runs last, so the rows and sessions the other requests use are still there. */
const order = (operation: FuzzOperation) =>
  operation.path === '/api/account' ? 2 : operation.method === 'DELETE' ? 1 : 0;

async function send(request: FuzzRequest, who: Identity): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set('origin', originOf(t));
  const cookie = cookies[who];
  if (cookie) headers.set('cookie', cookie);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return t.app.request(request.path, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
  });
}

describe('API fuzzing', () => {
  it('answers no malformed request with a 5xx', { timeout: 120_000 }, async () => {
    const document = (await (await t.app.request('/api/openapi.json')).json()) as OpenApiDocument;
    const apiOperations = operationsOf(document);
    // The uploads are found by their summary; if that changed they would silently drop out.
    expect(apiOperations.filter((operation) => operation.upload)).toHaveLength(3);
    const book = new SchemaBook(document);
    const authBook = new SchemaBook(AUTH_ROUTES);
    const operations = [
      ...apiOperations.map((operation) => ({ operation, book, api: true })),
      ...operationsOf(AUTH_ROUTES).map((operation) => ({ operation, book: authBook, api: false })),
    ].sort((a, b) => order(a.operation) - order(b.operation));

    const serverErrors: string[] = [];
    const wrongShape: string[] = [];
    let sent = 0;
    const byClass: Record<string, number> = {};
    for (const { operation, book: schemas, api } of operations) {
      const requests = fuzzRequests(operation, {
        book: schemas,
        known: known(operation),
        seed: SEED,
        randomBodies: api ? 6 : 3,
      });
      for (const [index, request] of requests.entries()) {
        // The baseline goes out as everyone; each malformed request as one of them in turn.
        const senders = index === 0 ? IDENTITIES : [IDENTITIES[(sent + index) % 3]!];
        for (const who of senders) {
          const response = await send(request, who);
          sent += 1;
          const statusClass = `${String(response.status)[0]}xx`;
          byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
          const label = `${request.operation} [${request.variant}] as ${who}`;
          if (response.status >= 500) {
            serverErrors.push(`${response.status} ${label}`);
          } else if (api && response.status >= 400) {
            const body: unknown = await response.json().catch(() => undefined);
            if (!ErrorResponse.safeParse(body).success)
              wrongShape.push(`${response.status} ${label}`);
          }
          if (!response.bodyUsed) await response.arrayBuffer();
        }
      }
    }

    console.info(
      `API fuzzing: ${sent} requests over ${operations.length} operations, answered`,
      byClass,
    );
    expect(sent).toBeGreaterThanOrEqual(2_000);
    expect(serverErrors).toEqual([]);
    expect(wrongShape).toEqual([]);
  });
});
