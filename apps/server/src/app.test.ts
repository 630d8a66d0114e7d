import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes an OpenAPI document built from the contracts', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    const health = doc.paths['/api/health']?.get;
    expect(Object.keys(health?.responses ?? {})).toEqual(['200', '503']);
    expect(doc.components.schemas).toHaveProperty('HealthResponse');
    expect(doc.components.schemas).toHaveProperty('ErrorResponse');
  });

  it('logs one line per request without the query string or cookies', async () => {
    await t.app.request('/api/health?token=magic-link-secret', {
      headers: { cookie: 'session=abc', authorization: 'Bearer xyz', 'x-request-id': 'req-42' },
    });
    const line = t.logs.find((entry) => entry.msg === 'request' && entry.reqId === 'req-42');
    expect(line).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
    expect(typeof line?.durationMs).toBe('number');
    const everything = JSON.stringify(t.logs);
    expect(everything).not.toContain('magic-link-secret');
    expect(everything).not.toContain('session=abc');
    expect(everything).not.toContain('xyz');
  });
});
