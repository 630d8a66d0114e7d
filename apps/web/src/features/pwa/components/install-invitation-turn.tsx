import { lazy, Suspense, useEffect, useState } from 'react';
import { endTurn, onTurnFree, takeTurn } from '@/lib/prompt-turns';
import { INSTALL_PROMPT_EVENT, installWay, type InstallWay } from '../install-moment';

// The invitation's code loads only when it is shown, so visitors' first load carries none of it.
const InstallInvitation = lazy(() =>
  import('./install-invitation').then((module) => ({ default: module.InstallInvitation })),
);

const TURN = 'install';

/**
 * The invitation once the moment has come (`InstallInvitationSlot`): shown where Lineup can be
 * installed and the person has not answered it, and when no other card is asking.
 */
export function InstallInvitationTurn() {
  const [way, setWay] = useState<InstallWay | null>(null);

  useEffect(() => {
    const offer = () => {
      const next = installWay();
      if (next === null) {
        setWay(null);
        endTurn(TURN);
      } else if (takeTurn(TURN)) {
        setWay(next);
      }
    };
    const stopTurns = onTurnFree(offer);
    // The browser's offer may come after the app started, and an install ends the invitation.
    window.addEventListener(INSTALL_PROMPT_EVENT, offer);
    window.addEventListener('appinstalled', offer);
    offer();
    return () => {
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
