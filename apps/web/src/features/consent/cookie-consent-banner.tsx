import { lazy, Suspense, useEffect, useState } from 'react';
import { CONSENT_BANNER_DELAY_MS, useConsent } from './consent-store';

// Returning visitors have chosen already and never download the banner.
const loadPanel = () => import('./cookie-consent-panel');
const CookieConsentPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.CookieConsentPanel })),
);

/** docs/product.md §4 cookie consent: shown a second after load until the visitor chooses. */
export function CookieConsentBanner() {
  const { choice } = useConsent();
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (choice !== null) return;
    void loadPanel();
    const timer = window.setTimeout(() => setDue(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [choice]);

  if (choice !== null || !due) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentPanel />
    </Suspense>
  );
}
