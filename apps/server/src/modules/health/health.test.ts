import { ErrorResponse, HealthResponse } from '@lineup/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PING_REUSE_MS } from './health.service';

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

  describe('under frequent checks', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('asks the database once for checks that arrive together, and again a second later', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const own = await createTestApp();
      try {
        const ping = vi.spyOn(own.database, 'ping');
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => own.app.request('/api/health')),
        );
        expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
        expect(ping).toHaveBeenCalledTimes(1);

        vi.advanceTimersByTime(PING_REUSE_MS);
        await own.database.close();
        // The last good answer is a second old: the database is asked again, and is gone.
        expect((await own.app.request('/api/health')).status).toBe(503);
        expect(ping).toHaveBeenCalledTimes(2);
        // A failed ping is not reused: every check asks again until one succeeds.
        expect((await own.app.request('/api/health')).status).toBe(503);
        expect(ping).toHaveBeenCalledTimes(3);
      } finally {
        await own.close().catch(() => {});
      }
    });
  });
});
