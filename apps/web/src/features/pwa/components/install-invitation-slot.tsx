import { lazy, Suspense, useEffect, useState } from 'react';
import { onRsvp } from '@/lib/rsvp-moment';

// Everything else about the invitation loads once its moment has come, so a visitor's first
// load carries only this (docs/decisions/0039).
const InstallInvitationTurn = lazy(() =>
  import('./install-invitation-turn').then((module) => ({
    default: module.InstallInvitationTurn,
  })),
);

const VISITS_KEY = 'lineup_visits';
/** This tab's visit is counted (sessionStorage): reloads and page changes are the same visit. */
const VISIT_COUNTED_KEY = 'lineup_visit_counted';

/** Counts this visit once and returns how many there have been on this device. */
function countVisit(): number {
  try {
    let visits = Number(window.localStorage.getItem(VISITS_KEY)) || 0;
    if (window.sessionStorage.getItem(VISIT_COUNTED_KEY) === null) {
      window.localStorage.setItem(VISITS_KEY, String(++visits));
      window.sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
    }
    return visits;
  } catch {
    return 0; // without storage a "no" could not be remembered: never ask
  }
}

/**
 * Invites a person to add Lineup to their home screen at a sensible moment: on their second
 * visit, or after an RSVP (install-moment.ts says where and whether).
 */
export function InstallInvitationSlot() {
  const [moment, setMoment] = useState(false);
  useEffect(() => {
    const arrive = () => setMoment(true);
    // Counted once the app runs (the server's render knows no visits).
    if (countVisit() >= 2) arrive();
    return onRsvp(arrive);
  }, []);
  return moment ? (
    <Suspense fallback={null}>
      <InstallInvitationTurn />
    </Suspense>
  ) : null;
}
