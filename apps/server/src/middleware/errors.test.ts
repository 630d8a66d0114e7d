import { createRoute } from '@hono/zod-openapi';
import { ErrorResponse } from '@lineup/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { createTestApp, type TestApp } from '../testing/test-app';

// Probe routes on the real app, so the real hook, error handler and not-found handler answer.
const echo = createRoute({
  method: 'post',
  path: '/api/test/echo',
  request: {
    query: z.object({ page: z.coerce.number().int().min(1).optional() }),
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            title: z.string().min(3, 'Use at least 3 characters'),
            venue: z.object({ name: z.string() }),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The body back',
      content: { 'application/json': { schema: z.object({ title: z.string() }) } },
    },
  },
});

describe('error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.openapi(echo, (c) => c.json({ title: c.req.valid('json').title }, 200));
    t.app.get('/api/test/boom', () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    t.app.get('/api/test/query', async () => {
      // A failed query, as a route would make one from a submitted value.
      await t.database.db.execute(sql`select ${'submitted-secret'}::uuid`);
    });
    t.app.get('/api/test/conflict', () => {
      throw new AppError('conflict', 409, 'That username is taken.', { field: 'username' });
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: string, path = '/api/test/echo') =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('passes a valid request through', async () => {
    const res = await post(JSON.stringify({ title: 'Sunset session', venue: { name: 'Bar' } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ title: 'Sunset session' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'There is no API endpoint at GET /api/no-such-thing.' },
    });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await post('{"title": "Sunset');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers a body that breaks its contract with 400 and the failing fields', async () => {
    const res = await post(JSON.stringify({ title: 'ab', venue: {} }));
    expect(res.status).toBe(400);
    const body = ErrorResponse.parse(await res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toBe('Some of the values sent are not valid.');
    expect(body.error.details).toEqual({
      target: 'json',
      issues: [
        { path: 'title', message: 'Use at least 3 characters' },
        { path: 'venue.name', message: expect.any(String) },
      ],
    });
  });

  it('validates the query string the same way', async () => {
    const res = await t.app.request('/api/test/echo?page=0', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Sunset session', venue: { name: 'Bar' } }),
    });
    expect(res.status).toBe(400);
    const body = ErrorResponse.parse(await res.json());
    expect(body.error.details).toMatchObject({ target: 'query', issues: [{ path: 'page' }] });
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await t.app.request('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(res.status).toBe(415);
    const body = ErrorResponse.parse(await res.json());
    expect(body.error.code).toBe('unsupported_media_type');
  });

  it('turns an AppError into its status, code, message and details', async () => {
    const res = await t.app.request('/api/test/conflict');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'That username is taken.',
        details: { field: 'username' },
      },
    });
  });

  it('hides an unexpected error behind a generic 500 and logs its stack', async () => {
    const res = await t.app.request('/api/test/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side.' },
    });
    expect(text).not.toContain('secret');

    const logged = t.logs.find((line) => line.msg === 'unhandled error');
    const err = logged?.err as { message: string; stack: string } | undefined;
    expect(err?.message).toContain('leaked');
    expect(err?.stack).toMatch(/errors\.test\.ts/);
  });

  it('logs a failed query without the values it was sent', async () => {
    const res = await t.app.request('/api/test/query?token=query-secret', {
      headers: { cookie: 'session=cookie-secret' },
    });
    expect(res.status).toBe(500);

    const lines = t.logs.filter((line) => line.path === '/api/test/query');
    const logged = lines.find((line) => line.msg === 'unhandled error');
    const err = logged?.err as { type: string; message: string; stack: string };
    // What failed and where stays: the query with its placeholders, the database's reason.
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.message).toContain('select $1::uuid');
    expect(err.stack).toMatch(/errors\.test\.ts/);
    expect(JSON.stringify(err)).toContain('invalid input syntax for type uuid');
    for (const secret of ['submitted-secret', 'query-secret', 'cookie-secret']) {
      expect(JSON.stringify(lines)).not.toContain(secret);
    }
  });
});
