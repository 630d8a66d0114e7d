import type { EventListResponse } from '@lineup/contracts';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A page that looks ready must answer a tap (docs/decisions/0035-a-tap-before-the-scripts.md):
// on a slow phone the app's scripts arrive well after the page is on the screen, and some
// people browse with none at all. With JavaScript off, every control that changes what a
// visitor sees still leads there: the area picker, the phone's search, Discover's filters and
// a visitor's Going, and Discover's Load more.

test.use({ javaScriptEnabled: false });

/** A page of the context, which has no scripts (the `page` fixture waits for the app). */
async function openWithoutScripts(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function eventWithSpotsLeft(request: APIRequestContext) {
  const { events } = (await (
    await request.get('/api/events?limit=50')
  ).json()) as EventListResponse;
  const event = events.find(
    (candidate) =>
      candidate.status === 'published' &&
      (candidate.capacity === null || candidate.goingCount < candidate.capacity),
  );
  if (!event) throw new Error('the demo data has no upcoming event with spots left');
  return event;
}

test('the home page: the area picker leads to the areas, and one of them to its page', async ({
  context,
}) => {
  const page = await openWithoutScripts(context, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Area: All Areas' }).click();

  await expect(page).toHaveURL(/\/\?#areas$/);
  const areas = page.locator('#areas');
  await expect(areas).toBeInViewport();
  await areas.getByRole('link', { name: /Ericeira/ }).click();
  await expect(page).toHaveURL('/portugal-ericeira-area');
  await expect(page.getByRole('heading', { level: 1, name: 'Ericeira' })).toBeVisible();
});

test('on a phone, the header’s search button leads to the search page', async ({
  context,
  isMobile,
}) => {
  test.skip(!isMobile, 'the button is the phone’s; wider screens have the search box');
  const page = await openWithoutScripts(context, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\??$/);
  await page.getByRole('main').getByRole('searchbox').first().fill('surf');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “surf”' })).toBeVisible();
});

test('Discover: category, dates, light and area filter the list, and clear again', async ({
  context,
}) => {
  const page = await openWithoutScripts(context, '/events');
  const category = page.getByRole('group', { name: 'Category' });
  await category.getByRole('button', { name: 'Surf' }).click();
  await expect(page).toHaveURL('/events?category=surf');
  await expect(
    page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Surf' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Another group keeps the filters already chosen.
  await page
    .getByRole('group', { name: 'Dates' })
    .getByRole('button', { name: 'Next 7 days' })
    .click();
  await expect(page).toHaveURL('/events?category=surf&when=week');
  await page.getByRole('group', { name: 'Light' }).getByRole('button', { name: 'Dawn' }).click();
  await expect(page).toHaveURL('/events?category=surf&when=week&light=dawn');
  await expect(
    page.getByRole('group', { name: 'Dates' }).getByRole('button', { name: 'Next 7 days' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // A list box needs a button to send it without scripts.
  await page.getByLabel('Area', { exact: true }).selectOption('portugal-ericeira-area');
  await page.getByRole('button', { name: 'Show this area' }).click();
  await expect(page).toHaveURL(/area=portugal-ericeira-area/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    area: 'portugal-ericeira-area',
    category: 'surf',
    when: 'week',
    light: 'dawn',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Discover events' })).toBeVisible();
  await expect(page.getByLabel('Area', { exact: true })).toHaveValue('portugal-ericeira-area');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/events?area=portugal-ericeira-area');

  // Chosen days, from a form that is there from the start.
  const range = page.getByRole('form', { name: 'Date range' });
  await range.getByLabel('From').fill('2030-01-01');
  await range.getByLabel('To').fill('2030-01-31');
  await range.getByRole('button', { name: 'Show these dates' }).click();
  await expect(page).toHaveURL('/events?area=portugal-ericeira-area&from=2030-01-01&to=2030-01-31');
  await expect(page.getByText('No events match these filters')).toBeVisible();
});

test('Discover: Load more leads to the next events, with the filters kept', async ({ context }) => {
  const page = await openWithoutScripts(context, '/events?area=all');
  const cards = page.getByRole('main').getByRole('article');
  const first = await cards.first().textContent();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/\/events\?area=all&after=/);
  await expect(cards.first()).not.toHaveText(first ?? '');
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
});

test('an event page: a visitor’s Going leads to signing in, and back to the event', async ({
  context,
  request,
}) => {
  const event = await eventWithSpotsLeft(request);
  const page = await openWithoutScripts(context, event.path);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await page.getByRole('region', { name: 'RSVP' }).getByRole('button', { name: 'Going' }).click();
  await expect(page).toHaveURL(/\/auth\?/);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(event.path);
});

test('an area page: the area picker leads to the areas', async ({ context }) => {
  const page = await openWithoutScripts(context, '/netherlands-zandvoort-area');
  await expect(page.getByRole('heading', { level: 1, name: 'Zandvoort' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Area: All Areas' }).click();
  await expect(page).toHaveURL(/\/\?#areas$/);
  await expect(page.locator('#areas').getByRole('link', { name: /Peniche/ })).toBeVisible();
});

test.describe('while the app’s scripts are still on their way', () => {
  test.use({ javaScriptEnabled: true });

  /**
   * A page whose app is held back until `release()`: the page is on the screen, its scripts
   * are not running yet, as on a slow phone in the seconds after the first paint.
   */
  async function openWhileTheAppIsHeld(context: BrowserContext, path: string) {
    await context.addInitScript(() => window.localStorage.setItem('lineup_cookie_consent', 'true'));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/start-app-*.js', async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    return { page, release };
  }

  test('the header’s area picker answers before the app starts, and opens once it has', async ({
    context,
    isMobile,
  }) => {
    const { page, release } = await openWhileTheAppIsHeld(context, '/events');
    await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');
    await page.getByRole('banner').getByRole('button', { name: 'Area: All Areas' }).click();
    await expect(page).toHaveURL(/\/\?#areas$/);
    await expect(page.locator('#areas').getByRole('link', { name: /Ericeira/ })).toBeVisible();

    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    await page.getByRole('banner').getByRole('button', { name: 'Area: All Areas' }).click();
    await expect(
      page.getByRole(isMobile ? 'dialog' : 'menu', { name: 'Select Area' }),
    ).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#areas');
  });

  test('a visitor’s Going answers before the app starts', async ({ context, request }) => {
    const event = await eventWithSpotsLeft(request);
    const { page, release } = await openWhileTheAppIsHeld(context, event.path);
    await page.getByRole('region', { name: 'RSVP' }).getByRole('button', { name: 'Going' }).click();
    await expect(page).toHaveURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(event.path);
    release();
  });
});
