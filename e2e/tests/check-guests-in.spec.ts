import type { Browser } from '@playwright/test';
import { expect, test, toast, waitForTheAppOnLoad } from './fixtures';
import { createMember } from './member-accounts';

type Member = Awaited<ReturnType<typeof createMember>>;

/** A member's own browser, signed in through the API (cookies of their own). */
async function signedIn(browser: Browser, member: Member) {
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  await context.addInitScript(() => window.localStorage.setItem('lineup_cookie_consent', 'true'));
  const response = await context.request.post('/api/auth/sign-in/email', {
    headers: { Origin: new URL(baseURL!).origin },
    data: { email: member.email, password: member.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

type Context = Awaited<ReturnType<typeof signedIn>>;

/** A published event in Ericeira three days from now, made by `host`. */
async function hostEvent(host: Context, title: string) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const areas = (await (await host.request.get('/api/areas')).json()) as {
    areas: { id: string; slug: string }[];
  };
  const ericeira = areas.areas.find((area) => area.slug === 'portugal-ericeira-area')!;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
    new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
  );
  const created = await host.request.post('/api/events', {
    headers: { Origin: origin },
    data: {
      title,
      category: 'surf',
      area: ericeira.id,
      startLocal: `${day}T18:30`,
      endLocal: `${day}T21:00`,
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { event: { id: string } }).event.id;
}

const suffix = () => Math.random().toString(36).slice(2, 7);

test('a guest shows the ticket on their phone and the host checks them in from its picture', async ({
  browser,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'mobile', 'the door is worked from a phone');
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const [host, guest] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const [hostContext, guestContext] = await Promise.all([
    signedIn(browser, host),
    signedIn(browser, guest),
  ]);
  const title = `Dawn patrol ${suffix()}`;
  const eventId = await hostEvent(hostContext, title);
  const going = await guestContext.request.put(`/api/events/${eventId}/rsvp`, {
    headers: { Origin: origin },
    data: { status: 'going' },
  });
  expect(going.ok(), await going.text()).toBe(true);

  // The guest opens their ticket: the event, their name and the code to scan.
  const guestPage = waitForTheAppOnLoad(await guestContext.newPage());
  await guestPage.goto(`/events/event/${eventId}/ticket`);
  await expect(guestPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(guestPage.getByText(guest.username, { exact: true })).toBeVisible();
  const qr = guestPage.getByRole('img', { name: `Ticket code for ${guest.username}` });
  await expect(qr).toBeVisible();
  // Clear of the phone's bottom bar, as a guest holds it up at the door.
  await qr.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const picture = await qr.screenshot();

  // The host opens the door's page and reads that picture.
  const hostPage = waitForTheAppOnLoad(await hostContext.newPage());
  await hostPage.goto(`/events/event/${eventId}/check-in`);
  await expect(hostPage.getByText('0 of 1 arrived')).toBeVisible();
  await hostPage.getByLabel('Scan from a photo').setInputFiles({
    name: 'ticket.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await expect(hostPage.getByRole('status').filter({ hasText: 'Checked in:' })).toHaveText(
    `Checked in: ${guest.username}`,
  );
  await expect(hostPage.getByText('1 of 1 arrived')).toBeVisible();

  // The same ticket again is an arrival already counted.
  await hostPage.getByLabel('Scan from a photo').setInputFiles({
    name: 'ticket-again.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await expect(hostPage.getByText(/^Already checked in at \d\d:\d\d/)).toBeVisible();
  await expect(hostPage.getByText('1 of 1 arrived')).toBeVisible();

  // The guest's ticket says so.
  await guestPage.reload();
  await expect(guestPage.getByText(/^Checked in at \d\d:\d\d$/)).toBeVisible();

  await Promise.all([hostContext.close(), guestContext.close()]);
});

test('a host accepts a request to join from the guest list, answers and all', async ({
  browser,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const [host, guest] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const [hostContext, guestContext] = await Promise.all([
    signedIn(browser, host),
    signedIn(browser, guest),
  ]);
  const eventId = await hostEvent(hostContext, `Board swap ${suffix()}`);

  // Going needs the hosts' approval, and the event asks one question.
  const settings = await hostContext.request.put(`/api/events/${eventId}/guest-settings`, {
    headers: { Origin: origin },
    data: {
      requiresApproval: true,
      questions: [{ kind: 'text', label: 'Which board do you bring?', required: true }],
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);

  // On the event's page, Going asks the question first, then sends a request.
  const guestPage = waitForTheAppOnLoad(await guestContext.newPage());
  await guestPage.goto(`/events/event/${eventId}`);
  const rsvp = guestPage.getByRole('region', { name: 'RSVP' });
  await expect(rsvp.getByText(/Going needs the hosts’ approval/)).toBeVisible();
  await rsvp.getByRole('button', { name: 'Going' }).click();
  const dialog = guestPage.getByRole('dialog', { name: 'Before you go' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  // A required question left empty is asked again, and nothing is sent.
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Which board do you bring\?/).fill('A 9 ft longboard');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(rsvp.getByRole('button', { name: 'Requested' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(rsvp.getByText(/You asked to go/)).toBeVisible();

  // Before the host says yes, the member has no ticket and is told why.
  await guestPage.goto(`/events/event/${eventId}/ticket`);
  await expect(
    guestPage.getByRole('heading', { name: 'Only guests who are going have a ticket.' }),
  ).toBeVisible();
  await expect(guestPage.getByText(/Your request to go is waiting for the hosts/)).toBeVisible();

  // The host sees the request with its answer and accepts it.
  const hostPage = waitForTheAppOnLoad(await hostContext.newPage());
  await hostPage.goto(`/events/event/${eventId}/guests`);
  const requests = hostPage.getByRole('region', { name: /^Requests/ });
  await expect(requests.getByRole('link', { name: guest.username })).toBeVisible();
  await expect(requests.getByText('A 9 ft longboard')).toBeVisible();
  await expect(hostPage.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/events/${eventId}/guests.csv`,
  );
  await requests.getByRole('button', { name: `Accept ${guest.username}` }).click();
  await expect(toast(hostPage, `${guest.username} is going. They have been told.`)).toBeVisible();
  await expect(
    hostPage.getByRole('region', { name: /^Going/ }).getByRole('link', { name: guest.username }),
  ).toBeVisible();
  await expect(hostPage.getByRole('region', { name: /^Requests/ })).toHaveCount(0);

  // The member is going now, with a ticket.
  await guestPage.reload();
  await expect(
    guestPage.getByRole('img', { name: `Ticket code for ${guest.username}` }),
  ).toBeVisible();

  await Promise.all([hostContext.close(), guestContext.close()]);
});
