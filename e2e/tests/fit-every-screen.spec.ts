import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// What a newcomer sees at the widths people use: phones, tablets, small laptops. Each check
// measures the real layout in Chromium.

async function pickArea(page: Page, name: string) {
  await page.goto('/events');
  await page.evaluate(async (prefix) => {
    const { areas } = (await (await fetch('/api/areas')).json()) as {
      areas: { name: string }[];
    };
    const area = areas.find((candidate) => candidate.name === prefix);
    window.localStorage.setItem('lineup_selected_area', JSON.stringify(area));
  }, name);
}

test.describe('on tablets and small laptops', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  for (const width of [768, 900, 1024, 1100]) {
    test(`the header at ${width} px names Lineup and the chosen area in full, clear of the links`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await pickArea(page, 'Scheveningen');
      await page.goto('/events');
      const header = page.getByRole('banner');
      // Beside the logo, the product's name is read by everyone, not only by screen readers.
      const productName = header.getByRole('link', { name: 'Lineup' }).getByText('Lineup');
      await expect(productName).toBeVisible();
      expect((await productName.boundingBox())!.width).toBeGreaterThan(40);
      const button = header.getByRole('button', { name: 'Area: Scheveningen' });
      const name = button.getByText('Scheveningen');
      await expect(name).toBeVisible();
      expect(await name.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      const buttonBox = (await button.boundingBox())!;
      const navBox = (await header.getByRole('navigation', { name: 'Main' }).boundingBox())!;
      expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(navBox.x);
      const overflow = await header.evaluate((node) => {
        const row = node.firstElementChild!;
        return row.scrollWidth - row.clientWidth;
      });
      expect(overflow).toBe(0);
    });
  }

  test('Discover shows its first events under the filters without scrolling at 1280 × 800', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events');
    const firstTitle = page
      .getByRole('list', { name: 'Events' })
      .getByRole('article')
      .first()
      .getByRole('heading');
    await expect(firstTitle).toBeVisible();
    const box = (await firstTitle.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
  });

  test('the login overlay dims the whole window down to the footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Log in to see your events' })).toBeVisible();
    const dimmed = await page.evaluate(() => {
      const dim = document.querySelector('[data-testid="login-required-dim"]');
      const points = [700, 1100, window.innerHeight - 5];
      return points.map((y) => document.elementFromPoint(40, y) === dim);
    });
    expect(dimmed).toEqual([true, true, true]);
  });

  test('pages share one width: their headings line up with the logo', async ({ page }) => {
    const lefts: Record<string, number> = {};
    for (const path of ['/events', '/search', '/friends', '/my-events', '/dashboard', '/profile']) {
      await page.goto(path);
      // Members' pages show a visitor their heading behind the login overlay: still laid out.
      const heading = page.locator('main h1').first();
      await expect(heading).toBeAttached();
      lefts[path] = Math.round((await heading.boundingBox())!.x);
    }
    const logo = (await page
      .getByRole('banner')
      .getByRole('link', { name: 'Lineup' })
      .boundingBox())!;
    for (const left of Object.values(lefts)) expect(left).toBe(Math.round(logo.x));
  });
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout');

  test('the Interested star on a card keeps its size', async ({ page }) => {
    await page.goto('/events');
    const interested = page
      .getByRole('list', { name: 'Events' })
      .getByRole('button', { name: 'Interested' })
      .first();
    await expect(interested).toBeVisible();
    const star = (await interested.locator('svg').boundingBox())!;
    expect(star.width).toBeGreaterThanOrEqual(15);
    expect(star.height).toBeGreaterThanOrEqual(15);
  });

  for (const width of [320, 390]) {
    test(`the RSVP buttons on cards say their words in full at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/events');
      const group = page
        .getByRole('list', { name: 'Events' })
        .getByRole('group', { name: /^RSVP to / })
        .first();
      await expect(group.getByRole('button', { name: 'Interested' })).toBeVisible();
      const clipped = await group.evaluate((node) =>
        [...node.querySelectorAll('button span')]
          .filter((label) => label.scrollWidth > label.clientWidth)
          .map((label) => label.textContent),
      );
      expect(clipped).toEqual([]);
    });
  }
});

test('follows the system’s dark setting, with a matching browser bar', async ({ page }) => {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover events' })).toBeVisible();
  const light = await background();

  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await background();
  expect(dark).not.toBe(light);
  const brightness = (rgb: string) =>
    rgb
      .match(/\d+/g)!
      .slice(0, 3)
      .reduce((sum, part) => sum + Number(part), 0) / 3;
  expect(brightness(dark)).toBeLessThan(40);
  const text = await page
    .getByRole('heading', { level: 1, name: 'Discover events' })
    .evaluate((node) => getComputedStyle(node).color);
  expect(brightness(text)).toBeGreaterThan(180);

  const themeColors = await page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) =>
      metas.map((meta) => [meta.getAttribute('media'), meta.getAttribute('content')]),
    );
  const darkBar = themeColors.find(([media]) => media === '(prefers-color-scheme: dark)')?.[1];
  expect(darkBar).toBeTruthy();
  // The bar is the page's own dark colour.
  const hex = darkBar!.replace('#', '');
  const barRgb = `rgb(${parseInt(hex.slice(0, 2), 16)}, ${parseInt(hex.slice(2, 4), 16)}, ${parseInt(hex.slice(4, 6), 16)})`;
  expect(barRgb).toBe(dark);
});
