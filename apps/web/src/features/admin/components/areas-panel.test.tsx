import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { installFakeApi } from '@/test/fake-api';
import { buildAdminArea } from '../testing/admin-fixtures';
import { renderPanel } from '../testing/render-panel';
import { AreasPanel } from './areas-panel';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();

beforeEach(() => {
  api.reset();
  toast.reset();
});

describe('Areas', () => {
  it('lists every area with its zone, coordinates, counts and status', async () => {
    api.on('GET /api/admin/areas', {
      body: {
        areas: [
          buildAdminArea(),
          buildAdminArea({
            name: 'Costa Nova',
            slug: 'costa-nova',
            active: false,
            latitude: null,
            longitude: null,
            displayOrder: 9,
            eventCount: 0,
            upcomingEventCount: 0,
          }),
        ],
      },
    });
    renderPanel(<AreasPanel />);
    const table = await screen.findByRole('table', { name: 'Areas' });
    const [, ericeira, costa] = within(table).getAllByRole('row');
    expect(ericeira).toHaveTextContent('Ericeira');
    expect(ericeira).toHaveTextContent('Europe/Lisbon');
    expect(ericeira).toHaveTextContent('38.9629, -9.4176');
    expect(ericeira).toHaveTextContent('12 (5 upcoming)');
    expect(within(ericeira!).getByText('Active')).toBeInTheDocument();
    expect(costa).toHaveTextContent('Not set');
    expect(within(costa!).getByText('Inactive')).toBeInTheDocument();
    expect(within(costa!).getByRole('button', { name: 'Activate Costa Nova' })).toBeInTheDocument();
    // The picker sorts by name; the order set here is the home page's.
    expect(
      screen.getByText(/show in the area picker, by name, and on the home page in this order/),
    ).toBeInTheDocument();
  });

  it('creates an area, checking the time zone and coordinates first, and refreshes the public list', async () => {
    const user = userEvent.setup();
    const areas = [buildAdminArea()];
    api.on('GET /api/admin/areas', () => ({ body: { areas } }));
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('POST /api/admin/areas', ({ body }) => {
      const area = buildAdminArea({
        ...(body as object),
        slug: 'portugal-nazare-area',
        countrySlug: 'portugal',
      });
      areas.push(area);
      return { status: 201, body: { area } };
    });
    renderPanel(<AreasPanel />);
    await user.click(await screen.findByRole('button', { name: 'New area' }));
    const dialog = await screen.findByRole('dialog', { name: 'New area' });

    await user.type(within(dialog).getByLabelText('Name'), 'Nazaré');
    await user.type(within(dialog).getByLabelText('Country'), 'Portugal');
    await user.type(within(dialog).getByLabelText('Description'), 'Giant winter waves.');
    await user.type(within(dialog).getByLabelText('Time zone'), 'Europe/Nowhere');
    await user.type(within(dialog).getByLabelText('Latitude'), '95');
    await user.click(within(dialog).getByRole('button', { name: 'Create area' }));
    expect(
      await within(dialog).findByText('Choose a time zone from the list, such as Europe/Lisbon.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Give the latitude, a number from -90 to 90.'),
    ).toBeInTheDocument();
    // Every area has coordinates: an empty longitude is refused too.
    expect(
      within(dialog).getByText('Give the longitude, a number from -180 to 180.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/areas')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Time zone'));
    await user.type(within(dialog).getByLabelText('Time zone'), 'Europe/Lisbon');
    await user.clear(within(dialog).getByLabelText('Latitude'));
    await user.type(within(dialog).getByLabelText('Latitude'), '39.6');
    await user.type(within(dialog).getByLabelText('Longitude'), '-9.07');
    // The way its beaches face places its sea forecast.
    await user.type(within(dialog).getByLabelText('Beaches face'), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Create area' }));
    expect(
      await within(dialog).findByText(
        'Give the way the beaches face in whole degrees from 0 to 359, or leave it empty.',
      ),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Beaches face'));
    await user.type(within(dialog).getByLabelText('Beaches face'), '275');
    await user.click(within(dialog).getByRole('button', { name: 'Create area' }));

    expect(await screen.findByText('Area created')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/areas')[0]?.body).toEqual({
      name: 'Nazaré',
      slug: '',
      country: 'Portugal',
      description: 'Giant winter waves.',
      timeZone: 'Europe/Lisbon',
      latitude: 39.6,
      longitude: -9.07,
      facing: 275,
      displayOrder: 0,
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Nazaré')).toBeInTheDocument();
    // The area picker's list is fetched again, past the browser's cache.
    expect(api.callsTo('GET /api/areas').length).toBeGreaterThan(0);
  });

  it('shows a taken slug on the slug field and says so in a toast', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/areas', { body: { areas: [] } });
    api.on('POST /api/admin/areas', {
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: 'Another area already uses that slug. Choose a different name or slug.',
        },
      },
    });
    renderPanel(<AreasPanel />);
    await user.click(await screen.findByRole('button', { name: 'New area' }));
    const dialog = await screen.findByRole('dialog', { name: 'New area' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ericeira');
    await user.type(within(dialog).getByLabelText('Time zone'), 'Europe/Lisbon');
    await user.type(within(dialog).getByLabelText('Latitude'), '38.96');
    await user.type(within(dialog).getByLabelText('Longitude'), '-9.42');
    await user.click(within(dialog).getByRole('button', { name: 'Create area' }));
    expect(await screen.findByText('The area was not created')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Slug')).toHaveAccessibleDescription(
      'Another area already uses that slug. Choose a different name or slug.',
    );
  });

  it('renames an area and hides another', async () => {
    const user = userEvent.setup();
    const ericeira = buildAdminArea();
    const peniche = buildAdminArea({ name: 'Peniche', slug: 'portugal-peniche-area' });
    api.on('GET /api/admin/areas', { body: { areas: [ericeira, peniche] } });
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('PATCH /api/admin/areas/:id', ({ params, body }) => ({
      body: {
        area: { ...(params.id === ericeira.id ? ericeira : peniche), ...(body as object) },
      },
    }));
    renderPanel(<AreasPanel />);
    await user.click(await screen.findByRole('button', { name: 'Edit Ericeira' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit area' });
    expect(within(dialog).queryByLabelText('Slug')).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ericeira & Ribamar');
    await user.click(within(dialog).getByRole('button', { name: 'Save area' }));
    expect(await screen.findByText('Area saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/areas/:id')[0]?.body).toMatchObject({
      name: 'Ericeira & Ribamar',
      timeZone: 'Europe/Lisbon',
      active: true,
    });

    await user.click(screen.getByRole('button', { name: 'Deactivate Peniche' }));
    expect(await screen.findByText('Area hidden')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/areas/:id')[1]).toMatchObject({
      params: { id: peniche.id },
      body: { active: false },
    });
  });
});
