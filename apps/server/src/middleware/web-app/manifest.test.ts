import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Shaped like the Vite build: the manifest link the PWA plugin writes, and its manifest.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Lineup</title>
    <link rel="manifest" href="/manifest.webmanifest">
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const MANIFEST = {
  name: 'Lineup',
  short_name: 'Lineup',
  lang: 'en',
  description: 'Events, casual plans and friends in coastal surf towns.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
};

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'lineup-manifest-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the installed app in the reader’s language', () => {
  it('links a page in Dutch to a Dutch manifest that starts the app in Dutch, as the same app', async () => {
    const page = await (await t.app.request('/nl/about')).text();
    expect(page).toContain('<link rel="manifest" href="/nl/manifest.webmanifest">');

    const res = await t.app.request('/nl/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(await res.json()).toEqual({
      ...MANIFEST,
      lang: 'nl',
      description: 'Evenementen, losse plannen en vrienden in surfplaatsen aan de kust.',
      start_url: '/nl',
    });
    const tamil = (await (await t.app.request('/ta/manifest.webmanifest')).json()) as {
      lang: string;
      start_url: string;
    };
    expect(tamil).toMatchObject({ lang: 'ta', start_url: '/ta', id: '/' });
  });

  it('keeps the build’s own manifest for English pages', async () => {
    const page = await (await t.app.request('/about')).text();
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const res = await t.app.request('/manifest.webmanifest');
    expect(await res.json()).toEqual(MANIFEST);
  });

  it('answers a missing file, not an error, for a build without a manifest', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'lineup-manifest-'));
    writeFileSync(path.join(bare, 'index.html'), INDEX_HTML);
    const app = await createTestApp({ webDist: bare });
    try {
      expect((await app.app.request('/nl/manifest.webmanifest')).status).toBe(404);
    } finally {
      await app.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
