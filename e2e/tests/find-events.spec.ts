import type { EventListResponse } from '@lineup/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForTheAppOnLoad } from './fixtures';

async function someEvent(request: APIRequestContext, query = 'limit=1') {
  const response = await request.get(`/api/events?${query}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as EventListResponse;
  const event = body.events[0];
  if (!event) throw new Error(`the demo data has no event for ${query}`);
  return event;
}

const cardTitles = (page: Page) =>
  page.getByRole('list', { name: 'Events' }).getByRole('heading', { level: 3 }).allTextContents();

test('Discover filtered by category and dates gives a link that shows the same list', async ({
  page,
  browser,
}) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover events' })).toBeVisible();
  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Surf' }).click();
  await page
    .getByRole('group', { name: 'Dates' })
    .getByRole('button', { name: 'Next 7 days' })
    .click();
  await expect(page).toHaveURL(/\/events\?area=all&category=surf&when=week$/);

  const list = page.getByRole('list', { name: 'Events' });
  await expect(list.getByRole('article').first()).toBeVisible();
  // Every card is a surf event starting within the week.
  const cards = list.getByRole('article');
  const count = await cards.count();
  for (let index = 0; index < count; index += 1) {
    await expect(cards.nth(index)).toContainText('Surf');
  }
  const titles = await cardTitles(page);

  // Opened by someone else (no stored area, no history): the same list.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await other.addInitScript(() => window.localStorage.setItem('lineup_cookie_consent', 'true'));
  const shared = waitForTheAppOnLoad(await other.newPage());
  await shared.goto(page.url());
  await expect(
    shared.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Surf' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    shared.getByRole('list', { name: 'Events' }).getByRole('article').first(),
  ).toBeVisible();
  expect(await cardTitles(shared)).toEqual(titles);
  await other.close();
});

test("Discover's Dawn filter shows only events marked Dawn", async ({ page }) => {
  // The demo's sunrise sessions start a quarter of an hour before sunrise (packages/db/src/seed).
  await page.goto('/events');
  const filtered = page.waitForResponse(
    (response) => response.url().includes('/api/events?') && response.url().includes('light=dawn'),
  );
  await page.getByRole('group', { name: 'Light' }).getByRole('button', { name: 'Dawn' }).click();
  await expect(page).toHaveURL(/\/events\?area=all&light=dawn$/);
  await filtered;
  const cards = page.getByRole('list', { name: 'Events' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('Dawn');
  const count = await cards.count();
  for (let index = 0; index < count; index += 1) {
    await expect(cards.nth(index).getByText('Dawn', { exact: true })).toBeVisible();
    await expect(cards.nth(index).getByText('Golden hour', { exact: true })).toHaveCount(0);
  }
});

test('Load more adds the next page without repeating an event', async ({ page }) => {
  await page.goto('/events');
  const list = page.getByRole('list', { name: 'Events' });
  await expect(list.getByRole('article')).toHaveCount(12);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('article')).toHaveCount(24);
  const titles = await list
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(titles).size).toBe(24);
});

test('a card opens its event page, with the calendar file and the sharing link', async ({
  page,
  request,
}) => {
  await page.goto('/events');
  const first = page
    .getByRole('list', { name: 'Events' })
    .getByRole('article')
    .first()
    .getByRole('link');
  const title = (await first.textContent())!.trim();
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(href);
  expect(href).toMatch(/^\/[a-z-]+\/[a-z-]+\/events\/[a-z0-9-]+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByText(/(Lisbon|Amsterdam|Colombo) time \(GMT/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(main.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );

  const ics = await request.get(
    (await main.getByRole('link', { name: 'Download .ics' }).getAttribute('href'))!,
  );
  expect(ics.ok()).toBe(true);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VEVENT');
});

test('every event URL form leads to the canonical page', async ({ page, request }) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  const event = await someEvent(request);
  const [, , city] = event.path.split('/');
  const forms = [
    `/events/event/${event.id}`,
    `/events/${city}/${event.slug}`,
    `/events/${event.slug}`,
  ];

  // Opened from outside (a shared link): the server answers with a permanent redirect.
  for (const form of forms) {
    const response = await request.get(form, { maxRedirects: 0 });
    expect(response.status(), form).toBe(301);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(event.path);
    await page.goto(form);
    await expect(page, form).toHaveURL(event.path);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  }

  // Followed inside the app: the page asks the API and replaces the address.
  await page.goto('/events');
  for (const form of forms) {
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, form);
    await expect(page, form).toHaveURL(event.path);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await page.goBack();
    // The old form was replaced, so back leads to the page before it.
    await expect(page, form).toHaveURL('/events');
  }

  await page.goto('/portugal/ericeira/events/no-such-event-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/events/event/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('country, city and area pages list their events; unknown places are not found', async ({
  page,
}) => {
  await page.goto('/portugal');
  await expect(page.getByRole('heading', { level: 1, name: 'Events in Portugal' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Upcoming events' }).getByRole('article').first(),
  ).toBeVisible();
  await page.goto('/portugal/ericeira');
  await expect(page.getByRole('heading', { level: 1, name: 'Events in Ericeira' })).toBeVisible();
  await page.goto('/netherlands-wijk-aan-zee-area');
  await expect(page.getByRole('heading', { level: 1, name: 'Wijk aan Zee' })).toBeVisible();
  const areaEvents = page.getByRole('list', { name: 'Upcoming events in Wijk aan Zee' });
  await expect(areaEvents.getByRole('article').first()).toBeVisible();
  // One area's events come under day headings with that day's sunrise and sunset there.
  await expect(
    areaEvents.getByRole('heading', { level: 3, name: /^\w+day \d{1,2} \w+ \d{4}$/ }).first(),
  ).toBeVisible();
  await expect(
    areaEvents.getByText(/^Sunrise \d\d:\d\d · Sunset \d\d:\d\d$/).first(),
  ).toBeVisible();
  await page.goto('/atlantis');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test("the event page's first HTML carries its JSON-LD before any script runs", async ({
  request,
  browser,
}) => {
  test.skip(
    test.info().project.name === 'mobile',
    'the server writes the same HTML for every screen',
  );
  const event = await someEvent(request);
  const response = await request.get(event.path);
  expect(response.ok()).toBe(true);
  const html = await response.text();
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'JSON-LD in the HTML').not.toBeNull();
  const data = JSON.parse(match![1]!) as Record<string, unknown>;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    location: expect.objectContaining({ '@type': 'Place' }),
  });
  expect(String(data.startDate)).toMatch(/[+-]\d{2}:\d{2}$|Z$/);
  expect(String(data.endDate)).toMatch(/[+-]\d{2}:\d{2}$|Z$/);
  expect(html).toContain(`<link rel="canonical"`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);

  // With scripts off, the head already names the event.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(event.path);
  await expect(page).toHaveTitle(new RegExp(event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await context.close();
});
