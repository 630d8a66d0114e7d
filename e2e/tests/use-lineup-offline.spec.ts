import { expect, test, waitForTheAppOnLoad } from './fixtures';
import { createMember } from './member-accounts';

test('Lineup installs as an app, shows a member’s upcoming events offline and says it is offline', async ({
  browser,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');

  // The manifest an install needs: linked from every page, with a start URL and icons.
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as {
    start_url: string;
    display: string;
    theme_color: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(body).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#175e61' });
  expect(body.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  expect((await request.get('/icons/icon-512.png')).headers()['content-type']).toBe('image/png');

  const member = await createMember(request, baseURL);
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => window.localStorage.setItem('lineup_cookie_consent', 'true'));
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    headers: { Origin: origin },
    data: { email: member.email, password: member.password },
  });
  expect(signIn.ok()).toBe(true);
  const list = await context.request.get('/api/events?area=portugal-peniche-area&limit=10');
  const { events } = (await list.json()) as {
    events: {
      id: string;
      path: string;
      title: string;
      capacity: number | null;
      goingCount: number;
    }[];
  };
  const event = events.find((item) => item.capacity === null || item.goingCount < item.capacity)!;
  const going = await context.request.put(`/api/events/${event.id}/rsvp`, {
    headers: { Origin: origin },
    data: { status: 'going' },
  });
  expect(going.ok()).toBe(true);

  const page = waitForTheAppOnLoad(await context.newPage());
  await page.goto('/my-events');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  // The service worker takes over; the next visit goes through it and keeps what it read.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  const upcoming = page.getByRole('list', { name: 'Upcoming events' });
  await expect(upcoming.getByRole('link', { name: event.title })).toBeVisible();
  // The event's page, read once online, is kept for offline too.
  await page.goto(event.path);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await page.goto('/my-events');

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Upcoming events' }).getByRole('link', { name: event.title }),
  ).toBeVisible();

  // Offline, the app says so, and the RSVP buttons say why they cannot be pressed.
  const offline = page.getByText(/^You’re offline\. You can still read what Lineup saved/);
  await expect(offline).toBeVisible();
  await page.goto(event.path);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  const rsvp = page.getByRole('region', { name: 'RSVP' });
  await expect(rsvp.getByRole('button', { name: 'Going' })).toBeDisabled();
  await expect(rsvp.getByRole('button', { name: 'Interested' })).toBeDisabled();
  await expect(
    rsvp.getByText('You’re offline. You can answer once you’re back online.'),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(rsvp.getByRole('button', { name: 'Interested' })).toBeEnabled();
  await expect(
    rsvp.getByText('You’re offline. You can answer once you’re back online.'),
  ).toHaveCount(0);
  await context.close();
});
