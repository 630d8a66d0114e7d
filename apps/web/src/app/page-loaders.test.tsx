import { PlaceResponse } from '@lineup/contracts';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { configure, screen, within } from '@testing-library/react';
import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildAreas } from '@/features/areas/testing/area-fixtures';
import {
  buildEventCard,
  buildEventDetail,
  buildEventHosts,
  eventPage,
} from '@/features/events/testing/event-fixtures';
import { buildPlanDetail, PLAN_ID } from '@/features/plans/testing/plan-fixtures';
import { buildSearchResults } from '@/features/search/testing/search-fixtures';
import { venuePageAnswer } from '@/features/venues/testing/venue-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { renderApp } from '@/test/render-app';
import { serveApi } from '@/test/serve-api';
import { pageContextFor } from './page-loader';
import { routes } from './router';

// The machine running the suite is shared: give lazy pages and queries time to arrive.
configure({ asyncUtilTimeout: 5000 });

const [ericeira] = buildAreas();

function serveEveryPage() {
  const events = () => eventPage([buildEventCard({ title: 'Dawn patrol at Ribeira' })]);
  return serveApi({
    'GET /api/areas': () => ({ areas: buildAreas() }),
    'GET /api/events': events,
    'GET /api/plans': () => ({ plans: [] }),
    [`GET /api/plans/${PLAN_ID}`]: () => ({ plan: buildPlanDetail() }),
    'GET /api/places/portugal': () =>
      PlaceResponse.parse({
        place: {
          kind: 'city',
          name: 'Ericeira',
          path: '/portugal/ericeira',
          country: { name: 'Portugal', slug: 'portugal' },
          city: { name: 'Ericeira', slug: 'ericeira' },
          areas: [
            {
              id: ericeira!.id,
              name: 'Ericeira',
              slug: 'portugal-ericeira-area',
              country: 'Portugal',
              countrySlug: 'portugal',
              description: ericeira!.description,
              timeZone: 'Europe/Lisbon',
            },
          ],
        },
        events: [buildEventCard({ title: 'Reef clean-up' })],
        nextCursor: null,
      }),
    'GET /api/venues/portugal/ericeira/ribeira-surf-lab': () =>
      venuePageAnswer([buildEventCard({ title: 'Board swap' })]),
    'GET /api/events/by-path/portugal/ericeira/sunset-session': () => ({
      kind: 'event',
      event: buildEventDetail(),
    }),
    'GET /api/events/:id/hosts': () => buildEventHosts(),
    'GET /api/search': () => ({ results: buildSearchResults() }),
    // What a search page reports of itself, not a read.
    'POST /api/track-search': () => undefined,
  });
}

const handler = createStaticHandler(routes);

/**
 * The page's loaders run as the server's render runs them (as a visitor, waiting for the data),
 * and the browser adopts the cache they filled, as it adopts the one sent with the page.
 */
async function loadAsTheServer(path: string) {
  const serverCache = createQueryClient();
  const context = await handler.query(new Request(new URL(path, window.location.origin)), {
    requestContext: pageContextFor({
      queryClient: serverCache,
      now: new Date(),
      viewer: { id: null, area: null },
      waitForData: true,
    }),
  });
  if (context instanceof Response || context.errors) throw new Error(`${path} did not load`);
  const browserCache = createQueryClient();
  hydrate(browserCache, JSON.parse(JSON.stringify(dehydrate(serverCache))));
  serverCache.clear();
  return browserCache;
}

describe('a page’s loader and its components', () => {
  // A loader that filled other queries than its page reads would leave the page's skeletons in
  // the server's HTML, and the browser would ask for the data again once hydrated.
  it.each([
    ['/', 'Dawn patrol at Ribeira'],
    ['/events?when=week', 'Dawn patrol at Ribeira'],
    ['/portugal-ericeira-area', 'Dawn patrol at Ribeira'],
    ['/portugal/ericeira', 'Reef clean-up'],
    ['/portugal/ericeira/venues/ribeira-surf-lab', 'Board swap'],
    ['/portugal/ericeira/events/sunset-session', 'Sunset session at Foz do Lizandro'],
    ['/casual-plans', /^No plans .* yet$/],
    [`/casual-plans/${PLAN_ID}`, 'Dawn patrol at Ribeira'],
    ['/search?q=surf', 'Golfbreker Surf School'],
  ])('%s reads what its loader loaded, and asks for nothing more', async (path, text) => {
    const calls = serveEveryPage();
    const queryClient = await loadAsTheServer(path);
    expect(calls).not.toHaveLength(0);
    calls.length = 0;

    renderApp(path, { queryClient });
    const main = within(await screen.findByRole('main'));
    expect((await main.findAllByText(text)).length).toBeGreaterThan(0);
    // Nothing was read again: not by the page, not by its loader in the browser.
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The sea at its start is asked for after the page, on purpose (docs/decisions/0040).
    const reads = calls.filter((call) => call.method === 'GET' && !call.path.endsWith('/sea'));
    expect(reads.map((call) => call.path + call.search)).toEqual([]);
  });
});
