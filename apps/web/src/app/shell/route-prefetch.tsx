import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** Chromium's Data Saver (the `Save-Data` header); other browsers do not say. */
function savesData(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

/** The path an in-app link leads to, or null for another site, `mailto:` and the like. */
function appPathOf(anchor: HTMLAnchorElement): string | null {
  // The link's own URL parts: no parsing that could throw on a malformed address.
  return anchor.origin === window.location.origin ? anchor.pathname : null;
}

const anchorOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/**
 * Every page is its own chunk, so a click on a link would wait for the page's code. This loads
 * it ahead of the click, for the whole app from the document instead of from every link: when
 * a link is hovered, focused or touched (a finger landing fires `pointerover` before the
 * click), and when the browser is idle, for the links in view. That last one is skipped under
 * Data Saver and in browsers that cannot tell when they are idle (Safari).
 */
export function RoutePrefetch({ routes }: { routes: RouteObject[] }) {
  useEffect(() => {
    const prefetched = new Set<string>();
    const notYetLoaded = (anchor: HTMLAnchorElement) => {
      const path = appPathOf(anchor);
      return path !== null && !prefetched.has(path);
    };

    const prefetch = (anchor: HTMLAnchorElement) => {
      const path = appPathOf(anchor);
      if (path === null || prefetched.has(path)) return;
      prefetched.add(path);
      const matches = matchRoutes(routes, path) ?? [];
      // No page claims it (a feed under /api/, an upload): only the not-found page would load.
      if (matches.at(-1)?.route.path === '*') return;
      for (const { route } of matches) {
        // Loading twice costs nothing: the router's own call reuses the finished import.
        if (typeof route.lazy !== 'function') continue;
        route.lazy().catch(() => {
          // Offline for a moment: the click will try again, and so may the next hover.
          prefetched.delete(path);
        });
      }
    };

    const onIntent = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (anchor) prefetch(anchor);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);

    const stopViewport = savesData() ? undefined : prefetchInView(prefetch, notYetLoaded);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      stopViewport?.();
    };
  }, [routes]);

  return null;
}

/**
 * Watches the page's links that still lead somewhere not loaded (new ones as the page changes)
 * and hands those that come into view to `prefetch`, a batch at a time while the browser has
 * nothing else to do, so the page's own requests and rendering go first.
 */
function prefetchInView(
  prefetch: (anchor: HTMLAnchorElement) => void,
  worthWatching: (anchor: HTMLAnchorElement) => boolean,
): (() => void) | undefined {
  if (typeof window.requestIdleCallback !== 'function') return undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    idle ??= window.requestIdleCallback(() => {
      idle = undefined;
      flush();
    });
  };

  const visible = new Set<HTMLAnchorElement>();
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      visible.add(entry.target as HTMLAnchorElement);
    }
    whenIdle();
  });
  function flush() {
    for (const anchor of visible) prefetch(anchor);
    visible.clear();
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (worthWatching(anchor)) inView.observe(anchor);
    }
  }
  // Pages render their links after the shell, and again as their data arrives.
  const changes = new MutationObserver(whenIdle);
  changes.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['href'],
  });
  whenIdle();

  return () => {
    if (idle !== undefined) window.cancelIdleCallback(idle);
    changes.disconnect();
    inView.disconnect();
  };
}
