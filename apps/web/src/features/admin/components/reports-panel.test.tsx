import type { ModerationItem } from '@lineup/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { installFakeApi } from '@/test/fake-api';
import { renderPanel } from '../testing/render-panel';
import { ReportsPanel } from './reports-panel';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();

beforeEach(() => {
  api.reset();
  toast.reset();
});

const PLAN_ID = '0b7e7c1e-62a4-4b2f-8d0e-6c1c6f2a9e11';
const MESSAGE_ID = '5a0f9a8e-1d2b-4c3d-8e4f-9a0b1c2d3e4f';

function item(overrides: Partial<ModerationItem> = {}): ModerationItem {
  return {
    kind: 'plan',
    id: PLAN_ID,
    count: 3,
    reasons: [
      { reason: 'spam', count: 2 },
      { reason: 'unsafe', count: 1 },
    ],
    reporterNotes: ['Selling boards again'],
    firstReportedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    lastReportedAt: new Date(Date.now() - 600_000).toISOString(),
    handledAt: null,
    outcome: null,
    subject: {
      text: 'Free boards giveaway',
      author: { id: 'member-7', username: 'board_seller', avatarUrl: null },
      link: `/casual-plans?plan=${PLAN_ID}`,
      threadTitle: null,
      hidden: true,
      deleted: false,
    },
    notes: [],
    actions: ['dismiss', 'hide', 'warn', 'ban', 'delete'],
    ...overrides,
  };
}

describe('Reports', () => {
  it('shows each reported item in context, with counts, reasons and notes', async () => {
    const user = userEvent.setup();
    let notes: ModerationItem['notes'] = [];
    api.on('GET /api/moderation/reports', ({ query }) => ({
      body:
        query.get('status') === 'handled'
          ? { items: [item({ outcome: 'dismissed', actions: [], count: 1 })], nextCursor: null }
          : {
              items: [
                item({ notes }),
                item({
                  kind: 'message',
                  id: MESSAGE_ID,
                  count: 1,
                  reasons: [{ reason: 'harassment', count: 1 }],
                  reporterNotes: [],
                  subject: {
                    text: 'You all ride like kooks',
                    author: { id: 'member-8', username: 'grumpy', avatarUrl: null },
                    link: '/portugal/ericeira/events/dawn-patrol',
                    threadTitle: 'Dawn patrol',
                    hidden: false,
                    deleted: false,
                  },
                  actions: ['dismiss', 'hide', 'delete'],
                }),
              ],
              nextCursor: null,
            },
    }));
    api.on('POST /api/moderation/items/:kind/:id/notes', ({ body }) => {
      notes = [
        {
          id: '6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          author: { id: 'admin-1', username: 'harbour_master', avatarUrl: null },
          body: (body as { body: string }).body,
          createdAt: new Date().toISOString(),
        },
      ];
      return { status: 201, body: { notes } };
    });
    renderPanel(<ReportsPanel />);

    const plan = await screen.findByRole('article', { name: 'Plan: Free boards giveaway' });
    expect(within(plan).getByRole('link', { name: 'Plan: Free boards giveaway' })).toHaveAttribute(
      'href',
      `/casual-plans?plan=${PLAN_ID}`,
    );
    expect(plan).toHaveTextContent('3 reports');
    expect(within(plan).getByText('Hidden')).toBeInTheDocument();
    expect(within(plan).getByRole('list', { name: 'Reasons' })).toHaveTextContent('Spam × 2');
    expect(plan).toHaveTextContent('“Selling boards again”');
    expect(within(plan).getByRole('link', { name: 'board_seller' })).toHaveAttribute(
      'href',
      '/user/member-7',
    );
    const message = screen.getByRole('article', { name: 'Message in Dawn patrol' });
    expect(message).toHaveTextContent('You all ride like kooks');
    // A crew owner's item: no warning or ban.
    expect(within(message).queryByRole('button', { name: 'Warn' })).not.toBeInTheDocument();

    await user.type(
      within(plan).getByRole('textbox', { name: 'Note for other moderators' }),
      'Asked the creator',
    );
    await user.click(within(plan).getByRole('button', { name: 'Add note' }));
    expect(
      await within(plan).findByRole('list', { name: 'Notes between moderators' }),
    ).toHaveTextContent('Asked the creator');

    await user.click(screen.getByRole('button', { name: 'Handled' }));
    const handled = await screen.findByRole('article', { name: 'Plan: Free boards giveaway' });
    expect(within(handled).getByText('Dismissed')).toBeInTheDocument();
    expect(within(handled).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('asks before acting, sends the message and takes the item off the queue', async () => {
    const user = userEvent.setup();
    let open = [item()];
    api.on('GET /api/moderation/reports', () => ({ body: { items: open, nextCursor: null } }));
    api.on('POST /api/moderation/items/:kind/:id/actions', ({ body }) => {
      open = [];
      return {
        body: {
          kind: 'plan',
          id: PLAN_ID,
          outcome: (body as { action: string }).action === 'hide' ? 'hidden' : 'dismissed',
          handled: 3,
        },
      };
    });
    renderPanel(<ReportsPanel />);
    const plan = await screen.findByRole('article', { name: 'Plan: Free boards giveaway' });
    await user.click(within(plan).getByRole('button', { name: 'Hide' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hide it?' });
    await user.type(
      within(confirm).getByRole('textbox', { name: 'Message to the member (optional)' }),
      'No selling, please.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Nothing to review. All clear.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/moderation/items/:kind/:id/actions')[0]).toMatchObject({
      path: `/api/moderation/items/plan/${PLAN_ID}/actions`,
      body: { action: 'hide', message: 'No selling, please.' },
    });
  });

  it('says so when the server refuses', async () => {
    const user = userEvent.setup();
    api.on('GET /api/moderation/reports', { body: { items: [item()], nextCursor: null } });
    api.on('POST /api/moderation/items/:kind/:id/actions', {
      status: 403,
      body: { error: { code: 'forbidden', message: 'Only admins can do that.' } },
    });
    renderPanel(<ReportsPanel />);
    const plan = await screen.findByRole('article', { name: 'Plan: Free boards giveaway' });
    await user.click(within(plan).getByRole('button', { name: 'Ban' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('Only admins can do that.')).toBeInTheDocument();
  });
});
