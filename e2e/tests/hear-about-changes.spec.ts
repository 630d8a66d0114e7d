import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, waitForTheAppOnLoad } from './fixtures';
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

/** A published surf event at Ericeira, 17:00 to 19:00 on `day`, made by the member signed in to `host`. */
async function publishEvent(
  host: BrowserContext,
  origin: string,
  { title, place, day }: { title: string; place: string; day: string },
) {
  const created = await host.request.post('/api/events', {
    headers: { Origin: origin },
    data: {
      title,
      category: 'surf',
      area: 'portugal-ericeira-area',
      specificVenue: place,
      startLocal: `${day}T17:00`,
      endLocal: `${day}T19:00`,
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { event: { id: string; path: string } }).event;
}

test('a member going to an event hears when the organiser moves it, in the app, by mail and in the calendar file', async ({
  browser,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  const [host, member] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const origin = new URL(baseURL!).origin;
  const hostContext = await signedIn(browser, baseURL!, host);
  const day = lisbonDay(6);
  const title = `Dawn patrol ${Math.random().toString(36).slice(2, 7)}`;
  const event = await publishEvent(hostContext, origin, { title, place: 'Ribeira dOuro', day });

  // The member says they are going, in the browser.
  const memberContext = await signedIn(browser, baseURL!, member);
  const page = waitForTheAppOnLoad(await memberContext.newPage());
  await page.goto(event.path);
  const rsvp = page.getByRole('region', { name: 'RSVP' });
  await rsvp.getByRole('button', { name: 'Going' }).click();
  await expect(rsvp.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');

  const calendarFile = async () =>
    (await request.get(`/api/events/${event.id}/calendar.ics`)).text();
  const startOf = (ics: string) => {
    const [, y, mo, d, h, mi] = /DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})/.exec(ics)!;
    return Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!);
  };
  const before = await calendarFile();
  expect(before).toContain('SEQUENCE:0');

  // The organiser moves it an hour later, to another beach.
  const moved = await hostContext.request.patch(`/api/events/${event.id}`, {
    headers: { Origin: origin },
    data: {
      startLocal: `${day}T18:00`,
      endLocal: `${day}T20:00`,
      specificVenue: 'Foz do Lizandro',
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // The bell counts it (after the worker has run: a reload asks again).
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications, 1 unread/ });
  await expect(async () => {
    await page.reload();
    await expect(bell).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const notice = page.getByRole('link', { name: new RegExp(`${title} has a new time and place`) });
  await expect(notice).toBeVisible();
  await expect(page.getByText('Now 18:00 instead of 17:00, at Foz do Lizandro.')).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(event.path);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications' })).toBeVisible();

  // The mail is in the outbox, with its one-click unsubscribe.
  await expect
    .poll(async () => {
      const response = await request.get('/dev/outbox.json');
      const { messages } = (await response.json()) as {
        messages: { to: string; subject: string }[];
      };
      return messages.some(
        (message) =>
          message.to === member.email && message.subject === `${title} has a new time and place`,
      );
    })
    .toBe(true);

  // The calendar file has the new time, and a SEQUENCE that tells calendars to replace it.
  const after = await calendarFile();
  expect(startOf(after) - startOf(before)).toBe(60 * 60 * 1000);
  expect(after).toContain('SEQUENCE:1');
  expect(after).toContain('Foz do Lizandro');

  await Promise.all([hostContext.close(), memberContext.close()]);
});

test('a member who reads Lineup in Sinhala hears of the change in Sinhala', async ({
  browser,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name === 'mobile', 'no page changes with the layout');
  const [host, member] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const origin = new URL(baseURL!).origin;
  const [hostContext, memberContext] = await Promise.all([
    signedIn(browser, baseURL!, host),
    signedIn(browser, baseURL!, member),
  ]);
  // The member picks Sinhala with the language switch, as the settings page offers it.
  const page = waitForTheAppOnLoad(await memberContext.newPage());
  await page.goto('/profile/settings');
  await page
    .getByRole('main')
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'සිංහල' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');

  const day = lisbonDay(5);
  const title = `Sunset paddle ${Math.random().toString(36).slice(2, 7)}`;
  const event = await publishEvent(hostContext, origin, { title, place: 'Praia do Sul', day });
  const going = await memberContext.request.put(`/api/events/${event.id}/rsvp`, {
    headers: { Origin: origin },
    data: { status: 'going' },
  });
  expect(going.ok(), await going.text()).toBe(true);

  const moved = await hostContext.request.patch(`/api/events/${event.id}`, {
    headers: { Origin: origin },
    data: { startLocal: `${day}T18:00`, endLocal: `${day}T20:00` },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // The mail comes in Sinhala, whatever language the organiser reads.
  await expect
    .poll(async () => {
      const response = await request.get('/dev/outbox.json');
      const { messages } = (await response.json()) as {
        messages: { to: string; subject: string }[];
      };
      return messages.find((message) => message.to === member.email)?.subject;
    })
    .toBe(`${title} සඳහා නව වේලාවක්`);

  await Promise.all([hostContext.close(), memberContext.close()]);
});
