import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { deferred, installFakeApi } from '@/test/fake-api';
import { buildAdminEvent, page } from '../testing/admin-fixtures';
import { renderPanel } from '../testing/render-panel';
import { EventsPanel } from './events-panel';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();

beforeEach(() => {
  api.reset();
  toast.reset();
});

describe('Events', () => {
  it('lists events of every status with their start in the area’s zone, and filters', async () => {
    const user = userEvent.setup();
    api.on('GET /api/admin/events', ({ query }) => ({
      body: page(
        'events',
        query.get('status') === 'draft'
          ? [buildAdminEvent({ title: 'Quiet draft', status: 'draft', creator: null })]
          : [buildAdminEvent(), buildAdminEvent({ title: 'Rained off', status: 'cancelled' })],
      ),
    }));
    renderPanel(<EventsPanel />);
    const table = await screen.findByRole('table', { name: 'Events' });
    const [, jam, rained] = within(table).getAllByRole('row');
    expect(within(jam!).getByRole('link', { name: 'Sunset longboard jam' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/portugal\/ericeira\/events\//),
    );
    expect(jam).toHaveTextContent('4 Jul 2026, 18:30');
    expect(within(jam!).getByText('Published')).toBeInTheDocument();
    expect(
      within(jam!).getByRole('button', { name: 'Unpublish Sunset longboard jam' }),
    ).toBeInTheDocument();
    expect(within(rained!).queryByRole('button', { name: /Unpublish/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    expect(await screen.findByText('Quiet draft')).toBeInTheDocument();
    expect(screen.getByText('Deleted account')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/events').at(-1)?.query.get('status')).toBe('draft');
  });

  it('unpublishes an event and deletes another after confirming', async () => {
    const user = userEvent.setup();
    const jam = buildAdminEvent();
    const spam = buildAdminEvent({ title: 'Totally real free surfboards' });
    let rows = [jam, spam];
    api.on('GET /api/admin/events', () => ({ body: page('events', rows) }));
    api.on('POST /api/admin/events/:id/unpublish', () => {
      rows = rows.map((row) => (row.id === jam.id ? { ...row, status: 'draft' as const } : row));
      return { body: { event: { ...jam, status: 'draft' } } };
    });
    api.on('DELETE /api/admin/events/:id', () => {
      rows = rows.filter((row) => row.id !== spam.id);
      return { status: 204 };
    });
    renderPanel(<EventsPanel />);

    await user.click(await screen.findByRole('button', { name: 'Unpublish Sunset longboard jam' }));
    // Unpublishing asks first, as deleting does.
    const unpublishing = await screen.findByRole('alertdialog', { name: 'Unpublish this event?' });
    expect(api.callsTo('POST /api/admin/events/:id/unpublish')).toHaveLength(0);
    await user.click(within(unpublishing).getByRole('button', { name: 'Unpublish event' }));
    expect(await screen.findByText('Event unpublished')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Events' });
    expect(await within(table).findByText('Draft')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Totally real free surfboards' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this event?' });
    expect(api.callsTo('DELETE /api/admin/events/:id')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/events/:id')[0]?.params.id).toBe(spam.id);
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: 'Totally real free surfboards' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows the new status when a search was still on its way as the event was unpublished', async () => {
    const user = userEvent.setup();
    const jam = buildAdminEvent();
    let status: 'published' | 'draft' = 'published';
    const searchAnswered = deferred();
    api.on('GET /api/admin/events', async ({ query }) => {
      // The search's answer is read before the change and arrives after it.
      const rows = [{ ...jam, status }];
      if (query.get('q')) await searchAnswered.promise;
      return { body: page('events', rows) };
    });
    api.on('POST /api/admin/events/:id/unpublish', () => {
      status = 'draft';
      return { body: { event: { ...jam, status } } };
    });
    renderPanel(<EventsPanel />);
    const unpublish = await screen.findByRole('button', { name: 'Unpublish Sunset longboard jam' });

    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'jam{Enter}');
    await waitFor(() => expect(api.callsTo('GET /api/admin/events')).toHaveLength(2));
    await user.click(unpublish);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Unpublish event',
      }),
    );
    expect(await screen.findByText('Event unpublished')).toBeInTheDocument();
    searchAnswered.resolve();

    const table = screen.getByRole('table', { name: 'Events' });
    expect(await within(table).findByText('Draft')).toBeInTheDocument();
  });
});
