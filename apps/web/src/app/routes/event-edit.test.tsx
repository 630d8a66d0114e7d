import type { Area, EditableEvent } from '@lineup/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, signedInAs } from '@/test/render-app';

const api = installFakeApi();
const ID = '44444444-4444-4444-8444-444444444444';

const ericeira: Area = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ericeira',
  slug: 'portugal-ericeira-area',
  country: 'Portugal',
  countrySlug: 'portugal',
  description: '',
  timeZone: 'Europe/Lisbon',
  latitude: null,
  longitude: null,
  displayOrder: 0,
  eventCount: 0,
  upcomingEventCount: 0,
};

const event: EditableEvent = {
  id: ID,
  path: '/portugal/ericeira/events/sunset-session',
  status: 'published',
  title: 'Sunset session',
  description: '',
  category: 'surf',
  vibe: null,
  tags: [],
  area: { id: ericeira.id, name: 'Ericeira', slug: ericeira.slug, timeZone: 'Europe/Lisbon' },
  venue: null,
  specificVenue: null,
  startLocal: '2099-07-04T18:30',
  endLocal: '2099-07-04T21:00',
  capacity: null,
  priceText: null,
  externalUrl: null,
  imageUrl: null,
  crew: null,
  locale: 'en',
  translations: [],
  goingCount: 2,
  interestedCount: 0,
  series: null,
};

const refuse = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});

beforeEach(() => {
  api.reset();
  api.on('GET /api/areas', { body: { areas: [ericeira] } });
  // The member runs no crew, and the event asks nothing of its guests yet.
  api.on('GET /api/crews/mine', { body: { running: [], following: [], invitations: [] } });
  api.on('GET /api/events/:id/guest-settings', {
    body: { requiresApproval: false, questions: [] },
  });
});

describe('/events/:eventId/edit', () => {
  it('opens the form with the event for its creator', async () => {
    api.on('GET /api/events/:id/edit', { body: { event } });
    renderApp(`/events/${ID}/edit`, { auth: signedInAs() });
    expect(await screen.findByLabelText('Title', {}, { timeout: 5000 })).toHaveValue(
      'Sunset session',
    );
    expect(screen.getByRole('button', { name: 'Cancel event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('tells another member they can only edit their own events', async () => {
    api.on(
      'GET /api/events/:id/edit',
      refuse(403, 'forbidden', 'You can only change events you host.'),
    );
    renderApp(`/events/${ID}/edit`, { auth: signedInAs({ id: 'someone-else' }) });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'You can only edit events you host.' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('shows the not-found page for an event that is not there', async () => {
    api.on('GET /api/events/:id/edit', refuse(404, 'not_found', 'This event does not exist.'));
    renderApp(`/events/${ID}/edit`, { auth: signedInAs() });
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in, with a way back here', async () => {
    renderApp(`/events/${ID}/edit`);
    const logIn = await screen.findByRole('link', { name: 'Log In' }, { timeout: 5000 });
    expect(logIn).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/events/${ID}/edit`)}`,
    );
    expect(screen.getByRole('link', { name: 'Just Browse Events' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/events/:id/edit')).toHaveLength(0);
  });
});
