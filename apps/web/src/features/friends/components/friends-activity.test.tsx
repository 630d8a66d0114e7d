import type { FriendActivityResponse } from '@lineup/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderWithClient } from '../testing/render-with-client';
import { FriendsActivity } from './friends-activity';

const api = installFakeApi();
beforeEach(() => api.reset());

const NOW = new Date('2026-07-01T10:00:00Z');
const person = (id: string, username: string) => ({ id, username, avatarUrl: null });

const body: FriendActivityResponse = {
  items: [
    {
      kind: 'plan',
      id: '99999999-0000-4000-8000-000000000001',
      title: 'Dawn patrol at Ribeira',
      path: '/casual-plans?plan=99999999-0000-4000-8000-000000000001',
      startsAt: '2026-07-02T06:30:00+01:00',
      timeZone: 'Europe/Lisbon',
      areaName: 'Ericeira',
      place: 'Ribeira d’Ilhas car park',
      visibility: 'friends',
      friends: [
        { ...person('m1', 'joana'), role: 'created' },
        { ...person('m2', 'kai'), role: 'joined' },
      ],
    },
    {
      kind: 'event',
      id: '00000000-0000-4000-8000-000000000007',
      title: 'Full moon party',
      path: '/netherlands/zandvoort/events/full-moon-party',
      startsAt: '2026-07-04T21:00:00+02:00',
      timeZone: 'Europe/Amsterdam',
      areaName: 'Zandvoort',
      place: 'Beach club Noord',
      friends: [
        { ...person('m3', 'lea'), rsvpStatus: 'going' },
        { ...person('m4', 'mo'), rsvpStatus: 'going' },
        { ...person('m2', 'kai'), rsvpStatus: 'interested' },
      ],
    },
  ],
};

describe('Friends are going to', () => {
  it('lists events and plans soonest first, linking each and naming the friends', async () => {
    api.on('GET /api/friends/activity', { body });
    renderWithClient(<FriendsActivity viewerId="me" now={NOW} />);
    const list = await screen.findByRole('list', { name: 'Friends are going to' });
    const [plan, event] = within(list).getAllByRole('listitem');

    expect(within(plan!).getByRole('link', { name: 'Dawn patrol at Ribeira' })).toHaveAttribute(
      'href',
      '/casual-plans?plan=99999999-0000-4000-8000-000000000001',
    );
    expect(plan).toHaveTextContent('Casual plan');
    expect(plan).toHaveTextContent('Friends only');
    expect(plan).toHaveTextContent('Tomorrow · 06:30');
    expect(plan).toHaveTextContent('Lisbon time');
    expect(plan).toHaveTextContent('joana made this plan · kai joined');

    expect(within(event!).getByRole('link', { name: 'Full moon party' })).toHaveAttribute(
      'href',
      '/netherlands/zandvoort/events/full-moon-party',
    );
    expect(event).toHaveTextContent('Sat 4 Jul · 21:00');
    expect(event).toHaveTextContent('Beach club Noord, Zandvoort');
    expect(event).toHaveTextContent('lea and mo going · kai interested');
  });

  it('explains what will show when friends have no plans yet', async () => {
    api.on('GET /api/friends/activity', { body: { items: [] } });
    renderWithClient(<FriendsActivity viewerId="me" now={NOW} />);
    expect(
      await screen.findByText(
        'Nothing yet. When your friends RSVP to events or make and join plans, they show up here.',
      ),
    ).toBeInTheDocument();
  });
});
