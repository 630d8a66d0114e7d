import { test as base, expect, type Page } from '@playwright/test';
import { createMember } from './member-accounts';

type Member = Awaited<ReturnType<typeof createMember>>;

/**
 * Every journey starts as a returning visitor who has already answered the cookie banner,
 * unless it opts out with `test.use({ consentChoice: null })` to test the banner itself.
 * Every journey also fails if the page broke the Content Security Policy (an inline style or
 * script the production build let through), which would otherwise go unnoticed.
 */
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
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    await use(page);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
});

export { expect };

/**
 * The toast that shows `text`. Screen readers hear a toast through a hidden live region that
 * repeats its words for a moment, so a journey looks for the toast itself, not for any text.
 */
export const toast = (page: Page, text: string) =>
  page.locator('[data-toast]').filter({ hasText: text });
