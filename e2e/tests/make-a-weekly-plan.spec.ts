import { expect, secondDevice, test, toast } from './fixtures';
import { nextLisbonWeekday } from './lisbon-days';
import { createMember, logIn } from './member-accounts';

test('a member makes a weekly plan, listed once, and another member joins every session', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [host, joiner] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const title = `Sunday longboard meet ${Math.random().toString(36).slice(2, 7)}`;
  const day = nextLisbonWeekday(0);

  // The host makes it repeat every Sunday, four times, with two spots each.
  await logIn(page, host);
  await expect(page).toHaveURL('/profile');
  await page.goto('/casual-plans/create');
  await page.getByLabel('What’s the plan?').fill(title);
  await page.getByLabel('Where to meet').fill('The car park above the reef');
  await page.getByLabel('Area', { exact: true }).selectOption({ label: 'Ericeira, Portugal' });
  await page.getByLabel('Starts', { exact: true }).fill(`${day}T16:00`);
  await page.getByLabel('Repeats', { exact: true }).selectOption({ label: 'Weekly' });
  await expect(
    page.getByRole('group', { name: 'On these days' }).getByRole('button', { name: 'Sunday' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Sessions', { exact: true }).fill('4');
  await expect(page.getByText('Every Sunday, 4 sessions')).toBeVisible();
  await page.getByLabel('Spots limit').fill('2');
  await page.getByRole('button', { name: 'Post plan' }).click();

  await expect(toast(page, 'Plan posted')).toBeVisible();
  // The new plan opens on its own page.
  await expect(page).toHaveURL(/\/casual-plans\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const hostPanel = page.getByRole('main');
  const hostSessions = hostPanel.getByRole('region', { name: 'Sessions' });
  await expect(hostSessions.getByText('Every Sunday')).toBeVisible();
  await expect(hostSessions.getByRole('listitem')).toHaveCount(4);
  await expect(hostSessions.getByRole('listitem').first()).toContainText('This session');
  // The host is in every session already.
  await expect(hostSessions.getByRole('button', { name: 'Join every session' })).toHaveCount(0);

  // The plans list shows the series once, as its next session, saying it repeats.
  const joinerPage = await secondDevice(browser, joiner);
  await joinerPage.goto('/casual-plans');
  const cards = joinerPage.getByRole('article', { name: title });
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText('Every Sunday')).toBeVisible();

  // Another member opens its quick view over the list and joins every session.
  await cards.getByRole('link', { name: title }).click();
  const panel = joinerPage.getByRole('dialog', { name: title });
  const sessions = panel.getByRole('region', { name: 'Sessions' });
  await sessions.getByRole('button', { name: 'Join every session' }).click();
  await expect(sessions.getByText('You joined 4 sessions.')).toBeVisible();
  await expect(panel.getByText('You’re in.')).toBeVisible();
  await expect(sessions.getByRole('button', { name: 'Leave every session' })).toBeVisible();

  // A later session is a plan of its own, and they are in it too.
  await sessions.getByRole('listitem').last().getByRole('link').click();
  await expect(joinerPage).toHaveURL(/\/casual-plans\?plan=[0-9a-f-]{36}$/);
  const last = joinerPage.getByRole('dialog', { name: title });
  await expect(
    last.getByRole('region', { name: 'Sessions' }).getByRole('listitem').last(),
  ).toContainText('This session');
  await expect(last.getByText('You’re in.')).toBeVisible();
  await expect(last.getByText('1 of 2 spots taken')).toBeVisible();

  await joinerPage.context().close();
});
