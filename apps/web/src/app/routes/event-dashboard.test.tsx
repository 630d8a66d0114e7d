import { EventDashboard, guestMessages } from '@lineup/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  EVENT_ID,
  QUESTION_ID,
  refuse,
  serveEvent,
} from '@/features/guests/testing/guests-fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, signedInAs } from '@/test/render-app';

const api = installFakeApi();
const PATH = `/events/event/${EVENT_ID}/dashboard`;

const figures = EventDashboard.parse({
  views: [
    { day: '2026-07-01', views: 12 },
    { day: '2026-07-02', views: 30 },
  ],
  totalViews: 42,
  sources: [
    { source: 'instagram', views: 25 },
    { source: '', views: 17 },
  ],
  rsvps: [{ day: '2026-07-01', going: 3, interested: 2, waitlisted: 0, requested: 1 }],
  answers: [
    {
      questionId: QUESTION_ID,
      label: 'Do you need a board?',
      answered: 4,
      choices: [
        { option: 'yes', count: 3 },
        { option: 'no', count: 1 },
      ],
    },
  ],
  arrived: 2,
  going: 3,
});

beforeEach(() => api.reset());

describe('/events/event/:id/dashboard', () => {
  it('shows a host the views, sources, answers over time, answers and arrivals as text', async () => {
    serveEvent(api, { hostRole: 'owner', title: 'Sunset session' });
    api.on('GET /api/events/:id/dashboard', { body: figures });
    renderApp(PATH, { auth: signedInAs() });

    const views = await screen.findByRole(
      'table',
      { name: 'Page views by day' },
      { timeout: 5000 },
    );
    expect(within(views).getByRole('row', { name: /Thu 2 Jul.*30/ })).toBeInTheDocument();
    const sources = screen.getByRole('table', { name: 'Page views by source' });
    expect(within(sources).getByRole('row', { name: /instagram.*25/ })).toBeInTheDocument();
    expect(within(sources).getByRole('row', { name: /Direct or unknown.*17/ })).toBeInTheDocument();
    const rsvps = screen.getByRole('table', { name: 'Answers by the day they were given' });
    expect(within(rsvps).getAllByRole('row')).toHaveLength(2);
    const answers = screen.getByRole('table', { name: 'Do you need a board?' });
    expect(within(answers).getByRole('row', { name: /Yes.*3/ })).toBeInTheDocument();
    expect(screen.getByText(/of 3 going arrived \(67%\)/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Guests arrived' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
  });

  it('says so when nobody has looked yet', async () => {
    serveEvent(api, { hostRole: 'host' });
    api.on('GET /api/events/:id/dashboard', {
      body: { ...figures, views: [], sources: [], rsvps: [], answers: [], totalViews: 0 },
    });
    renderApp(PATH, { auth: signedInAs() });
    expect(
      await screen.findByText('Nobody has opened the event’s page yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nobody has answered yet.')).toBeInTheDocument();
  });

  it('tells a check-in member or guest that only the hosts see it', async () => {
    serveEvent(api, { hostRole: 'checkin' });
    api.on('GET /api/events/:id/dashboard', refuse(403, 'forbidden', guestMessages.hostsOnly));
    renderApp(PATH, { auth: signedInAs() });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Only the event’s hosts can see its dashboard.' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an event that is not there', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/events/resolve', refuse(404, 'not_found', 'No such event.'));
    api.on('GET /api/events/:id/dashboard', refuse(404, 'not_found', 'No such event.'));
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
  });
});
