import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ consentChoice: null });

const banner = (page: Page) =>
  page.getByRole('region', { name: /cookie/i }).or(page.getByRole('dialog', { name: /cookie/i }));

test('Accept All is remembered across a reload', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'More info' }).click();
  await expect(banner(page)).toContainText(/analytics/i);
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('lineup_cookie_consent'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(banner(page)).toBeHidden();
});

test('Essential Only is remembered across a reload', async ({ page }) => {
  await page.goto('/about');
  await banner(page).getByRole('button', { name: 'Essential Only' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('lineup_cookie_consent'))).toBe('false');

  await page.reload();
  await page.waitForTimeout(1500);
  await expect(banner(page)).toBeHidden();
});

test('the banner waits a second before it appears', async ({ page }) => {
  // The page's clock stands still until the test moves it, so what is measured is the banner's
  // delay, not how long a busy machine takes to render the page.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  // The app starts once the page has loaded and painted (decision 0026): frames pass one at a
  // time until it has, so the banner's second has barely begun when the count starts.
  const loaded = page.goto('/about');
  await page.waitForURL('**/about', { waitUntil: 'load' });
  while (!(await page.evaluate(() => document.documentElement.dataset.ready === 'true'))) {
    await page.clock.runFor(16);
  }
  await loaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(900);
  await expect(banner(page)).toBeHidden();
  // Past the second, time flows again (the banner's entrance uses animation frames too).
  await page.clock.runFor(200);
  await page.clock.resume();
  await expect(banner(page)).toBeVisible();
});
