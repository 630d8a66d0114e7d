import { expect, secondDevice, test } from './fixtures';
import { createMember, logIn } from './member-accounts';

/** "2026-07-04" in Lisbon, `days` from now. */
function lisbonDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

test('a member creates a crew, another follows it and hears of its new event, and a crew host edits it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  // Three members, a crew and its event: longer than most journeys.
  test.setTimeout(180_000);
  const [owner, follower, crewHost] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const suffix = Math.random().toString(36).slice(2, 7);
  const name = `Reef Riders ${suffix}`;
  const handle = `reef-riders-${suffix}`;

  // The owner creates the crew from their events dashboard.
  await logIn(page, owner);
  await expect(page).toHaveURL('/profile');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Create a crew' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a crew' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(handle);
  await page.getByLabel('About the crew').fill('Dawn sessions on the reef, every weekend.');
  await page.getByLabel('Area', { exact: true }).selectOption({ label: 'Ericeira, Portugal' });
  await page.getByLabel('Link 1', { exact: true }).fill('https://reef-riders.example.com');
  await page.getByRole('button', { name: 'Create crew' }).click();
  await expect(page).toHaveURL(`/crew/${handle}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Edit crew' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Members' })).toContainText(owner.username);

  // A second member follows it.
  const followerPage = await secondDevice(browser, follower);
  await followerPage.goto(`/crew/${handle}`);
  const followerMain = followerPage.getByRole('main');
  await followerMain.getByRole('button', { name: 'Follow' }).click();
  await expect(followerMain.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(followerMain.getByText('1 follower', { exact: true })).toBeVisible();

  // The owner publishes an event for the crew (through the API, as the event form would).
  const day = lisbonDay(5);
  const title = `Reef dawn patrol ${suffix}`;
  const created = await page.request.post('/api/events', {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      title,
      category: 'surf',
      area: 'portugal-ericeira-area',
      specificVenue: 'Ribeira reef',
      startLocal: `${day}T07:00`,
      endLocal: `${day}T09:00`,
      status: 'published',
      crew: handle,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const {
    event: { id: eventId },
  } = (await created.json()) as { event: { id: string } };

  // The follower hears of it in the app (the notices go out from the job queue, so the page
  // is opened again until it is there), and finds it on Discover and on the crew's page.
  await expect(async () => {
    await followerPage.goto('/notifications');
    await expect(followerPage.getByRole('main').getByText(`${name}: ${title}`)).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await followerPage.goto('/events');
  const fromCrews = followerPage.getByRole('region', { name: 'From crews you follow' });
  await expect(fromCrews.getByRole('link', { name: title })).toBeVisible();
  await followerPage.goto(`/crew/${handle}`);
  await expect(
    followerPage
      .getByRole('region', { name: 'Upcoming events' })
      .getByRole('link', { name: title }),
  ).toBeVisible();
  await followerPage.context().close();

  // The owner makes a third member a host of the crew; they accept on the crew's page.
  await page.goto(`/crew/${handle}`);
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Invite by username').fill(crewHost.username);
  await invite.getByRole('button', { name: 'Invite' }).click();
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByText('Invitation sent')).toBeVisible();
  const hostPage = await secondDevice(browser, crewHost);
  await hostPage.goto(`/crew/${handle}`);
  const invitation = hostPage.getByRole('region', { name: /You are invited to join/ });
  await invitation.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(invitation).toHaveCount(0);

  // As a host of the crew, they edit the crew's event.
  await hostPage.goto(`/events/${eventId}/edit`);
  const newTitle = `${title} at the north reef`;
  await hostPage.getByLabel('Title', { exact: true }).fill(newTitle);
  await hostPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(hostPage.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await hostPage.context().close();
});
