import { isAreaSlug, matchPagePath, PAGE_PATHS } from '@lineup/contracts';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAreas, serveAreas } from '@/features/areas/testing/area-fixtures';
import { renderApp } from '@/test/render-app';
import { serverUnreachable } from '@/test/msw-server';
import { routes } from './router';

// These tests are about the shell and routing; the pages' data never arrives.
beforeEach(serverUnreachable);

/** docs/product.md §2 "Redirects", as the spec lists them. */
const specRedirects = [
  ['/ericeira-area', '/portugal-ericeira-area'],
  ['/peniche-area', '/portugal-peniche-area'],
  ['/zandvoort-area', '/netherlands-zandvoort-area'],
  ['/scheveningen-area', '/netherlands-scheveningen-area'],
  ['/velsen-noord-area', '/netherlands-wijk-aan-zee-area'],
  ['/event', '/events'],
  ['/organise', '/dashboard'],
] as const;

describe('old paths', () => {
  it.each(specRedirects)('%s leads to %s', async (from, to) => {
    const { router } = renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('keep their sub-path and query', async () => {
    serveAreas();
    const { router } = renderApp('/ericeira-area/events?when=weekend');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/portugal-ericeira-area/events'),
    );
    expect(router.state.location.search).toBe('?when=weekend');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ericeira' })).toBeInTheDocument();
  });
});

describe('route table', () => {
  it.each([
    ['/', 'Find your people on the coast.'],
    ['/events', 'Discover events'],
    ['/casual-plans', 'Casual plans'],
    ['/user/abc', 'Member profile'],
    ['/search?q=yoga', 'Results for “yoga”'],
    ['/auth?redirectTo=/events/create', 'Welcome to Lineup'],
    ['/login', 'Log in'],
    ['/signup', 'Join Lineup'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password', 'Choose a new password'],
    ['/resend-confirmation', 'Resend the confirmation e-mail'],
    ['/email-confirmation', 'Confirming your e-mail'],
    ['/goodbye', 'See you on the coast'],
    ['/design-system', 'Design system'],
    // Event pages need the API: app/routes/event-detail.test.tsx covers every URL form.
  ])('%s shows its page', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/events/create', 'Log in to add events'],
    ['/events/abc/edit', 'Log in to edit this event'],
    ['/casual-plans/create', 'Log in to make a plan'],
    ['/friends', 'Log in to connect with friends'],
    ['/my-events', 'Log in to see your plans'],
    ['/dashboard', 'Log in to see your events'],
    ['/profile', 'Log in to see your profile'],
    ['/profile/edit', 'Log in to edit your profile'],
    ['/profile/settings', 'Log in to change your settings'],
    ['/admin', 'Admins only'],
  ])('%s asks a visitor to log in', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    // Log In and Sign Up bring the visitor back to this page afterwards.
    const back = `?redirectTo=${encodeURIComponent(path)}`;
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', `/login${back}`);
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `/signup${back}`);
  });

  it('names each page in the browser tab', async () => {
    renderApp('/events');
    await screen.findByRole('heading', { level: 1, name: 'Discover events' });
    await waitFor(() => expect(document.title).toBe('Discover · Lineup'));
  });
});

describe('area pages', () => {
  // Which areas there are is the database's answer: one an admin adds has its page at once.
  const nazare = {
    ...buildAreas()[0]!,
    id: '0b5c7e4e-8a0d-4a6b-9a43-1f1f2a3b4c09',
    name: 'Nazaré',
    slug: 'portugal-nazare-area',
    description: 'Giant winter waves off the lighthouse.',
  };
  beforeEach(() => serveAreas([...buildAreas(), nazare]));

  it.each([
    ['/portugal-ericeira-area', 'Ericeira'],
    ['/portugal-nazare-area', 'Nazaré'],
    // Below an area, paths shaped like a city's, an event's or a venue's are the area's too.
    ['/portugal-nazare-area/plans', 'Nazaré'],
    ['/netherlands-zandvoort-area/plans/today', 'Zandvoort'],
    ['/netherlands-zandvoort-area/x/events/y', 'Zandvoort'],
    ['/netherlands-zandvoort-area/x/venues/y', 'Zandvoort'],
  ])('%s shows the area page of %s', async (path, name) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it("shows an area's own line under its name", async () => {
    renderApp('/portugal-nazare-area');
    expect(await screen.findByText('Giant winter waves off the lighthouse.')).toBeInTheDocument();
  });

  it.each(['/portugal-atlantis-area', '/portugal-atlantis-area/x/events/y', '/no-such/page/at'])(
    '%s, which no area has, is not found',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
    },
  );
});

describe("the server's copy of the route table", () => {
  /**
   * The pattern of the page React Router shows for `path`, or null for the not-found page.
   * Routes that start at a country show the area page for an area's slug, and `:areaSlug/*`
   * shows the not-found page for anything else (`orAreaPage` in router.tsx).
   */
  const routerPage = (path: string) => {
    const leaf = matchRoutes(routes, path)?.at(-1)?.route;
    if (!leaf) throw new Error(`no route for ${path}`);
    if (leaf.index) return '';
    const pattern = leaf.path === '*' ? null : (leaf.path ?? null);
    if (pattern?.startsWith(':countryName') || pattern === ':areaSlug/*') {
      const segments = path.split('/').filter(Boolean);
      if (isAreaSlug(segments[0]!)) return segments.length === 1 ? ':areaSlug' : ':areaSlug/*';
      return pattern === ':areaSlug/*' ? null : pattern;
    }
    return pattern;
  };

  // Every pattern filled in, and paths near them that are no page.
  const examples = [
    ...PAGE_PATHS.map((pattern) =>
      `/${pattern}`
        .replace(':areaSlug', 'some-coast-area')
        .replace(/:(\w+)/g, 'some-$1')
        .replace(/\*$/, 'deeper/still'),
    ),
    '/events/',
    '/EVENTS/Create',
    '/no-such-page/at/all',
    '/user',
    '/user/1/2',
    '/events/a/b/c',
    '/portugal/ericeira/events',
    '/portugal/ericeira/events/a/b',
    '/portugal/ericeira/plans/x',
    '/profile/unknown',
    '/casual-plans/x/y',
    '/netherlands-zandvoort-area/plans/today',
    '/netherlands-zandvoort-area/plans',
    '/netherlands-zandvoort-area/a/events/b',
    '/sri-lanka-south-coast-area',
    '/some-area/x',
    '/-area',
    '/design-system/x',
  ];

  it.each(examples)('%s shows the same page on both sides', (path) => {
    expect(matchPagePath(path)?.path ?? null).toBe(routerPage(path));
  });
});
