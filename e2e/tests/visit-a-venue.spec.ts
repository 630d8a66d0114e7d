import type { EventDetail, EventListResponse } from '@lineup/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/** A demo venue with something on: the venue of the soonest event that has one. */
async function venueWithAnEvent(request: APIRequestContext) {
  const listed = await request.get('/api/events?limit=50');
  expect(listed.ok()).toBe(true);
  const { events } = (await listed.json()) as EventListResponse;
  const card = events.find((event) => event.venue !== null);
  if (!card) throw new Error('the demo data has no upcoming event at a venue');
  const detail = await request.get(`/api/events/by-path${card.path.replace('/events/', '/')}`);
  expect(detail.ok()).toBe(true);
  const { event } = (await detail.json()) as { event: EventDetail };
  if (!event.venue?.path) throw new Error(`the venue of ${card.path} has no page`);
  return event.venue;
}

test('a visitor searches for a venue, opens its page, and goes on to one of its events', async ({
  page,
  request,
}) => {
  const venue = await venueWithAnEvent(request);

  await page.goto('/search');
  const form = page.getByRole('search', { name: 'Search Lineup' });
  await form.getByLabel('Search term').fill(venue.name);
  await form.getByRole('button', { name: 'Search' }).click();
  const venues = page.getByRole('region', { name: /^Venues/ });
  await venues.getByRole('link', { name: venue.name, exact: true }).first().click();

  await expect(page).toHaveURL(venue.path!);
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  const about = page.getByRole('region', { name: 'About this venue' });
  if (venue.street) await expect(about).toContainText(venue.street);
  // A venue with a pin opens it in a maps app (the browser here is no phone: Google Maps) and
  // shows it on a small map; one without, its own map link.
  const map = about.getByRole('link', { name: /Open in maps/ });
  await expect(map).toHaveAttribute(
    'href',
    venue.latitude !== null && venue.longitude !== null
      ? `https://www.google.com/maps/search/?api=1&query=${venue.latitude},${venue.longitude}`
      : (venue.googleMaps ?? /^https:\/\//),
  );
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  if (venue.latitude !== null) {
    await expect(about.getByRole('region', { name: `Map of ${venue.name}` })).toBeVisible();
  }

  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  const first = upcoming.getByRole('article').first().getByRole('heading', { level: 3 });
  const title = (await first.textContent())!.trim();
  await upcoming.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/events\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // And back to the venue from the event's place line.
  await expect(page.getByRole('main').getByRole('link', { name: venue.name })).toHaveAttribute(
    'href',
    venue.path!,
  );
});
