import type { Browser } from '@playwright/test';
import { expect, test, toast, waitForTheAppOnLoad } from './fixtures';
import { createMember, logIn, solidPng } from './member-accounts';

/** "2026-07-04" in Lisbon, `days` from now: the day the test's event happens. */
function lisbonDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

async function signedInPage(
  browser: Browser,
  member: Parameters<typeof logIn>[1],
  mobile: boolean,
) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: mobile ? { width: 375, height: 812 } : { width: 1280, height: 800 },
    isMobile: mobile,
    hasTouch: mobile,
  });
  await context.addInitScript(() => window.localStorage.setItem('lineup_cookie_consent', 'true'));
  const page = waitForTheAppOnLoad(await context.newPage());
  await logIn(page, member);
  await expect(page).toHaveURL('/profile');
  return page;
}

test('a member hosts an event from a phone and another member says they are going', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'mobile', 'the form is filled on a phone-sized screen');
  test.setTimeout(120_000);
  const [host, guest] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const title = `Sunset longboard session ${Math.random().toString(36).slice(2, 7)}`;
  const day = lisbonDay(3);

  // The host creates the event on a phone.
  await logIn(page, host);
  await expect(page).toHaveURL('/profile');
  await page.goto('/events/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add an event' })).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Surf' });
  await page.getByLabel('Vibe', { exact: true }).fill('Chilled, all levels');
  await page
    .getByLabel('Description')
    .fill('Bring a board, or borrow one. https://example.com/boards');
  await page.getByLabel('Tags', { exact: true }).fill('longboard');
  await page.getByLabel('Tags', { exact: true }).press('Enter');
  await page.getByLabel('Area', { exact: true }).selectOption({ label: 'Ericeira, Portugal' });
  await expect(page.getByText('Times are in Lisbon time.', { exact: true })).toBeVisible();
  await page.getByLabel('Starts', { exact: true }).fill(`${day}T18:30`);
  await page.getByLabel('Ends', { exact: true }).fill(`${day}T21:00`);
  await expect(page.getByText(/^Lisbon time \(GMT[+0-9]*\)$/).first()).toBeVisible();

  await page.getByRole('radio', { name: 'New venue' }).click();
  await page
    .getByLabel('Venue name', { exact: true })
    .fill(`Praia do Sul kiosk ${title.slice(-5)}`);
  await page.getByLabel('Street', { exact: true }).fill('Praia do Sul');
  await page.getByLabel('Town', { exact: true }).fill('Ericeira');
  await page.getByLabel('Capacity', { exact: true }).fill('12');
  await page.getByLabel('Price', { exact: true }).fill('Free');

  await page.getByLabel('Cover image', { exact: true }).setInputFiles({
    name: 'sunset.png',
    mimeType: 'image/png',
    buffer: solidPng(640, [235, 120, 80]),
  });
  await expect(page.getByRole('button', { name: 'Replace image' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('img', { name: 'The cover image' })).toHaveAttribute(
    'src',
    /\/uploads\/events\/.+\/card\.webp$/,
  );

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(
    /^[^?]*\/portugal\/[a-z0-9-]+\/events\/sunset-longboard-session-[a-z0-9-]+$/,
  );
  await expect(toast(page, 'Event published')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Lisbon time', { exact: false }).first()).toBeVisible();
  const eventPath = new URL(page.url()).pathname;

  // It is on Discover, on its day in Ericeira.
  await page.goto(`/events?area=portugal-ericeira-area&from=${day}&to=${day}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', eventPath);

  // The host changes the title from the event page.
  await card.getByRole('link', { name: title }).click();
  await page.getByRole('link', { name: 'Edit event' }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]+\/edit$/);
  const editPath = new URL(page.url()).pathname;
  await expect(page.getByLabel('Starts', { exact: true })).toHaveValue(`${day}T18:30`);
  const newTitle = `${title} at the kiosk`;
  await page.getByLabel('Title', { exact: true }).fill(newTitle);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Event updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  const newPath = new URL(page.url()).pathname;

  // The guest, on another device, says they are going.
  const guestPage = await signedInPage(browser, guest, false);
  await guestPage.goto(eventPath);
  // The old link still leads to the event after the rename.
  await expect(guestPage).toHaveURL(newPath);
  await expect(guestPage.getByText('0 going · 0 interested').first()).toBeVisible();
  await guestPage.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(guestPage.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(guestPage.getByText('1 going · 0 interested').first()).toBeVisible();
  await expect(guestPage.getByText('11 spots left of 12')).toBeVisible();

  // Only the host may change it.
  await guestPage.goto(editPath);
  await expect(guestPage.getByText('You can only edit events you host.')).toBeVisible();

  await guestPage.goto('/my-events');
  const upcoming = guestPage.getByRole('list', { name: 'Upcoming events' });
  const planned = upcoming.getByRole('listitem').filter({ hasText: newTitle });
  await expect(planned).toBeVisible();
  await expect(planned.getByText('Going', { exact: true }).first()).toBeVisible();

  // The host's dashboard counts the guest.
  await page.goto('/dashboard');
  const row = page.getByRole('listitem').filter({ hasText: newTitle });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(row).toContainText('1 going · 0 interested');

  // The host cancels it; the page shows the banner, to the guest too.
  await page.goto(editPath);
  await page.getByRole('button', { name: 'Cancel event' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this event?' })
    .getByRole('button', { name: 'Cancel event' })
    .click();
  await expect(page).toHaveURL(newPath);
  await expect(toast(page, 'Event cancelled')).toBeVisible();
  await expect(page.getByText('This event has been cancelled.')).toBeVisible();

  await guestPage.goto(newPath);
  await expect(guestPage.getByText('This event has been cancelled.')).toBeVisible();
  await expect(
    guestPage.getByText('This event was cancelled, so it no longer takes RSVPs.'),
  ).toBeVisible();
  await guestPage.context().close();
});
