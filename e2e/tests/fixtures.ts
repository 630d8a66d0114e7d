import { test as base, expect } from '@playwright/test';

/**
 * Every journey starts as a returning visitor who has already answered the cookie banner,
 * unless it opts out with `test.use({ consentChoice: null })` to test the banner itself.
 */
export const test = base.extend<{ consentChoice: 'true' | 'false' | null }>({
  consentChoice: ['true', { option: true }],
  page: async ({ page, consentChoice }, use) => {
    if (consentChoice !== null) {
      await page.addInitScript((choice) => {
        if (window.localStorage.getItem('lineup_cookie_consent') === null) {
          window.localStorage.setItem('lineup_cookie_consent', choice);
        }
      }, consentChoice);
    }
    await use(page);
  },
});

export { expect };
