import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { createMember, logIn } from './member-accounts';

type Member = Awaited<ReturnType<typeof createMember>>;

/**
 * Every journey starts as a returning visitor who has already answered the cookie banner,
 * unless it opts out with `test.use({ consentChoice: null })` to test the banner itself.
 * Every journey also fails if the page broke the Content Security Policy (an inline style or
 * script the production build let through) or could not hydrate the server's HTML, which would
 * otherwise go unnoticed.
 */
/**
 * What React's production build reports when the server's HTML and the browser's first render
 * differ (#418, #423, #425) or a part could not be rendered on the server (#419).
 */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|423|425)/i;

export const test = base.extend<
  { consentChoice: 'true' | 'false' | null },
  { returningMember: Member }
>({
  consentChoice: ['true', { option: true }],
  /**
   * A confirmed member with a password, made once per worker, for journeys that only sign in
   * and look around. A journey that changes the account (profile, friends, deletion, a ban)
   * makes its own with `createMember`. Its sign-ins count against one address's limit (5 in
   * 10 minutes), so it serves the four sign-in journeys and no more.
   */
  returningMember: [
    async ({ playwright }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const request = await playwright.request.newContext({ baseURL });
      await use(await createMember(request, baseURL));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  page: async ({ page, consentChoice }, use) => {
    if (consentChoice !== null) {
      await page.addInitScript((choice) => {
        if (window.localStorage.getItem('lineup_cookie_consent') === null) {
          window.localStorage.setItem('lineup_cookie_consent', choice);
        }
      }, consentChoice);
    }
    // The invitation to install Lineup (after an RSVP) would cover the foot of the screen in
    // journeys about something else; install-lineup.spec.ts meets it in pages of its own.
    await page.addInitScript(() => {
      if (window.localStorage.getItem('lineup_install_invitation') === null) {
        window.localStorage.setItem('lineup_install_invitation', 'not-now');
      }
    });
    const violations: string[] = [];
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      if (HYDRATION_ERROR.test(message.text())) hydrationErrors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) hydrationErrors.push(error.message);
    });
    await use(waitForTheAppOnLoad(page));
    expect(violations, 'Content Security Policy violations').toEqual([]);
    expect(hydrationErrors, 'server-rendered HTML that the browser could not hydrate').toEqual([]);
  },
});

export { expect };

/**
 * Makes `page.goto` and `page.reload` wait until the app answers clicks: a public page arrives
 * rendered by the server and hydrates a moment later, and a click before that reaches plain HTML
 * (a link still works, a button does nothing yet). Pages that are not the app (the outbox, a
 * file) are not waited for. The `page` fixture does this itself; a journey that opens its own
 * pages calls it on each.
 */
export function waitForTheAppOnLoad(page: Page): Page {
  const ready = () =>
    page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.ready === 'true',
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

/**
 * The toast that shows `text`. Screen readers hear a toast through a hidden live region that
 * repeats its words for a moment, so a journey looks for the toast itself, not for any text.
 */
export const toast = (page: Page, text: string) =>
  page.locator('[data-toast]').filter({ hasText: text });

/**
 * A second person on their own device, logged in: own cookies, the same screen size as the
 * project. Close it with `page.context().close()`.
 */
export async function secondDevice(browser: Browser, member: Member): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  await context.addInitScript(() => window.localStorage.setItem('lineup_cookie_consent', 'true'));
  const page = waitForTheAppOnLoad(await context.newPage());
  await logIn(page, member);
  await expect(page).toHaveURL('/profile');
  return page;
}
