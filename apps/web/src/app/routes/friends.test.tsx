import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, signedInAs } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();
afterEach(() => api.reset());

const friendsCalls = () => api.calls.filter((call) => call.path.startsWith('/api/friends'));

describe('/friends', () => {
  it('asks visitors to log in over the page and requests nothing', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    renderApp('/friends');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Log in to connect with friends' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(friendsCalls()).toEqual([]);
  });

  it('shows members the search, requests, friends and what friends are going to', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/friends', { body: { friends: [], incoming: [], outgoing: [] } });
    api.on('GET /api/friends/activity', { body: { items: [] } });
    const { unmount } = renderApp('/friends', { auth: signedInAs() });
    expect(
      await screen.findByRole(
        'searchbox',
        { name: 'Search members by username' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    for (const name of ['Find friends', 'Requests', 'Friends', 'Friends are going to']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    // Gone before the next test: a page left behind on a busy machine asks again in its time.
    unmount();
  });
});

describe('the friend button on a member’s profile', () => {
  const profile = (friendship: unknown) => ({
    profile: {
      id: 'member-9',
      username: 'wave_rider',
      avatarUrl: null,
      tagline: null,
      location: null,
      locationCategory: null,
      status: null,
      statusDetails: null,
      memberSince: '2026-01-01T00:00:00.000Z',
      going: [],
      created: [],
      friendship,
    },
  });

  it('offers Add friend to a signed-in viewer', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/users/:id', { body: profile({ state: 'none', friendshipId: null }) });
    api.on('GET /api/users/:id/stays', { body: { stays: [] } });
    renderApp('/user/member-9', { auth: signedInAs() });
    expect(
      await screen.findByRole('button', { name: 'Add friend' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('shows a pending request as sent', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/users/:id/stays', { body: { stays: [] } });
    api.on('GET /api/users/:id', {
      body: profile({
        state: 'request_sent',
        friendshipId: '00000000-0000-4000-8000-000000000001',
      }),
    });
    renderApp('/user/member-9', { auth: signedInAs() });
    expect(await screen.findByText('Request sent', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
  });

  it('shows visitors no friend button', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/users/:id', { body: profile(null) });
    renderApp('/user/member-9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'wave_rider' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
  });
});
