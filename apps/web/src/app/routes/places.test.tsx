import { PlaceResponse } from '@lineup/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_AREA_STORAGE_KEY } from '@/features/areas/area-location';
import { buildAreas } from '@/features/areas/testing/area-fixtures';
import { buildEventCard, eventPage } from '@/features/events/testing/event-fixtures';
import { renderApp } from '@/test/render-app';
import { notFoundReply, serveApi } from '@/test/serve-api';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 5000 });

const [ericeira] = buildAreas();
const ericeiraSummary = {
  id: ericeira!.id,
  name: 'Ericeira',
  slug: 'portugal-ericeira-area',
  country: 'Portugal',
  countrySlug: 'portugal',
  description: ericeira!.description,
  timeZone: 'Europe/Lisbon',
};

function placeAnswer(kind: 'country' | 'city', cursor: string | null) {
  const first = cursor === null;
  return PlaceResponse.parse({
    place: {
      kind,
      name: kind === 'country' ? 'Portugal' : 'Ribamar',
      path: kind === 'country' ? '/portugal' : '/portugal/ribamar',
      country: { name: 'Portugal', slug: 'portugal' },
      city: kind === 'city' ? { name: 'Ribamar', slug: 'ribamar' } : null,
      areas: [ericeiraSummary],
    },
    events: first
      ? [buildEventCard({ title: 'Reef clean-up' }), buildEventCard({ title: 'Fish grill night' })]
      : [buildEventCard({ title: 'Board swap' })],
    nextCursor: first ? 'page-2' : null,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('country and city pages', () => {
  it('a country page names the country, its areas and its upcoming events, page by page', async () => {
    const calls = serveApi({
      'GET /api/places/portugal': ({ url }) =>
        placeAnswer('country', url.searchParams.get('cursor')),
    });
    const user = userEvent.setup();
    renderApp('/portugal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Events in Portugal' }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: 'Reef clean-up' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: /Ericeira/ })).toHaveAttribute(
      'href',
      '/portugal-ericeira-area',
    );
    await user.click(main.getByRole('button', { name: 'Load more' }));
    expect(await main.findByRole('link', { name: 'Board swap' })).toBeInTheDocument();
    expect(main.getAllByRole('article')).toHaveLength(3);
    expect(main.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.search)).toEqual(['?limit=12', '?cursor=page-2&limit=12']);
  });

  it('a city page is headed by the city the API names', async () => {
    serveApi({ 'GET /api/places/portugal/ribamar': () => placeAnswer('city', null) });
    renderApp('/portugal/ribamar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Events in Ribamar' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/part of Lineup's Ericeira area/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fish grill night' })).toBeInTheDocument();
    // Its events to subscribe to, in a calendar app or a feed reader.
    expect(
      screen.getByRole('link', { name: 'Subscribe in your calendar to events in Ribamar' }),
    ).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/api/feeds/places/portugal/ribamar/events.ics`,
    );
    expect(screen.getByRole('link', { name: 'Atom feed of events in Ribamar' })).toHaveAttribute(
      'href',
      '/api/feeds/places/portugal/ribamar/events.atom',
    );
  });

  it.each(['/atlantis', '/atlantis/lost-city', '/portugal/atlantis'])(
    'an unknown place (%s) gets the not-found page',
    async (path) => {
      serveApi({ 'GET /api/places': () => notFoundReply('There is no such place.') });
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
    },
  );
});

describe('area pages', () => {
  it('show the area, its events, and make it the visitor’s area on request', async () => {
    const calls = serveApi({
      'GET /api/areas': () => ({ areas: buildAreas() }),
      'GET /api/events': () => eventPage([buildEventCard({ title: 'Reef clean-up' })]),
    });
    const user = userEvent.setup();
    renderApp('/portugal-ericeira-area/anything/below');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ericeira' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Reef clean-up' })).toBeInTheDocument();
    expect(screen.getByText('37 upcoming events')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/events')?.search).toBe(
      '?area=portugal-ericeira-area&limit=12',
    );
    await user.click(screen.getByRole('button', { name: 'Make Ericeira my area' }));
    expect(screen.getByText('Your area')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(SELECTED_AREA_STORAGE_KEY)!)).toMatchObject({
      slug: 'portugal-ericeira-area',
    });
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Area: Ericeira' }),
    ).toBeInTheDocument();
  });

  it('an area that is no longer active gets the not-found page', async () => {
    serveApi({
      'GET /api/areas': () => ({ areas: buildAreas().filter((area) => area.name !== 'Ericeira') }),
      'GET /api/events': () => eventPage([]),
    });
    renderApp('/portugal-ericeira-area');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument(),
    );
  });
});
