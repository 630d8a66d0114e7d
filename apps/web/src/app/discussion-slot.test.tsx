import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthProvider, signedOutState, type AuthState } from '@/features/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi } from '@/test/fake-api';
import { signedInAs } from '@/test/render-app';
import { DiscussionSlot } from './discussion-slot';

const api = installFakeApi();
beforeEach(() => api.reset());

const PLAN = '00000000-0000-4000-8000-000000000001';

function renderSlot(auth: AuthState) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider value={auth}>
        <MemoryRouter initialEntries={[`/casual-plans?plan=${PLAN}`]}>
          <DiscussionSlot thread={{ kind: 'plan', id: PLAN }} placement="panel" />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('DiscussionSlot', () => {
  it('asks a visitor to log in and brings them back to the plan, reading nothing', async () => {
    renderSlot(signedOutState);
    expect(screen.getByRole('heading', { name: 'Discussion' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to join the discussion' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/casual-plans?plan=${PLAN}`)}`,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a member the thread with its composer', async () => {
    api.on(`GET /api/plans/${PLAN}/messages`, {
      body: { messages: [], pinned: null, nextCursor: null, muted: false, canModerate: false },
    });
    renderSlot(signedInAs());
    expect(await screen.findByRole('textbox', { name: 'Write a message' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet. Start the conversation.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to join the discussion' })).toBeNull();
  });

  it('lets a member report someone else’s message, and not their own', async () => {
    const me = signedInAs();
    const base = {
      createdAt: new Date().toISOString(),
      editedAt: null,
      deleted: false,
      pinned: false,
      replies: [],
    };
    const theirs = {
      ...base,
      id: '00000000-0000-4000-8000-0000000000a1',
      author: { id: 'someone-else', username: 'kai', avatarUrl: null },
      body: 'Buy cheap boards at my site',
      mine: false,
      canRemove: false,
    };
    const mine = {
      ...base,
      id: '00000000-0000-4000-8000-0000000000a2',
      author: { id: me.user!.id, username: 'ines', avatarUrl: null },
      body: 'See you at six',
      mine: true,
      canRemove: true,
    };
    api.on(`GET /api/plans/${PLAN}/messages`, {
      body: {
        messages: [mine, theirs],
        pinned: null,
        nextCursor: null,
        muted: false,
        canModerate: false,
      },
    });
    api.on('POST /api/reports', { status: 201, body: {} });
    const user = userEvent.setup();
    renderSlot(me);

    await user.click(await screen.findByRole('button', { name: 'Actions for your message' }));
    expect(screen.queryByRole('menuitem', { name: 'Report' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for kai’s message' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/reports').map((call) => call.body)).toEqual([
      { kind: 'message', id: theirs.id, reason: 'spam' },
    ]);
  });
});
