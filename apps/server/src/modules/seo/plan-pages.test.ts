import { createArea, createFriendship, createPlan } from '@lineup/db/factories';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from '../../testing/members';
import { api, signUpAdmin } from '../../testing/participation';
import { createTestApp, type TestApp } from '../../testing/test-app';

// A casual plan's own page, `/casual-plans/:planId` (docs/product.md §2 and "Casual plan"):
// rendered on the server with its head for visitors when the plan is open to everyone; a
// friends-only plan's page is there only for its creator's friends, its members, its creator
// and admins, and answers 404 to everyone else, never from or into the shared cache.

// A stand-in for the web's server render: it shows what the page's API read gave a visitor.
const RENDERER = `
export async function renderPage({ request, fetchApi }) {
  const id = new URL(request.url).pathname.split('/').pop();
  const res = await fetchApi('/api/plans/' + id, { headers: { Accept: 'application/json' } });
  const html = new Response('<p>' + res.status + ' ' + (await res.text()) + '</p>').body;
  return { html, stateScript: '' };
}`;
const ORIGIN = 'https://lineup.example';
const PAGE =
  '<!doctype html><html><head><title>Lineup</title><meta name="description" content="Lineup" /></head><body><div id="root"></div></body></html>';

let base: string;
let t: TestApp;
let call: ReturnType<typeof api>;
let creator: SignedUpMember;
let friend: SignedUpMember;
let stranger: SignedUpMember;
let blocked: SignedUpMember;
let admin: SignedUpMember;
let area: Awaited<ReturnType<typeof createArea>>;

beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'lineup-plan-pages-'));
  await mkdir(path.join(base, 'dist'), { recursive: true });
  await mkdir(path.join(base, 'dist-ssr'), { recursive: true });
  await writeFile(path.join(base, 'dist', 'index.html'), PAGE);
  await writeFile(path.join(base, 'dist-ssr', 'entry-server.js'), RENDERER);
  // The shared cache on, as deployed: one reader's page must never reach another.
  t = await createTestApp({
    webDist: path.join(base, 'dist'),
    env: { PUBLIC_CACHE_SECONDS: '5', PUBLIC_URL: ORIGIN },
  });
  call = api(t);
  [creator, friend, stranger, blocked, admin] = [
    await signUpMember(t),
    await signUpMember(t),
    await signUpMember(t),
    await signUpMember(t),
    await signUpAdmin(t),
  ];
  await createFriendship(t.database, {
    requesterId: friend.user.id,
    addresseeId: creator.user.id,
  });
  expect(
    (await call('POST', '/api/blocks', { as: creator, body: { userId: blocked.user.id } })).status,
  ).toBe(201);
  area = await createArea(t.database, { name: 'Plan Page Bay' });
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

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('a plan open to everyone', () => {
  it('is rendered for visitors with its title, description, canonical and Open Graph tags', async () => {
    const plan = await createPlan(t.database, {
      areaId: area.id,
      creatorId: creator.user.id,
      title: 'Dawn paddle to the point',
      location: 'Slipway by the harbour',
    });
    const visitor = await page(`/casual-plans/${plan.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.cacheControl).toMatch(/^public/);
    const head = headOf(visitor.html);
    expect(head).toContain('<title>Dawn paddle to the point · Plan Page Bay · Lineup</title>');
    expect(head).toMatch(
      /<meta name="description" content="Casual plan by [^"]+Slipway by the harbour, Plan Page Bay\./,
    );
    // The page's own description replaces the app's default instead of doubling it.
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/casual-plans/${plan.id}" />`);
    expect(head).toContain('<meta property="og:title" content="Dawn paddle to the point" />');
    expect(head).toContain(
      `<meta property="og:url" content="${ORIGIN}/casual-plans/${plan.id}" />`,
    );
    expect(head).toContain('<meta property="og:image"');
    expect(head).not.toContain('noindex');
    // Rendered on the server from the visitor's read of the plan.
    expect(visitor.html).toContain('<p>200 ');
    expect(visitor.html).toContain('Dawn paddle to the point');

    // A member who may see it gets the same shared page; their own answers come from the API.
    for (const who of [stranger, friend, creator]) {
      const shared = await page(`/casual-plans/${plan.id}`, who);
      expect(shared.status).toBe(200);
      expect(shared.cacheControl).toMatch(/^public/);
    }
  });

  it('answers 404 to a member blocked either way with its creator, even with the page cached', async () => {
    const plan = await createPlan(t.database, {
      areaId: area.id,
      creatorId: creator.user.id,
      title: 'Sunset jam on the wall',
    });
    expect((await page(`/casual-plans/${plan.id}`)).status).toBe(200);
    const hidden = await page(`/casual-plans/${plan.id}`, blocked);
    expect(hidden.status).toBe(404);
    expect(hidden.cacheControl).toBe('private, no-store');
    expect(hidden.html).not.toContain('Sunset jam on the wall');
    expect(headOf(hidden.html)).toContain('<title>Plan not found · Lineup</title>');
    expect((await call('GET', `/api/plans/${plan.id}`, { as: blocked })).status).toBe(404);
  });
});

describe('a friends-only plan', () => {
  it('answers 404 to visitors and strangers, and its page to friends, members and its creator', async () => {
    const member = await signUpMember(t);
    const plan = await createPlan(t.database, {
      areaId: area.id,
      creatorId: creator.user.id,
      title: 'Secret reef session',
      visibility: 'friends',
      memberIds: [member.user.id],
    });
    const address = `/casual-plans/${plan.id}`;

    for (const who of [undefined, stranger, blocked]) {
      const guess = await page(address, who);
      expect(guess.status).toBe(404);
      expect(guess.html).not.toContain('Secret reef session');
      expect(headOf(guess.html)).toContain('<meta name="robots" content="noindex" />');
    }
    for (const who of [friend, member, creator, admin]) {
      const own = await page(address, who);
      expect(own.status).toBe(200);
      expect(own.cacheControl).toBe('private, no-store');
      expect(headOf(own.html)).toContain(
        '<title>Secret reef session · Plan Page Bay · Lineup</title>',
      );
      expect(headOf(own.html)).toContain('<meta name="robots" content="noindex" />');
      // Not rendered as a visitor (who would get 404): the browser renders it with the session.
      expect(own.html).toContain('<div id="root"></div>');
    }
    // What the friend was sent was not kept for the next visitor or stranger.
    expect((await page(address)).status).toBe(404);
    expect((await page(address, stranger)).status).toBe(404);
  });
});

describe('addresses that are no plan', () => {
  it('answers 404 for unknown and malformed ids, and keeps /casual-plans/create the form', async () => {
    for (const who of [undefined, stranger]) {
      expect((await page('/casual-plans/00000000-0000-4000-8000-000000000000', who)).status).toBe(
        404,
      );
      expect((await page('/casual-plans/not-a-plan', who)).status).toBe(404);
    }
    expect((await page('/casual-plans/create', creator)).status).toBe(200);
  });
});
