import { expect, test } from './fixtures';

const redirects: [string, string][] = [
  ['/ericeira-area', '/portugal-ericeira-area'],
  ['/peniche-area', '/portugal-peniche-area'],
  ['/zandvoort-area', '/netherlands-zandvoort-area'],
  ['/scheveningen-area', '/netherlands-scheveningen-area'],
  ['/velsen-noord-area', '/netherlands-wijk-aan-zee-area'],
  ['/event', '/events'],
  ['/organise', '/dashboard'],
];

test('old addresses are permanent redirects from the server', async ({ request }) => {
  test.skip(test.info().project.name === 'mobile', 'no page is drawn: one viewport is enough');
  for (const [from, to] of redirects) {
    const response = await request.get(from + '/beaches?ref=old', { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to + '/beaches?ref=old');
  }
});

test('a person following an old link lands on the new page', async ({ page }) => {
  await page.goto('/ericeira-area');
  await expect(page).toHaveURL('/portugal-ericeira-area');
  await page.goto('/event');
  await expect(page).toHaveURL('/events');
});

test('an unknown address shows the not-found page, with a 404 for crawlers', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});

test('a page that fails to render shows the error page, and Go Home recovers', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lineup_crash_test', 'true'));
  await page.goto('/design-system?crash=1');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText(
      'The page encountered an error. Please try refreshing or go back to the home page.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await page
    .getByRole('button', { name: 'Go Home' })
    .or(page.getByRole('link', { name: 'Go Home' }))
    .first()
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
});

// One test per page, so that a slow machine never has to fit the whole table in one timeout.
// They run at the desktop size only: a page that loads at one viewport loads at the other, and
// the phone layouts have journeys of their own; twice the table would be a fifth of the run.
test.describe('every page of the route table', () => {
  test.skip(({ isMobile }) => isMobile, 'the route table is checked at one viewport');
  for (const path of [
    '/events',
    '/events/create',
    '/casual-plans',
    '/casual-plans/create',
    '/friends',
    '/my-events',
    '/profile',
    '/profile/edit',
    '/profile/settings',
    '/dashboard',
    '/search',
    '/admin',
    '/auth',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/resend-confirmation',
    '/email-confirmation',
    '/goodbye',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/cookies',
    '/design-system',
    '/portugal-ericeira-area',
    '/sri-lanka-south-coast-area/beaches',
  ]) {
    test(`the route table's ${path} loads without an error`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(path);
      // The server knows the route table too: a page of it is never answered 404.
      expect(response?.status()).toBe(200);
      // Members-only pages show the login-required overlay (an h2) over the page.
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});
