import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The six areas of docs/product.md §2, each once. Other journeys running at the same time (an admin
 * adding an area) may add to the list, so it is not counted exactly.
 */
async function expectTheSixAreas(areas: Locator) {
  for (const name of [
    'Ericeira',
    'Peniche',
    'Zandvoort',
    'Scheveningen',
    'Wijk aan Zee',
    'South Coast',
  ]) {
    await expect(areas.filter({ hasText: name })).toHaveCount(1);
  }
}

const storedArea = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('lineup_selected_area') ?? 'null'));

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('a visitor picks an area from the dropdown and it survives a reload', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Area: All Areas' }).click();

    const menu = page.getByRole('menu', { name: 'Select Area' });
    await expect(menu).toBeVisible();
    const areas = menu.getByRole('menuitemradio');
    await expectTheSixAreas(areas);
    // Every area carries its count of upcoming events.
    for (const text of await areas.allTextContents()) expect(text).toMatch(/\d+ upcoming events?$/);
    const listHeight = await menu.evaluate(
      (node) =>
        node.querySelector('[data-radix-scroll-area-viewport]')!.getBoundingClientRect().height,
    );
    expect(listHeight).toBeLessThanOrEqual(300);

    await menu.getByRole('menuitemradio', { name: /^Peniche/ }).click();
    await expect(header.getByRole('button', { name: 'Area: Peniche' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Today in Peniche' })).toBeVisible();
    expect(await storedArea(page)).toMatchObject({
      name: 'Peniche',
      slug: 'portugal-peniche-area',
      timeZone: 'Europe/Lisbon',
      upcomingEventCount: expect.any(Number),
    });

    await page.reload();
    await expect(header.getByRole('button', { name: 'Area: Peniche' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This week in Peniche' })).toBeVisible();

    // Discover follows the area too.
    await header
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Discover' })
      .click();
    await expect(page.getByLabel('Area', { exact: true })).toHaveValue('portugal-peniche-area');

    await header.getByRole('button', { name: 'Area: Peniche' }).click();
    await page
      .getByRole('menu', { name: 'Select Area' })
      .getByRole('menuitem', { name: 'Show All' })
      .click();
    await expect(header.getByRole('button', { name: 'Area: All Areas' })).toBeVisible();
    expect(await storedArea(page)).toBeNull();
    await page.reload();
    await expect(header.getByRole('button', { name: 'Area: All Areas' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout');

  test('in the dark, the area dialog dims the page behind it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/events');
    await page.getByRole('banner').getByRole('button', { name: 'Area: All Areas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Area' });
    await expect(dialog.getByRole('button', { name: /^Zandvoort/ })).toBeVisible();
    // What lies over the page: the open layer the size of the screen that is not the dialog,
    // laid over the page's own colour by the browser (colours may come as oklab).
    const brightness = await page.evaluate(() => {
      const layer = [...document.querySelectorAll<HTMLElement>('[data-state="open"]')].find(
        (element) =>
          element.getAttribute('role') !== 'dialog' &&
          getComputedStyle(element).position === 'fixed' &&
          element.getBoundingClientRect().width >= window.innerWidth,
      );
      if (!layer) return null;
      const canvas = document.createElement('canvas');
      canvas.width = 2;
      canvas.height = 1;
      const context = canvas.getContext('2d')!;
      context.fillStyle = getComputedStyle(document.documentElement).getPropertyValue('--page');
      context.fillRect(0, 0, 2, 1);
      context.fillStyle = getComputedStyle(layer).backgroundColor;
      context.fillRect(1, 0, 1, 1);
      const [r0, g0, b0, , r1, g1, b1] = context.getImageData(0, 0, 2, 1).data;
      return { page: r0! + g0! + b0!, dimmed: r1! + g1! + b1! };
    });
    expect(brightness, 'the layer over the page').not.toBeNull();
    // It dims the page rather than lightening it.
    expect(brightness!.dimmed).toBeLessThan(brightness!.page);
  });
  test('a visitor picks an area in the dialog and it survives a reload', async ({ page }) => {
    await page.goto('/events');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Area: All Areas' }).click();

    const dialog = page.getByRole('dialog', { name: 'Select Area' });
    await expect(dialog).toBeVisible();
    await expectTheSixAreas(dialog.getByRole('button', { name: /upcoming event/ }));
    const listHeight = await dialog.evaluate(
      (node) =>
        node.querySelector('[data-radix-scroll-area-viewport]')!.getBoundingClientRect().height,
    );
    expect(listHeight).toBeLessThanOrEqual(400);

    await dialog.getByRole('button', { name: /^Zandvoort/ }).click();
    await expect(dialog).toBeHidden();
    await expect(header.getByRole('button', { name: 'Area: Zandvoort' })).toBeVisible();
    await expect(page.getByLabel('Area', { exact: true })).toHaveValue(
      'netherlands-zandvoort-area',
    );
    // Every card on the list is now in Zandvoort's time zone.
    await expect(
      page.getByRole('list', { name: 'Events' }).getByText('Amsterdam time').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Events' }).getByText(/Lisbon time|Colombo time/),
    ).toHaveCount(0);

    await page.reload();
    await expect(header.getByRole('button', { name: 'Area: Zandvoort' })).toBeVisible();
    expect(await storedArea(page)).toMatchObject({ name: 'Zandvoort' });

    await header.getByRole('button', { name: 'Area: Zandvoort' }).click();
    await page
      .getByRole('dialog', { name: 'Select Area' })
      .getByRole('button', { name: 'Show All Areas' })
      .click();
    await expect(header.getByRole('button', { name: 'Area: All Areas' })).toBeVisible();
    await expect(page.getByLabel('Area', { exact: true })).toHaveValue('all');
    expect(await storedArea(page)).toBeNull();
  });
});
