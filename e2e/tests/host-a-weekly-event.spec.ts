import { expect, secondDevice, test, toast } from './fixtures';
import { addDays, nextLisbonWeekday } from './lisbon-days';
import { createMember, logIn } from './member-accounts';

test('a member hosts a weekly event, and another member goes to one of its sessions', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [host, guest] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const title = `Tuesday dawn yoga ${Math.random().toString(36).slice(2, 7)}`;
  const day = nextLisbonWeekday(2);

  // The host makes it repeat every Tuesday, six times.
  await logIn(page, host);
  await expect(page).toHaveURL('/profile');
  await page.goto('/events/create');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Yoga & wellness' });
  await page.getByLabel('Area', { exact: true }).selectOption({ label: 'Ericeira, Portugal' });
  await page.getByLabel('Starts', { exact: true }).fill(`${day}T07:00`);
  await page.getByLabel('Ends', { exact: true }).fill(`${day}T08:00`);
  await page.getByLabel('Repeats', { exact: true }).selectOption({ label: 'Weekly' });
  const days = page.getByRole('group', { name: 'On these days' });
  await expect(days.getByRole('button', { name: 'Tuesday' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('Sessions', { exact: true }).fill('6');
  await expect(page.getByText('Every Tuesday, 6 sessions')).toBeVisible();
  await page.getByRole('radio', { name: 'No venue' }).click();
  await page.getByLabel('Capacity', { exact: true }).fill('10');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Event published')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const firstPath = new URL(page.url()).pathname;

  // Its page lists the six sessions, this one first.
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByText('Every Tuesday')).toBeVisible();
  const listed = sessions.getByRole('list', { name: 'Upcoming sessions' }).getByRole('listitem');
  await expect(listed).toHaveCount(6);
  await expect(listed.first()).toContainText('This session');
  await expect(
    sessions.getByRole('link', { name: 'Add every session to your calendar' }),
  ).toHaveAttribute('href', /^\/api\/series\/[0-9a-f-]+\/calendar\.ics$/);

  // Discover shows one card for the series, saying it repeats, over all six weeks.
  const lastDay = addDays(day, 35);
  await page.goto(
    `/events?area=portugal-ericeira-area&category=yoga-wellness&from=${day}&to=${lastDay}`,
  );
  const cards = page.getByRole('article').filter({ hasText: title });
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText('Every Tuesday')).toBeVisible();
  await expect(cards.getByRole('link', { name: title })).toHaveAttribute('href', firstPath);

  // Another member opens the second session from the list and goes to that one only.
  const guestPage = await secondDevice(browser, guest);
  await guestPage.goto(firstPath);
  const guestSessions = guestPage.getByRole('region', { name: 'Sessions' });
  await guestSessions
    .getByRole('list', { name: 'Upcoming sessions' })
    .getByRole('link')
    .first()
    .click();
  await expect(guestPage).not.toHaveURL(firstPath);
  await expect(guestPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const secondPath = new URL(guestPage.url()).pathname;
  await expect(
    guestSessions.getByRole('list', { name: 'Upcoming sessions' }).getByRole('listitem').nth(1),
  ).toContainText('This session');
  const rsvp = guestPage.getByRole('region', { name: 'RSVP' });
  await rsvp.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(rsvp.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(guestPage.getByText('1 going · 0 interested').first()).toBeVisible();
  await guestPage.context().close();

  // The first session's count is its own.
  await page.goto(firstPath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('0 going · 0 interested').first()).toBeVisible();
  await page.goto(secondPath);
  await expect(page.getByText('1 going · 0 interested').first()).toBeVisible();
});
