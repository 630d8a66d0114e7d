import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoutePrefetch } from './route-prefetch';

/** A route table whose pages' code is a spy, so a test can see what was loaded. */
function pages() {
  const page = () => vi.fn(() => Promise.resolve({ Component: () => null }));
  const load = { events: page(), about: page(), notFound: page() };
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
  return { routes, load };
}

function renderLinks(routes: RouteObject[]) {
  render(
    <>
      <RoutePrefetch routes={routes} />
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

/** Stands in for the browser's IntersectionObserver, which happy-dom never calls back. */
class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver | undefined;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.latest = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  /** The browser's report that `target` has scrolled into view. */
  reportInView(target: Element) {
    const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Idle callbacks wait until the test says the browser has nothing else to do. */
function fakeIdleBrowser() {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.latest = undefined;
  return {
    idle() {
      for (const callback of waiting.splice(0)) {
        callback({ didTimeout: false, timeRemaining: () => 50 });
      }
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
});

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

  it('loads the pages of links in view while the browser is idle', () => {
    const browser = fakeIdleBrowser();
    const { routes, load } = pages();
    renderLinks(routes);
    browser.idle();
    const observer = FakeIntersectionObserver.latest!;
    const events = screen.getByRole('link', { name: 'Events' });
    expect(observer.watched).toContain(events);
    expect(observer.watched).not.toContain(screen.getByRole('link', { name: 'Elsewhere' }));

    observer.reportInView(events);
    expect(load.events).not.toHaveBeenCalled();
    browser.idle();
    expect(load.events).toHaveBeenCalledTimes(1);
    expect(load.about).not.toHaveBeenCalled();
  });

  it('waits for a hover instead under Data Saver', async () => {
    const user = userEvent.setup();
    const browser = fakeIdleBrowser();
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const { routes, load } = pages();
    renderLinks(routes);
    browser.idle();
    expect(FakeIntersectionObserver.latest).toBeUndefined();

    await user.hover(screen.getByRole('link', { name: 'About' }));
    expect(load.about).toHaveBeenCalledTimes(1);
  });
});
