import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterContextProvider, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RoutePrefetch } from './route-prefetch';

/** A route table whose pages' code is a spy, so a test can see what was loaded. */
function pages() {
  const page = () => vi.fn(() => Promise.resolve({ Component: () => null }));
  const eventsLoader = vi.fn((args: LoaderFunctionArgs) => (void args, null));
  const load = {
    events: vi.fn(() => Promise.resolve({ Component: () => null, loader: eventsLoader })),
    about: page(),
    notFound: page(),
  };
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: 'events', lazy: load.events },
        { path: 'about', lazy: load.about },
        { path: '*', lazy: load.notFound },
      ],
    },
  ];
  return { routes, load, eventsLoader };
}

const context = new RouterContextProvider();

function renderLinks(routes: RouteObject[]) {
  render(
    <>
      <RoutePrefetch routes={routes} context={() => context} />
      <nav>
        <a href="/events?when=today">
          <span>Events</span>
        </a>
        <a href="/about">About</a>
        <a href="https://example.com/events">Elsewhere</a>
        <a href="/api/feeds/areas/ericeira">Calendar feed</a>
      </nav>
    </>,
  );
}

describe('route prefetch', () => {
  it("loads a page's code when its link is hovered, once", async () => {
    const user = userEvent.setup();
    const { routes, load } = pages();
    renderLinks(routes);

    await user.hover(screen.getByText('Events'));
    expect(load.events).toHaveBeenCalledTimes(1);
    expect(load.about).not.toHaveBeenCalled();

    await user.unhover(screen.getByText('Events'));
    await user.hover(screen.getByRole('link', { name: 'Events' }));
    expect(load.events).toHaveBeenCalledTimes(1);
  });

  it('runs the page’s own loader for the link’s address, as a navigation would', async () => {
    const user = userEvent.setup();
    const { routes, eventsLoader } = pages();
    renderLinks(routes);

    await user.hover(screen.getByText('Events'));
    await vi.waitFor(() => expect(eventsLoader).toHaveBeenCalledTimes(1));
    const [args] = eventsLoader.mock.calls[0]!;
    expect(args.url.pathname + args.url.search).toBe('/events?when=today');
    expect(args.context).toBe(context);
  });

  it('loads it when the link gets the keyboard focus', async () => {
    const user = userEvent.setup();
    const { routes, load } = pages();
    renderLinks(routes);

    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    expect(load.about).toHaveBeenCalledTimes(1);
  });

  it('leaves links to other sites and to paths no page claims alone', async () => {
    const user = userEvent.setup();
    const { routes, load } = pages();
    renderLinks(routes);

    await user.hover(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.hover(screen.getByRole('link', { name: 'Calendar feed' }));
    expect(load.events).not.toHaveBeenCalled();
    expect(load.notFound).not.toHaveBeenCalled();
  });
});
