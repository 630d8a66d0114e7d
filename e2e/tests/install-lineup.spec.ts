import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForTheAppOnLoad } from './fixtures';
import { createMember, logIn } from './member-accounts';

const INVITATION = 'Add Lineup to your home screen';

/**
 * A context of its own (the `page` fixture answers the invitation for every other journey),
 * where Chromium's own install offer is held back: the journey hands the page one it controls,
 * as Chromium would, and sees whether the page asks for it.
 */
async function newDevice(browser: Browser, baseURL: string | undefined) {
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  await deviceOf(context);
  return context;
}

async function deviceOf(context: BrowserContext) {
  await context.addInitScript(() => {
    window.localStorage.setItem('lineup_cookie_consent', 'true');
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (event.isTrusted) event.stopImmediatePropagation();
      },
      { capture: true },
    );
  });
}

/** A new visit: a new tab of the same browser (its own session, the same device storage). */
async function visit(context: BrowserContext, path = '/') {
  const page = waitForTheAppOnLoad(await context.newPage());
  await page.goto(path);
  return page;
}

/** Chromium's `beforeinstallprompt`, with a prompt that records being asked for. */
async function browserOffersInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((outcome) => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted =
          ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome }),
    });
    window.dispatchEvent(offer);
  }, outcome);
}

const prompted = (page: Page) =>
  page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0);

test.describe('the invitation to install Lineup', () => {
  test('comes on the second visit, opens the browser’s install, and not again after Not now', async ({
    browser,
    baseURL,
  }) => {
    const context = await newDevice(browser, baseURL);

    const first = await visit(context);
    await browserOffersInstall(first);
    // A first visit is left alone, even where the browser could install Lineup.
    await expect(first.getByRole('link', { name: /Lineup/ }).first()).toBeVisible();
    await expect(first.getByRole('dialog', { name: INVITATION })).toHaveCount(0);
    await first.reload();
    await browserOffersInstall(first);
    await expect(first.getByRole('dialog', { name: INVITATION })).toHaveCount(0);

    const second = await visit(context, '/events');
    await browserOffersInstall(second);
    const invitation = second.getByRole('dialog', { name: INVITATION });
    await expect(invitation).toBeVisible();
    expect(await prompted(second)).toBe(0);
    await invitation.getByRole('button', { name: 'Not now' }).click();
    await expect(invitation).toHaveCount(0);

    const third = await visit(context);
    await browserOffersInstall(third);
    await expect(third.getByRole('link', { name: /Lineup/ }).first()).toBeVisible();
    await expect(third.getByRole('dialog', { name: INVITATION })).toHaveCount(0);
    await context.close();
  });

  test('comes after an RSVP, and Install asks the browser to install', async ({
    browser,
    baseURL,
    request,
  }) => {
    const member = await createMember(request, baseURL);
    const context = await newDevice(browser, baseURL);
    const page = waitForTheAppOnLoad(await context.newPage());
    await logIn(page, member);
    await expect(page).toHaveURL('/profile');
    await browserOffersInstall(page);

    // A demo event a day or more ahead: other journeys add events of their own to the area,
    // some already begun or asking for approval, which may refuse an answer.
    const list = await request.get('/api/events?area=portugal-ericeira-area&limit=30');
    const { events } = (await list.json()) as {
      events: { path: string; status: string; startDate: string; venue: object | null }[];
    };
    const event = events.find(
      (candidate) =>
        candidate.status === 'published' &&
        candidate.venue !== null &&
        Date.parse(candidate.startDate) > Date.now() + 24 * 60 * 60 * 1000,
    );
    expect(event, 'a demo event a day or more ahead').toBeTruthy();
    await page.goto(event!.path);
    await browserOffersInstall(page);
    await expect(page.getByRole('dialog', { name: INVITATION })).toHaveCount(0);
    const rsvp = page.getByRole('region', { name: 'RSVP' });
    const interested = rsvp.getByRole('button', { name: 'Interested' });
    // The member's own buttons, not the server's visitor form (which would save the answer
    // through a page load, with no invitation): the RSVP's code arrives after the page's.
    await expect(rsvp.getByText('Let the organiser and your friends know.')).toBeVisible();
    // The invitation follows an answer the server has saved, not the button's first look.
    const saved = page.waitForResponse(
      (response) =>
        /\/rsvp$/.test(new URL(response.url()).pathname) && response.request().method() === 'PUT',
    );
    await interested.click();
    expect((await saved).ok(), 'the answer is saved').toBe(true);
    await expect(interested).toHaveAttribute('aria-pressed', 'true');

    const invitation = page.getByRole('dialog', { name: INVITATION });
    await expect(invitation).toBeVisible();
    await invitation.getByRole('button', { name: 'Install' }).click();
    await expect(invitation).toHaveCount(0);
    expect(await prompted(page)).toBe(1);
    await context.close();
  });
});
