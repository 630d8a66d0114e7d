import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { serverUnreachable } from '@/test/msw-server';

// These tests are about the shell and routing; the pages' data never arrives.
beforeEach(serverUnreachable);

describe('not-found page', () => {
  // Unknown countries and cities need the API's answer: app/routes/places.test.tsx covers them.
  it.each(['/this/path/does/not/exist', '/events/some-event/extra/parts'])(
    'is shown for %s',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
      expect(main.getByRole('link', { name: 'Discover events' })).toHaveAttribute(
        'href',
        '/events',
      );
    },
  );

  it('is not shown for a country Lineup covers', async () => {
    renderApp('/portugal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Events in Portugal' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });
});
