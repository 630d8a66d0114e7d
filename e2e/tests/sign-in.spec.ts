import { expect, test, toast } from './fixtures';
import { accountMenu, logIn, mailLink, uniqueEmail } from './member-accounts';

test('a member logs in with a magic link from the outbox and lands on their profile', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('link');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto('/dev/outbox');
  await page
    .getByRole('article')
    .filter({ hasText: email })
    .filter({ hasText: 'Your Lineup sign-in link' })
    .getByRole('link')
    .first()
    .click();

  // docs/product.md §2: magic-link login returns to /profile.
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText(email)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Account menu for / }),
  ).toBeVisible();

  // A link works once.
  const link = await mailLink(request, email, 'sign-in link');
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
});

test('a wrong password shows the exact message and keeps the visitor on the form', async ({
  page,
  returningMember: member,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  await logIn(page, { ...member, password: 'not-the-right-one' });
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid email or password. Please check your credentials and try again.',
  );
  await expect(page).toHaveURL('/login');
});

test('logging out from the menu ends at /goodbye with the toast', async ({
  page,
  returningMember: member,
}) => {
  await logIn(page, member);
  await expect(page).toHaveURL('/profile');

  await accountMenu(page, member.username).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(member.email)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();

  await expect(page).toHaveURL('/goodbye');
  const shown = toast(page, 'Signed out');
  await expect(shown).toContainText('You have been logged out successfully.');
  await expect(accountMenu(page, member.username)).toHaveCount(0);

  // The session ended on the server too: a reload stays signed out.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Log in to see your profile' })).toBeVisible();
});

test('a visitor who adds an event logs in and comes back to the event form', async ({
  page,
  returningMember: member,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'New Event' }).click();
  await expect(page).toHaveURL(/\/auth\?/);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/events/create');

  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();

  await expect(page).toHaveURL('/events/create');
  await expect(accountMenu(page, member.username)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in to add events' })).toHaveCount(0);
});

test('a members-only page sends a visitor to log in and back', async ({
  page,
  returningMember: member,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  await page.goto('/my-events');
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/login?redirectTo=%2Fmy-events');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL('/my-events');
  await expect(page.getByRole('heading', { name: 'Log in to see your plans' })).toHaveCount(0);
});
