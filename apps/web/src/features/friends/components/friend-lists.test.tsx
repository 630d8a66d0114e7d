import type { FriendsResponse } from '@lineup/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { deferred, installFakeApi } from '@/test/fake-api';
import {
  findToast,
  friendshipId,
  memberNamed,
  renderWithClient,
} from '../testing/render-with-client';
import { FriendList } from './friend-list';
import { FriendRequests } from './friend-requests';

const api = installFakeApi();
beforeEach(() => {
  api.reset();
  toast.reset();
});

const NOW = new Date().toISOString();
const ana = memberNamed('ana');
const bo = memberNamed('bo');
const caro = memberNamed('caro');
const dani = memberNamed('dani');

function lists(): FriendsResponse {
  return {
    friends: [{ friendshipId: friendshipId(1), member: dani, since: NOW }],
    incoming: [
      { friendshipId: friendshipId(2), member: ana, sentAt: NOW },
      { friendshipId: friendshipId(3), member: bo, sentAt: NOW },
    ],
    outgoing: [{ friendshipId: friendshipId(4), member: caro, sentAt: NOW }],
  };
}

function renderPage() {
  renderWithClient(
    <>
      <FriendRequests viewerId="me" />
      <FriendList viewerId="me" />
    </>,
  );
}

const names = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

describe('Requests and Friends', () => {
  it('lists requests received and sent, and friends with links to their profiles', async () => {
    api.on('GET /api/friends', { body: lists() });
    renderPage();
    const received = await screen.findByRole('list', { name: 'Requests received' });
    expect(names(received)).toEqual(['ana', 'bo']);
    expect(names(screen.getByRole('list', { name: 'Requests sent' }))).toEqual(['caro']);
    const friends = screen.getByRole('list', { name: 'Friends' });
    expect(within(friends).getByRole('link', { name: 'dani' })).toHaveAttribute(
      'href',
      `/user/${dani.id}`,
    );
    expect(received).toHaveTextContent('Asked just now');
    expect(screen.getByRole('heading', { name: 'Requests (3)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Friends (1)' })).toBeInTheDocument();
  });

  it('moves an accepted request to Friends at once', async () => {
    const user = userEvent.setup();
    const reply = deferred();
    api.on('GET /api/friends', { body: lists() });
    api.on('POST /api/friends/requests/:id/accept', async () => {
      await reply.promise;
      return {
        body: { member: ana, relation: { state: 'friends', friendshipId: friendshipId(2) } },
      };
    });
    renderPage();
    const received = await screen.findByRole('list', { name: 'Requests received' });
    const anaRow = within(received).getAllByRole('listitem')[0]!;
    await user.click(within(anaRow).getByRole('button', { name: 'Accept' }));

    // Before the server has answered.
    const friends = screen.getByRole('list', { name: 'Friends' });
    expect(within(friends).getByRole('link', { name: 'ana' })).toBeInTheDocument();
    expect(names(screen.getByRole('list', { name: 'Requests received' }))).toEqual(['bo']);
    expect(api.callsTo('POST /api/friends/requests/:id/accept')[0]?.params.id).toBe(
      friendshipId(2),
    );
    reply.resolve();
    expect(await findToast('You and ana are friends now')).toBeInTheDocument();
  });

  it('puts a declined request back when the server refuses, with its reason', async () => {
    const user = userEvent.setup();
    api.on('GET /api/friends', { body: lists() });
    api.on('POST /api/friends/requests/:id/decline', {
      status: 404,
      body: { error: { code: 'not_found', message: 'That friend request was not found.' } },
    });
    renderPage();
    const received = await screen.findByRole('list', { name: 'Requests received' });
    await user.click(
      within(within(received).getAllByRole('listitem')[1]!).getByRole('button', {
        name: 'Decline',
      }),
    );
    expect(await findToast('The request was not declined')).toBeInTheDocument();
    expect(screen.getByText('That friend request was not found.')).toBeInTheDocument();
    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: 'Requests received' }))).toEqual(['ana', 'bo']),
    );
  });

  it('cancels a request I sent', async () => {
    const user = userEvent.setup();
    let current = lists();
    api.on('GET /api/friends', () => ({ body: current }));
    api.on('DELETE /api/friends/requests/:id', () => {
      current = { ...current, outgoing: [] };
      return { body: { member: caro, relation: { state: 'none', friendshipId: null } } };
    });
    renderPage();
    const sent = await screen.findByRole('list', { name: 'Requests sent' });
    await user.click(within(sent).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Requests sent' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE /api/friends/requests/:id')[0]?.params.id).toBe(friendshipId(4));
  });

  it('asks before unfriending, and unfriends only when confirmed', async () => {
    const user = userEvent.setup();
    let current = lists();
    api.on('GET /api/friends', () => ({ body: current }));
    api.on('DELETE /api/friends/:id', () => {
      current = { ...current, friends: [] };
      return { body: { member: dani, relation: { state: 'none', friendshipId: null } } };
    });
    renderPage();
    const friends = await screen.findByRole('list', { name: 'Friends' });
    await user.click(within(friends).getByRole('button', { name: 'Unfriend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unfriend dani?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep as friend' }));
    expect(api.callsTo('DELETE /api/friends/:id')).toHaveLength(0);
    expect(within(friends).getByRole('link', { name: 'dani' })).toBeInTheDocument();

    await user.click(within(friends).getByRole('button', { name: 'Unfriend' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unfriend' }),
    );
    expect(
      await screen.findByText('No friends yet. Find members by username above and add them.'),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/friends/:id')[0]?.params.id).toBe(friendshipId(1));
  });

  it('says so when there are no requests and no friends', async () => {
    api.on('GET /api/friends', { body: { friends: [], incoming: [], outgoing: [] } });
    renderPage();
    expect(await screen.findByText('No pending requests.')).toBeInTheDocument();
    expect(
      screen.getByText('No friends yet. Find members by username above and add them.'),
    ).toBeInTheDocument();
  });
});
