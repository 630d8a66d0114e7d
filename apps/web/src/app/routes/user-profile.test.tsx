import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, signedInAs } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();
afterEach(() => {
  api.reset();
  toast.reset();
});

const member = { id: 'member-9', username: 'wave_rider', avatarUrl: null };
const profile = {
  ...member,
  tagline: null,
  location: null,
  locationCategory: null,
  status: null,
  statusDetails: null,
  memberSince: '2026-01-01T00:00:00.000Z',
  going: [],
  created: [],
  friendship: { state: 'none', friendshipId: null },
};
const notFound = {
  status: 404,
  body: { error: { code: 'not_found', message: 'That member was not found.' } },
};

/** The server's side of a block between the viewer and member-9 (docs/product.md §13). */
function fakeServer(state: { iBlocked: boolean; theyBlocked: boolean }) {
  api.on('GET /api/areas', { body: { areas: [] } });
  api.on('GET /api/users/:id/stays', { body: { stays: [] } });
  api.on('GET /api/users/:id', () =>
    state.iBlocked || state.theyBlocked ? notFound : { body: { profile } },
  );
  api.on('GET /api/blocks', () => ({
    body: {
      blocked: state.iBlocked ? [{ ...member, blockedAt: '2026-05-01T10:00:00.000Z' }] : [],
    },
  }));
  api.on('POST /api/blocks', () => {
    state.iBlocked = true;
    return { status: 201, body: { member, blocked: true } };
  });
  api.on('DELETE /api/blocks/:userId', () => {
    state.iBlocked = false;
    return { body: { member, blocked: false } };
  });
}

describe('blocking from a member’s profile', () => {
  it('blocks after a confirmation, then shows the member as blocked with Unblock', async () => {
    const user = userEvent.setup();
    fakeServer({ iBlocked: false, theyBlocked: false });
    renderApp('/user/member-9', { auth: signedInAs() });

    await user.click(await screen.findByRole('button', { name: 'Block' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block wave_rider?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(
      await screen.findByText(/^You blocked wave_rider\./, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'wave_rider' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/blocks')[0]?.body).toEqual({ userId: 'member-9' });

    await user.click(screen.getByRole('button', { name: 'Unblock wave_rider' }));
    expect(await screen.findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^You blocked/)).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/blocks/:userId')[0]?.params.userId).toBe('member-9');
  });

  it('shows the page-not-found page to a member they blocked, telling nothing more', async () => {
    fakeServer({ iBlocked: false, theyBlocked: true });
    renderApp('/user/member-9', { auth: signedInAs() });
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/blocked/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unblock/ })).not.toBeInTheDocument();
  });

  it('offers no Block to visitors', async () => {
    fakeServer({ iBlocked: false, theyBlocked: false });
    renderApp('/user/member-9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'wave_rider' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report wave_rider' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/blocks')).toHaveLength(0);
  });

  it('lets a member report another member from their page', async () => {
    fakeServer({ iBlocked: false, theyBlocked: false });
    renderApp('/user/member-9', { auth: signedInAs() });
    expect(
      await screen.findByRole('button', { name: 'Report wave_rider' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
