import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { buildSearchResults } from '@/features/search/testing/search-fixtures';
import { renderApp, setViewportWidth } from '@/test/render-app';
import { Reply, serveApi } from '@/test/serve-api';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => toast.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(1024);
});

const group = (name: string) =>
  within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));

describe('search page', () => {
  it('groups results into Events, Venues and Casual plans with their locations', async () => {
    const calls = serveApi({
      'GET /api/search': () => ({ results: buildSearchResults() }),
      'POST /api/track-search': () => undefined,
    });
    renderApp('/search?q=surf');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “surf”' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: /^Events/ });
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Events2', 'Venues1', 'Casual plans1']);

    const events = group('Events');
    expect(events.getByRole('link', { name: 'Surf film night' })).toHaveAttribute(
      'href',
      '/netherlands/scheveningen/events/surf-film-night',
    );
    // docs/product.md §3: an event's location is its venue's city, or 'Location not specified'.
    expect(events.getByText(/Scheveningen · Havenkade Koffie/)).toBeInTheDocument();
    expect(events.getByText('Location not specified')).toBeInTheDocument();
    expect(events.getByText('Sat 4 Jul · 20:30 Amsterdam time')).toBeInTheDocument();
    // A venue's title is its name and its location its city.
    const venues = group('Venues');
    expect(venues.getByRole('link', { name: 'Golfbreker Surf School' })).toBeInTheDocument();
    expect(venues.getByText(/^Scheveningen/)).toBeInTheDocument();
    expect(
      group('Casual plans').getByRole('link', { name: 'Surf check and coffee' }),
    ).toBeInTheDocument();

    expect(calls.find((call) => call.path === '/api/search')?.search).toBe('?q=surf');
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/api/track-search').map((call) => call.body),
      ).toEqual([{ query: 'surf', resultCount: 4 }]),
    );
  });

  it('sends only the advanced filters that are present and keeps them in the form', async () => {
    const calls = serveApi({
      'GET /api/search': () => ({ results: [] }),
      'POST /api/track-search': () => undefined,
    });
    renderApp('/search?q=yoga&category=yoga-wellness&endDate=2026-07-31');
    await screen.findByText('Nothing found for “yoga”');
    const sent = new URLSearchParams(calls.find((call) => call.path === '/api/search')?.search);
    expect([...sent.entries()]).toEqual([
      ['q', 'yoga'],
      ['category', 'yoga-wellness'],
      ['endDate', '2026-07-31'],
    ]);
    expect(screen.getByLabelText('Category')).toHaveValue('yoga-wellness');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-07-31');
    expect(screen.getByLabelText('Location')).toHaveValue('');
  });

  it('writes the filters into the address when the form is sent', async () => {
    serveApi({
      'GET /api/search': () => ({ results: [] }),
      'POST /api/track-search': () => undefined,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/search');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    await user.type(screen.getByLabelText('Search term'), 'market');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('Location'), 'Peniche');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=market&location=Peniche'));
  });

  it('loads more events after the first page, keeping venues and plans once', async () => {
    const [first, second, venue, plan] = buildSearchResults();
    const calls = serveApi({
      'GET /api/search': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? {
              results: [{ ...second!, id: '7a4c2b9e-1f3d-4e5a-8b6c-0000000000aa' }],
              nextCursor: null,
            }
          : { results: [first, venue, plan], nextCursor: 'page-2' },
      'POST /api/track-search': () => undefined,
    });
    const user = userEvent.setup();
    renderApp('/search?q=surf');
    await screen.findByRole('link', { name: 'Surf film night' });
    expect(group('Events').queryByRole('link', { name: 'Sunset surf session' })).toBeNull();
    // With more to come, a count would only be this page's.
    expect(screen.queryByText(/^\d+ results?$/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await group('Events').findByRole('link', { name: 'Sunset surf session' });
    expect(group('Venues').getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 2 events · that is all for now')).toBeInTheDocument();
    expect(screen.getByText('4 results')).toBeInTheDocument();
    const searches = calls.filter((call) => call.path === '/api/search');
    expect(searches.map((call) => new URLSearchParams(call.search).get('cursor'))).toEqual([
      null,
      'page-2',
    ]);
  });

  it('asks nothing for a blank term and says what to do', async () => {
    const calls = serveApi({ 'GET /api/search': () => ({ results: buildSearchResults() }) });
    renderApp('/search?q=%20%20');
    expect(await screen.findByText('What are you looking for?')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/search'))).toEqual([]);
  });

  it('shows the spec toast and an empty result when the search fails', async () => {
    const calls = serveApi({
      'GET /api/search': () =>
        new Reply(500, {
          error: { code: 'internal', message: 'Something went wrong on our side.' },
        }),
      'POST /api/track-search': () => undefined,
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/search?q=surf');

    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to process your search query.')).toBeInTheDocument();
    expect(screen.getByText('Nothing found for “surf”')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Events/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/track-search')).toEqual([]);
    quiet.mockRestore();
  });

  it('tracks a click on a result with its id and type', async () => {
    const calls = serveApi({
      'GET /api/search': () => ({ results: buildSearchResults() }),
      'GET /api/places': () => new Reply(404, { error: { code: 'not_found', message: 'No.' } }),
      // The venue page the click leads to starts loading at once.
      'GET /api/venues': () => new Reply(404, { error: { code: 'not_found', message: 'No.' } }),
      'POST /api/track-search': () => undefined,
    });
    const user = userEvent.setup();
    renderApp('/search?q=surf');
    await user.click(await screen.findByRole('link', { name: 'Golfbreker Surf School' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/track-search').at(-1)?.body).toEqual({
        query: 'surf',
        resultId: '7a4c2b9e-1f3d-4e5a-8b6c-000000000003',
        resultType: 'venue',
        clicked: true,
      }),
    );
    // The venue's page starts loading its data as soon as its code is in.
    await waitFor(() =>
      expect(calls.some((call) => call.path.startsWith('/api/venues/'))).toBe(true),
    );
  });
});

describe('search box in the header', () => {
  it('keeps what was typed while the box loads, then suggests', async () => {
    setViewportWidth(1280);
    serveApi({
      'GET /api/search/suggestions': () => ({ results: buildSearchResults().slice(0, 1) }),
      'GET /api/events': () => ({ events: [], nextCursor: null }),
      'GET /api/areas': () => ({ areas: [] }),
    });
    const user = userEvent.setup();
    renderApp('/events');
    const banner = within(screen.getByRole('banner'));
    await user.click(banner.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('su');
    const combobox = await banner.findByRole('combobox', { name: 'Search' });
    await user.keyboard('rf');
    expect(combobox).toHaveValue('surf');
    expect(combobox).toHaveFocus();
    expect(await screen.findByRole('option', { name: /Surf film night/ })).toBeInTheDocument();
  });

  it('is a button that opens a search sheet on phones', async () => {
    setViewportWidth(375);
    serveApi({
      'GET /api/search/suggestions': () => ({ results: buildSearchResults() }),
      'GET /api/events': () => ({ events: [], nextCursor: null }),
      'GET /api/areas': () => ({ areas: [] }),
      // The search page the sheet leads to.
      'GET /api/search': () => ({ results: [] }),
      'POST /api/track-search': () => undefined,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/events');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Search' }));
    const sheet = await screen.findByRole('dialog', { name: 'Search' });
    const combobox = within(sheet).getByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(combobox).toHaveFocus());
    await user.keyboard('yoga{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=yoga'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
