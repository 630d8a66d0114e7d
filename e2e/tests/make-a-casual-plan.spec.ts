import type { Browser } from '@playwright/test';
import { expect, test, toast, waitForTheAppOnLoad } from './fixtures';
import { createMember, logIn } from './member-accounts';

/** "2026-07-04" in Lisbon, `days` from now: the day the plan happens. */
function lisbonDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

/** A member's own phone: a new browser context, logged in through the form. */
async function phoneOf(browser: Browser, member: Parameters<typeof logIn>[1]) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => window.localStorage.setItem('lineup_cookie_consent', 'true'));
  const page = waitForTheAppOnLoad(await context.newPage());
  await logIn(page, member);
  await expect(page).toHaveURL('/profile');
  return page;
}

test('a member makes a plan with one spot, one member joins, the next waits and gets the spot when the first leaves', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'mobile', 'the plan is made on a phone-sized screen');
  test.setTimeout(120_000);
  const [host, joiner, latecomer] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const title = `Dawn patrol at Ribeira ${Math.random().toString(36).slice(2, 7)}`;

  // The host makes the plan on a phone.
  await logIn(page, host);
  await expect(page).toHaveURL('/profile');
  await page.goto('/casual-plans/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Make a casual plan' })).toBeVisible();
  await page.getByLabel('What’s the plan?').fill(title);
  await page.getByLabel('Where to meet').fill('Ribeira d’Ilhas car park');
  await page.getByLabel('Area', { exact: true }).selectOption({ label: 'Ericeira, Portugal' });
  await expect(page.getByText('Lisbon time', { exact: true })).toBeVisible();
  await page.getByLabel('Starts', { exact: true }).fill(`${lisbonDay(4)}T07:30`);
  await page.getByLabel('Spots limit').fill('1');
  await page.getByLabel('Vibe', { exact: true }).fill('Mellow, all levels');
  await page.getByRole('button', { name: 'Post plan' }).click();

  await expect(toast(page, 'Plan posted')).toBeVisible();
  // The new plan opens on its own page, the address to share.
  await expect(page).toHaveURL(/\/casual-plans\/[0-9a-f-]{36}$/);
  const link = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const hostPanel = page.getByRole('main');
  await expect(hostPanel.getByText('Your plan')).toBeVisible();
  await expect(hostPanel.getByText('Nobody has joined yet.')).toBeVisible();
  await expect(hostPanel.getByText(/07:30 Lisbon time/)).toBeVisible();

  // Another member opens the shared link and joins; the plan shows under Upcoming Plans.
  const joinerPage = await phoneOf(browser, joiner);
  await joinerPage.goto(link);
  const joinerPanel = joinerPage.getByRole('main');
  await expect(joinerPanel.getByText('One spot left.')).toBeVisible();
  await joinerPanel.getByRole('button', { name: 'Join' }).click();
  await expect(joinerPanel.getByText('You’re in.')).toBeVisible();
  await expect(joinerPanel.getByRole('button', { name: 'Leave' })).toBeVisible();
  await joinerPage.goto('/my-events');
  const plans = joinerPage.getByRole('list', { name: 'Casual plans' });
  await expect(plans.getByRole('link', { name: title })).toBeVisible();

  // A third member is told it is full, and joins its waitlist.
  const latecomerPage = await phoneOf(browser, latecomer);
  await latecomerPage.goto(link);
  const latecomerPanel = latecomerPage.getByRole('main');
  await expect(
    latecomerPanel.getByText(
      'This plan is full. Join the waitlist to get the next spot that opens.',
    ),
  ).toBeVisible();
  await expect(latecomerPanel.getByRole('list', { name: 'Members who joined' })).toHaveCount(0);
  await latecomerPanel.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(
    latecomerPanel.getByText('You’re #1 on the waitlist. We’ll let you know when a spot opens.'),
  ).toBeVisible();

  // The host sees who joined.
  await page.reload();
  const members = page.getByRole('main').getByRole('list', { name: 'Members who joined' });
  await expect(members.getByRole('link', { name: joiner.username })).toBeVisible();

  // The joiner opens the plan from Upcoming Plans and leaves it.
  await plans.getByRole('link', { name: title }).click();
  await expect(joinerPage).toHaveURL(link);
  const again = joinerPage.getByRole('main');
  await again.getByRole('button', { name: 'Leave' }).click();
  await expect(toast(joinerPage, 'You left the plan')).toBeVisible();
  // Their spot went to the first on the waitlist, so the plan is full again.
  await expect(again.getByRole('button', { name: 'Join waitlist' })).toBeVisible();

  await page.reload();
  const after = page.getByRole('main');
  await expect(
    after.getByRole('list', { name: 'Members who joined' }).getByRole('link', {
      name: latecomer.username,
    }),
  ).toBeVisible();
  await latecomerPage.reload();
  await expect(latecomerPage.getByRole('main').getByText('You’re in.')).toBeVisible();

  await Promise.all([joinerPage.context().close(), latecomerPage.context().close()]);
});
