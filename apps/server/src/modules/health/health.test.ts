import { ErrorResponse, HealthResponse } from '@lineup/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('says the server and the database are up', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = HealthResponse.parse(await res.json());
    expect(body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers HEAD without a body', async () => {
    const res = await t.app.request('/api/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('answers 503 with the error shape once the database is gone', async () => {
    const down = await createTestApp();
    await down.database.close();

    const res = await down.app.request('/api/health');

    expect(res.status).toBe(503);
    const body = ErrorResponse.parse(await res.json());
    expect(body.error.code).toBe('database_unavailable');
    expect(body.error.message).toBe('The database is not reachable right now.');
    // The cause is for the operator's log, not for the caller.
    expect(down.logs.some((line) => line.level === 40 && 'err' in line)).toBe(true);
  });
});
