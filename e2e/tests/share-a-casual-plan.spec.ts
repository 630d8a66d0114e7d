import type { Page } from '@playwright/test';
import { expect, secondDevice, test } from './fixtures';
import { lisbonDay } from './lisbon-days';
import { createMember } from './member-accounts';

// A casual plan has its own page, `/casual-plans/<id>`, the address people share in a group
// chat (docs/product.md §2). A plan open to everyone arrives rendered by the server with its
// title in the head; a friends-only plan's page is there for the maker's friends only, and is
// "not found" for everyone else.

test.skip(({ isMobile }) => isMobile, 'the page and its answers are the same at every size');

/** How React writes text into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function makePlan(
  page: Page,
  origin: string,
  data: { title: string; visibility: 'everyone' | 'friends' },
): Promise<string> {
  const created = await page.request.post('/api/plans', {
    headers: { Origin: origin },
    data: {
      ...data,
      description: 'Boards in the van, coffee after.',
      location: 'Ribeira d’Ilhas car park',
      area: 'portugal-ericeira-area',
      startLocal: `${lisbonDay(3)}T07:30`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { plan: { id: string } }).plan.id;
}

test('a member’s plan page is shared: visitors read a public one, only friends a friends-only one', async ({
  page,
  browser,
  playwright,
  request,
  baseURL,
}) => {
  // Three members on three devices, on a machine shared with other journeys.
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const [maker, friend, stranger] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const tag = Math.random().toString(36).slice(2, 7);
  const open = `Dawn paddle at Ribeira ${tag}`;
  const closed = `Secret reef session ${tag}`;

  // The maker and the friend are friends.
  const makerPage = await secondDevice(browser, maker);
  const friendPage = await secondDevice(browser, friend);
  const found = await makerPage.request.get(
    `/api/friends/search?q=${encodeURIComponent(friend.username)}`,
  );
  const [friendFound] = (await found.json()).members as { id: string }[];
  expect(friendFound).toBeTruthy();
  const asked = await makerPage.request.post('/api/friends/requests', {
    headers: { Origin: origin },
    data: { userId: friendFound!.id },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { incoming } = await (await friendPage.request.get('/api/friends')).json();
  const accepted = await friendPage.request.post(
    `/api/friends/requests/${incoming[0].friendshipId}/accept`,
    { headers: { Origin: origin } },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The maker posts a plan for everyone and one for friends; each has its own page.
  const openId = await makePlan(makerPage, origin, { title: open, visibility: 'everyone' });
  const closedId = await makePlan(makerPage, origin, { title: closed, visibility: 'friends' });
  await makerPage.goto(`/casual-plans/${openId}`);
  await expect(makerPage.getByRole('heading', { level: 1, name: open })).toBeVisible();
  await expect(makerPage.getByText('Your plan')).toBeVisible();

  // A visitor opens the public plan's link: its first HTML carries the plan, head and all.
  const visitor = await playwright.request.newContext({ baseURL });
  const raw = await visitor.get(`/casual-plans/${openId}`);
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<title>${inHtml(open)} · Ericeira · Lineup</title>`);
  expect(head).toContain(`<meta property="og:title" content="${inHtml(open)}" />`);
  expect(head).toContain(`<link rel="canonical" href="${origin}/casual-plans/${openId}" />`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(inHtml(open))}</h1>`));
  expect(html).toContain(inHtml('Ribeira d’Ilhas car park'));
  // Rendered as any visitor sees it: no member's answer is in a page others may get.
  expect(html).not.toContain('Your plan');

  // In the browser the visitor reads it and is asked to log in to join.
  const opened = await page.goto(`/casual-plans/${openId}`);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: open })).toBeVisible();
  await expect(page.getByText('Log in to join.')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(open)));

  // The friends-only plan is no page for a visitor, nor for a member who is not a friend.
  const guessed = await visitor.get(`/casual-plans/${closedId}`);
  expect(guessed.status()).toBe(404);
  expect(await guessed.text()).not.toContain(inHtml(closed));
  const strangerPage = await secondDevice(browser, stranger);
  const refused = await strangerPage.goto(`/casual-plans/${closedId}`);
  expect(refused?.status()).toBe(404);
  await expect(strangerPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(strangerPage.getByText(closed)).toHaveCount(0);

  // The friend opens it, sees it is for friends, and joins.
  const shown = await friendPage.goto(`/casual-plans/${closedId}`);
  expect(shown?.status()).toBe(200);
  await expect(friendPage.getByRole('heading', { level: 1, name: closed })).toBeVisible();
  await expect(friendPage.getByText('Friends only')).toBeVisible();
  await friendPage.getByRole('button', { name: 'Join' }).click();
  await expect(friendPage.getByText('You’re in.')).toBeVisible();

  // What the friend was sent was one member's answer: the next visitor still gets "not found".
  expect((await visitor.get(`/casual-plans/${closedId}`)).status()).toBe(404);

  // On a phone whose scripts have not arrived (here: none at all), Join still works: a
  // visitor is sent to log in and back, a member is let in and comes back to the plan.
  const noScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const bare = await noScripts.newPage();
  await bare.goto(`/casual-plans/${openId}`);
  await bare.getByRole('button', { name: 'Join' }).click();
  await expect(bare).toHaveURL(`/auth?redirectTo=${encodeURIComponent(`/casual-plans/${openId}`)}`);
  await noScripts.close();
  const friendWithoutScripts = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await friendPage.context().storageState(),
  });
  const friendBare = await friendWithoutScripts.newPage();
  await friendBare.goto(`/casual-plans/${openId}`);
  await friendBare.getByRole('button', { name: 'Join' }).click();
  await expect(friendBare).toHaveURL(`/casual-plans/${openId}`);
  const read = await friendPage.request.get(`/api/plans/${openId}`);
  expect(((await read.json()) as { plan: { joinedByViewer: boolean } }).plan.joinedByViewer).toBe(
    true,
  );
  await friendWithoutScripts.close();

  await visitor.dispose();
  await Promise.all(
    [makerPage, friendPage, strangerPage].map((opened) => opened.context().close()),
  );
});

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
