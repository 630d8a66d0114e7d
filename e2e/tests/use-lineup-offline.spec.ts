import { expect, test, waitForTheAppOnLoad } from './fixtures';
import { createMember } from './member-accounts';

test('Lineup installs as an app and shows a member’s upcoming events offline', async ({
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
    events: { id: string; title: string; capacity: number | null; goingCount: number }[];
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

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Upcoming events' }).getByRole('link', { name: event.title }),
  ).toBeVisible();
  await context.setOffline(false);
  await context.close();
});
