import { legacyRedirects } from '@lineup/contracts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// docs/product.md §2, "Redirects".
const expected = [
  ['/ericeira-area', '/portugal-ericeira-area'],
  ['/peniche-area', '/portugal-peniche-area'],
  ['/zandvoort-area', '/netherlands-zandvoort-area'],
  ['/scheveningen-area', '/netherlands-scheveningen-area'],
  ['/velsen-noord-area', '/netherlands-wijk-aan-zee-area'],
  ['/event', '/events'],
  ['/organise', '/dashboard'],
] as const;

describe('docs/product.md §2 redirects', () => {
  let webDist: string;
  let t: TestApp;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'lineup-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Lineup</title>');
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('covers exactly the table of the spec', () => {
    expect(legacyRedirects.map(({ from, to }) => [from, to])).toEqual(expected);
  });

  it.each(expected)('%s answers 301 to %s', async (from, to) => {
    const res = await t.app.request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it.each(expected)('%s keeps the sub-path and the query', async (from, to) => {
    const res = await t.app.request(`${from}/some/page?ref=old%20link&x=1`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${to}/some/page?ref=old%20link&x=1`);
  });

  it('redirects HEAD too', async () => {
    const res = await t.app.request('/organise', { method: 'HEAD' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/dashboard');
  });

  it.each([
    '/events',
    '/eventsx',
    '/event-calendar',
    '/portugal-ericeira-area',
    '/my-ericeira-area',
  ])('leaves %s to the web app', async (url) => {
    const res = await t.app.request(url);
    // The web app's page, or its not-found page (with 404) where no such place exists.
    expect([200, 404]).toContain(res.status);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('location')).toBeNull();
  });
});
