import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { installFakeApi } from '@/test/fake-api';
import { buildAdminMember, page } from '../testing/admin-fixtures';
import { renderPanel } from '../testing/render-panel';
import { MembersPanel } from './members-panel';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();

beforeEach(() => {
  api.reset();
  toast.reset();
});

const me = buildAdminMember({ id: 'admin-1', username: 'harbour_master', role: 'admin' });

describe('Members', () => {
  it('searches by username or e-mail and pages through the results', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/members', ({ query }) => ({
      body: {
        ...page(
          'members',
          [buildAdminMember({ username: query.get('q') ? 'kelp_rider' : 'anyone' })],
          query.get('page') === '1',
        ),
        page: Number(query.get('page')),
      },
    }));
    renderPanel(<MembersPanel currentUserId={me.id} />);
    expect(await screen.findByText('anyone')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'kelp{Enter}');
    expect(await screen.findByText('kelp_rider')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/members').at(-1)?.query.get('q')).toBe('kelp');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/members').at(-1)?.query.get('page')).toBe('2'),
    );
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
  });

  it('bans a member with a reason after confirming, and shows the ban', async () => {
    const user = userEvent.setup();
    const surfer = buildAdminMember({ username: 'spam_wave' });
    let banned = false;
    api.on('GET /api/admin/members', () => ({
      body: page('members', [me, { ...surfer, banned, banReason: banned ? 'Spam events' : null }]),
    }));
    api.on('POST /api/admin/members/:id/ban', () => {
      banned = true;
      return { body: { member: { ...surfer, banned: true, banReason: 'Spam events' } } };
    });
    renderPanel(<MembersPanel currentUserId={me.id} />);

    // An admin cannot ban or demote themselves.
    expect(await screen.findByRole('button', { name: 'Ban harbour_master' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove admin from harbour_master' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Ban spam_wave' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ban spam_wave?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Spam events');
    await user.click(within(dialog).getByRole('button', { name: 'Ban member' }));

    expect(await screen.findByText('Member banned')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/members/:id/ban')[0]).toMatchObject({
      params: { id: surfer.id },
      body: { reason: 'Spam events' },
    });
    expect(await screen.findByText('Banned')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unban spam_wave' })).toBeInTheDocument();
  });

  it('makes an admin at once and removes one after confirming; failures are told', async () => {
    const user = userEvent.setup();
    const helper = buildAdminMember({ username: 'lifeguard' });
    const other = buildAdminMember({ username: 'old_admin', role: 'admin' });
    api.on('GET /api/admin/members', { body: page('members', [helper, other]) });
    api.on('PUT /api/admin/members/:id/role', ({ params, body }) =>
      params.id === helper.id
        ? { body: { member: { ...helper, ...(body as object) } } }
        : {
            status: 404,
            body: { error: { code: 'not_found', message: 'There is no member with that id.' } },
          },
    );
    renderPanel(<MembersPanel currentUserId={me.id} />);

    await user.click(await screen.findByRole('button', { name: 'Make lifeguard an admin' }));
    // Making an admin asks first, as removing one does.
    const promoting = await screen.findByRole('alertdialog', { name: 'Make lifeguard an admin?' });
    expect(api.callsTo('PUT /api/admin/members/:id/role')).toHaveLength(0);
    await user.click(within(promoting).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Admin added')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/members/:id/role')[0]?.body).toEqual({ role: 'admin' });

    await user.click(screen.getByRole('button', { name: 'Remove admin from old_admin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove admin from old_admin?' });
    expect(api.callsTo('PUT /api/admin/members/:id/role')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(await screen.findByText('The role was not changed')).toBeInTheDocument();
    expect(screen.getByText('There is no member with that id.')).toBeInTheDocument();
  });
});
