import AxeBuilder from '@axe-core/playwright';
import type { EventDetail, EventListResponse, PlanListResponse } from '@lineup/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Every public page, checked with axe-core against WCAG 2.1 A and AA and axe's best practices,
// at the project's size (desktop and phone), so accessibility stays where Lighthouse scores
// it 100. A finding names the rule and the first elements that break it.

/** Addresses that depend on the demo data: an event, its venue and its organiser. */
async function demoPaths(request: APIRequestContext) {
  const listed = await request.get('/api/events?limit=50');
  expect(listed.ok()).toBe(true);
  const { events } = (await listed.json()) as EventListResponse;
  const card = events.find((event) => event.venue !== null) ?? events[0];
  if (!card) throw new Error('the demo data has no upcoming event');
  const detail = await request.get(`/api/events/by-path${card.path.replace('/events/', '/')}`);
  const { event } = (await detail.json()) as { event: EventDetail };
  return {
    event: event.path,
    venue: event.venue?.path ?? null,
    city: event.path.split('/events/')[0]!,
    country: `/${event.path.split('/')[1]}`,
    organiser: event.creator ? `/user/${event.creator.id}` : null,
  };
}

const STATIC_PAGES = [
  '/',
  '/events',
  '/portugal-peniche-area',
  '/search?q=surf',
  '/casual-plans',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/no-such-page',
];

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Lists and pictures that arrive after the heading are part of the page.
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('; ')})`,
  );
  expect(found, `accessibility of ${path}`).toEqual([]);
}

// One test per page: each is checked on its own time, and a finding names its page.
for (const path of STATIC_PAGES) {
  test(`${path} passes axe-core`, async ({ page }) => {
    await expectNoViolations(page, path);
  });
}

for (const kind of ['event', 'city', 'country', 'venue', 'organiser'] as const) {
  test(`the demo ${kind}'s page passes axe-core`, async ({ page, request }) => {
    const path = (await demoPaths(request))[kind];
    expect(path, `the demo data has a ${kind} page`).not.toBeNull();
    await expectNoViolations(page, path!);
  });
}

test('a demo casual plan’s page passes axe-core, in light and dark', async ({ page, request }) => {
  const listed = await request.get('/api/plans?limit=1');
  const [plan] = ((await listed.json()) as PlanListResponse).plans;
  if (!plan) throw new Error('the demo data has no upcoming plan');
  await expectNoViolations(page, `/casual-plans/${plan.id}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page, `/casual-plans/${plan.id}`);
});

test('the busiest pages pass axe-core in dark mode too', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  const demo = await demoPaths(request);
  for (const path of ['/', '/events', demo.event, '/casual-plans']) {
    await expectNoViolations(page, path);
  }
});
