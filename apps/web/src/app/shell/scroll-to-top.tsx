import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Navigation state that keeps the scroll position: `navigate(to, { state: { preserveScroll: true } })`. */
export type PreserveScrollState = { preserveScroll?: boolean };

/**
 * docs/product.md §2: every navigation starts at the top unless its state asks to preserve scroll. A link
 * with a hash (`/design-system#toasts`) goes to that element instead, once the page is there.
 */
export function ScrollToTop({ pageReady }: { pageReady: boolean }) {
  const location = useLocation();
  const preserve = (location.state as PreserveScrollState | null)?.preserveScroll === true;

  useLayoutEffect(() => {
    if (preserve || !pageReady) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // location.key changes on every navigation, including to the same URL.
  }, [location.key, location.hash, preserve, pageReady]);

  return null;
}
