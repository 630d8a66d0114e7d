import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

const isTrack = (request: Request) =>
  request.url().endsWith('/api/track-search') && request.method() === 'POST';

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('a visitor searches from the header with the keyboard and a result click is tracked', async ({
    page,
  }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover events' })).toBeVisible();

    // Tab from the top of the page to the header's search box.
    let reached = false;
    for (let step = 0; step < 20 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') === 'Search',
      );
    }
    expect(reached).toBe(true);

    await page.keyboard.type('surf', { delay: 50 });
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Wait for the suggestions themselves, not only the "see all results" line.
    const suggestions = page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: /^.+ (Event|Venue|Casual plan) · / });
    await expect(suggestions.first()).toContainText(/surf/i);

    await page.keyboard.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(
      page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`),
    ).toContainText('See all results for “surf”');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('surf');

    const searchTracked = page.waitForRequest(
      (request) => isTrack(request) && request.postDataJSON()?.clicked === undefined,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=surf');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “surf”' })).toBeVisible();
    const tracked = (await searchTracked).postDataJSON();
    expect(tracked).toEqual({ query: 'surf', resultCount: expect.any(Number) });
    expect(tracked.resultCount).toBeGreaterThan(0);

    const events = page.getByRole('region', { name: /^Events/ });
    await expect(events).toBeVisible();
    await expect(page.getByRole('region', { name: /^Venues/ })).toBeVisible();
    const first = events.getByRole('link').first();
    const href = (await first.getAttribute('href'))!;

    const clickTracked = page.waitForRequest(
      (request) => isTrack(request) && request.postDataJSON()?.clicked === true,
    );
    await first.click();
    await expect(page).toHaveURL(href);
    const click = await clickTracked;
    expect(click.postDataJSON()).toEqual({
      query: 'surf',
      resultId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      resultType: 'event',
      clicked: true,
    });
    expect((await click.response())?.status()).toBe(204);
  });

  test('advanced filters live in the address and a blank term asks for nothing', async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/search') searches.push(request.url());
    });
    await page.goto('/search');
    await expect(page.getByText('What are you looking for?')).toBeVisible();
    expect(searches).toEqual([]);

    await page.getByLabel('Search term').fill('yoga');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Category').selectOption('yoga-wellness');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=yoga&category=yoga-wellness');
    await expect(page.getByRole('region', { name: /^Events/ })).toBeVisible();
    // Only events are searched once a filter is set.
    await expect(page.getByRole('region', { name: /^Venues/ })).toHaveCount(0);
    expect(new URL(searches.at(-1)!).search).toBe('?q=yoga&category=yoga-wellness');
  });
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout');

  test('the search button opens a sheet whose suggestions lead to the result', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const sheet = page.getByRole('dialog', { name: 'Search' });
    const box = sheet.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await page.keyboard.type('yoga', { delay: 50 });
    const option = sheet.getByRole('option', { name: /^.+ (Event|Venue|Casual plan) · / }).first();
    await expect(option).toContainText(/yoga/i);
    const clickTracked = page.waitForRequest(
      (request) => isTrack(request) && request.postDataJSON()?.clicked === true,
    );
    await option.click();
    await expect(sheet).toBeHidden();
    expect((await clickTracked).postDataJSON()).toMatchObject({ query: 'yoga', clicked: true });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
