import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { serveApi } from '@/test/serve-api';
import { buildSearchResults } from '../testing/search-fixtures';
import { SearchCombobox } from './search-combobox';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 5000 });

function renderBox() {
  const router = createMemoryRouter([{ path: '*', element: <SearchCombobox /> }], {
    initialEntries: ['/events'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function serveSuggestions() {
  const [film, sunset, venue] = buildSearchResults();
  return serveApi({
    'GET /api/search/suggestions': ({ url }) =>
      url.searchParams.get('q') === 'surf' ? { results: [film, sunset, venue] } : { results: [] },
    'POST /api/track-search': () => undefined,
  });
}

const box = () => screen.getByRole('combobox', { name: 'Search' });
const activeOption = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

afterEach(() => vi.unstubAllGlobals());

describe('header search box', () => {
  it('suggests as you type and moves through the suggestions with the arrow keys', async () => {
    const calls = serveSuggestions();
    const user = userEvent.setup();
    renderBox();

    await user.click(box());
    await user.keyboard('surf');
    const options = await screen.findAllByRole('option', { name: /Surf film night/ });
    expect(options).toHaveLength(1);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    // Debounced: one request for the whole word, not one per letter.
    expect(calls.filter((call) => call.path === '/api/search/suggestions')).toHaveLength(1);
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Surf film night');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Golfbreker Surf School');
    expect(activeOption()).toHaveTextContent('Venue · Scheveningen');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('See all results for “surf”');
    // Past the end it wraps to the first, and up from the first to the last.
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Surf film night');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('See all results for “surf”');
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
  });

  it('Escape closes the list first, then clears the field', async () => {
    serveSuggestions();
    const user = userEvent.setup();
    renderBox();
    await user.click(box());
    await user.keyboard('surf');
    await screen.findByRole('option', { name: /Surf film night/ });

    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('surf');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('Enter with nothing highlighted opens the search page for the term', async () => {
    serveSuggestions();
    const user = userEvent.setup();
    const router = renderBox();
    await user.click(box());
    await user.keyboard('surf lessons{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=surf+lessons');
  });

  it('Enter on a suggestion opens it and tracks the click', async () => {
    const calls = serveSuggestions();
    const user = userEvent.setup();
    const router = renderBox();
    await user.click(box());
    await user.keyboard('surf');
    await screen.findByRole('option', { name: /Sunset surf session/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(router.state.location.pathname).toBe('/sri-lanka/weligama/events/sunset-surf-session');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/track-search')?.body).toEqual({
        query: 'surf',
        resultId: '7a4c2b9e-1f3d-4e5a-8b6c-000000000002',
        resultType: 'event',
        clicked: true,
      }),
    );
  });

  it('asks for nothing until two letters are typed', async () => {
    const calls = serveSuggestions();
    const user = userEvent.setup();
    renderBox();
    await user.click(box());
    await user.keyboard('s');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });
});
