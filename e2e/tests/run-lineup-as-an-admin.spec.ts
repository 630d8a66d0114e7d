import type { Page } from '@playwright/test';
import { expect, test, toast, waitForTheAppOnLoad } from './fixtures';
import { createMember, ensureAdmin, logIn, uniqueUsername } from './member-accounts';

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

/** The public area picker: a dropdown on a desktop, a dialog on a phone. */
async function pickerEntry(page: Page, isMobile: boolean, areaName: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Area: / })
    .click();
  const entry = new RegExp(`^${areaName}`);
  return isMobile
    ? page.getByRole('dialog', { name: 'Select Area' }).getByRole('button', { name: entry })
    : page.getByRole('menu', { name: 'Select Area' }).getByRole('menuitemradio', { name: entry });
}

test('an admin adds an area, unpublishes an event, bans a member, reads the audit log and the search figures', async ({
  page,
  browser,
  request,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const origin = new URL(baseURL!).origin;
  const suffix = Math.random().toString(36).slice(2, 7);
  const admin = await ensureAdmin(request, baseURL!, project);

  // A member who posts an event; the admin will unpublish it and ban them.
  const spammer = await createMember(request, baseURL, { username: uniqueUsername('spam') });
  const spammerContext = await browser.newContext({ baseURL });
  await spammerContext.addInitScript(() =>
    window.localStorage.setItem('lineup_cookie_consent', 'true'),
  );
  const signedIn = await spammerContext.request.post('/api/auth/sign-in/email', {
    headers: { Origin: origin },
    data: { email: spammer.email, password: spammer.password },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
    new Date(Date.now() + 6 * 24 * 60 * 60 * 1000),
  );
  const eventTitle = `Free surfboards giveaway ${suffix}`;
  const created = await spammerContext.request.post('/api/events', {
    headers: { Origin: origin },
    data: {
      title: eventTitle,
      category: 'other',
      area: 'portugal-peniche-area',
      startLocal: `${day}T10:00`,
      endLocal: `${day}T12:00`,
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Someone searches for something Lineup does not have yet.
  const missing = `kitesurf lessons ${suffix}`;
  const tracked = page.waitForRequest(
    (request) => request.url().endsWith('/api/track-search') && request.method() === 'POST',
  );
  await page.goto(`/search?q=${encodeURIComponent(missing)}`);
  await tracked;

  await logIn(page, admin);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();

  // Areas: a new one has its page and shows in the public area picker, then is hidden again.
  const areaName = `Praia ${suffix}`;
  const areaLine = `Dunes and a beach bar at Praia ${suffix}.`;
  await page.getByRole('button', { name: 'New area' }).click();
  const form = page.getByRole('dialog', { name: 'New area' });
  await form.getByLabel('Name').fill(areaName);
  await form.getByLabel('Country').fill('Portugal');
  await form.getByLabel('Description').fill(areaLine);
  await form.getByLabel('Time zone').fill('Europe/Lisbon');
  await form.getByLabel('Latitude').fill('39.6');
  await form.getByLabel('Longitude').fill('-9.07');
  await form.getByLabel('Display order').fill('99');
  await form.getByRole('button', { name: 'Create area' }).click();
  await expect(toast(page, 'Area created')).toBeVisible();
  const areas = page.getByRole('table', { name: 'Areas' });
  await expect(areas.getByText(areaName)).toBeVisible();

  try {
    // Its page, at the address made from its country and name, reaches a visitor rendered by
    // the server.
    const areaPath = `/portugal-praia-${suffix}-area`;
    const visitor = await browser.newContext({ baseURL });
    const served = await visitor.request.get(areaPath);
    expect(served.status()).toBe(200);
    const rendered = (await served.text()).split('<div id="root">')[1] ?? '';
    await visitor.close();
    expect(rendered).toContain(areaName);
    expect(rendered).toContain(areaLine);
    await page.goto(areaPath);
    await expect(page.getByRole('heading', { level: 1, name: areaName })).toBeVisible();
    await expect(page.getByText(areaLine)).toBeVisible();

    await expect(await pickerEntry(page, isMobile, areaName)).toBeVisible();
    await page.keyboard.press('Escape');
  } finally {
    // Other journeys count the six areas: put this one away whatever happened above.
    await page.goto('/admin');
    await page.getByRole('button', { name: `Deactivate ${areaName}` }).click();
    await expect(toast(page, 'Area hidden')).toBeVisible();
  }

  // Events: the member's event goes back to draft.
  await openTab(page, 'Events');
  await page.getByRole('searchbox', { name: 'Search events' }).fill(eventTitle);
  await page.getByRole('searchbox', { name: 'Search events' }).press('Enter');
  const events = page.getByRole('table', { name: 'Events' });
  await expect(events.getByRole('link', { name: eventTitle })).toBeVisible();
  await events.getByRole('button', { name: `Unpublish ${eventTitle}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Unpublish this event?' })
    .getByRole('button', { name: 'Unpublish event' })
    .click();
  await expect(toast(page, 'Event unpublished')).toBeVisible();
  await expect(events.getByText('Draft', { exact: true })).toBeVisible();

  // Members: the ban ends the member's session and keeps them out.
  await openTab(page, 'Members');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(spammer.email);
  await page.getByRole('searchbox', { name: 'Search members' }).press('Enter');
  const members = page.getByRole('table', { name: 'Members' });
  await members.getByRole('button', { name: `Ban ${spammer.username}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Ban ${spammer.username}?` });
  await confirm.getByLabel('Reason (optional)').fill('Fake giveaways');
  await confirm.getByRole('button', { name: 'Ban member' }).click();
  await expect(toast(page, 'Member banned')).toBeVisible();
  await expect(members.getByText('Banned', { exact: true })).toBeVisible();
  await expect(members.getByText('Fake giveaways')).toBeVisible();

  expect((await spammerContext.request.get('/api/profiles/me')).status()).toBe(401);
  const spammerPage = waitForTheAppOnLoad(await spammerContext.newPage());
  await logIn(spammerPage, spammer);
  await expect(spammerPage.getByRole('alert')).toContainText(
    'This account has been suspended by the Lineup team',
  );
  await spammerContext.close();

  // Audit log: what the admin just did, newest first, with the ban's reason.
  await openTab(page, 'Audit log');
  const auditLog = page.getByRole('table', { name: 'Audit log' });
  await expect(auditLog).toContainText(`banned @${spammer.username} · 'Fake giveaways'`);
  await expect(auditLog).toContainText(`unpublished the event "${eventTitle}"`);
  await expect(auditLog).toContainText(`created the area ${areaName}`);

  // Search figures: the search that found nothing is listed.
  await openTab(page, 'Search');
  await expect(page.getByText('Click-through rate')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Queries with no results' }).getByText(missing),
  ).toBeVisible();
});
