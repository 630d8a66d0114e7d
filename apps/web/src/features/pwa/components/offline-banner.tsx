import { lazy, Suspense } from 'react';
import { useOnline } from '@/lib/use-online';

// The message's code loads when the device goes offline (the service worker keeps it for then),
// so the first load carries only this region. A failed load shows nothing rather than breaking
// the page around it.
const OfflineMessage = lazy(() =>
  import('./offline-message')
    .catch(() => ({ OfflineMessage: () => null }))
    .then((module) => ({
      default: module.OfflineMessage,
    })),
);

/**
 * Says politely that the device is offline, for as long as it is (docs/product.md §10 "Phone").
 * The live region is always on the page, so a screen reader hears the message when it appears
 * (a region of its own, not a `status`: the page's own statuses keep that role to themselves).
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 top-[calc(4.5rem+env(safe-area-inset-top))] z-40 flex justify-center"
    >
      {online ? null : (
        <Suspense fallback={null}>
          <OfflineMessage />
        </Suspense>
      )}
    </div>
  );
}
