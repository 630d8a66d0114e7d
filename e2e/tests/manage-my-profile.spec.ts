import { expect, test, toast } from './fixtures';
import { accountMenu, createMember, logIn, solidPng } from './member-accounts';

test('a member edits their profile, uploads a photo and sees it in the header', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await createMember(request, baseURL);
  await logIn(page, member);
  await expect(page).toHaveURL('/profile');

  await accountMenu(page, member.username).click();
  await page.getByRole('menuitem', { name: 'Edit Profile Info' }).click();
  await expect(page).toHaveURL('/profile/edit');

  await page.getByLabel('Profile photo').setInputFiles({
    name: 'wave.png',
    mimeType: 'image/png',
    buffer: solidPng(96),
  });
  await expect(toast(page, 'Photo updated')).toBeVisible();
  // docs/product.md §3: the header shows the stored photo (re-encoded to WebP by the server).
  // The menu button is named after the member; the photo in it is decoration.
  const headerPhoto = accountMenu(page, member.username).locator('img');
  await expect(headerPhoto).toHaveAttribute('src', /\.webp$/);

  await page.getByLabel('Tagline').fill('Dawn patrol, then coffee');
  await page.getByLabel('Location', { exact: true }).fill('Ericeira');
  await page.getByLabel('Status', { exact: true }).fill('Looking for a surf buddy');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL('/profile');
  await expect(toast(page, 'Profile updated')).toBeVisible();
  const card = page.getByRole('region', { name: `Profile of ${member.username}` });
  await expect(card.getByText('Dawn patrol, then coffee')).toBeVisible();
  await expect(card.getByText('Ericeira')).toBeVisible();
  await expect(card.getByText('Looking for a surf buddy')).toBeVisible();
  await expect(card.getByRole('img', { name: member.username })).toHaveAttribute('src', /\.webp$/);

  // Others see the same on the public page.
  const userId = await page.evaluate(async () => {
    const response = await fetch('/api/profiles/me');
    return ((await response.json()) as { profile: { id: string } }).profile.id;
  });
  await page.goto(`/user/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: member.username })).toBeVisible();
  await expect(page.getByText('Dawn patrol, then coffee')).toBeVisible();
});

test('a taken username is refused with the server message', async ({ page, request, baseURL }) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  const [first, second] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  await logIn(page, second);
  await expect(page).toHaveURL('/profile');
  await page.goto('/profile/edit');
  await page.getByLabel('Username').fill(first.username);
  await page.getByRole('button', { name: 'Save changes' }).click();
  const shown = toast(page, 'Profile update failed');
  await expect(shown).toContainText('That username is already taken.');
  await expect(page).toHaveURL('/profile/edit');
});

test('privacy and settings: RSVP visibility, sessions, data download, account deletion', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  const member = await createMember(request, baseURL);
  await logIn(page, member);
  await expect(page).toHaveURL('/profile');
  await page.goto('/profile/settings');

  await page.getByRole('radio', { name: 'Friends' }).click();
  await expect(toast(page, 'Privacy updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Friends' })).toBeChecked();

  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lineup-data-.*\.json$/);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password', { exact: true }).fill('wrong-password-here');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That password is not correct.');
  await dialog.getByLabel('Your password', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL('/goodbye');
  await expect(page.getByText('Your account and personal data have been deleted.')).toBeVisible();
  await logIn(page, member);
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid email or password. Please check your credentials and try again.',
  );
});
