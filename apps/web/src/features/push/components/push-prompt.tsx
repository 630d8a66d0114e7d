import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import BellRingIcon from 'lucide-react/icons/bell-ring';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import {
  dismissPushPrompt,
  onGoing,
  pushPromptDismissed,
  pushState,
  renewPushSubscription,
  turnOnPush,
} from '@/lib/push-subscription';
import { endTurn, takeTurn } from '@/lib/prompt-turns';

export const PUSH_PROMPT_TEXT = msg`Get a heads-up on this device when plans change?`;

/**
 * Asks once, after a member's first "going", whether this device may show push notifications
 * (docs/product.md §10 "Phone": never on page load). Not shown where push is unsupported,
 * already on, blocked, or after "Not now". Mounted once a member is signed in, it also gives
 * the server this device's subscription for their session, where push is on already.
 */
export function PushPrompt() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => void renewPushSubscription(), []);
  // Signed out while asking: the turn goes to whoever waits.
  useEffect(() => () => endTurn('push'), []);

  useEffect(
    () =>
      onGoing(() => {
        if (pushPromptDismissed()) return;
        void pushState().then((state) => {
          // One ask at a time (an install invitation may be on screen).
          if (state === 'off' && Notification.permission === 'default' && takeTurn('push'))
            setOpen(true);
        });
      }),
    [],
  );

  if (!open) return null;
  const close = () => {
    dismissPushPrompt();
    setOpen(false);
    endTurn('push');
  };
  return (
    <div
      role="dialog"
      aria-label={t`Push notifications`}
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md flex-col gap-3 rounded-3xl bg-surface p-4 shadow-soft ring-1 ring-ocean-900/10 md:bottom-6"
    >
      <p className="flex items-start gap-2.5 text-sm font-medium text-ink">
        <BellRingIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-600" />
        {i18n._(PUSH_PROMPT_TEXT)} {t`We’ll only tell you about what you said yes to.`}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={close}>
          {t`Not now`}
        </Button>
        <Button
          size="sm"
          loading={busy}
          loadingLabel={t`Turning on...`}
          onClick={() => {
            setBusy(true);
            void turnOnPush()
              .then((state) => {
                if (state === 'on')
                  toast({ title: t`Push notifications are on`, variant: 'success' });
              })
              .catch(() =>
                toast({
                  title: t`Push notifications could not be turned on`,
                  description: t`You can try again from your settings.`,
                  variant: 'destructive',
                }),
              )
              .finally(() => {
                setBusy(false);
                close();
              });
          }}
        >
          {t({ message: 'Turn on', comment: 'Button: turn push notifications on' })}
        </Button>
      </div>
    </div>
  );
}
