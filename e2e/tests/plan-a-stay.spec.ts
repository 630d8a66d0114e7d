import AxeBuilder from '@axe-core/playwright';
import { stayDates } from '@lineup/contracts';
import type { Page } from '@playwright/test';
import { expect, secondDevice, test } from './fixtures';
import { createMember, logIn } from './member-accounts';

/** The calendar day `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What axe-core finds against WCAG 2.1 A and AA and its best practices, one line each. */
async function accessibilityFindings(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
  );
}

test('a member adds a stay and sees a friend who is around then, who hears of it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const headers = { Origin: new URL(baseURL!).origin };
  const [ana, bo] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  await logIn(page, ana);
  await expect(page).toHaveURL('/profile');
  const boPage = await secondDevice(browser, bo);

  // Ana and Bo are friends already (Connect has its own journey).
  const found = await page.request.get(`/api/friends/search?q=${encodeURIComponent(bo.username)}`);
  const [boFound] = (await found.json()).members as { id: string }[];
  expect(boFound).toBeTruthy();
  const asked = await page.request.post('/api/friends/requests', {
    headers,
    data: { userId: boFound!.id },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { incoming } = await (await boPage.request.get('/api/friends')).json();
  const accepted = await boPage.request.post(
    `/api/friends/requests/${incoming[0].friendshipId}/accept`,
    {
      headers,
    },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);

  // Bo will be in Peniche first, for his friends to see.
  const boStay = await boPage.request.post('/api/stays', {
    headers,
    data: {
      area: 'portugal-peniche-area',
      arrivesOn: day(5),
      leavesOn: day(12),
      note: 'bringing the longboard',
      visibility: 'friends',
    },
  });
  expect(boStay.status(), await boStay.text()).toBe(201);

  // Ana has no stay yet: home invites her to add one, on her profile.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Heading somewhere on the coast?' })
    .getByRole('link', { name: 'Add a stay' })
    .click();
  await expect(page).toHaveURL('/profile#your-stays');
  const stays = page.getByRole('region', { name: 'Your stays' });
  await stays.getByRole('button', { name: 'Add a stay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a stay' });
  await dialog.getByLabel('Area').selectOption({ label: 'Peniche, Portugal' });
  await dialog.getByLabel('Arriving').fill(day(3));
  await dialog.getByLabel('Leaving').fill(day(10));
  await dialog.getByRole('textbox', { name: 'Note' }).fill('looking for dawn-patrol buddies');
  await dialog.getByRole('radio', { name: /^Friends/ }).check();
  expect(await accessibilityFindings(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Add stay' }).click();
  await expect(page.getByText('Stay added', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = `Peniche, ${stayDates(day(3), day(10))}`;
  await expect(stays.getByRole('list', { name: 'Your stays' })).toContainText(mine);

  // Home shows her stay, with Bo around on some of those days.
  await page.goto('/');
  await expect(
    page.getByRole('heading', {
      name: `While you're in Peniche, ${stayDates(day(3), day(10))}`,
    }),
  ).toBeVisible();
  const friends = page.getByRole('list', { name: 'Friends around' });
  await expect(friends).toContainText(`${bo.username} is in Peniche ${stayDates(day(5), day(12))}`);
  await expect(friends).toContainText('bringing the longboard');
  await page.waitForLoadState('networkidle');
  expect(await accessibilityFindings(page)).toEqual([]);
  await friends.getByRole('link', { name: bo.username }).click();
  await expect(page.getByRole('heading', { level: 1, name: bo.username })).toBeVisible();
  await expect(page.getByRole('list', { name: `${bo.username}'s stays` })).toContainText(
    `Peniche, ${stayDates(day(5), day(12))}`,
  );

  // Bo, already there, hears that Ana is arriving.
  await expect(async () => {
    await boPage.goto('/notifications');
    await expect(
      boPage.getByRole('link', {
        name: new RegExp(`${ana.username} is in Peniche ${stayDates(day(3), day(10))}`),
      }),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await boPage.context().close();
});
