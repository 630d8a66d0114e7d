import { expect, secondDevice, test } from './fixtures';
import { lisbonDay } from './lisbon-days';
import { createMember, logIn } from './member-accounts';

test('two members talk on a casual plan: a message and its reply appear for the other without reloading', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [maker, friend] = await Promise.all([
    createMember(request, baseURL),
    createMember(request, baseURL),
  ]);
  const title = `Sunset paddle ${Math.random().toString(36).slice(2, 7)}`;

  // One member makes a plan anyone may see.
  await logIn(page, maker);
  await expect(page).toHaveURL('/profile');
  const created = await page.request.post('/api/plans', {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      title,
      location: 'Foz do Lizandro beach',
      area: 'portugal-ericeira-area',
      startLocal: `${lisbonDay(3)}T18:30`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { plan } = (await created.json()) as { plan: { id: string } };
  const link = `/casual-plans?plan=${plan.id}`;

  // Both open it.
  await page.goto(link);
  const makerPanel = page.getByRole('dialog', { name: title });
  const makerTalk = makerPanel.getByRole('region', { name: 'Discussion' });
  await expect(makerTalk.getByText('No messages yet. Start the conversation.')).toBeVisible();

  const friendPage = await secondDevice(browser, friend);
  await friendPage.goto(link);
  const friendTalk = friendPage
    .getByRole('dialog', { name: title })
    .getByRole('region', { name: 'Discussion' });
  await expect(friendTalk.getByText('No messages yet. Start the conversation.')).toBeVisible();

  // The friend asks; the maker sees it appear, its address a link.
  await friendTalk
    .getByRole('textbox', { name: 'Write a message' })
    .fill('Anyone have a spare board? Forecast: https://example.com/forecast');
  await friendTalk.getByRole('button', { name: 'Post' }).click();
  await expect(
    friendTalk
      .getByRole('list', { name: 'Messages, newest first' })
      .getByText(/Anyone have a spare board\?/),
  ).toBeVisible();

  const question = makerTalk.getByRole('article', { name: `Message from ${friend.username}` });
  await expect(question).toContainText('Anyone have a spare board?');
  await expect(
    question.getByRole('link', { name: 'https://example.com/forecast' }),
  ).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');

  // The maker answers it; the friend sees the reply appear under the question.
  await question.getByRole('button', { name: `Reply to ${friend.username}` }).click();
  await makerTalk
    .getByRole('textbox', { name: `Reply to ${friend.username}` })
    .fill('I have a 9 footer, it is yours');
  await makerTalk.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(
    makerTalk.getByRole('list', { name: `Replies to ${friend.username}` }),
  ).toContainText('I have a 9 footer, it is yours');

  const replies = friendTalk.getByRole('list', { name: `Replies to ${friend.username}` });
  await expect(
    replies.getByRole('article', { name: `Reply from ${maker.username}` }),
  ).toContainText('I have a 9 footer, it is yours');

  await friendPage.context().close();
});
