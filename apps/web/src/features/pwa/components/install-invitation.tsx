import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ShareIcon from 'lucide-react/icons/share';
import SquarePlusIcon from 'lucide-react/icons/square-plus';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { answerInvitation, type InstallWay } from '../install-moment';

export const INSTALL_TITLE = msg`Add Lineup to your home screen`;

const inlineIcon = 'inline size-4 align-[-0.2em] text-ocean-700';

/**
 * The invitation itself (loaded by `InstallInvitationSlot` when it is time). Where the browser
 * can install Lineup, "Install" opens its own dialog; on an iPhone or iPad it says how, with
 * Safari's Share button. "Not now" is remembered for good.
 */
export function InstallInvitation({ way, onDone }: { way: InstallWay; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);

  const notNow = () => {
    answerInvitation('not-now');
    onDone();
  };

  const install = async () => {
    const offer = window.lineupInstallPrompt;
    // The browser takes one answer per offer.
    window.lineupInstallPrompt = null;
    if (!offer) return onDone();
    setBusy(true);
    try {
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      // Cancelling the browser's own dialog is a "no" too.
      answerInvitation(outcome === 'accepted' ? 'installed' : 'not-now');
    } catch {
      // The browser would not show its dialog: the next offer may.
    } finally {
      setBusy(false);
      onDone();
    }
  };

  return (
    <div
      role="dialog"
      aria-labelledby="install-invitation-title"
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md animate-rise-in flex-col gap-3 rounded-3xl bg-surface p-4 shadow-lift ring-1 ring-ocean-900/10 md:bottom-6"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" className="size-11 shrink-0 rounded-xl" />
        <div className="min-w-0">
          <h2 id="install-invitation-title" className="font-sans text-base font-semibold text-ink">
            {i18n._(INSTALL_TITLE)}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            {t`Open it like an app, and find your plans there even without a connection.`}
          </p>
        </div>
      </div>
      {way === 'ios' ? (
        <ol className="list-inside list-decimal space-y-1.5 rounded-2xl bg-sand-100 px-3.5 py-3 text-sm text-ink marker:font-semibold">
          <li>
            <Trans>
              Tap <ShareIcon aria-hidden="true" className={inlineIcon} />{' '}
              <strong className="font-semibold">Share</strong> in Safari’s toolbar.
            </Trans>
          </li>
          <li>
            <Trans>
              Choose <SquarePlusIcon aria-hidden="true" className={inlineIcon} />{' '}
              <strong className="font-semibold">Add to Home Screen</strong>.
            </Trans>
          </li>
        </ol>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={notNow} disabled={busy}>
          {t`Not now`}
        </Button>
        {way === 'prompt' ? (
          <Button
            size="sm"
            loading={busy}
            loadingLabel={t`Installing...`}
            onClick={() => void install()}
          >
            {t({ message: 'Install', comment: 'Button: install the app on this device' })}
          </Button>
        ) : (
          <Button
            size="sm"
            onClick={() => {
              answerInvitation('shown-how');
              onDone();
            }}
          >
            {t`Got it`}
          </Button>
        )}
      </div>
    </div>
  );
}
