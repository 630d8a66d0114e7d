import { createArea, createEvent } from '@lineup/db/factories';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, signUpAdmin } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Pages whose answer depends on who asks (docs/product.md "Blocking", docs/security.md): a
// profile between two members blocked either way, and a draft's page. The server renders
// public pages as a visitor sees them and keeps them in the shared cache, so these must be
// answered before the cache, and never kept in it.

// A stand-in for the web's server render: it shows what the page's API read gave a visitor.
const RENDERER = `
export async function renderPage({ request, fetchApi }) {
  const url = new URL(request.url);
  const user = /^\\/user\\/([^/]+)$/.exec(url.pathname);
  const api = user ? '/api/users/' + user[1] : '/api/events/by-path' + url.pathname.replace('/events/', '/');
  const res = await fetchApi(api, { headers: { Accept: 'application/json' } });
  const html = new Response('<p>' + res.status + ' ' + (await res.text()) + '</p>').body;
  return { html, stateScript: '' };
}`;
const PAGE =
  '<!doctype html><html><head><title>Lineup</title></head><body><div id="root"></div></body></html>';

let base: string;
let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'lineup-member-pages-'));
  await mkdir(path.join(base, 'dist'), { recursive: true });
  await mkdir(path.join(base, 'dist-ssr'), { recursive: true });
  await writeFile(path.join(base, 'dist', 'index.html'), PAGE);
  await writeFile(path.join(base, 'dist-ssr', 'entry-server.js'), RENDERER);
  // The shared cache on, as deployed: a visitor's render must not reach a member it hides.
  t = await createTestApp({
    webDist: path.join(base, 'dist'),
    env: { PUBLIC_CACHE_SECONDS: '5' },
  });
  call = api(t);
});
afterAll(async () => {
  await t.close();
  await rm(base, { recursive: true, force: true });
});

async function page(pathname: string, as?: SignedUpMember) {
  const res = await t.app.request(pathname, { headers: as ? { cookie: as.cookie } : {} });
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    html: await res.text(),
  };
}

describe('a profile page between members blocked either way', () => {
  it('answers 404 to the blocked member, and to the blocker, even when visitors’ copy is cached', async () => {
    const [blocker, blocked, other] = [
      await signUpMember(t, { name: 'Blockerbea' }),
      await signUpMember(t, { name: 'Blockedbo' }),
      await signUpMember(t),
    ];
    const username = async (member: SignedUpMember) =>
      (await call('GET', `/api/users/${member.user.id}`)).json.profile.username as string;
    const [blockerName, blockedName] = [await username(blocker), await username(blocked)];
    expect(
      (await call('POST', '/api/blocks', { as: blocker, body: { userId: blocked.user.id } }))
        .status,
    ).toBe(201);

    // Visitors see the page as they always did, from the shared cache.
    const visitor = await page(`/user/${blocker.user.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.html).toContain(blockerName);
    expect(visitor.cacheControl).toMatch(/^public/);

    // The blocked member, signed in, gets what the API gives them: no such member.
    const hidden = await page(`/user/${blocker.user.id}`, blocked);
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain(blockerName);
    expect(hidden.html).toContain('<div id="root"></div>');
    expect(hidden.cacheControl).toBe('private, no-store');
    expect((await call('GET', `/api/users/${blocker.user.id}`, { as: blocked })).status).toBe(404);

    // Both ways: the blocker's browser shows the member as blocked, with Unblock.
    const other_way = await page(`/user/${blocked.user.id}`, blocker);
    expect(other_way.status).toBe(404);
    expect(other_way.html).not.toContain(blockedName);

    // Anyone else signed in, and the member's own page, are as before.
    expect((await page(`/user/${blocker.user.id}`, other)).html).toContain(blockerName);
    expect((await page(`/user/${blocker.user.id}`, blocker)).status).toBe(200);
  });
});

describe('a draft’s page', () => {
  it('answers 404 as an unknown address does, except to its creator and admins', async () => {
    const [creator, stranger, admin] = [
      await signUpMember(t),
      await signUpMember(t),
      await signUpAdmin(t),
    ];
    const area = await createArea(t.database, { countrySlug: 'draftland' });
    const draft = await createEvent(t.database, {
      areaId: area.id,
      creatorId: creator.user.id,
      status: 'draft',
      title: 'Secret draft night',
    });
    const address = `/${draft.countrySlug}/${draft.citySlug}/events/${draft.slug}`;
    const unknown = await page(`/${draft.countrySlug}/${draft.citySlug}/events/no-such-event`);
    expect(unknown.status).toBe(404);

    for (const who of [undefined, stranger]) {
      const guess = await page(address, who);
      expect(guess.status).toBe(404);
      expect(guess.html).not.toContain('Secret draft night');
    }
    for (const who of [creator, admin]) {
      const own = await page(address, who);
      expect(own.status).toBe(200);
      expect(own.cacheControl).toBe('private, no-store');
      expect(own.html).toContain('<meta name="robots" content="noindex" />');
    }
    // What the creator was sent was not kept for the next visitor.
    expect((await page(address)).status).toBe(404);
  });
});

describe('home', () => {
  it('is the visitors’ shared page for visitors, and the member’s own, uncached, for a member', async () => {
    const member = await signUpMember(t);

    // Visitors get the page the server rendered, kept for everyone.
    const visitor = await page('/');
    expect(visitor.status).toBe(200);
    expect(visitor.cacheControl).toMatch(/^public/);
    expect(visitor.html).toContain('<div id="root"><p>');

    // A member's home starts with their own plans: the browser renders it with their session,
    // and nothing of the visitors' page (its hero) is sent first or kept.
    const own = await page('/', member);
    expect(own.status).toBe(200);
    expect(own.cacheControl).toBe('private, no-store');
    expect(own.html).toContain('<div id="root"></div>');

    // Once that session has ended, the cookie gets the visitors' page again.
    expect((await call('POST', '/api/auth/sign-out', { as: member, body: {} })).status).toBe(200);
    const signedOut = await page('/', member);
    expect(signedOut.cacheControl).toMatch(/^public/);
    expect(signedOut.html).toContain('<div id="root"><p>');
  });
});
