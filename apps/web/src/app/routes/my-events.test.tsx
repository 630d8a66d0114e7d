import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEventCard } from '@/features/events/testing/event-fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, signedInAs } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();
afterEach(() => api.reset());

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const art = buildEventCard({
  title: 'Dawn patrol',
  category: 'surf',
  imageUrl: null,
  startDate: inAWeek,
});
const photo = buildEventCard({
  title: 'Harbour market',
  category: 'market',
  imageUrl: '/uploads/events/market/card.webp',
  startDate: inAWeek,
});

/** The picture beside each event: the category's art where there is no cover. */
function pictures(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) =>
      item.querySelector('img')
        ? item.querySelector('img')!.getAttribute('src')
        : item.querySelector('[data-category]')?.getAttribute('data-category'),
    );
}

describe("members' own lists show events as everywhere else", () => {
  it('Upcoming Plans: the cover, or the category art', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/me/rsvps', {
      body: {
        upcoming: [
          { ...art, myRsvp: 'going' },
          { ...photo, myRsvp: 'interested' },
        ],
        past: [],
        plans: [],
      },
    });
    api.on('GET /api/me/calendar-feed', {
      body: { url: 'https://lineup.example/api/calendar/t.ics', webcalUrl: 'webcal://x/t.ics' },
    });
    renderApp('/my-events', { auth: signedInAs() });
    const list = await screen.findByRole('list', { name: 'Upcoming events' }, { timeout: 8000 });
    expect(pictures(list)).toEqual(['surf', '/uploads/events/market/card.webp']);
  });

  it('My Created Events: the cover, or the category art', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/me/events', { body: { upcoming: [art, photo], past: [] } });
    api.on('GET /api/crews/mine', { body: { running: [], following: [], invitations: [] } });
    api.on('GET /api/me/calendar-feed', {
      body: { url: 'https://lineup.example/api/calendar/t.ics', webcalUrl: 'webcal://x/t.ics' },
    });
    renderApp('/dashboard', { auth: signedInAs() });
    const list = await screen.findByRole('list', { name: 'Upcoming' }, { timeout: 8000 });
    expect(pictures(list)).toEqual(['surf', '/uploads/events/market/card.webp']);
  });
});

describe('Upcoming Plans keeps the private calendar link with the plans', () => {
  it('shows the member’s own feed address to copy or open in a calendar app', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/me/rsvps', {
      body: { upcoming: [{ ...art, myRsvp: 'going' }], past: [], plans: [] },
    });
    api.on('GET /api/me/calendar-feed', {
      body: {
        url: 'https://lineup.example/api/calendar/secret-token.ics',
        webcalUrl: 'webcal://lineup.example/api/calendar/secret-token.ics',
      },
    });
    renderApp('/my-events', { auth: signedInAs() });

    const feed = await screen.findByRole(
      'region',
      { name: 'Your calendar feed' },
      { timeout: 8000 },
    );
    expect(await within(feed).findByRole('textbox', { name: 'Calendar feed link' })).toHaveValue(
      'https://lineup.example/api/calendar/secret-token.ics',
    );
    expect(within(feed).getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      'webcal://lineup.example/api/calendar/secret-token.ics',
    );
    // Beside the plans themselves, not instead of them.
    expect(screen.getByRole('list', { name: 'Upcoming events' })).toBeInTheDocument();
  });
});
