import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { pushState, turnOffPush, turnOnPush, type PushState } from '@/lib/push-subscription';

const notes: Record<PushState, MessageDescriptor> = {
  unsupported: msg`This browser cannot show push notifications. Installing Lineup may help.`,
  blocked: msg`Notifications are blocked for Lineup in this browser’s settings.`,
  off: msg`Push notifications are off on this device.`,
  on: msg`Push notifications are on for this device.`,
};

/** Said after "Turn on" when the browser's question was closed without an answer. */
export const PUSH_NOT_ALLOWED = msg`Push notifications are still off: the browser was not allowed to show them. Press “Turn on for this device” and choose Allow; if the browser does not ask, allow notifications for this site in its settings.`;
/** Said when the browser or its push service failed, so the member knows it was not them. */
export const PUSH_SERVICE_FAILED = msg`This browser could not reach its push service. Check the connection and try again; in a private window push may not work at all.`;

/** This device's push switch, above the notification settings. */
export function PushSettings() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  // "Turn on" answered "off": the member closed the browser's question or said no for now.
  const [notAllowed, setNotAllowed] = useState(false);
  useEffect(() => {
    void pushState().then(setState);
  }, []);
  if (state === null) return null;

  const change = async () => {
    setBusy(true);
    try {
      if (state === 'on') {
        await turnOffPush();
        setNotAllowed(false);
        setState('off');
      } else {
        const next = await turnOnPush();
        setNotAllowed(next === 'off');
        setState(next);
      }
    } catch (caught) {
      toast({
        title: t`Push notifications could not be changed`,
        description: isApiError(caught) ? caught.message : i18n._(PUSH_SERVICE_FAILED),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-ocean-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p role="status">{i18n._(notAllowed && state === 'off' ? PUSH_NOT_ALLOWED : notes[state])}</p>
      {state === 'on' || state === 'off' ? (
        <Button variant="outline" size="sm" onClick={() => void change()} loading={busy}>
          {state === 'on' ? t`Turn off on this device` : t`Turn on for this device`}
        </Button>
      ) : null}
    </div>
  );
}
