import { lazy, Suspense, useEffect, useState } from 'react';
import { endTurn, onTurnFree, takeTurn } from '@/lib/prompt-turns';
import { onRsvp } from '@/lib/rsvp-moment';
import { countVisit, INSTALL_PROMPT_EVENT, installWay, type InstallWay } from '../install-moment';

// The invitation's code loads only when it is shown, so visitors' first load carries none of it.
const InstallInvitation = lazy(() =>
  import('./install-invitation').then((module) => ({ default: module.InstallInvitation })),
);

const TURN = 'install';

/**
 * Invites a person to add Lineup to their home screen at a sensible moment (install-moment.ts):
 * on their second visit, or after an RSVP; when another card is asking, once it is answered.
 */
export function InstallInvitationSlot() {
  const [way, setWay] = useState<InstallWay | null>(null);

  useEffect(() => {
    let moment = countVisit() >= 2;
    const offer = () => {
      if (!moment) return;
      const next = installWay();
      if (next === null) {
        setWay(null);
        endTurn(TURN);
      } else if (takeTurn(TURN)) {
        setWay(next);
      }
    };
    const stopRsvp = onRsvp(() => {
      moment = true;
      offer();
    });
    const stopTurns = onTurnFree(offer);
    // The browser's offer may come after the app started, and an install ends the invitation.
    window.addEventListener(INSTALL_PROMPT_EVENT, offer);
    window.addEventListener('appinstalled', offer);
    offer();
    return () => {
      stopRsvp();
      stopTurns();
      window.removeEventListener(INSTALL_PROMPT_EVENT, offer);
      window.removeEventListener('appinstalled', offer);
      endTurn(TURN);
    };
  }, []);

  if (way === null) return null;
  return (
    <Suspense fallback={null}>
      <InstallInvitation
        way={way}
        onDone={() => {
          setWay(null);
          endTurn(TURN);
        }}
      />
    </Suspense>
  );
}
