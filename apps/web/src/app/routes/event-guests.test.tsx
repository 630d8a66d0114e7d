import { guestMessages } from '@lineup/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildGuest,
  buildGuests,
  EVENT_ID,
  QUESTION_ID,
  refuse,
  serveEvent,
} from '@/features/guests/testing/guests-fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, signedInAs } from '@/test/render-app';

const api = installFakeApi();
const PATH = `/events/event/${EVENT_ID}/guests`;

const request = buildGuest({
  id: 'member-ines',
  username: 'ines',
  status: 'requested',
  answers: { [QUESTION_ID]: 'A 9 ft longboard' },
});
const going = buildGuest({
  answers: { [QUESTION_ID]: 'A fish' },
  checkedInAt: '2026-07-04T19:42:00+01:00',
});

beforeEach(() => api.reset());

describe('/events/event/:id/guests', () => {
  it('shows a host every guest by state with answers, and accepts a request', async () => {
    serveEvent(api, { hostRole: 'owner', title: 'Sunset session' });
    api.on('GET /api/events/:id/guests', { body: buildGuests([request, going]) });
    api.on('POST /api/events/:id/requests/:userId', {
      body: buildGuests([{ ...request, status: 'going' }, going]),
    });
    renderApp(PATH, { auth: signedInAs() });

    const requests = await screen.findByRole('region', { name: /^Requests/ }, { timeout: 5000 });
    expect(within(requests).getByRole('link', { name: 'ines' })).toBeInTheDocument();
    expect(within(requests).getByText('A 9 ft longboard')).toBeInTheDocument();
    const goingList = screen.getByRole('region', { name: /^Going/ });
    expect(within(goingList).getByText('Checked in 19:42')).toBeInTheDocument();
    expect(screen.getByText('1 of 1 arrived')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/events/${EVENT_ID}/guests.csv`,
    );

    await userEvent.click(within(requests).getByRole('button', { name: 'Accept ines' }));
    expect(
      await within(screen.getByRole('region', { name: /^Going/ })).findByRole('link', {
        name: 'ines',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Requests/ })).not.toBeInTheDocument();
    const [call] = api.callsTo('POST /api/events/:id/requests/:userId');
    expect(call?.params).toMatchObject({ id: EVENT_ID, userId: 'member-ines' });
    expect(call?.body).toEqual({ decision: 'accept' });
  });

  it('finds guests by name or answer', async () => {
    serveEvent(api, { hostRole: 'host' });
    api.on('GET /api/events/:id/guests', { body: buildGuests([request, going]) });
    renderApp(PATH, { auth: signedInAs() });
    const search = await screen.findByLabelText('Search guests', {}, { timeout: 5000 });
    await userEvent.type(search, 'fish');
    expect(screen.getByRole('link', { name: 'rui' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ines' })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.getByText('No guest matches “nobody”.')).toBeInTheDocument();
  });

  it('lets a check-in member read the list without deciding or exporting', async () => {
    serveEvent(api, { hostRole: 'checkin' });
    api.on('GET /api/events/:id/guests', {
      body: buildGuests([
        { ...request, answers: {} },
        { ...going, answers: {} },
      ]),
    });
    renderApp(PATH, { auth: signedInAs() });
    expect(
      await screen.findByRole('region', { name: /^Requests/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept ines' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('tells a guest that only the hosts see the guests', async () => {
    serveEvent(api, { myRsvp: 'going' });
    api.on('GET /api/events/:id/guests', refuse(403, 'forbidden', guestMessages.hostsOnly));
    renderApp(PATH, { auth: signedInAs() });
    expect(
      await screen.findByRole('heading', { name: guestMessages.hostsOnly }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the event' })).toHaveAttribute(
      'href',
      `/events/event/${EVENT_ID}`,
    );
  });

  it('shows the not-found page for an event that is not there', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/events/resolve', refuse(404, 'not_found', 'No such event.'));
    api.on('GET /api/events/:id/guests', refuse(404, 'not_found', 'No such event.'));
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
    expect(api.callsTo('GET /api/events/:id/guests')).toHaveLength(0);
  });
});
