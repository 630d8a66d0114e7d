import { useEffect } from 'react';
import { matchRoutes, type RouteObject, type RouterContextProvider } from 'react-router';

/** The path an in-app link leads to, or null for another site, `mailto:` and the like. */
function appAddressOf(anchor: HTMLAnchorElement): { path: string; href: string } | null {
  // The link's own URL parts: no parsing that could throw on a malformed address.
  return anchor.origin === window.location.origin
    ? { path: anchor.pathname, href: anchor.href }
    : null;
}

const anchorOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/**
 * Every page is its own chunk, so a click on a link would wait for the page's code. This loads
 * it ahead of the click, for the whole app from the document instead of from every link: when
 * a link is hovered, focused or touched (a finger landing fires `pointerover` before the
 * click). Then the page's own `loader` asks for its data, as the click would: the same
 * definition, so the page finds it in the cache. Links merely in view are left alone: loading
 * every page a screen links to costs a phone more main-thread time while the page starts than
 * the click it might save.
 */
export function RoutePrefetch({
  routes,
  context,
}: {
  routes: RouteObject[];
  /** What the loaders are given, as the router gives it on a navigation. */
  context: () => RouterContextProvider;
}) {
  useEffect(() => {
    const prefetched = new Set<string>();

    const prefetch = (anchor: HTMLAnchorElement) => {
      const address = appAddressOf(anchor);
      if (address === null || prefetched.has(address.href)) return;
      prefetched.add(address.href);
      const matches = matchRoutes(routes, address.path) ?? [];
      // No page claims it (a feed under /api/, an upload): only the not-found page would load.
      if (matches.at(-1)?.route.path === '*') return;
      for (const { route, params } of matches) {
        // Loading twice costs nothing: the router's own call reuses the finished import.
        if (typeof route.lazy !== 'function') continue;
        route
          .lazy()
          .then(({ loader }) =>
            // `true` would mean a server loader (framework mode), which this app has none of.
            typeof loader !== 'function'
              ? undefined
              : loader({
                  request: new Request(address.href),
                  url: new URL(address.href),
                  pattern: route.path ?? '',
                  params,
                  context: context(),
                }),
          )
          .catch(() => {
            // Offline for a moment: the click will try again, and so may the next hover.
            prefetched.delete(address.href);
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
  }, [routes, context]);

  return null;
}
