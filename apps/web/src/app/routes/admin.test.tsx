import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '@/test/render-app';
import { installFakeApi } from '@/test/fake-api';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();

afterEach(() => api.reset());

function admin() {
  const state = signedInAs({ id: 'admin-1', username: 'harbour_master' });
  return {
    ...state,
    session: { ...state.session!, user: { ...state.session!.user, role: 'admin' } },
  };
}

const adminCalls = () => api.calls.filter((call) => call.path.startsWith('/api/admin/'));

describe('/admin', () => {
  it('asks visitors to log in and requests nothing', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    renderApp('/admin');
    expect(
      await screen.findByText(
        'Log in with an admin account to manage Lineup.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(adminCalls()).toEqual([]);
  });

  it('tells members who are not admins that the page is for admins, without asking for data', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    renderApp('/admin', { auth: signedInAs() });
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(adminCalls()).toEqual([]);
  });

  it('shows admins the tabs, opening the one named in the address', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/admin/members', {
      body: { members: [], page: 1, pageSize: 20, hasMore: false },
    });
    renderApp('/admin?tab=members', { auth: admin() });
    expect(await screen.findByRole('tab', { name: 'Members', selected: true })).toBeInTheDocument();
    for (const name of ['Areas', 'Events', 'Search', 'Consent']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(await screen.findByText('No members yet.')).toBeInTheDocument();
    expect(adminCalls().map((call) => call.path)).toEqual(['/api/admin/members']);
  });
});
