import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('security headers', () => {
  let webDist: string;
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'lineup-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Lineup</title>');
    t = await createTestApp({ webDist });
    proxied = await createTestApp({ webDist, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
    await rm(webDist, { recursive: true, force: true });
  });

  for (const [kind, url] of [
    ['an API response', '/api/health'],
    ['an API error', '/api/nothing-here'],
    ['the HTML page', '/events'],
  ] as const) {
    it(`are on ${kind}`, async () => {
      const res = await t.app.request(url);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      // <style> elements and style sheets only from our files; no style attribute in markup.
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('style-src-elem')).toEqual(["'self'"]);
      expect(csp.get('style-src-attr')).toEqual(["'none'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      // The maps' style host (OpenFreeMap by default) and MapLibre's worker, nothing more.
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://tiles.openfreemap.org']);
      expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('permissions-policy')).toContain('microphone=()');
      expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    });
  }

  it('sends HSTS only over https', async () => {
    const plain = await t.app.request('http://lineup.example/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();

    const secure = await t.app.request('https://lineup.example/events');
    expect(secure.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('believes X-Forwarded-Proto only when TRUST_PROXY is on', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    const untrusted = await t.app.request('http://lineup.example/api/health', { headers });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();

    const trusted = await proxied.app.request('http://lineup.example/api/health', { headers });
    expect(trusted.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);

    const forwardedHttp = await proxied.app.request('http://lineup.example/api/health', {
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(forwardedHttp.headers.get('strict-transport-security')).toBeNull();
  });

  it('asks browsers to upgrade http subresources only on a page served over https', async () => {
    const plain = await t.app.request('http://lineup.example/events');
    expect(
      directives(plain.headers.get('content-security-policy')).has('upgrade-insecure-requests'),
    ).toBe(false);

    const secure = await t.app.request('https://lineup.example/events');
    expect(
      directives(secure.headers.get('content-security-policy')).get('upgrade-insecure-requests'),
    ).toEqual([]);

    // Behind a TLS-ending proxy: the proxy's own X-Forwarded-Proto, not one the client added.
    const proxiedHttps = await proxied.app.request('http://lineup.example/events', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(
      directives(proxiedHttps.headers.get('content-security-policy')).has(
        'upgrade-insecure-requests',
      ),
    ).toBe(true);
    const forgedHttps = await proxied.app.request('http://lineup.example/events', {
      headers: { 'x-forwarded-proto': 'https, http' },
    });
    expect(
      directives(forgedHttps.headers.get('content-security-policy')).has(
        'upgrade-insecure-requests',
      ),
    ).toBe(false);
    expect(forgedHttps.headers.get('strict-transport-security')).toBeNull();
  });

  it("allows the build's own inline script by its hash, and no other", async () => {
    const theme = "\n      document.documentElement.dataset.theme = 'dark';\n    ";
    const built = await mkdtemp(path.join(os.tmpdir(), 'lineup-web-'));
    await writeFile(
      path.join(built, 'index.html'),
      `<!doctype html><head><title>Lineup</title><script>${theme}</script>` +
        '<script type="module" src="/assets/app.js"></script>' +
        '<script type="application/ld+json">{"@type":"Event"}</script></head>',
    );
    const app = await createTestApp({ webDist: built });
    try {
      const res = await app.app.request('/events');
      const scripts = directives(res.headers.get('content-security-policy')).get('script-src');
      const hash = createHash('sha256').update(theme).digest('base64');
      expect(scripts).toEqual(["'self'", `'sha256-${hash}'`]);
      expect(scripts).not.toContain("'unsafe-inline'");
      // The same page's text is what the browser hashes.
      expect(await res.text()).toContain(`<script>${theme}</script>`);
    } finally {
      await app.close();
      await rm(built, { recursive: true, force: true });
    }
  });

  it('keeps a valid incoming request id and replaces a suspicious one', async () => {
    const kept = await t.app.request('/api/health', { headers: { 'x-request-id': 'lb-1234' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234');
    const replaced = await t.app.request('/api/health', {
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers.get('x-request-id')).not.toContain('<');
  });
});
