import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { installFakeApi } from '@/test/fake-api';
import { findToast, renderWithClient } from '@/test/render-with-client';
import { BlockMemberButton } from './block-member-button';

const api = installFakeApi();
beforeEach(() => {
  api.reset();
  toast.reset();
});

const kai = { id: 'member-7', username: 'kai', avatarUrl: null };

describe('BlockMemberButton', () => {
  it('asks first, says what a block does, and blocks only once confirmed', async () => {
    const user = userEvent.setup();
    api.on('POST /api/blocks', { status: 201, body: { member: kai, blocked: true } });
    const onBlocked = vi.fn();
    renderWithClient(<BlockMemberButton viewerId="me" member={kai} onBlocked={onBlocked} />);

    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block kai?' });
    expect(
      within(dialog).getByText(
        /They won't see your stays, plans or RSVPs, and can't send you requests\./,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/They aren't told\./)).toBeInTheDocument();

    // Cancel does nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/blocks')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Block' }));
    const again = await screen.findByRole('alertdialog', { name: 'Block kai?' });
    await user.click(within(again).getByRole('button', { name: 'Block' }));
    expect(await findToast('kai is blocked')).toBeInTheDocument();
    expect(api.callsTo('POST /api/blocks').map((call) => call.body)).toEqual([
      { userId: 'member-7' },
    ]);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    const user = userEvent.setup();
    api.on('POST /api/blocks', {
      status: 404,
      body: { error: { code: 'not_found', message: 'That member was not found.' } },
    });
    const onBlocked = vi.fn();
    renderWithClient(<BlockMemberButton viewerId="me" member={kai} onBlocked={onBlocked} />);

    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block kai?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await findToast('kai was not blocked')).toBeInTheDocument();
    expect(screen.getByText('That member was not found.')).toBeInTheDocument();
    expect(onBlocked).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Block kai?' })).toBeInTheDocument();
  });
});
