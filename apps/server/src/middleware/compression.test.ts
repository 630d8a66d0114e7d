import { gunzipSync } from 'node:zlib';
import { createEvent } from '@lineup/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

describe('compression of dynamic answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 10; i++) await createEvent(t.database.db, { title: `Dawn patrol ${i}` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a small JSON answer as it is, with its length', async () => {
    const res = await t.app.request('/api/health', { headers: { 'Accept-Encoding': 'br, gzip' } });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const body = await res.text();
    expect(body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(JSON.parse(body)).toEqual({ status: 'ok', database: 'up' });
  });

  it('compresses a large JSON answer for a client that takes it', async () => {
    const res = await t.app.request('/api/events?limit=10', {
      headers: { 'Accept-Encoding': 'gzip' },
    });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect((JSON.parse(body) as { events: unknown[] }).events).toHaveLength(10);
  });

  it('leaves an answer alone for a client that takes no encoding', async () => {
    const res = await t.app.request('/api/events?limit=10');

    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.json()) as { events: unknown[] }).toMatchObject({
      events: expect.any(Array),
    });
  });
});
