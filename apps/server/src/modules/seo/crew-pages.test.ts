import { createArea, createEvent, createUser } from '@lineup/db/factories';
import { crewMembers, crews } from '@lineup/db/schema';
import { parseFeed } from '@rowanmanning/feed-parser';
import ICAL from 'ical.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ORIGIN = 'https://lineup.example';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Lineup</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'lineup-crew-pages-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDist, env: { PUBLIC_URL: ORIGIN } });
  const db = t.database.db;
  const area = await createArea(db, {
    name: 'Crew Coast',
    slug: 'portugal-crew-coast-area',
    country: 'Portugal',
    countrySlug: 'portugal',
    timeZone: 'Europe/Lisbon',
  });
  const user = await createUser(db);
  const [crew] = await db
    .insert(crews)
    .values({
      handle: 'reef-riders',
      name: 'Reef Riders',
      description: 'Dawn sessions on the reef, every weekend.',
      areaId: area.id,
      links: ['https://reef-riders.example.com/'],
    })
    .returning();
  await db
    .insert(crewMembers)
    .values({ crewId: crew!.id, userId: user.id, role: 'owner', status: 'accepted' });
  await createEvent(db, {
    areaId: area.id,
    crewId: crew!.id,
    title: 'Reef dawn patrol',
    startDate: inDays(2),
  });
  await createEvent(db, {
    areaId: area.id,
    crewId: crew!.id,
    title: 'Reef draft',
    status: 'draft',
    startDate: inDays(3),
  });
  await createEvent(db, {
    areaId: area.id,
    crewId: crew!.id,
    title: 'Reef last season',
    startDate: inDays(-3),
    endDate: inDays(-2),
  });
  await createEvent(db, { areaId: area.id, title: 'Not the crew’s jam', startDate: inDays(1) });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function get(pathname: string) {
  const res = await t.app.request(pathname);
  return { res, status: res.status, body: await res.text() };
}

describe('a crew’s page head and sitemap entry', () => {
  it('gives the crew its title, description, canonical, share picture and feeds', async () => {
    const page = await get('/crew/reef-riders');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Reef Riders · Lineup</title>');
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/crew/reef-riders" />`);
    expect(page.body).toContain('<meta property="og:title" content="Reef Riders" />');
    expect(page.body).toContain('Dawn sessions on the reef, every weekend.');
    expect(page.body).toContain(
      `<meta property="og:image" content="${ORIGIN}/share/lineup.jpg" />`,
    );
    expect(page.body).toContain(`${ORIGIN}/api/feeds/crews/reef-riders/events.ics`);
    expect(page.body).toContain('"@type":"Organization"');
  });

  it('answers 404 for an unknown crew, and lists a crew with upcoming events in the sitemap', async () => {
    expect((await get('/crew/no-such-crew')).status).toBe(404);
    expect((await get('/crew/no-such-crew/edit')).status).toBe(404);
    const edit = await get('/crew/reef-riders/edit');
    expect(edit.status).toBe(200);
    expect(edit.body).toContain('<meta name="robots" content="noindex" />');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/crew/reef-riders</loc>`);
  });
});

describe('a crew’s feeds', () => {
  it('gives the crew’s upcoming published events as a calendar', async () => {
    const { res, body } = await get('/api/feeds/crews/reef-riders/events.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Lineup: events by Reef Riders');
    const summaries = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => vevent.getFirstPropertyValue('summary'));
    expect(summaries).toEqual(['Reef dawn patrol']);
  });

  it('gives them as an Atom feed about the crew’s page, and 404 for an unknown crew', async () => {
    const path = '/api/feeds/crews/reef-riders/events.atom';
    const { res, body } = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = parseFeed(body);
    expect(feed.title).toBe('Lineup: events by Reef Riders');
    expect(feed.url).toBe(`${ORIGIN}/crew/reef-riders`);
    expect(feed.self).toBe(`${ORIGIN}${path}`);
    expect(feed.items.map((item) => item.title)).toEqual(['Reef dawn patrol']);
    for (const missing of [
      '/api/feeds/crews/no-such-crew/events.ics',
      '/api/feeds/crews/no-such-crew/events.atom',
    ]) {
      expect((await get(missing)).status).toBe(404);
    }
  });
});
