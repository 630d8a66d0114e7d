import WifiOffIcon from 'lucide-react/icons/wifi-off';
import { useOnline } from '@/lib/use-online';

export const OFFLINE_TEXT =
  'You’re offline. You can still read what Lineup saved; RSVPs and other changes need a connection.';

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
        <p className="pointer-events-auto flex max-w-md items-start gap-2.5 rounded-2xl bg-ink px-4 py-3 text-sm font-medium text-page shadow-lift animate-rise-in">
          <WifiOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}
