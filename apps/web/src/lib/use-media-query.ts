import { startTransition, useEffect, useState } from 'react';

/** docs/product.md §9: below 768 px wide the app uses its mobile layout. */
export const MOBILE_BREAKPOINT_PX = 768;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * Whether the window matches `query`; `undefined` on the server and until the app has started
 * in the browser, where the width is not known yet. A layout that depends on it renders every
 * variant then, each hidden by its CSS breakpoint, so the server's HTML is right at any width
 * and nothing moves (or loses focus) when the app starts.
 *
 * The answer arrives as a transition, which React renders in slices while the page answers
 * taps: a store read with `undefined` as its server snapshot made React re-render the shell at
 * once, in one long task, right after hydrating.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const [matches, setMatches] = useState<boolean>();
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** True below 768 px, where the header collapses and the bottom bar appears; see useMediaQuery. */
export function useIsMobile(): boolean | undefined {
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  return desktop === undefined ? undefined : !desktop;
}
