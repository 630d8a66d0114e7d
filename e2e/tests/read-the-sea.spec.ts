import type { EventListResponse } from '@lineup/contracts';
import { expect, test } from './fixtures';

// The sea at an event's start hour (docs/product.md §16). The server asks a stand-in for
// Open-Meteo (e2e/fakes/open-meteo.mjs): offshore wind from the east, a clean 1.2 m swell.

test('a visitor reads what the sea will be doing when an Ericeira event starts', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  const listed = await request.get('/api/events?area=portugal-ericeira-area&limit=30');
  const { events } = (await listed.json()) as EventListResponse;
  const soon = events.find(
    (event) =>
      event.status === 'published' &&
      Date.parse(event.startDate) > Date.now() + 2 * 3_600_000 &&
      Date.parse(event.startDate) < Date.now() + 5 * 86_400_000,
  );
  expect(soon, 'the demo data has an Ericeira event in the next days').toBeTruthy();

  await page.goto(soon!.path);
  await expect(page.getByRole('heading', { level: 1, name: soon!.title })).toBeVisible();
  // The first reader's request has the server fetch the spot; the page asks again.
  const sea = page.getByRole('region', { name: /^The sea at \d\d:00$/ });
  await expect(sea).toBeVisible({ timeout: 20_000 });
  await expect(sea.getByText('Waves').locator('xpath=following-sibling::dd')).toHaveText('1.4 m');
  await expect(sea.getByText('offshore')).toBeVisible();
  await expect(sea.getByText(/^(rising|falling)/)).toBeVisible();
  await expect(sea.getByRole('link', { name: 'Open-Meteo' })).toHaveAttribute(
    'href',
    'https://open-meteo.com/',
  );
});

test('an area’s page marks the mornings with a clean swell beside the day’s sun times', async ({
  page,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  await page.goto('/portugal-ericeira-area');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Offshore wind and a 1.2 m swell at 12 s every morning: each coming day is marked, once the
  // server has fetched the spot (the page asks again while it does).
  await expect(page.getByText('Clean swell').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Clean swell').first()).toHaveAttribute(
    'title',
    /1\.2 m at 12 s, offshore wind, \d\d:\d\d–\d\d:\d\d/,
  );
});
