import type { EventListResponse } from '@lineup/contracts';
import type { Page, Response } from '@playwright/test';
import { expect, test, toast } from './fixtures';
import { createMember, logIn } from './member-accounts';

// Maps (docs/product.md §17). The server's style host is a stand-in (e2e/fakes/map-style.mjs):
// a style without tiles, so the journeys look at pins, markers, links and the list.

const desktopOnly = () =>
  test.skip(test.info().project.name === 'mobile', 'one screen size shows these journeys');

/** "2026-07-04" in Lisbon, `days` from now. */
const lisbonDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const bboxOf = (response: Response) => {
  const bbox = new URL(response.url()).searchParams.get('bbox');
  if (!bbox) return null;
  const [west, south, east, north] = bbox.split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  return { west, south, east, north };
};

const listedTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Events' })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();

test('a member drops a pin for a new venue and the event page shows it on a map', async ({
  page,
  request,
  baseURL,
}) => {
  desktopOnly();
  test.setTimeout(90_000);
  const member = await createMember(request, baseURL);
  const suffix = Math.random().toString(36).slice(2, 7);
  const venue = `Pinned kiosk ${suffix}`;
  const day = lisbonDay(4);

  await logIn(page, member);
  await expect(page).toHaveURL('/profile');
  await page.goto('/events/create');
  await page.getByLabel('Title', { exact: true }).fill(`Dawn paddle ${suffix}`);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Surf' });
  await page.getByLabel('Area', { exact: true }).selectOption({ label: 'Ericeira, Portugal' });
  await page.getByLabel('Starts', { exact: true }).fill(`${day}T07:00`);
  await page.getByLabel('Ends', { exact: true }).fill(`${day}T09:00`);
  await page.getByRole('radio', { name: 'New venue' }).click();
  await page.getByLabel('Venue name', { exact: true }).fill(venue);
  await page.getByLabel('Town', { exact: true }).fill('Ericeira');

  // The map opens on the area's town once it is in view; a tap drops the pin there.
  const picker = page.getByRole('region', { name: 'Venue location: map to drop a pin' });
  await picker.scrollIntoViewIfNeeded();
  const canvas = picker.locator('canvas');
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  await canvas.click({ position: { x: 120, y: 90 } });
  const latitude = page.getByLabel('Latitude', { exact: true });
  await expect(latitude).toHaveValue(/^38\.9\d+$/);
  await expect(page.getByLabel('Longitude', { exact: true })).toHaveValue(/^-9\.4\d+$/);
  await expect(picker.getByLabel('Dropped pin')).toBeVisible();
  const pinned = await latitude.inputValue();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Event published')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: `Dawn paddle ${suffix}` }),
  ).toBeVisible();

  // The page names the place and links to it in a maps app before any map is drawn; the map
  // comes when it is scrolled to, with the pin.
  await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    new RegExp(`query=${pinned.replace('.', '\\.')},-9\\.4`),
  );
  const map = page.getByRole('region', { name: `Map of ${venue}` });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 });
  await expect(map.getByLabel(venue)).toBeVisible();
});

test('a visitor opens Discover’s map in Peniche, moves it, and the list follows', async ({
  page,
}) => {
  desktopOnly();
  const views: Response[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/events?') && bboxOf(response)) views.push(response);
  });
  await page.goto('/events?area=portugal-peniche-area');
  await expect(page.getByRole('list', { name: 'Events' })).toBeVisible();

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of the listed events' });
  await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 });
  // Once the map is in, the list is the map's view: the whole town and its beaches.
  await expect.poll(() => views.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const first = bboxOf(views[0]!)!;
  expect(first.east - first.west).toBeGreaterThan(0.05);

  // Zoomed in on the harbour, the list keeps only what is in view.
  const zoomIn = map.getByRole('button', { name: 'Zoom in' });
  for (let step = 0; step < 3; step += 1) await zoomIn.click();
  await expect
    .poll(() => views.some((view) => bboxOf(view)!.east - bboxOf(view)!.west < 0.05), {
      timeout: 20_000,
    })
    .toBe(true);
  const close = views.findLast((view) => bboxOf(view)!.east - bboxOf(view)!.west < 0.05)!;
  const { events } = (await close.json()) as EventListResponse;
  const bbox = bboxOf(close)!;
  for (const event of events) {
    expect(event.location!.latitude).toBeGreaterThanOrEqual(bbox.south);
    expect(event.location!.latitude).toBeLessThanOrEqual(bbox.north);
  }
  await expect.poll(() => listedTitles(page)).toEqual(events.map((event) => event.title));
});

test.describe('near me', () => {
  // Standing at Ribamar's yoga studio, the northern end of the Ericeira area.
  test.use({
    geolocation: { latitude: 38.9928, longitude: -9.4108 },
    permissions: ['geolocation'],
  });

  test('“Near me” orders Ericeira’s events by distance and says how far each is', async ({
    page,
  }) => {
    desktopOnly();
    await page.goto('/events?area=portugal-ericeira-area');
    await expect(page.getByRole('list', { name: 'Events' })).toBeVisible();
    const nearMe = page.getByRole('button', { name: 'Near me' });
    await nearMe.click();
    await expect(nearMe).toHaveAttribute('aria-pressed', 'true');

    const cards = page.getByRole('list', { name: 'Events' }).getByRole('article');
    await expect(cards.first()).toContainText(/Shala Atlântica.* · 0\.\d km/);
    const distances = (await cards.allTextContents()).map((text) =>
      Number(/ · (\d+(?:\.\d)?) km/.exec(text)?.[1]),
    );
    expect(distances.every((distance) => Number.isFinite(distance))).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The position never enters the page's address.
    expect(page.url()).not.toContain('38.99');

    // A second tap goes back to soonest first.
    await nearMe.click();
    await expect(nearMe).toHaveAttribute('aria-pressed', 'false');
    await expect(cards.first()).not.toContainText(' km');
  });
});
