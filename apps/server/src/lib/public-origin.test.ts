import { createArea, createEvent } from '@lineup/db/factories';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { publicOrigin } from './public-origin';

/** A client (or a proxy passing its header on) naming a host of its choosing. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

describe('absolute links', () => {
  let webDist: string;
  let t: TestApp;
  let eventPath: string;
  let eventId: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'lineup-origin-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Lineup</title></head><body></body></html>',
    );
    // No PUBLIC_URL, as in development.
    t = await createTestApp({ webDist });
    const area = await createArea(t.database.db, {
      name: 'Origin Coast',
      slug: 'originland-origin-coast-area',
      country: 'Originland',
      countrySlug: 'originland',
    });
    const event = await createEvent(t.database.db, { areaId: area.id });
    eventId = event.id;
    eventPath = `/originland/origin-coast/events/${event.slug}`;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('point to this machine in development, whatever Host the request names', async () => {
    const origin = 'http://localhost:3000';
    expect(publicOrigin(t.env)).toBe(origin);

    const sitemap = await (
      await t.app.request('http://evil.example/sitemap.xml', { headers: FORGED })
    ).text();
    expect(sitemap).toContain(`<loc>${origin}${eventPath}</loc>`);
    const robots = await (
      await t.app.request('http://evil.example/robots.txt', { headers: FORGED })
    ).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const head = await (
      await t.app.request(`http://evil.example${eventPath}`, { headers: FORGED })
    ).text();
    expect(head).toContain(`<link rel="canonical" href="${origin}${eventPath}" />`);
    expect(head).toContain(`<meta property="og:url" content="${origin}${eventPath}" />`);
    const ics = await (
      await t.app.request(`http://evil.example/api/events/${eventId}/calendar.ics`, {
        headers: FORGED,
      })
    ).text();
    // iCalendar folds lines longer than 75 octets (RFC 5545 §3.1); read the URL unfolded.
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`${origin}${eventPath}`);

    for (const body of [sitemap, robots, head, ics]) expect(body).not.toContain('evil.example');
  });

  it('use PUBLIC_URL when it is set', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://lineup.example', PORT: 3000 })).toBe(
      'https://lineup.example',
    );
  });
});
