import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountMenu, createMember, logIn } from './member-accounts';

// The page's own colour (styles.css `--sand-50`) in each theme.
const LIGHT_PAGE = 'rgb(253, 250, 244)';
const DARK_PAGE = 'rgb(23, 22, 19)';

const pageColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeAttribute = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.theme ?? null);

test('a visitor picks a theme that holds from the first paint of the next page', async ({
  page,
}) => {
  // What the page's theme was when the document had just been read, before the app's scripts.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { themeWhenRead: string | null }).themeWhenRead =
        document.documentElement.dataset.theme ?? null;
    });
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  // The system's dark, by default.
  expect(await themeAttribute(page)).toBeNull();
  expect(await pageColour(page)).toBe(DARK_PAGE);

  // Phones have no footer: the Login menu holds the switch there.
  const mobile = test.info().project.name === 'mobile';
  let themes;
  if (mobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    themes = page.getByRole('dialog').getByRole('group', { name: 'Theme' });
  } else {
    themes = page.getByRole('contentinfo').getByRole('group', { name: 'Theme' });
  }
  await expect(themes.getByRole('radio', { name: 'System' })).toBeChecked();
  await themes.getByText('Light', { exact: true }).click();
  await expect(themes.getByRole('radio', { name: 'Light' })).toBeChecked();
  expect(await themeAttribute(page)).toBe('light');
  await expect.poll(() => pageColour(page)).toBe(LIGHT_PAGE);

  // Another page, a fresh load: light before any of the app's code has run, as the system is dark.
  await page.goto('/events');
  expect(
    await page.evaluate(() => (window as unknown as { themeWhenRead: unknown }).themeWhenRead),
  ).toBe('light');
  expect(await pageColour(page)).toBe(LIGHT_PAGE);
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
    'content',
    '#175e61',
  );

  // System again: the page follows the device.
  if (mobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    themes = page.getByRole('dialog').getByRole('group', { name: 'Theme' });
  } else {
    themes = page.getByRole('contentinfo').getByRole('group', { name: 'Theme' });
  }
  await expect(themes.getByRole('radio', { name: 'Light' })).toBeChecked();
  await themes.getByText('System', { exact: true }).click();
  await expect.poll(() => pageColour(page)).toBe(DARK_PAGE);
  await page.reload();
  expect(await themeAttribute(page)).toBeNull();
  expect(await pageColour(page)).toBe(DARK_PAGE);
});

test('a member picks dark from the account menu and finds it in settings', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await createMember(request, baseURL);
  await page.emulateMedia({ colorScheme: 'light' });
  await logIn(page, member);
  await expect(page).toHaveURL('/profile');

  await accountMenu(page, member.username).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect.poll(() => pageColour(page)).toBe(DARK_PAGE);

  await page.goto('/profile/settings');
  const appearance = page.getByRole('region', { name: 'Appearance' });
  await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await pageColour(page)).toBe(DARK_PAGE);
  await appearance.getByText('Light', { exact: true }).click();
  await expect.poll(() => pageColour(page)).toBe(LIGHT_PAGE);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Appearance' }).getByRole('radio', { name: 'Light' }),
  ).toBeChecked();
  expect(await themeAttribute(page)).toBe('light');
});
