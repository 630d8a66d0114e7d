import { expect, test, toast } from './fixtures';
import { accountMenu, uniqueEmail, uniqueUsername } from './member-accounts';

test('a visitor joins, confirms the address from the outbox and lands signed in on their profile', async ({
  page,
}) => {
  const email = uniqueEmail('join');
  const username = uniqueUsername('newbie');

  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  // docs/product.md §5: the username starts as the part of the e-mail before the @ (within the
  // username rules: letters, digits, dots and underscores, at most 30 characters).
  const prefix = email
    .split('@')[0]!
    .replace(/[^A-Za-z0-9_.]/g, '')
    .slice(0, 30);
  await expect(page.getByLabel('Username')).toHaveValue(prefix);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('a-long-harbour-swell');
  await page.getByRole('button', { name: 'Create account' }).click();

  // docs/product.md §4: a sign-up that needs confirmation says so in a toast.
  const shown = toast(page, 'Check your email');
  await expect(shown).toContainText(
    "We've sent you a confirmation link. Please check your email and click the link to activate your account.",
  );
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto('/dev/outbox');
  const mail = page
    .getByRole('article')
    .filter({ hasText: email })
    .filter({ hasText: 'Confirm your e-mail address for Lineup' });
  await mail.getByRole('link').first().click();

  // docs/product.md §2: after sign-up, /profile.
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: username })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(accountMenu(page, username)).toBeVisible();
});

test('joining with an address that is already registered says so', async ({ page }) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  const email = uniqueEmail('twice');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-harbour-swell');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.getByRole('button', { name: 'Use a different email' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-harbour-swell');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This email is already registered. Please try logging in instead or use a different email address.',
  );
});
