import { expect, test } from './fixtures';

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('a visitor finds the nav, Sign In and Join, and the footer links', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Lineup' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/events');
    await expect(nav.getByRole('link', { name: 'Add Event' })).toHaveAttribute(
      'href',
      '/events/create',
    );
    await expect(nav.getByRole('link', { name: 'Connect' })).toHaveAttribute('href', '/friends');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/signup');
    await expect(header.getByRole('button', { name: 'Login' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    const footerLinks: [string, string][] = [
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Cookies', '/cookies'],
    ];
    for (const [name, href] of footerLinks) {
      await expect(footer.getByRole('link', { name, exact: false }).first()).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  test('the nav leads to Discover and back home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Discover' }).click();
    await expect(page).toHaveURL('/events');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Lineup' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a visitor who clicks New Event is sent to sign in first', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'New Event' }).click();
    await expect(page).toHaveURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/events/create');
  });

  test('the header can be used with the keyboard alone', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
    // Tab on through the header until Discover has focus, then follow it with Enter.
    const discover = page.getByRole('banner').getByRole('link', { name: 'Discover' });
    for (let presses = 0; presses < 10; presses++) {
      if (await discover.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(discover).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/events');
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/privacy');
    // The page arrives after the load event; scrolling before it would be undone by its arrival.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).first().click();
    await expect(page).toHaveURL('/terms');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile layout');

  test('the Login button opens the join prompt, which can lead to browsing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const prompt = page.getByRole('dialog', { name: 'Join to Add New Events' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Sign up or log in to add and organize your own events!');
    await expect(prompt.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(prompt.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await prompt.getByRole('link', { name: /browse/i }).click();
    await expect(page).toHaveURL('/events');
    await expect(prompt).toBeHidden();
  });

  test('the bottom bar holds the three nav links and Profile; the footer is hidden', async ({
    page,
  }) => {
    await page.goto('/about');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText(['Discover', 'Add Event', 'Connect', 'Profile']);
    await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await bar.getByRole('link', { name: 'Connect' }).click();
    await expect(page).toHaveURL('/friends');
  });

  test('New Event shows only its icon and still has a name', async ({ page }) => {
    await page.goto('/');
    const newEvent = page.getByRole('banner').getByRole('link', { name: 'New Event' });
    await expect(newEvent).toBeVisible();
    // The label is there for screen readers only: the button is no wider than its icon.
    expect((await newEvent.boundingBox())!.width).toBeLessThanOrEqual(40);
    await expect(newEvent.getByText('New Event')).toHaveCSS('position', 'absolute');
  });

  test('the home header turns opaque once the page scrolls past 20 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-appearance', 'transparent');
    const transparentBackground = await header.evaluate(
      (el) => getComputedStyle(el).backgroundColor,
    );
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-appearance', 'transparent');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute('data-appearance', 'opaque');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(transparentBackground);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-appearance', 'transparent');
  });

  test('other pages keep an opaque header', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('banner')).toHaveAttribute('data-appearance', 'opaque');
  });
});
