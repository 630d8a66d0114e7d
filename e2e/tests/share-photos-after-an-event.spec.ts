import { expect, test, toast } from './fixtures';
import { accountMenu, createMember, logIn, solidPng } from './member-accounts';

const HOUR = 60 * 60 * 1000;

/** `at` as the event form reads it in Lisbon: "2026-07-04T18:30". */
const lisbonLocal = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(at)
    .replace(' ', 'T');

test('a member who was going adds a photo once the event has started and sees it in the album', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const [host, guest] = [
    await createMember(request, baseURL),
    await createMember(request, baseURL),
  ];

  // The host's event started an hour ago and goes on for three more.
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { Origin: origin },
    data: { email: host.email, password: host.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const title = `Bonfire session ${Math.random().toString(36).slice(2, 7)}`;
  const created = await request.post('/api/events', {
    headers: { Origin: origin },
    data: {
      title,
      category: 'surf',
      area: 'portugal-ericeira-area',
      startLocal: lisbonLocal(new Date(Date.now() - HOUR)),
      endLocal: lisbonLocal(new Date(Date.now() + 3 * HOUR)),
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { event: { id: string } }).event.id;

  await logIn(page, guest);
  await expect(accountMenu(page, guest.username)).toBeVisible();
  const going = await page.request.put(`/api/events/${eventId}/rsvp`, {
    headers: { Origin: origin },
    data: { status: 'going' },
  });
  expect(going.ok(), await going.text()).toBe(true);

  await page.goto(`/events/event/${eventId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByText(/No photos yet/)).toBeVisible();

  await photos.getByLabel('Choose photos to add').setInputFiles({
    name: 'bonfire.png',
    mimeType: 'image/png',
    buffer: solidPng(800, [220, 120, 40]),
  });
  await expect(toast(page, 'Photo added')).toBeVisible();
  const thumbnail = photos.getByRole('button', { name: `Photo by ${guest.username}` });
  await expect(thumbnail).toBeVisible();

  await thumbnail.click();
  const lightbox = page.getByRole('dialog', { name: 'Photo 1 of 1' });
  await expect(lightbox.getByRole('img', { name: `Photo by ${guest.username}` })).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Remove' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(thumbnail).toBeFocused();
});
