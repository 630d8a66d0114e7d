import { test as base, expect } from '@playwright/test';

/**
 * Every journey starts as a returning visitor who has already answered the cookie banner,
 * unless it opts out with `test.use({ consentChoice: null })` to test the banner itself.
 * Every journey also fails if the page broke the Content Security Policy (an inline style or
 * script the production build let through), which would otherwise go unnoticed.
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
