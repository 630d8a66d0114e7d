import { guestMessages, TicketResponse } from '@lineup/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EVENT_ID, refuse, serveEvent } from '@/features/guests/testing/guests-fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, signedInAs } from '@/test/render-app';

const api = installFakeApi();
const PATH = `/events/event/${EVENT_ID}/ticket`;
const CODE = `lineup:${EVENT_ID}:member-rui:abcdefghijklmnopqrstuv`;

const ticket = (checkedInAt: string | null = null) =>
  TicketResponse.parse({
    code: CODE,
    guest: { id: 'member-rui', username: 'rui', avatarUrl: null },
    checkedInAt,
  });

beforeEach(() => api.reset());

describe('/events/event/:id/ticket', () => {
  it('shows a going guest the event, their name and the code to scan', async () => {
    serveEvent(api, { title: 'Sunset session', myRsvp: 'going' });
    api.on('GET /api/events/:id/ticket', { body: ticket() });
    renderApp(PATH, { auth: signedInAs({ id: 'member-rui', username: 'rui' }) });

    expect(
      await screen.findByRole('heading', { name: 'Sunset session' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Foz Surf Shack, Ericeira')).toBeInTheDocument();
    expect(screen.getByText(/Saturday 4 July 2026 · 07:00 – 09:00/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ticket code for rui' })).toBeInTheDocument();
    expect(screen.getByText(CODE)).toBeInTheDocument();
    expect(screen.queryByText(/^Checked in at/)).not.toBeInTheDocument();
  });

  it('says when the guest was checked in', async () => {
    serveEvent(api, { myRsvp: 'going' });
    api.on('GET /api/events/:id/ticket', { body: ticket('2026-07-04T19:42:00+01:00') });
    renderApp(PATH, { auth: signedInAs({ id: 'member-rui', username: 'rui' }) });
    expect(
      await screen.findByText('Checked in at 19:42', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('tells a member whose request waits why there is no ticket yet', async () => {
    serveEvent(api, { myRsvp: 'requested' });
    api.on('GET /api/events/:id/ticket', refuse(403, 'forbidden', guestMessages.noTicket));
    renderApp(PATH, { auth: signedInAs() });
    expect(
      await screen.findByRole('heading', { name: guestMessages.noTicket }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Your request to go is waiting for the hosts/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the event' })).toHaveAttribute(
      'href',
      `/events/event/${EVENT_ID}`,
    );
    expect(screen.queryByRole('img', { name: /Ticket code/ })).not.toBeInTheDocument();
  });

  it('tells a host who is not going that tickets are for guests', async () => {
    serveEvent(api, { hostRole: 'owner' });
    api.on('GET /api/events/:id/ticket', refuse(403, 'forbidden', guestMessages.noTicket));
    renderApp(PATH, { auth: signedInAs() });
    expect(
      await screen.findByText(/Answer “Going” on the event’s page/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an event that is not there', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/events/resolve', refuse(404, 'not_found', 'No such event.'));
    api.on('GET /api/events/:id/ticket', refuse(404, 'not_found', 'No such event.'));
    renderApp(PATH, { auth: signedInAs() });
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    renderApp(PATH);
    expect(await screen.findByRole('link', { name: 'Log In' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(PATH)}`,
    );
    expect(api.callsTo('GET /api/events/:id/ticket')).toHaveLength(0);
  });
});
