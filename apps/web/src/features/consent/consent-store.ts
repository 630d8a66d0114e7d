import { useSyncExternalStore } from 'react';

/** docs/product.md §4: the choice is stored as 'true' (Accept All) or 'false' (Essential Only). */
export const CONSENT_STORAGE_KEY = 'lineup_cookie_consent';
/** docs/product.md §9: the banner waits a second so it does not fight the page for attention. */
export const CONSENT_BANNER_DELAY_MS = 1000;

export type ConsentValue = 'granted' | 'denied';

export type ConsentState = {
  /** `null` until the visitor has chosen. */
  choice: 'all' | 'essential' | null;
  analytics: ConsentValue;
  ads: ConsentValue;
  /** Storage the app cannot work without is never switched off. */
  functionality: 'granted';
  security: 'granted';
};

export type ConsentChange = {
  /** `true` for Accept All, `false` for Essential Only. */
  accepted: boolean;
  state: ConsentState;
};

function stateFor(choice: ConsentState['choice']): ConsentState {
  const optional: ConsentValue = choice === 'all' ? 'granted' : 'denied';
  return {
    choice,
    analytics: optional,
    ads: optional,
    functionality: 'granted',
    security: 'granted',
  };
}

function readStoredChoice(): ConsentState['choice'] {
  try {
    const stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (stored === 'true') return 'all';
    if (stored === 'false') return 'essential';
  } catch {
    // Storage can be switched off; the visitor is then asked again on each visit.
  }
  return null;
}

let state: ConsentState | null = null;
const subscribers = new Set<() => void>();
const changeListeners = new Set<(change: ConsentChange) => void>();

function notify() {
  for (const subscriber of subscribers) subscriber();
}

/** Current consent; analytics and ads stay denied until the visitor accepts them. */
export function getConsent(): ConsentState {
  state ??= stateFor(readStoredChoice());
  return state;
}

/** Re-reads the stored choice (docs/product.md §4: "a stored choice is re-applied on load"). */
export function loadConsent(): ConsentState {
  state = stateFor(readStoredChoice());
  notify();
  return state;
}

/** Records the visitor's choice, stores it, and tells every `onConsentChange` listener. */
export function setConsentChoice(accepted: boolean): ConsentState {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, accepted ? 'true' : 'false');
  } catch {
    // Still honour the choice for this visit.
  }
  state = stateFor(accepted ? 'all' : 'essential');
  notify();
  const change = { accepted, state };
  for (const listener of changeListeners) {
    try {
      listener(change);
    } catch (error) {
      console.error('A consent listener failed', error);
    }
  }
  return state;
}

/**
 * Called each time the visitor makes a choice (not when a stored choice is re-applied).
 * Accounts use it to write the consent log for signed-in members. Returns an unsubscribe.
 */
export function onConsentChange(listener: (change: ConsentChange) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function subscribeToConsent(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeToConsent, getConsent, getConsent);
}
