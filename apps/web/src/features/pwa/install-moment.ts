// Whether to invite a person to install Lineup (docs/product.md §10 "Phone") once the moment
// has come (their second visit, or an RSVP: InstallInvitationSlot): only where the browser can
// install it (Chromium's `beforeinstallprompt`, kept by main.tsx) or explain how (Safari on
// iPhone and iPad, which has no such event); never once it is installed, and never again after
// "Not now".

/** Chromium's offer to install the app, which the page may make later on a person's tap. */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

declare global {
  interface Window {
    /** Kept by main.tsx from the page's start; null once used. */
    lineupInstallPrompt?: BeforeInstallPromptEvent | null;
  }
  interface Navigator {
    /** Safari on iOS: true when opened from the home screen. */
    standalone?: boolean;
  }
}

/** Said by main.tsx when it has kept an install offer. */
export const INSTALL_PROMPT_EVENT = 'lineup:install-prompt';

const ANSWERED_KEY = 'lineup_install_invitation';

export function isInstalled(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || navigator.standalone === true;
}

/** Safari on an iPhone or iPad (an iPad says it is a Mac with a touch screen). */
function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  const ios =
    /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  return ios && /Safari\//.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent);
}

/** "Not now", installed, or shown how: the invitation never comes back. */
export function invitationAnswered(): boolean {
  try {
    return window.localStorage.getItem(ANSWERED_KEY) !== null;
  } catch {
    return true;
  }
}

export function answerInvitation(answer: 'not-now' | 'installed' | 'shown-how'): void {
  try {
    window.localStorage.setItem(ANSWERED_KEY, answer);
  } catch {
    // Nothing to remember it in; countVisit then never counts a second visit either.
  }
}

/** How Lineup can be installed here and now, or null when the invitation has no place. */
export type InstallWay = 'prompt' | 'ios';

export function installWay(): InstallWay | null {
  if (invitationAnswered() || isInstalled()) return null;
  if (window.lineupInstallPrompt) return 'prompt';
  return isIosSafari() ? 'ios' : null;
}
