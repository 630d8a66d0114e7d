import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import WifiOffIcon from 'lucide-react/icons/wifi-off';

export const OFFLINE_TEXT = msg`You’re offline. You can still read what Lineup saved; RSVPs and other changes need a connection.`;

/** The offline banner's message (`OfflineBanner` shows it while the device is offline). */
export function OfflineMessage() {
  const { i18n } = useLingui();
  return (
    <p className="pointer-events-auto flex max-w-md animate-rise-in items-start gap-2.5 rounded-2xl bg-ink px-4 py-3 text-sm font-medium text-page shadow-lift">
      <WifiOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {i18n._(OFFLINE_TEXT)}
    </p>
  );
}
