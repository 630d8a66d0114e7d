import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { friendshipId, memberNamed, renderWithClient } from '../testing/render-with-client';
import { MemberSearch } from './member-search';

const api = installFakeApi();
beforeEach(() => api.reset());

describe('MemberSearch', () => {
  it('waits for 2 characters, then lists members with the action that fits each', async () => {
    const user = userEvent.setup();
    api.on('GET /api/friends/search', (call) => ({
      body: {
        members:
          call.query.get('q') === 'su'
            ? [
                { ...memberNamed('surfer_ana'), relation: { state: 'none', friendshipId: null } },
                {
                  ...memberNamed('sun_bo'),
                  relation: { state: 'request_sent', friendshipId: friendshipId(1) },
                },
                {
                  ...memberNamed('susi'),
                  relation: { state: 'request_received', friendshipId: friendshipId(2) },
                },
                {
                  ...memberNamed('sunny'),
                  relation: { state: 'friends', friendshipId: friendshipId(3) },
                },
              ]
            : [],
      },
    }));
    renderWithClient(<MemberSearch viewerId="me" />);
    const box = screen.getByRole('searchbox', { name: 'Search members by username' });

    await user.type(box, 's');
    expect(
      screen.getByText('Type at least 2 characters of a username.', {
        selector: 'p:not(.sr-only)',
      }),
    ).toBeInTheDocument();
    await user.type(box, 'u');
    const list = await screen.findByRole('list', { name: 'Members found' });
    expect(api.callsTo('GET /api/friends/search').map((call) => call.query.get('q'))).toEqual([
      'su',
    ]);

    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: /surfer_ana/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/user\/member-\d+$/),
    );
    expect(within(rows[0]!).getByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Friends')).toBeInTheDocument();

    await user.type(box, 'zz');
    expect(await screen.findByText('No members match “suzz”.')).toBeInTheDocument();
  });

  it('shows the reason when the search fails', async () => {
    const user = userEvent.setup();
    api.on('GET /api/friends/search', {
      status: 500,
      body: { error: { code: 'internal', message: 'Something went wrong on our side.' } },
    });
    renderWithClient(<MemberSearch viewerId="me" />);
    await user.type(screen.getByRole('searchbox'), 'kai');
    await waitFor(
      () =>
        expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.'),
      { timeout: 5000 },
    );
  });
});
