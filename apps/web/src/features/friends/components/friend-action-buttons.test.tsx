import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { deferred, installFakeApi } from '@/test/fake-api';
import {
  findToast,
  friendshipId,
  memberNamed,
  renderWithClient,
} from '../testing/render-with-client';
import { FriendActionButtons } from './friend-action-buttons';

const api = installFakeApi();
beforeEach(() => {
  api.reset();
  toast.reset();
});

describe('FriendActionButtons', () => {
  it('shows the request as sent at once, then lets it be cancelled', async () => {
    const user = userEvent.setup();
    const kai = memberNamed('kai');
    const reply = deferred();
    api.on('POST /api/friends/requests', async () => {
      await reply.promise;
      return {
        status: 201,
        body: { member: kai, relation: { state: 'request_sent', friendshipId: friendshipId(1) } },
      };
    });
    api.on(`DELETE /api/friends/requests/:id`, {
      body: { member: kai, relation: { state: 'none', friendshipId: null } },
    });
    const onChanged = vi.fn();
    renderWithClient(
      <FriendActionButtons
        viewerId="me"
        member={kai}
        relation={{ state: 'none', friendshipId: null }}
        onChanged={onChanged}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Add friend' }));
    expect(screen.getByText('Request sent')).toBeInTheDocument();
    // The id to cancel with is not known until the server answers.
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeDisabled();
    expect(api.callsTo('POST /api/friends/requests')[0]?.body).toEqual({ userId: kai.id });

    reply.resolve();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cancel request' })).toBeEnabled(),
    );
    expect(onChanged).toHaveBeenCalledWith(
      expect.objectContaining({
        relation: { state: 'request_sent', friendshipId: friendshipId(1) },
      }),
    );
    expect(await findToast('Friend request sent to kai')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/friends/requests/:id')[0]?.params.id).toBe(friendshipId(1));
  });

  it('goes back and says why when the server refuses', async () => {
    const user = userEvent.setup();
    api.on('POST /api/friends/requests', {
      status: 409,
      body: {
        error: { code: 'conflict', message: 'You already sent this member a friend request.' },
      },
    });
    renderWithClient(
      <FriendActionButtons
        viewerId="me"
        member={memberNamed('lea')}
        relation={{ state: 'none', friendshipId: null }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add friend' }));
    expect(await findToast('Friend request not sent')).toBeInTheDocument();
    expect(screen.getByText('You already sent this member a friend request.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add friend' })).toBeEnabled();
    expect(screen.queryByText('Request sent')).not.toBeInTheDocument();
  });

  it('accepts or declines a request received, and shows friends as friends', async () => {
    const user = userEvent.setup();
    const noa = memberNamed('noa');
    api.on('POST /api/friends/requests/:id/accept', {
      body: { member: noa, relation: { state: 'friends', friendshipId: friendshipId(2) } },
    });
    renderWithClient(
      <FriendActionButtons
        viewerId="me"
        member={noa}
        relation={{ state: 'request_received', friendshipId: friendshipId(2) }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Friends')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/friends/requests/:id/accept')[0]?.params.id).toBe(
      friendshipId(2),
    );
    expect(await findToast('You and noa are friends now')).toBeInTheDocument();
  });
});
