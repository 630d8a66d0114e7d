import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test, toast, waitForTheAppOnLoad } from './fixtures';
import { createMember } from './member-accounts';

type Member = Awaited<ReturnType<typeof createMember>>;

/** A signed-in browser context of its own for `member`. */
async function signedIn(browser: Browser, baseURL: string, member: Member) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => window.localStorage.setItem('lineup_cookie_consent', 'true'));
  const response = await context.request.post('/api/auth/sign-in/email', {
    headers: { Origin: new URL(baseURL).origin },
    data: { email: member.email, password: member.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

/** `YYYY-MM-DD` in Lisbon, `days` from now. */
const lisbonDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );

/** A published event in Ericeira next week, made through the API by `host`. */
async function publishEvent(request: APIRequestContext, origin: string, title: string) {
  const day = lisbonDay(7);
  const created = await request.post('/api/events', {
    headers: { Origin: origin },
    data: {
      title,
      category: 'surf',
      area: 'portugal-ericeira-area',
      specificVenue: 'Ribeira dOuro',
      startLocal: `${day}T17:00`,
      endLocal: `${day}T19:00`,
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { event: { id: string; path: string } }).event;
}

/** The subjects of the mails to `email` in the built-in outbox. */
async function subjectsTo(request: APIRequestContext, email: string) {
  const response = await request.get('/dev/outbox.json');
  const { messages } = (await response.json()) as { messages: { to: string; subject: string }[] };
  return messages.filter((message) => message.to === email).map((message) => message.subject);
}

test.skip(
  ({ isMobile }) => isMobile,
  'the layout does not change these journeys; fit-every-screen covers the phone',
);

test('an owner invites a co-host, who accepts from the notification and edits the event', async ({
  browser,
  request,
  baseURL,
}) => {
  // Two members, their sign-ups and mails, and the worker's notices.
  test.setTimeout(120_000);
  const [owner, cohost] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const origin = new URL(baseURL!).origin;
  const ownerContext = await signedIn(browser, baseURL!, owner);
  const title = `Dawn patrol ${Math.random().toString(36).slice(2, 7)}`;
  const event = await publishEvent(ownerContext.request, origin, title);

  // The owner invites them by username, from the event's page.
  const ownerPage = waitForTheAppOnLoad(await ownerContext.newPage());
  await ownerPage.goto(event.path);
  const hosts = ownerPage.getByRole('region', { name: 'Hosted by' });
  await hosts.getByLabel('Invite a co-host').fill(cohost.username);
  await hosts.getByRole('button', { name: 'Invite' }).click();
  await expect(toast(ownerPage, 'Invitation sent')).toBeVisible();
  await expect(
    hosts.getByRole('list', { name: 'Invited to co-host' }).getByRole('link', {
      name: cohost.username,
    }),
  ).toBeVisible();

  // The invitation reaches them as a notification (once the worker has run).
  const cohostContext = await signedIn(browser, baseURL!, cohost);
  const page = waitForTheAppOnLoad(await cohostContext.newPage());
  const invitation = page.getByRole('link', { name: /invited you to co-host/ });
  await expect(async () => {
    await page.goto('/notifications');
    await expect(invitation).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await invitation.click();
  await expect(page).toHaveURL(event.path);
  const banner = page.getByRole('region', { name: 'Invitation to co-host' });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'You co-host this event now')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Host tools' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Hosted by' }).getByRole('link', { name: cohost.username }),
  ).toBeVisible();

  // As a co-host, they edit the event.
  await page.getByRole('link', { name: 'Edit event' }).click();
  await expect(page).toHaveURL(`/events/${event.id}/edit`);
  const titleField = page.getByLabel('Title', { exact: true });
  await expect(titleField).toHaveValue(title);
  await titleField.fill(`${title} at low tide`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Event updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${title} at low tide` })).toBeVisible();

  await Promise.all([ownerContext.close(), cohostContext.close()]);
});

test('a host’s announcement reaches the going guests by mail and in the app, not a guest who left', async ({
  browser,
  request,
  baseURL,
}) => {
  // Three members, their sign-ups and mails, and the job that sends the announcement.
  test.setTimeout(120_000);
  const [host, guest, leaver] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const origin = new URL(baseURL!).origin;
  const hostContext = await signedIn(browser, baseURL!, host);
  const title = `Reef clean-up ${Math.random().toString(36).slice(2, 7)}`;
  const event = await publishEvent(hostContext.request, origin, title);

  // Two guests say they are going; one of them changes their mind.
  const [guestContext, leaverContext] = await Promise.all([
    signedIn(browser, baseURL!, guest),
    signedIn(browser, baseURL!, leaver),
  ]);
  for (const [context, status] of [
    [guestContext, 'going'],
    [leaverContext, 'going'],
    [leaverContext, 'none'],
  ] as const) {
    const answer = await context.request.put(`/api/events/${event.id}/rsvp`, {
      headers: { Origin: origin },
      data: { status },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }

  // The host writes to the going guests, now.
  const hostPage = waitForTheAppOnLoad(await hostContext.newPage());
  await hostPage.goto(event.path);
  const composer = hostPage.getByRole('form', { name: 'Write an announcement' });
  const message = 'Bring gloves and a bag: we start at the north end of the beach.';
  await composer.getByLabel('Message to your guests').fill(message);
  await expect(composer.getByRole('checkbox', { name: 'Going' })).toBeChecked();
  await composer.getByRole('button', { name: 'Send announcement' }).click();
  await expect(toast(hostPage, 'Announcement sent')).toBeVisible();
  await expect(
    hostPage.getByRole('list', { name: 'Announcements, newest first' }).getByText(message),
  ).toBeVisible();

  // The going guest has it by mail…
  await expect
    .poll(async () => (await subjectsTo(request, guest.email)).some((s) => s.includes(title)), {
      message: 'the announcement mail to the going guest',
      timeout: 20_000,
    })
    .toBe(true);
  // …in the app…
  const page = waitForTheAppOnLoad(await guestContext.newPage());
  const notice = page.getByRole('link', { name: new RegExp(`${title}:`) });
  await expect(async () => {
    await page.goto('/notifications');
    await expect(notice).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // …and on the event's page.
  await notice.click();
  await expect(page).toHaveURL(event.path);
  await expect(
    page.getByRole('region', { name: 'Announcements' }).getByText(message),
  ).toBeVisible();

  // The guest who left hears nothing of it.
  expect((await subjectsTo(request, leaver.email)).some((s) => s.includes(title))).toBe(false);
  const leaverNotices = await leaverContext.request.get('/api/notifications');
  expect(leaverNotices.ok()).toBe(true);
  const { notifications } = (await leaverNotices.json()) as {
    notifications: { kind: string; title: string }[];
  };
  expect(notifications.some((item) => item.title.includes(title))).toBe(false);

  await Promise.all([hostContext.close(), guestContext.close(), leaverContext.close()]);
});
