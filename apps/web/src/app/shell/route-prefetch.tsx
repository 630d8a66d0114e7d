import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

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
 * click). Links merely in view are left alone: loading every page a screen links to costs a
 * phone more main-thread time while the page starts than the click it might save.
 */
export function RoutePrefetch({ routes }: { routes: RouteObject[] }) {
  useEffect(() => {
    const prefetched = new Set<string>();

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
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [routes]);

  return null;
}
