import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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
});
