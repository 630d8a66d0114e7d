import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const INDEX = '<!doctype html><html><head><title>Lineup</title></head><body></body></html>';
const SCRIPT = `console.log(${JSON.stringify('surf '.repeat(400))});`;

describe('serving the built web app', () => {
  let base: string;
  let webDist: string;
  let t: TestApp;
  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'lineup-web-'));
    webDist = path.join(base, 'dist');
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(path.join(base, 'outside-secret.txt'), 'secret');
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const asset = path.join(webDist, 'assets', 'app-abc123.js');
    await writeFile(asset, SCRIPT);
    await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${asset}.gz`, gzipSync(SCRIPT));
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(base, { recursive: true, force: true });
  });

  it('serves index.html at / and asks the browser to revalidate it', async () => {
    const res = await t.app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  // Event, member and place pages get their own head and status from the database
  // (modules/seo/seo.test.ts).
  it.each(['/events', '/casual-plans/create', '/login?redirectTo=/friends', '/profile/settings/'])(
    'answers the client-side route %s with index.html and 200',
    async (url) => {
      const res = await t.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it.each(['/no/such/page', '/casual-plans/x/y', '/user/1/2', '/a/b/c/d/e?x=1'])(
    'answers %s, which no route of the app matches, with its not-found page and 404',
    async (url) => {
      const res = await t.app.request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      // index.html, so the app loads and shows the not-found page, titled for the tab.
      expect(html).toContain('<title>Page not found · Lineup</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<body></body>');
    },
  );

  it('answers an unknown country with 404 too (modules/seo looks it up)', async () => {
    const res = await t.app.request('/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<body></body>');
  });

  it('answers HEAD for a page without a body', async () => {
    const res = await t.app.request('/events', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('serves hashed assets as immutable, brotli when the browser accepts it', async () => {
    const res = await t.app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('falls back to the gzip copy, then to the plain file', async () => {
    const gz = await t.app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await t.app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('serves unhashed files from the root without long caching', async () => {
    const res = await t.app.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const res = await t.app.request('/assets/app-old999.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
  });

  it('does not let a path climb out of the web folder', async () => {
    for (const url of [
      '/..%2foutside-secret.txt',
      '/%2e%2e/outside-secret.txt',
      '/assets/..%2f..%2foutside-secret.txt',
      '/assets/%2e%2e/%2e%2e/outside-secret.txt',
    ]) {
      const res = await t.app.request(url);
      expect(await res.text()).not.toContain('secret');
    }
  });

  describe('in the reader’s language', () => {
    it('sends a browser that asks for Portuguese from the English address to the Portuguese one', async () => {
      const res = await t.app.request('/events?category=surf', {
        headers: { 'Accept-Language': 'pt-BR,pt;q=0.9,en;q=0.5' },
      });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/pt-pt/events?category=surf');
      expect(res.headers.get('vary')).toMatch(/Accept-Language/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    });

    it('keeps a reader who chose English in English, whatever the browser asks for', async () => {
      const res = await t.app.request('/events', {
        headers: { 'Accept-Language': 'nl', Cookie: 'lineup_locale=en' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toBe('Accept-Language, Cookie');
    });

    it('follows the chosen language over the browser’s, and ignores an unknown one', async () => {
      const chosen = await t.app.request('/', {
        headers: { 'Accept-Language': 'pt-PT', Cookie: 'lineup_locale=ta' },
      });
      expect(chosen.headers.get('location')).toBe('/ta');
      const unknown = await t.app.request('/', { headers: { Cookie: 'lineup_locale=xx' } });
      expect(unknown.status).toBe(200);
    });

    it('serves a page under a language’s prefix in that language, and never redirects it', async () => {
      const res = await t.app.request('/nl/events', { headers: { 'Accept-Language': 'pt-PT' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^<!doctype html><html lang="nl">/);
      const missing = await t.app.request('/nl/no/such/page');
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<html lang="nl">');
    });

    it('leaves the build’s files where they are', async () => {
      const res = await t.app.request('/favicon.svg', { headers: { 'Accept-Language': 'nl' } });
      expect(res.status).toBe(200);
    });

    it('keeps the choice of the language switch in a cookie and opens the page in it', async () => {
      const res = await t.app.request('/language/pt-PT?to=%2Fnl%2Fevents%3Fcategory%3Dsurf');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/pt-pt/events?category=surf');
      expect(res.headers.get('set-cookie')).toMatch(
        /^lineup_locale=pt-PT; Max-Age=31536000; Path=\/; SameSite=Lax/,
      );
      const english = await t.app.request('/language/en?to=/pt-pt/casual-plans');
      expect(english.headers.get('location')).toBe('/casual-plans');
    });

    it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', ''])(
      'never leaves the site for %j',
      async (to) => {
        const res = await t.app.request(`/language/nl?to=${encodeURIComponent(to)}`);
        expect(res.headers.get('location')).toBe('/nl');
      },
    );

    it('answers a language Lineup does not speak with 404', async () => {
      const res = await t.app.request('/language/fr?to=/events');
      expect(res.status).toBe(404);
      expect(res.headers.get('set-cookie')).toBeNull();
    });
  });

  it('leaves /api to the API', async () => {
    const res = await t.app.request('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('gzips dynamic responses when the browser accepts it', async () => {
    const res = await t.app.request('/api/openapi.json', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const doc = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString());
    expect(doc.paths).toHaveProperty('/api/health');
  });
});

describe('without a web build', () => {
  let emptyDist: string;
  let t: TestApp;
  beforeAll(async () => {
    emptyDist = await mkdtemp(path.join(os.tmpdir(), 'lineup-web-empty-'));
    t = await createTestApp({ webDist: emptyDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(emptyDist, { recursive: true, force: true });
  });

  it('tells the developer how to get the web app', async () => {
    const res = await t.app.request('/events');
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).toContain('npm run build');
    expect(text).toContain('npm run dev');
  });

  it('still serves the API', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
  });
});

describe('with the web build’s server render', () => {
  // A stand-in for `apps/web/dist-ssr/entry-server.js` (the real one runs in the browser
  // journeys): it renders what it read through `fetchApi`, and fails or declines on cue.
  const RENDERER = `
let renders = 0;
export async function renderPage({ request, fetchApi }) {
  const url = new URL(request.url);
  if (url.pathname === '/casual-plans') {
    if (globalThis.lineupRenderFails) throw new Error('the database does not answer');
    return { html: new Response('<p>render ' + ++renders + ' of ' + url.search + '</p>').body, stateScript: '' };
  }
  if (url.pathname === '/about') throw new Error('render failed');
  if (url.pathname === '/login') return null;
  const health = await (await fetchApi('/api/health', { headers: { Accept: 'application/json' } })).json();
  const html = new Response('<p>' + url.pathname + ' ' + health.status + '</p>').body;
  return { html, stateScript: '<script type="application/json" id="lineup-state">{}</script>' };
}`;
  const PAGE =
    '<!doctype html><html><head><title>Lineup</title></head><body><div id="root"></div></body></html>';
  let base: string;
  let t: TestApp;
  beforeAll(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'lineup-web-'));
    await mkdir(path.join(base, 'dist'), { recursive: true });
    await mkdir(path.join(base, 'dist-ssr'), { recursive: true });
    await writeFile(path.join(base, 'dist', 'index.html'), PAGE);
    await writeFile(path.join(base, 'dist-ssr', 'entry-server.js'), RENDERER);
    t = await createTestApp({
      webDist: path.join(base, 'dist'),
      env: { PUBLIC_CACHE_SECONDS: '5' },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(base, { recursive: true, force: true });
  });

  it('puts the page the app rendered, and its data, into #root', async () => {
    const res = await t.app.request('/events');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    // The same for every visitor: a CDN may keep it as long as the server does.
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
    const alternates = [
      ['en', '/events'],
      ['pt-PT', '/pt-pt/events'],
      ['nl', '/nl/events'],
      ['si', '/si/events'],
      ['ta', '/ta/events'],
      ['x-default', '/events'],
    ].map(
      ([lang, path]) =>
        `<link rel="alternate" hreflang="${lang}" href="http://localhost:3000${path}" />`,
    );
    const openGraph =
      '<meta property="og:locale" content="en_GB" />' +
      ['pt_PT', 'nl_NL', 'si_LK', 'ta_LK']
        .map((locale) => `<meta property="og:locale:alternate" content="${locale}" />`)
        .join('');
    expect(await res.text()).toBe(
      `<!doctype html><html lang="en"><head><title>Lineup</title>${alternates.join('')}${openGraph}\n    </head><body><div id="root">` +
        '<p>/events ok</p></div><script type="application/json" id="lineup-state">{}</script>' +
        '</body></html>',
    );
  });

  it('sends the empty shell when the app declines the page or its render fails', async () => {
    for (const url of ['/login', '/about']) {
      const res = await t.app.request(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<body><div id="root"></div></body>');
    }
  });

  it('serves a rendered page again for a few seconds instead of rendering it for each visitor', async () => {
    const first = await (await t.app.request('/casual-plans')).text();
    expect(first).toContain('<p>render 1 of </p>');
    const again = await t.app.request('/casual-plans', { headers: { 'Accept-Encoding': 'br' } });
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(first);
    // A browser that has it already is told so.
    const etag = again.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const unchanged = await t.app.request('/casual-plans', { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(await (await t.app.request('/casual-plans?plan=x')).text()).toContain('render 2');
  });

  it('renders a page for its own address: parameters it does not read make no new page', async () => {
    const shared = await (await t.app.request('/casual-plans?plan=p1')).text();
    expect(shared).toMatch(/render \d+ of \?plan=p1</);
    for (const tag of ['utm_source=chat-1', 'fbclid=abc', 'utm_source=chat-2&plan=p2']) {
      const page = await (await t.app.request(`/casual-plans?plan=p1&${tag}`)).text();
      expect(page).toBe(shared);
    }
  });

  it('serves the last page while the next is made, and keeps it when that fails', async () => {
    const first = await (await t.app.request('/casual-plans?plan=stale')).text();
    // Kept once it is compressed, just after it was sent.
    await vi.waitFor(async () =>
      expect((await t.app.request('/casual-plans?plan=stale')).headers.get('etag')).toBeTruthy(),
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6_000 });
    const flags = globalThis as { lineupRenderFails?: boolean };
    try {
      flags.lineupRenderFails = true;
      // No longer fresh: served at once, while the render behind it fails.
      const during = await t.app.request('/casual-plans?plan=stale');
      expect(during.status).toBe(200);
      expect(await during.text()).toBe(first);
      await vi.waitFor(() =>
        expect(t.logs.some((line) => line.msg === 'server render failed')).toBe(true),
      );
      expect(await (await t.app.request('/casual-plans?plan=stale')).text()).toBe(first);
      flags.lineupRenderFails = false;
      await t.app.request('/casual-plans?plan=stale');
      await vi.waitFor(async () =>
        expect(await (await t.app.request('/casual-plans?plan=stale')).text()).not.toBe(first),
      );
    } finally {
      flags.lineupRenderFails = false;
      vi.useRealTimers();
    }
  });

  it('renders a page once for visitors who ask for it at the same moment', async () => {
    const pages = await Promise.all(
      Array.from({ length: 5 }, async () => (await t.app.request('/casual-plans?plan=y')).text()),
    );
    expect(new Set(pages).size).toBe(1);
  });

  it('renders the page again once a change was made through the API', async () => {
    const before = await (await t.app.request('/casual-plans?plan=z')).text();
    // Any successful change counts; a failed one does not.
    const refused = await t.app.request('/api/events', { method: 'POST', body: '{}' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await (await t.app.request('/casual-plans?plan=z')).text()).toBe(before);
  });

  it('never renders what the route table does not know', async () => {
    const res = await t.app.request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<p>');
  });
});
