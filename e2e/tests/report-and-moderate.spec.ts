import { expect, secondDevice, test, toast } from './fixtures';
import { createMember, ensureAdmin } from './member-accounts';

// docs/product.md §15 "Reports" and "Moderation": a member reports a message in a plan's
// discussion, an admin hides it from the queue, it is gone from the discussion, and the
// reporter hears the report was handled.

/** "2026-07-04" in Lisbon, `days` from now. */
function lisbonDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

test('a member reports a message, an admin hides it, it is gone and the reporter is told', async ({
  browser,
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const origin = new URL(baseURL!).origin;
  const tag = Math.random().toString(36).slice(2, 7);
  const title = `Dawn patrol at Ribeira ${tag}`;
  const spam = `Cheap boards at my site, DM me ${tag}`;
  const [author, reporter] = [
    await createMember(request, baseURL),
    await createMember(request, baseURL),
  ];
  const admin = await ensureAdmin(request, baseURL!, project);

  // The author makes a plan and posts in its discussion from their own session.
  const authorApi = await playwright.request.newContext({ baseURL });
  const signIn = await authorApi.post('/api/auth/sign-in/email', {
    headers: { Origin: origin },
    data: { email: author.email, password: author.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const made = await authorApi.post('/api/plans', {
    headers: { Origin: origin },
    data: {
      title,
      location: 'Ribeira d’Ilhas car park',
      area: 'portugal-ericeira-area',
      startLocal: `${lisbonDay(3)}T08:00`,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const planId = ((await made.json()) as { plan: { id: string } }).plan.id;
  const posted = await authorApi.post(`/api/plans/${planId}/messages`, {
    headers: { Origin: origin },
    data: { body: spam },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await authorApi.dispose();
  const planPage = `/casual-plans?plan=${planId}`;

  // The member opens the plan and reports the message from its menu.
  const reporterPage = await secondDevice(browser, reporter);
  await reporterPage.goto(planPage);
  const panel = reporterPage.getByRole('dialog', { name: title });
  await expect(panel.getByText(spam)).toBeVisible();
  await panel.getByRole('button', { name: /^Actions for .+’s message$/ }).click();
  await reporterPage.getByRole('menuitem', { name: 'Report' }).click();
  const form = reporterPage.getByRole('dialog', { name: 'Report this message' });
  await form.getByRole('radio', { name: 'Spam' }).check();
  await form.getByLabel('Note (optional)').fill('Selling boards, not about the session.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(toast(reporterPage, 'Thanks. Our moderators will look at it.')).toBeVisible();
  await expect(form).toBeHidden();

  // The admin opens the queue and hides it.
  const adminPage = await secondDevice(browser, admin);
  await adminPage.goto('/admin?tab=reports');
  const item = adminPage.getByRole('article', { name: `Message in ${title}` });
  await expect(item).toContainText('1 report');
  await expect(item).toContainText(spam);
  await expect(item).toContainText('“Selling boards, not about the session.”');
  await expect(item.getByRole('list', { name: 'Reasons' })).toContainText('Spam');
  await item.getByRole('button', { name: 'Hide' }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: 'Hide it?' });
  await confirm.getByLabel('Message to the member (optional)').fill('No selling here, please.');
  await confirm.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(adminPage, 'Hidden')).toBeVisible();
  await expect(item).toBeHidden();

  // Gone from the discussion: the reporter's open page hears of it without reloading.
  await expect(panel.getByText(spam)).toHaveCount(0);

  // The reporter hears the report was handled.
  await expect(async () => {
    await reporterPage.goto('/notifications');
    await expect(
      reporterPage.getByText(`Thanks for your report about a message in ${title}: we hid it.`),
    ).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });

  await adminPage.context().close();
  await reporterPage.context().close();
});
