import { useSyncExternalStore } from 'react';

/** docs/product.md §9: below 768 px wide the app uses its mobile layout. */
export const MOBILE_BREAKPOINT_PX = 768;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True below 768 px, where the header collapses and the bottom bar appears. */
export function useIsMobile(): boolean {
  return !useMediaQuery(DESKTOP_MEDIA_QUERY);
}
