import { useLingui } from '@lingui/react/macro';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Must match the key the cookie banner stores the choice under. */
const CONSENT_STORAGE_KEY = 'lineup_cookie_consent';

/**
 * Forgets the stored cookie choice and reloads, so the banner asks again. A reload (rather
 * than resetting the banner in place) also drops anything an accepted tool already loaded.
 */
export function ResetCookieChoice() {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);

  function reset() {
    try {
      window.localStorage.removeItem(CONSENT_STORAGE_KEY);
    } catch {
      setFailed(true);
      return;
    }
    window.location.reload();
  }

  return (
    <div className="mt-5">
      <Button variant="outline" onClick={reset}>
        <RotateCcw aria-hidden="true" />
        {t`Ask me again`}
      </Button>
      {failed && (
        <p role="alert" className="mt-3 max-w-[65ch] text-sm text-coral-800">
          {t`Your browser blocked access to its storage. Clear the site data for Lineup in the browser’s settings instead.`}
        </p>
      )}
    </div>
  );
}
