import { AREA_SLUG_MESSAGE, adminMessages } from '@lineup/contracts';
import { createEvent } from '@lineup/db/factories';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUpMember } from '../../testing/members';
import { api, signUpAdmin } from '../../testing/participation';
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
const NAZARE = {
  name: 'Nazaré',
  country: 'Portugal',
  description: 'Giant winter waves off the lighthouse, and a fishing town that watches them.',
  timeZone: 'Europe/Lisbon',
  latitude: 39.6,
  longitude: -9.07,
};

let t: TestApp;
let webDist: string;
let call: ReturnType<typeof api>;
let admin: SignedUpMember;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'lineup-area-pages-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  // The shared cache of public reads and pages is on, as in production: every change here goes
  // through the API, which starts a new generation of it.
  t = await createTestApp({ webDist, env: { PUBLIC_URL: ORIGIN, PUBLIC_CACHE_SECONDS: '60' } });
  call = api(t);
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = async (pathname: string) => {
  const res = await t.app.request(pathname);
  return { status: res.status, text: await res.text() };
};
const slugsOfAreaList = async () =>
  ((await call('GET', '/api/areas')).json.areas as { slug: string }[]).map((area) => area.slug);

describe('an area an admin adds', () => {
  it('has its page, head, sitemap entry, picker entry and feeds at once, and loses them when switched off', async () => {
    // Visitors asked before it existed, so the cache holds the old answers.
    expect((await get('/portugal-nazare-area')).status).toBe(404);
    expect(await slugsOfAreaList()).not.toContain('portugal-nazare-area');
    expect((await get('/api/feeds/areas/portugal-nazare-area/events.atom')).status).toBe(404);

    const created = await call('POST', '/api/admin/areas', { as: admin, body: NAZARE });
    expect(created.status).toBe(201);
    expect(created.json.area).toMatchObject({
      slug: 'portugal-nazare-area',
      description: NAZARE.description,
    });
    const event = await createEvent(t.database.db, {
      areaId: created.json.area.id,
      title: 'Big wave watch',
    });

    for (const pathname of ['/portugal-nazare-area', '/portugal-nazare-area/events/whatever']) {
      const page = await get(pathname);
      expect({ pathname, status: page.status }).toEqual({ pathname, status: 200 });
      expect(page.text).toContain('<title>Events in Nazaré, Portugal · Lineup</title>');
      expect(page.text).toContain(`<link rel="canonical" href="${ORIGIN}/portugal-nazare-area" />`);
      expect(page.text).toContain('Giant winter waves off the lighthouse');
      expect(page.text).toContain(`${ORIGIN}/api/feeds/areas/portugal-nazare-area/events.atom`);
    }

    expect(await slugsOfAreaList()).toContain('portugal-nazare-area');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).toContain(
      `<url><loc>${ORIGIN}/portugal-nazare-area</loc><lastmod>${event.updatedAt.toISOString()}</lastmod>`,
    );
    const atom = await get('/api/feeds/areas/portugal-nazare-area/events.atom');
    expect(atom.status).toBe(200);
    expect(atom.text).toContain('Big wave watch');
    const ics = await get('/api/feeds/areas/portugal-nazare-area/events.ics');
    expect(ics.status).toBe(200);
    expect(ics.text).toContain('SUMMARY:Big wave watch');

    const switchedOff = await call('PATCH', `/api/admin/areas/${created.json.area.id}`, {
      as: admin,
      body: { active: false },
    });
    expect(switchedOff.status).toBe(200);
    expect((await get('/portugal-nazare-area')).status).toBe(404);
    expect(await slugsOfAreaList()).not.toContain('portugal-nazare-area');
    expect((await get('/sitemap.xml')).text).not.toContain('/portugal-nazare-area<');
    expect((await get('/api/feeds/areas/portugal-nazare-area/events.atom')).status).toBe(404);
  });

  it.each([
    ['a slug without the ending', { ...NAZARE, slug: 'nazare' }, 400, AREA_SLUG_MESSAGE],
    ['a slug with more after it', { ...NAZARE, slug: 'nazare-area-2' }, 400, AREA_SLUG_MESSAGE],
    // An old address that redirects to another area would hide the new one's page.
    ['an old address', { ...NAZARE, slug: 'ericeira-area' }, 409, adminMessages.slugRedirected],
    [
      'an old address, made',
      { ...NAZARE, name: 'Ericeira', country: '' },
      409,
      adminMessages.slugRedirected,
    ],
    // `/costa-area` would be taken for an area's page, so the country could have none.
    [
      'a country like an area',
      { ...NAZARE, country: 'Costa Area' },
      400,
      adminMessages.countryLooksLikeArea,
    ],
  ])('refuses %s: no page could be found at it', async (_case, body, status, message) => {
    const response = await call('POST', '/api/admin/areas', { as: admin, body });
    expect(response.status).toBe(status);
    const { error } = response.json as {
      error: { message: string; details?: { issues?: { message: string }[] } };
    };
    const texts = [error.message, ...(error.details?.issues ?? []).map((issue) => issue.message)];
    expect(texts).toContain(message);
  });

  it('makes the slug from the country and the name, without doubling the ending', async () => {
    const response = await call('POST', '/api/admin/areas', {
      as: admin,
      body: { ...NAZARE, name: 'Costa da Caparica Area', country: 'Portugal' },
    });
    expect(response.status).toBe(201);
    expect(response.json.area.slug).toBe('portugal-costa-da-caparica-area');
    expect((await get('/portugal-costa-da-caparica-area')).status).toBe(200);
  });
});
