/**
 * Old paths of docs/product.md §2 ("Redirects") and where they now live. The server answers them with
 * HTTP 301 before the single-page app loads; the web router mirrors the same table for
 * client-side navigation, so both read it from here.
 */
export const legacyRedirects = [
  { from: '/ericeira-area', to: '/portugal-ericeira-area' },
  { from: '/peniche-area', to: '/portugal-peniche-area' },
  { from: '/zandvoort-area', to: '/netherlands-zandvoort-area' },
  { from: '/scheveningen-area', to: '/netherlands-scheveningen-area' },
  { from: '/velsen-noord-area', to: '/netherlands-wijk-aan-zee-area' },
  { from: '/event', to: '/events' },
  { from: '/organise', to: '/dashboard' },
] as const;

export type LegacyRedirect = (typeof legacyRedirects)[number];

/**
 * The new location for `pathname` (sub-paths kept: `/ericeira-area/events` →
 * `/portugal-ericeira-area/events`), or `null` when it is not an old path. `/events` is not
 * `/event`: a prefix only counts when the next character is `/` or the path ends.
 */
export function resolveLegacyRedirect(pathname: string): string | null {
  for (const { from, to } of legacyRedirects) {
    if (pathname === from) return to;
    if (pathname.startsWith(`${from}/`)) return to + pathname.slice(from.length);
  }
  return null;
}
