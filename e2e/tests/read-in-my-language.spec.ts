import { expect, test } from './fixtures';

// A browser that prefers Portuguese (Playwright sends `Accept-Language` by its locale).
test.use({ locale: 'pt-PT' });

test('a visitor whose browser prefers Portuguese reads Lineup in Portuguese, then picks Dutch and keeps it', async ({
  page,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the footer and its switch show from 768 px');

  await page.goto('/');
  await expect(page).toHaveURL(/\/pt-pt$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Descobrir eventos' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  // The events' days in Portuguese ("Hoje", "Amanhã", "sáb., 5/12"), in their area's time.
  await expect(
    page
      .locator('time')
      .filter({ hasText: /Hoje|Amanhã|(seg|ter|qua|qui|sex|sáb|dom)\./ })
      .first(),
  ).toBeVisible();
  // The page names its other languages for search engines.
  await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
    'href',
    /\/nl$/,
  );

  // Links stay in Portuguese, and the next page comes with its own words.
  await footer.getByRole('link', { name: 'Descobrir eventos' }).click();
  await expect(page).toHaveURL(/\/pt-pt\/events$/);
  await expect(page.getByRole('button', { name: 'Perto de mim' })).toBeVisible();

  // The footer's switch opens the same page in Dutch, and the choice is kept.
  await footer
    .getByRole('navigation', { name: 'Idioma' })
    .getByRole('link', { name: 'Nederlands' })
    .click();
  await expect(page).toHaveURL(/\/nl\/events$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(footer.getByRole('link', { name: 'Evenementen ontdekken' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  // An English address takes this reader to Dutch now, whatever the browser prefers.
  await page.goto('/casual-plans');
  await expect(page).toHaveURL(/\/nl\/casual-plans$/);
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();

  // And back to English.
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Taal' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/casual-plans$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a Sinhala page opens whole in a browser that has no Sinhala formats of its own', async ({
  page,
}) => {
  test.skip(test.info().project.name === 'mobile', 'the layout does not change this journey');
  // Chromium on a desktop formats no Sinhala dates: the app renders the server's page anew
  // rather than hydrate it with other words (the page fixture fails on a hydration error).
  await page.goto('/si');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('navigation', { name: 'ප්‍රධාන' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'උත්සව සොයා ගන්න' }).click();
  await expect(page).toHaveURL(/\/si\/events$/);
});
