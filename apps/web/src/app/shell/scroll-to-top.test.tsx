import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { serverUnreachable } from '@/test/msw-server';

// These tests are about the shell and routing; the pages' data never arrives.
beforeEach(serverUnreachable);

describe('scrolling on navigation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes back to the top on every navigation', async () => {
    const { router } = renderApp('/events');
    await screen.findByRole('heading', { level: 1, name: 'Discover events' });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

    await act(() => router.navigate('/goodbye'));
    await screen.findByRole('heading', { level: 1, name: 'See you on the coast' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position when the navigation asks to preserve scroll', async () => {
    const { router } = renderApp('/events');
    await screen.findByRole('heading', { level: 1, name: 'Discover events' });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

    await act(() => router.navigate('/events?sort=popular', { state: { preserveScroll: true } }));
    expect(router.state.location.search).toBe('?sort=popular');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
