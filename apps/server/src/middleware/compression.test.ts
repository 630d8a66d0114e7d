import { Hono } from 'hono';
import { createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { createEvent } from '@lineup/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { COMPRESSION_THRESHOLD_BYTES, compressLargeBodies } from './compression';

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

describe('compression of a page streamed as it renders', () => {
  const HEAD = '<!doctype html><html><head><link rel="stylesheet" href="/assets/index.css"></head>';
  const REST = `<body><main>${'<p>Dawn patrol at Ribeira d’Ilhas</p>'.repeat(200)}</main></body></html>`;

  /** A page whose render pauses after its head until `renderRest` is called. */
  function pageApp() {
    let renderRest!: () => void;
    const paused = new Promise<void>((resolve) => (renderRest = resolve));
    const app = new Hono();
    app.use(compressLargeBodies());
    app.get('/', (c) => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(HEAD));
          await paused;
          controller.enqueue(encoder.encode(REST));
          controller.close();
        },
      });
      return c.body(body, 200, { 'Content-Type': 'text/html; charset=utf-8' });
    });
    return { app, renderRest };
  }

  /** Reads the answer as the browser would, decoding each piece as it arrives. */
  function decoder(res: Response) {
    const unzip =
      res.headers.get('content-encoding') === 'br' ? createBrotliDecompress() : createGunzip();
    const utf8 = new TextDecoder();
    let text = '';
    unzip.on('data', (chunk: Buffer) => (text += utf8.decode(chunk, { stream: true })));
    const reader = res.body!.getReader();
    const next = async () => {
      const { done, value } = await reader.read();
      if (done) await new Promise((resolve) => unzip.end(resolve));
      else await new Promise((resolve) => unzip.write(value, resolve));
      await new Promise((resolve) => setImmediate(resolve));
      return done;
    };
    return {
      /** What has been decoded once some text has come (a piece may be framing only). */
      async firstText() {
        while (text === '' && !(await next()));
        return text;
      },
      /** The whole page, once it has all come. */
      async all() {
        while (!(await next()));
        return text;
      },
    };
  }

  it('sends the head in brotli before the rest of the page is rendered', async () => {
    const { app, renderRest } = pageApp();
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });

    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const page = decoder(res);
    expect(await page.firstText()).toBe(HEAD);

    renderRest();
    expect(await page.all()).toBe(HEAD + REST);
  });

  it('streams gzip the same way to a client without brotli, and plain text to one without either', async () => {
    const gzip = pageApp();
    const res = await gzip.app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const page = decoder(res);
    expect(await page.firstText()).toBe(HEAD);
    gzip.renderRest();
    expect(await page.all()).toBe(HEAD + REST);

    const plain = pageApp();
    plain.renderRest();
    const identity = await plain.app.request('/');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(HEAD + REST);
  });
});
