import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_AREA_STORAGE_KEY } from '@/features/areas/area-location';
import { buildAreas } from '@/features/areas/testing/area-fixtures';
import { buildEventCard, eventPage } from '@/features/events/testing/event-fixtures';
import { renderApp, setViewportWidth } from '@/test/render-app';
import { Reply, serveApi, type ApiCall } from '@/test/serve-api';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 5000 });

function serveDiscover(answer: (url: URL) => unknown = () => eventPage([buildEventCard()])) {
  return serveApi({
    'GET /api/areas': () => ({ areas: buildAreas() }),
    'GET /api/events': ({ url }) => answer(url),
  });
}

const listCalls = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.path === '/api/events')
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)));

afterEach(() => vi.unstubAllGlobals());

describe('Discover', () => {
  it('lists upcoming events as cards with time, zone, venue, category and counts', async () => {
    serveDiscover(() =>
      eventPage([
        buildEventCard({
          title: 'Dawn patrol at Ribeira',
          startDate: '2026-07-11T07:00:00+01:00',
          goingCount: 4,
          interestedCount: 2,
        }),
      ]),
    );
    renderApp('/events');
    // The first render in this file also loads the page's code.
    const link = await screen.findByRole(
      'link',
      { name: 'Dawn patrol at Ribeira' },
      { timeout: 5000 },
    );
    const card = link.closest('article')!;
    const text = within(card as HTMLElement);
    expect(text.getByText('Sat 11 Jul · 07:00')).toBeInTheDocument();
    expect(text.getByText('Lisbon time')).toBeInTheDocument();
    expect(text.getByText(/Ribeira Surf Club, Ericeira/)).toBeInTheDocument();
    expect(text.getAllByText('Surf').length).toBeGreaterThan(0);
    expect(text.getByText('4 going · 2 interested')).toBeInTheDocument();
    expect(card.querySelector('[data-category="surf"]')).not.toBeNull();
  });

  it('reads its filters from the address, so a shared link shows the same list', async () => {
    const calls = serveDiscover();
    renderApp('/events?area=portugal-ericeira-area&category=surf&when=weekend');
    await screen.findByRole('link', { name: 'Dawn patrol at Ribeira' });
    expect(listCalls(calls)).toEqual([
      { area: 'portugal-ericeira-area', category: 'surf', when: 'weekend', limit: '12' },
    ]);
    expect(screen.getByRole('button', { name: /Surf/, pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This weekend', pressed: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Area')).toHaveValue('portugal-ericeira-area'),
    );
  });

  it('writes the filters picked into the address', async () => {
    const calls = serveDiscover();
    const user = userEvent.setup();
    const { router } = renderApp('/events');
    await screen.findByRole('link', { name: 'Dawn patrol at Ribeira' });

    await user.click(screen.getByRole('button', { name: /Music/ }));
    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?area=all&category=music&when=week'),
    );
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({
        category: 'music',
        when: 'week',
        tz: expect.any(String),
        limit: '12',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Pick dates' }));
    await user.type(screen.getByLabelText('From'), '2026-07-01');
    await user.type(screen.getByLabelText('To'), '2026-07-05');
    await user.click(screen.getByRole('button', { name: 'Show these dates' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?area=all&category=music&from=2026-07-01&to=2026-07-05',
      ),
    );
  });

  it('follows the area picked in the header unless the address says otherwise', async () => {
    const [ericeira] = buildAreas();
    window.localStorage.setItem(SELECTED_AREA_STORAGE_KEY, JSON.stringify(ericeira));
    const calls = serveDiscover();
    renderApp('/events');
    await screen.findByRole('link', { name: 'Dawn patrol at Ribeira' });
    expect(listCalls(calls)[0]).toEqual({ area: 'portugal-ericeira-area', limit: '12' });
    expect(screen.getByRole('heading', { level: 1, name: 'Discover events' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Area')).toHaveValue('portugal-ericeira-area'),
    );
  });

  it('keeps one current area: the header and the page’s Area filter always agree', async () => {
    setViewportWidth(1280);
    const calls = serveDiscover();
    const user = userEvent.setup();
    const { router } = renderApp('/events');
    await screen.findByRole('link', { name: 'Dawn patrol at Ribeira' });
    const header = within(screen.getByRole('banner'));

    await user.click(header.getByRole('button', { name: 'Area: All Areas' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /^Zandvoort/ }));
    await user.selectOptions(
      screen.getByLabelText('Area', { selector: 'select' }),
      'portugal-ericeira-area',
    );
    await waitFor(() =>
      expect(header.getByRole('button', { name: 'Area: Ericeira' })).toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?area=portugal-ericeira-area');
    expect(listCalls(calls).at(-1)).toEqual({ area: 'portugal-ericeira-area', limit: '12' });
    expect(JSON.parse(window.localStorage.getItem(SELECTED_AREA_STORAGE_KEY)!)).toMatchObject({
      slug: 'portugal-ericeira-area',
    });

    await user.selectOptions(screen.getByLabelText('Area', { selector: 'select' }), 'all');
    await waitFor(() =>
      expect(header.getByRole('button', { name: 'Area: All Areas' })).toBeInTheDocument(),
    );
    setViewportWidth(1024);
  });

  it('shows every area, and says so, for a link to an area Lineup does not have', async () => {
    const calls = serveDiscover();
    renderApp('/events?area=atlantis');
    await screen.findByRole('link', { name: 'Dawn patrol at Ribeira' });
    expect(screen.getByText(/Lineup has no area called “atlantis”/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveValue('all');
    expect(listCalls(calls).every((query) => query.area === undefined)).toBe(true);
    expect(screen.queryByText('Events could not be loaded', { exact: false })).toBeNull();
  });

  it('makes the area of a shared link the current area', async () => {
    setViewportWidth(1280);
    const [ericeira] = buildAreas();
    window.localStorage.setItem(SELECTED_AREA_STORAGE_KEY, JSON.stringify(ericeira));
    serveDiscover();
    renderApp('/events?area=netherlands-zandvoort-area');
    await screen.findByRole('link', { name: 'Dawn patrol at Ribeira' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('banner')).getByRole('button', { name: 'Area: Zandvoort' }),
      ).toBeInTheDocument(),
    );
    setViewportWidth(1024);
  });

  it('moves the link’s area along when the visitor picks one in the header', async () => {
    setViewportWidth(1280);
    const calls = serveDiscover();
    const user = userEvent.setup();
    const { router } = renderApp('/events?area=all&category=surf');
    await screen.findByRole('link', { name: 'Dawn patrol at Ribeira' });

    await user.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Area: All Areas' }),
    );
    await user.click(await screen.findByRole('menuitemradio', { name: /^Zandvoort/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?area=netherlands-zandvoort-area&category=surf'),
    );
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({
        area: 'netherlands-zandvoort-area',
        category: 'surf',
        limit: '12',
      }),
    );
    // The page's loader asks for the list as the navigation starts, before the page re-renders.
    await waitFor(() =>
      expect(screen.getByLabelText('Area', { selector: 'select' })).toHaveValue(
        'netherlands-zandvoort-area',
      ),
    );
    setViewportWidth(1024);
  });

  it('loads more with the cursor and shows every event once', async () => {
    const first = [buildEventCard({ title: 'One' }), buildEventCard({ title: 'Two' })];
    const second = [buildEventCard({ title: 'Three' })];
    const calls = serveDiscover((url) =>
      url.searchParams.get('cursor') === 'next-page'
        ? eventPage(second)
        : eventPage(first, 'next-page'),
    );
    const user = userEvent.setup();
    renderApp('/events');
    await screen.findByRole('link', { name: 'Two' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Three' });
    const titles = within(screen.getByRole('list', { name: 'Events' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['One', 'Two', 'Three']);
    expect(listCalls(calls).map((query) => query.cursor)).toEqual([undefined, 'next-page']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('puts one area’s events under day headings, each with its sunrise and sunset there', async () => {
    serveDiscover(() =>
      eventPage([
        buildEventCard({ title: 'Dawn patrol', startDate: '2026-07-04T05:40:00+01:00' }),
        buildEventCard({ title: 'Beach clean', startDate: '2026-07-04T10:00:00+01:00' }),
        buildEventCard({ title: 'Longboard jam', startDate: '2026-07-05T16:00:00+01:00' }),
      ]),
    );
    renderApp('/events?area=portugal-ericeira-area');
    await screen.findByRole('link', { name: 'Dawn patrol' });
    const days = within(screen.getByRole('list', { name: 'Events' }));
    const saturday = days.getByRole('list', { name: 'Saturday 4 July 2026' });
    expect(
      within(saturday)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Dawn patrol', 'Beach clean']);
    const sunday = days.getByRole('list', { name: 'Sunday 5 July 2026' });
    expect(within(sunday).getByRole('heading', { level: 4 })).toHaveTextContent('Longboard jam');
    // Ericeira's sun on each day, in Lisbon time; screen readers hear it as a sentence.
    const saturdayItem = days
      .getByRole('heading', { level: 3, name: 'Saturday 4 July 2026' })
      .closest('li')!;
    expect(within(saturdayItem).getByText('Sunrise 06:17 · Sunset 21:07')).toBeInTheDocument();
    expect(within(saturdayItem).getByText('Sunrise at 06:17, sunset at 21:07')).toHaveClass(
      'sr-only',
    );
    const sundayItem = days
      .getByRole('heading', { level: 3, name: 'Sunday 5 July 2026' })
      .closest('li')!;
    expect(within(sundayItem).getByText('Sunrise 06:18 · Sunset 21:07')).toBeInTheDocument();
  });

  it('marks a clean swell morning beside that day’s sun, for an area on the sea', async () => {
    const areas = buildAreas().map((area) => ({ ...area, facing: 270 }));
    const calls = serveApi({
      'GET /api/areas': () => ({ areas }),
      'GET /api/areas/:area/sea-mornings': () => ({
        mornings: [
          {
            day: '2026-07-04',
            clean: true,
            waveHeight: 1.5,
            swellHeight: 1.2,
            swellPeriod: 11,
            wind: 'offshore',
            from: '2026-07-04T07:00:00+01:00',
            to: '2026-07-04T10:00:00+01:00',
          },
        ],
        pending: false,
      }),
      'GET /api/events': () =>
        eventPage([
          buildEventCard({ title: 'Dawn patrol', startDate: '2026-07-04T05:40:00+01:00' }),
          buildEventCard({ title: 'Longboard jam', startDate: '2026-07-05T16:00:00+01:00' }),
        ]),
    });
    renderApp('/events?area=portugal-ericeira-area');
    const badge = await screen.findByTitle('1.2 m at 11 s, offshore wind, 07:00–10:00');
    const saturday = screen
      .getByRole('heading', { level: 3, name: 'Saturday 4 July 2026' })
      .closest('li')!;
    expect(within(saturday).getByText(/Clean swell/)).toBe(badge);
    expect(screen.getAllByText(/Clean swell/)).toHaveLength(1);
    expect(calls.find((call) => call.path.endsWith('/sea-mornings'))?.path).toBe(
      '/api/areas/portugal-ericeira-area/sea-mornings',
    );
  });

  it('shows no day’s sun across all areas, where it differs by place', async () => {
    serveDiscover(() =>
      eventPage([
        buildEventCard({ title: 'Dawn patrol', startDate: '2026-07-04T05:40:00+01:00' }),
        buildEventCard({
          title: 'Sunset beers',
          startDate: '2026-07-04T20:30:00+02:00',
          timeZone: 'Europe/Amsterdam',
          area: { name: 'Zandvoort', slug: 'netherlands-zandvoort-area' },
        }),
      ]),
    );
    renderApp('/events?area=all');
    await screen.findByRole('link', { name: 'Sunset beers' });
    const list = within(screen.getByRole('list', { name: 'Events' }));
    expect(list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Dawn patrol',
      'Sunset beers',
    ]);
    expect(screen.queryByText(/Sunrise/)).not.toBeInTheDocument();
  });

  it('marks cards that start at dawn or in the golden hour', async () => {
    serveDiscover(() =>
      eventPage([
        buildEventCard({ title: 'Dawn patrol', light: 'dawn' }),
        buildEventCard({ title: 'Sunset session', light: 'golden-hour' }),
        buildEventCard({ title: 'Beach clean', light: null }),
      ]),
    );
    renderApp('/events?area=all');
    const card = async (title: string) =>
      within((await screen.findByRole('link', { name: title })).closest('article')!);
    expect((await card('Dawn patrol')).getByText('Dawn')).toBeInTheDocument();
    expect((await card('Dawn patrol')).queryByText('Golden hour')).not.toBeInTheDocument();
    expect((await card('Sunset session')).getByText('Golden hour')).toBeInTheDocument();
    const plain = await card('Beach clean');
    expect(plain.queryByText('Dawn')).not.toBeInTheDocument();
    expect(plain.queryByText('Golden hour')).not.toBeInTheDocument();
  });

  it('filters on the light, kept in the address like the other filters', async () => {
    const calls = serveDiscover();
    const user = userEvent.setup();
    const { router } = renderApp('/events?area=all&light=golden-hour');
    await screen.findByRole('link', { name: 'Dawn patrol at Ribeira' });
    const light = within(screen.getByRole('group', { name: 'Light' }));
    expect(light.getByRole('button', { name: 'Golden hour', pressed: true })).toBeInTheDocument();
    expect(listCalls(calls)[0]).toMatchObject({ light: 'golden-hour' });

    await user.click(light.getByRole('button', { name: 'Dawn' }));
    await waitFor(() => expect(router.state.location.search).toBe('?area=all&light=dawn'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ light: 'dawn' }));

    await user.click(light.getByRole('button', { name: 'Any light' }));
    await waitFor(() => expect(router.state.location.search).toBe('?area=all'));
    expect(listCalls(calls).at(-1)).not.toHaveProperty('light');
  });

  it('says when nothing matches, and when the list could not be loaded', async () => {
    serveDiscover(() => eventPage([]));
    const { unmount } = renderApp('/events?category=market');
    expect(await screen.findByText('No events match these filters')).toBeInTheDocument();
    unmount();

    vi.unstubAllGlobals();
    serveDiscover(
      () => new Reply(503, { error: { code: 'database_unavailable', message: 'Down.' } }),
    );
    renderApp('/events');
    expect(
      await screen.findByText('Events could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
