import { useSyncExternalStore } from 'react';

/** docs/product.md §9: below 768 px wide the app uses its mobile layout. */
export const MOBILE_BREAKPOINT_PX = 768;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * Whether the window matches `query`; `undefined` while the page is rendered on the server and
 * hydrated, where the width is not known. A layout that depends on it renders every variant
 * then, each hidden by its CSS breakpoint, so the server's HTML is right at any width and
 * nothing moves (or loses focus) when the app starts.
 */
export function useMediaQuery(query: string): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}

/** True below 768 px, where the header collapses and the bottom bar appears; see useMediaQuery. */
export function useIsMobile(): boolean | undefined {
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  return desktop === undefined ? undefined : !desktop;
}
