import { expect, test, toast, waitForTheAppOnLoad } from './fixtures';
import { createMember, logIn } from './member-accounts';

/** "2026-07-04" in Lisbon, `days` from now. */
const lisbonDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );

test('an organiser adds a Dutch title to an event, and a Dutch reader sees it with "Show original"', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  const host = await createMember(request, baseURL);
  const origin = new URL(baseURL!).origin;
  const title = `Beach clean-up ${Math.random().toString(36).slice(2, 7)}`;
  const dutchTitle = `Strandopruiming ${title.slice(-5)}`;

  // The organiser's event, written in English.
  await logIn(page, host);
  await expect(page).toHaveURL('/profile');
  const day = lisbonDay(4);
  const created = await page.request.post('/api/events', {
    headers: { Origin: origin },
    data: {
      title,
      description: 'Bags and gloves at the lifeguard tower.',
      category: 'community',
      area: 'portugal-ericeira-area',
      specificVenue: 'Praia do Sul',
      startLocal: `${day}T09:00`,
      endLocal: `${day}T11:00`,
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string; path: string } };

  // They add a Dutch translation in the event's form.
  await page.goto(`/events/${event.id}/edit`);
  await page.getByRole('button', { name: 'Add a translation' }).click();
  const translation = page.getByRole('group', { name: /^Translation into / });
  await translation.getByLabel('Language', { exact: true }).selectOption({ label: 'Nederlands' });
  await translation.getByLabel('Title in Nederlands').fill(dutchTitle);
  await translation
    .getByLabel('Description in Nederlands')
    .fill('Zakken en handschoenen bij de reddingspost.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Event updated')).toBeVisible();

  // A reader of Lineup in Dutch opens the event: its Dutch title, and the original a tap away.
  const reader = await browser.newContext({ baseURL, locale: 'nl-NL' });
  await reader.addInitScript(() => window.localStorage.setItem('lineup_cookie_consent', 'true'));
  const dutch = waitForTheAppOnLoad(await reader.newPage());
  await dutch.goto(event.path);
  await expect(dutch).toHaveURL(new RegExp(`^${origin}/nl${event.path}$`));
  await expect(dutch.getByRole('heading', { level: 1, name: dutchTitle })).toHaveAttribute(
    'lang',
    'nl',
  );
  await expect(dutch.getByText('Zakken en handschoenen bij de reddingspost.')).toBeVisible();
  await expect(dutch).toHaveTitle(new RegExp(dutchTitle));
  await expect(dutch.getByText('Door de organisator vertaald uit het English')).toBeVisible();

  await dutch.getByRole('button', { name: 'Origineel tonen' }).click();
  await expect(dutch.getByRole('heading', { level: 1, name: title })).toHaveAttribute('lang', 'en');
  await expect(dutch.getByText('Bags and gloves at the lifeguard tower.')).toBeVisible();
  await dutch.getByRole('button', { name: 'Vertaling tonen' }).click();
  await expect(dutch.getByRole('heading', { level: 1, name: dutchTitle })).toBeVisible();
  await reader.close();
});
