import { expect, test, waitForTheAppOnLoad } from './fixtures';
import { createMember } from './member-accounts';

test('a visitor who presses Going logs in and comes back to the same event', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  const member = await createMember(request, baseURL);

  // Any upcoming event from the demo data.
  const list = await request.get('/api/events?area=portugal-ericeira-area&limit=5');
  const { events } = (await list.json()) as {
    events: {
      path: string;
      title: string;
      status: string;
      capacity: number | null;
      goingCount: number;
    }[];
  };
  const event = events.find(
    (candidate) =>
      candidate.status === 'published' &&
      (candidate.capacity === null || candidate.goingCount < candidate.capacity),
  );
  expect(event, 'an upcoming event with spots left').toBeTruthy();

  await page.goto(event!.path);
  await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeVisible();
  await page.getByRole('region', { name: 'RSVP' }).getByRole('button', { name: 'Going' }).click();

  await expect(page).toHaveURL(/\/auth\?/);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(event!.path);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();

  await expect(page).toHaveURL(event!.path);
  const rsvp = page.getByRole('region', { name: 'RSVP' });
  const going = rsvp.getByRole('button', { name: 'Going' });
  await going.click();
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(rsvp.getByText(/You’re going/)).toBeVisible();

  // The answer holds on a fresh load and shows in Upcoming Plans.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'RSVP' }).getByRole('button', { name: 'Going' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/my-events');
  await expect(
    page.getByRole('list', { name: 'Upcoming events' }).getByRole('link', { name: event!.title }),
  ).toBeVisible();
});

test('a full event offers its waitlist, and the first waiting is promoted when a spot opens', async ({
  browser,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  const [host, first, second] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const origin = new URL(baseURL!).origin;

  // Each member signs in with their own cookies; the host makes an event with one spot.
  const signIn = async (member: typeof host) => {
    const context = await browser.newContext({ baseURL });
    await context.addInitScript(() => window.localStorage.setItem('lineup_cookie_consent', 'true'));
    const response = await context.request.post('/api/auth/sign-in/email', {
      headers: { Origin: origin },
      data: { email: member.email, password: member.password },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return context;
  };
  const [hostContext, firstContext, secondContext] = await Promise.all([
    signIn(host),
    signIn(first),
    signIn(second),
  ]);
  const areas = (await (await request.get('/api/areas')).json()) as {
    areas: { id: string; slug: string }[];
  };
  const ericeira = areas.areas.find((area) => area.slug === 'portugal-ericeira-area')!;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
    new Date(Date.now() + 5 * 24 * 60 * 60 * 1000),
  );
  const created = await hostContext.request.post('/api/events', {
    headers: { Origin: origin },
    data: {
      title: `One spot yoga ${Math.random().toString(36).slice(2, 7)}`,
      category: 'yoga-wellness',
      area: ericeira.id,
      startLocal: `${day}T08:00`,
      endLocal: `${day}T09:00`,
      capacity: 1,
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string; path: string } };
  const taken = await firstContext.request.put(`/api/events/${event.id}/rsvp`, {
    headers: { Origin: origin },
    data: { status: 'going' },
  });
  expect(taken.ok()).toBe(true);

  const page = waitForTheAppOnLoad(await secondContext.newPage());
  await page.goto(event.path);
  const rsvp = page.getByRole('region', { name: 'RSVP' });
  await expect(
    rsvp.getByText('This event is full. Join the waitlist to get the next spot that opens.'),
  ).toBeVisible();
  await rsvp.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(rsvp.getByText(/You’re #1 on the waitlist\./)).toBeVisible();
  await expect(rsvp.getByRole('button', { name: 'On the waitlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The organiser sees who waits.
  const hostPage = waitForTheAppOnLoad(await hostContext.newPage());
  await hostPage.goto(event.path);
  await expect(
    hostPage.getByRole('region', { name: 'Waitlist' }).getByRole('link', { name: second.username }),
  ).toBeVisible();

  // The one going leaves: the spot goes to the first on the waitlist at once, who is told.
  const left = await firstContext.request.put(`/api/events/${event.id}/rsvp`, {
    headers: { Origin: origin },
    data: { status: 'none' },
  });
  expect(left.ok()).toBe(true);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'RSVP' }).getByRole('button', { name: 'Going' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread/ }),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.goto('/notifications');
  await expect(page.getByText(/A spot opened: you're going to One spot yoga/)).toBeVisible();

  await Promise.all([hostContext.close(), firstContext.close(), secondContext.close()]);
});
