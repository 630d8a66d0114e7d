import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { installFakeApi } from '@/test/fake-api';
import { buildAdminArea, buildAdminCity, page } from '../testing/admin-fixtures';
import { renderPanel } from '../testing/render-panel';
import { CitiesPanel } from './cities-panel';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();

const ericeira = buildAdminArea({ name: 'Ericeira' });
const peniche = buildAdminArea({ name: 'Peniche' });

beforeEach(() => {
  api.reset();
  toast.reset();
  api.on('GET /api/admin/areas', { body: { areas: [ericeira, peniche] } });
});

describe('Cities', () => {
  it('approves a town a member suggested, after which it shows as approved', async () => {
    const user = userEvent.setup();
    const suggested = buildAdminCity({
      name: 'Hackerville',
      path: '/portugal/hackerville',
      status: 'pending',
      suggestedBy: { id: 'member-3', username: 'joao' },
      venueCount: 1,
    });
    let approved = false;
    api.on('GET /api/admin/cities', () => ({
      body: page('cities', [
        { ...suggested, status: approved ? 'approved' : 'pending' },
        buildAdminCity({ name: 'Ericeira', path: '/portugal/ericeira', areaCity: true }),
      ]),
    }));
    api.on('POST /api/admin/cities/:id/approve', () => {
      approved = true;
      return { body: { city: { ...suggested, status: 'approved' } } };
    });
    renderPanel(<CitiesPanel />);

    expect(await screen.findByText('Hackerville')).toBeInTheDocument();
    expect(screen.getByText('Suggested by @joao')).toBeInTheDocument();
    expect(screen.getByText("Area's own page")).toBeInTheDocument();
    // The area's own page and approved cities cannot be deleted, only renamed.
    expect(screen.queryByRole('button', { name: 'Delete Ericeira' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve Hackerville' }));
    expect(await screen.findByText('City approved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/cities/:id/approve')[0]?.params).toEqual({
      id: suggested.id,
    });
    await waitFor(() => expect(screen.queryByText('Suggested by @joao')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Approve Hackerville' })).not.toBeInTheDocument();
  });

  it('deletes a suggestion after confirming', async () => {
    const user = userEvent.setup();
    const suggested = buildAdminCity({ name: 'Fakeville', status: 'pending' });
    api.on('GET /api/admin/cities', { body: page('cities', [suggested]) });
    api.on('DELETE /api/admin/cities/:id', { status: 204 });
    renderPanel(<CitiesPanel />);

    await user.click(await screen.findByRole('button', { name: 'Delete Fakeville' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Fakeville?' });
    expect(api.callsTo('DELETE /api/admin/cities/:id')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete city' }));
    expect(await screen.findByText('City deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/cities/:id')[0]?.params).toEqual({ id: suggested.id });
  });

  it('adds a city to the chosen area and tells why one is refused', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/cities', { body: page('cities', []) });
    api.on('POST /api/admin/cities', ({ body }) =>
      (body as { name: string }).name === 'Ribamar'
        ? {
            status: 409,
            body: {
              error: {
                code: 'conflict',
                message:
                  'A city of that country already has this address. Rename or approve that one.',
              },
            },
          }
        : { status: 201, body: { city: buildAdminCity({ name: 'Baleal', area: peniche }) } },
    );
    renderPanel(<CitiesPanel />);
    expect(await screen.findByText('No cities yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New city' }));
    const dialog = await screen.findByRole('dialog', { name: 'New city' });
    await user.selectOptions(within(dialog).getByLabelText('Area'), 'Peniche');
    await user.type(within(dialog).getByLabelText('Name'), 'Ribamar');
    await user.click(within(dialog).getByRole('button', { name: 'Add city' }));
    expect(await screen.findByText('The city was not added')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A city of that country already has this address. Rename or approve that one.',
      ),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Baleal');
    await user.click(within(dialog).getByRole('button', { name: 'Add city' }));
    expect(await screen.findByText('City added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/cities').at(-1)?.body).toEqual({
      areaId: peniche.id,
      name: 'Baleal',
    });
  });
});
