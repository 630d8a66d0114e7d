import type { BlockedMember } from '@lineup/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { installFakeApi } from '@/test/fake-api';
import { findToast, renderWithClient } from '@/test/render-with-client';
import { BlockedMembers } from './blocked-members';

const api = installFakeApi();
beforeEach(() => {
  api.reset();
  toast.reset();
});

const blocked = (id: string, username: string): BlockedMember => ({
  id,
  username,
  avatarUrl: null,
  blockedAt: '2026-05-01T10:00:00.000Z',
});

describe('BlockedMembers', () => {
  it('lists the members I blocked, each linking to their profile, and unblocks one', async () => {
    const user = userEvent.setup();
    let list = [blocked('member-1', 'kai'), blocked('member-2', 'lea')];
    api.on('GET /api/blocks', () => ({ body: { blocked: list } }));
    api.on('DELETE /api/blocks/:userId', ({ params }) => {
      const member = list.find((entry) => entry.id === params.userId)!;
      list = list.filter((entry) => entry.id !== params.userId);
      return {
        body: {
          member: { id: member.id, username: member.username, avatarUrl: null },
          blocked: false,
        },
      };
    });
    renderWithClient(<BlockedMembers viewerId="me" />);

    const section = screen.getByRole('region', { name: 'Blocked members' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['kai', 'lea']);
    expect(within(section).getAllByRole('button', { name: /^Unblock/ })).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'kai' })).toHaveAttribute(
      'href',
      '/user/member-1',
    );

    await user.click(within(section).getByRole('button', { name: 'Unblock kai' }));
    expect(await findToast('kai is unblocked')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/blocks/:userId').map((call) => call.params.userId)).toEqual([
      'member-1',
    ]);
    await waitFor(() =>
      expect(within(section).queryByRole('link', { name: 'kai' })).not.toBeInTheDocument(),
    );
    expect(within(section).getByRole('link', { name: 'lea' })).toBeInTheDocument();
  });

  it('says so when nobody is blocked', async () => {
    api.on('GET /api/blocks', { body: { blocked: [] } });
    renderWithClient(<BlockedMembers viewerId="me" />);
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });
});
