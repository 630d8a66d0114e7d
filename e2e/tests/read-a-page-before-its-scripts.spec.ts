import type { EventDetail, EventListResponse, PlanListResponse } from '@lineup/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

// Public pages send their content in the first HTML (docs/decisions/0020-server-rendering.md):
// someone on a slow phone network reads the page before any script has run, and so does a
// crawler. These read the raw HTML, as it comes over the wire, without running a script.

test.skip(({ isMobile }) => isMobile, 'the HTML is the same at every size');

/** How React writes text into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function rawHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

async function upcomingTitles(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/events?${query}`);
  const { events } = (await response.json()) as EventListResponse;
  return events.map((event) => event.title);
}

test('Discover and an area page list their first events in the first HTML', async ({ request }) => {
  const discover = await rawHtml(request, '/events');
  const first = (await upcomingTitles(request, 'limit=12')).slice(0, 10);
  expect(first).toHaveLength(10);
  for (const title of first) expect(discover).toContain(inHtml(title));

  const area = await rawHtml(request, '/portugal-ericeira-area');
  const inArea = await upcomingTitles(request, 'area=portugal-ericeira-area&limit=12');
  expect(inArea.length).toBeGreaterThan(0);
  for (const title of inArea.slice(0, 10)) expect(area).toContain(inHtml(title));
  expect(area).toContain('<h1');
});

test('an event page carries its title, date and place in the first HTML', async ({ request }) => {
  const [card] = (await (await request.get('/api/events?limit=1')).json()).events as
    EventListResponse['events'] | [];
  if (!card) throw new Error('the demo data has no upcoming event');
  const detail = await request.get(`/api/events/by-path${card.path.replace('/events/', '/')}`);
  const { event } = (await detail.json()) as { event: EventDetail };

  const html = await rawHtml(request, event.path);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(inHtml(event.title))}</h1>`));
  expect(html).toContain(`dateTime="${new Date(event.startDate).toISOString()}"`);
  expect(html).toContain(inHtml(event.venue?.name ?? event.specificVenue ?? event.area.name));
  // Rendered as any visitor sees it: no member's answer is baked into a page others may get.
  expect(html).not.toContain('You’re going');
});

test('home, search and casual plans arrive with their content', async ({ request }) => {
  const home = await rawHtml(request, '/');
  expect(home).toContain('Today on the coast');
  expect(home).toMatch(/href="\/[a-z-]+\/[a-z0-9-]+\/events\/[^"]+"/);

  const search = await rawHtml(request, '/search?q=surf');
  expect(search).toContain('Results for “surf”');
  const [found] = await upcomingTitles(request, 'limit=50').then((titles) =>
    titles.filter((title) => /surf/i.test(title)),
  );
  if (found) expect(search).toContain(inHtml(found));

  const plans = (await (await request.get('/api/plans?limit=3')).json()) as PlanListResponse;
  const board = await rawHtml(request, '/casual-plans');
  for (const plan of plans.plans) expect(board).toContain(inHtml(plan.title));
});

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The session is read by the app (a page served from the cache is the same for everyone), so
// Sign In or the member's menu come with the scripts; the rest of the header does not wait.
test('before its scripts, the header is the one for the screen it is on, and search works', async ({
  browser,
}) => {
  const desktop = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  const wide = await desktop.newPage();
  await wide.goto('/events');
  const banner = wide.getByRole('banner');
  await expect(banner.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Search' })).toBeHidden();
  // With no script at all, the header's search box still leads to the results.
  await banner.getByRole('searchbox', { name: 'Search' }).fill('surf');
  await wide.keyboard.press('Enter');
  await expect(wide).toHaveURL('/search?q=surf');
  await expect(wide.getByRole('heading', { level: 1, name: 'Results for “surf”' })).toBeVisible();
  await desktop.close();

  const phone = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const narrow = await phone.newPage();
  await narrow.goto('/');
  const top = narrow.getByRole('banner');
  await expect(top).toHaveAttribute('data-appearance', 'transparent');
  await expect(top.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(top.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(top.getByRole('searchbox', { name: 'Search' })).toBeHidden();
  await phone.close();
});
