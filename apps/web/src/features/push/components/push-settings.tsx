import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { pushState, turnOffPush, turnOnPush, type PushState } from '@/lib/push-subscription';

const notes: Record<PushState, string> = {
  unsupported: 'This browser cannot show push notifications. Installing Lineup may help.',
  blocked: 'Notifications are blocked for Lineup in this browser’s settings.',
  off: 'Push notifications are off on this device.',
  on: 'Push notifications are on for this device.',
};

/** This device's push switch, above the notification settings. */
export function PushSettings() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void pushState().then(setState);
  }, []);
  if (state === null) return null;

  const change = async () => {
    setBusy(true);
    try {
      if (state === 'on') {
        await turnOffPush();
        setState('off');
      } else {
        setState(await turnOnPush());
      }
    } catch {
      toast({ title: 'Push notifications could not be changed', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-ocean-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p role="status">{notes[state]}</p>
      {state === 'on' || state === 'off' ? (
        <Button variant="outline" size="sm" onClick={() => void change()} loading={busy}>
          {state === 'on' ? 'Turn off on this device' : 'Turn on for this device'}
        </Button>
      ) : null}
    </div>
  );
}
