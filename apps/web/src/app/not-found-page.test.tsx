import { PlaceResponse } from '@lineup/contracts';
import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAreas } from '@/features/areas/testing/area-fixtures';
import { renderApp } from '@/test/render-app';
import { serverUnreachable } from '@/test/msw-server';
import { serveApi } from '@/test/serve-api';

// These tests are about the shell and routing; the pages' data never arrives.
beforeEach(serverUnreachable);
// The machine running the suite is shared: give lazy pages time to arrive (a deep path that
// might be below an area's page loads that page's code too).
configure({ asyncUtilTimeout: 5000 });

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
    const [ericeira] = buildAreas();
    serveApi({
      'GET /api/places/portugal': () =>
        PlaceResponse.parse({
          place: {
            kind: 'country',
            name: 'Portugal',
            path: '/portugal',
            country: { name: 'Portugal', slug: 'portugal' },
            city: null,
            areas: [ericeira],
          },
          events: [],
          nextCursor: null,
        }),
    });
    renderApp('/portugal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Events in Portugal' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });
});
