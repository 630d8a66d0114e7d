import type { Page } from '@playwright/test';
import { expect, secondDevice, test } from './fixtures';
import { createMember, logIn } from './member-accounts';

const rowOf = (list: ReturnType<Page['getByRole']>, username: string) =>
  list.getByRole('listitem').filter({ has: list.page().getByRole('link', { name: username }) });

test('two members become friends, see what the other is going to, and part ways', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [ana, bo] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);

  // Ana finds Bo by part of his username and sends a request.
  await logIn(page, ana);
  await expect(page).toHaveURL('/profile');
  await page.goto('/friends');
  await expect(page.getByRole('heading', { level: 1, name: 'Connect' })).toBeVisible();
  await page
    .getByRole('searchbox', { name: 'Search members by username' })
    .fill(bo.username.slice(0, -2).toUpperCase());
  const found = page.getByRole('list', { name: 'Members found' });
  const boFound = rowOf(found, bo.username);
  await boFound.getByRole('button', { name: 'Add friend' }).click();
  await expect(boFound.getByText('Request sent')).toBeVisible();
  const sentTo = page
    .getByRole('list', { name: 'Requests sent' })
    .getByRole('link', { name: bo.username });
  await expect(sentTo).toBeVisible();
  // Beside "Request sent" and "Cancel request", even on a phone, the name is read in full.
  for (const name of [boFound.getByRole('link', { name: bo.username }), sentTo]) {
    expect(await name.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  }

  // Bo sees the request on his own device and accepts it.
  const boPage = await secondDevice(browser, bo);
  await boPage.goto('/friends');
  const received = boPage.getByRole('list', { name: 'Requests received' });
  await rowOf(received, ana.username).getByRole('button', { name: 'Accept' }).click();
  await expect(
    boPage.getByRole('list', { name: 'Friends' }).getByRole('link', { name: ana.username }),
  ).toBeVisible();
  await expect(received).toBeHidden();

  // Ana sees Bo among her friends.
  await page.reload();
  const anaFriends = page.getByRole('list', { name: 'Friends' });
  await expect(anaFriends.getByRole('link', { name: bo.username })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Requests sent' })).toBeHidden();

  // Bo says he is going to an upcoming event.
  const listed = await request.get('/api/events?area=portugal-peniche-area&limit=10');
  const { events } = (await listed.json()) as {
    events: { path: string; title: string; capacity: number | null; goingCount: number }[];
  };
  const event = events.find((e) => e.capacity === null || e.goingCount < e.capacity);
  expect(event, 'an upcoming event with spots left').toBeTruthy();
  await boPage.goto(event!.path);
  const going = boPage.getByRole('region', { name: 'RSVP' }).getByRole('button', { name: 'Going' });
  await going.click();
  await expect(going).toHaveAttribute('aria-pressed', 'true');

  // Ana sees it under what her friends are going to, and it opens the event.
  await page.reload();
  const activity = page.getByRole('list', { name: 'Friends are going to' });
  const item = activity.getByRole('listitem').filter({ hasText: event!.title });
  await expect(item).toContainText(`${bo.username} going`);
  await expect(item.getByRole('link', { name: event!.title })).toHaveAttribute('href', event!.path);

  // Ana unfriends Bo, after confirming.
  await rowOf(anaFriends, bo.username).getByRole('button', { name: 'Unfriend' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Unfriend ${bo.username}?` });
  await confirm.getByRole('button', { name: 'Unfriend' }).click();
  await expect(page.getByRole('region', { name: 'Friends', exact: true })).toContainText(
    'No friends yet.',
  );
  await expect(activity.getByRole('listitem').filter({ hasText: event!.title })).toHaveCount(0);

  // Bo's profile offers a new request again.
  await page.goto(`/user/${encodeURIComponent(await userIdOf(boPage))}`);
  await expect(page.getByRole('button', { name: 'Add friend' })).toBeVisible();

  await boPage.context().close();
});

/** The signed-in member's id, as the API tells it. */
async function userIdOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/profiles/me');
  const { profile } = (await response.json()) as { profile: { id: string } };
  return profile.id;
}
