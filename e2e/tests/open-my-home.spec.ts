import { expect, test, waitForTheAppOnLoad } from './fixtures';
import { lisbonDay } from './lisbon-days';
import { createMember, logIn } from './member-accounts';

const HERO = 'Find your people on the coast.';

test('a member opens Lineup and their home starts with their next event and plan; a visitor still gets the front page', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const member = await createMember(request, baseURL);
  await logIn(page, member);
  await expect(page).toHaveURL('/profile');

  // They said they are going to an early session in two days, and made a plan for later on.
  const areas = (await (await request.get('/api/areas')).json()) as {
    areas: { id: string; slug: string }[];
  };
  const ericeira = areas.areas.find((area) => area.slug === 'portugal-ericeira-area')!;
  const tag = Math.random().toString(36).slice(2, 7);
  const eventTitle = `Reef walk at low tide ${tag}`;
  const created = await page.request.post('/api/events', {
    headers: { Origin: origin },
    data: {
      title: eventTitle,
      category: 'community',
      area: ericeira.id,
      startLocal: `${lisbonDay(2)}T09:00`,
      endLocal: `${lisbonDay(2)}T10:30`,
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string; path: string } };
  const going = await page.request.put(`/api/events/${event.id}/rsvp`, {
    headers: { Origin: origin },
    data: { status: 'going' },
  });
  expect(going.ok(), await going.text()).toBe(true);
  const planTitle = `Sunset paddle ${tag}`;
  const planned = await page.request.post('/api/plans', {
    headers: { Origin: origin },
    data: {
      title: planTitle,
      location: 'Foz do Lizandro beach',
      area: 'portugal-ericeira-area',
      startLocal: `${lisbonDay(4)}T18:30`,
    },
  });
  expect(planned.status(), await planned.text()).toBe(201);

  // The server sends a member's home without the visitors' front page in it.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('Find your people');

  // Home greets them and opens on what is theirs, soonest first, in Ericeira's time.
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`, ${member.username}$`) }),
  ).toBeVisible();
  const next = page.getByRole('list', { name: 'Your next events and plans' });
  const items = next.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(eventTitle);
  await expect(items.nth(0)).toContainText('Going');
  await expect(items.nth(0)).toContainText('Lisbon time');
  await expect(items.nth(0)).toContainText(/Sunrise \d\d:\d\d · Sunset \d\d:\d\d/);
  await expect(items.nth(1)).toContainText(planTitle);
  await expect(items.nth(1)).toContainText('Your plan');
  // At the top of the page, without scrolling.
  await expect(items.nth(0)).toBeInViewport();
  await expect(page.getByText(HERO)).toHaveCount(0);

  // Their next event opens from there.
  await items.nth(0).getByRole('link', { name: eventTitle }).click();
  await expect(page).toHaveURL(event.path);
  await expect(page.getByRole('heading', { level: 1, name: eventTitle })).toBeVisible();

  // Someone who is not signed in still gets the front page, as it always was.
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  const visitorContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  await visitorContext.addInitScript(() =>
    window.localStorage.setItem('lineup_cookie_consent', 'true'),
  );
  const visitor = waitForTheAppOnLoad(await visitorContext.newPage());
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Your next events and plans' })).toHaveCount(0);
  await visitorContext.close();
});
