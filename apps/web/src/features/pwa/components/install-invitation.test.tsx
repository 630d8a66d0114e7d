import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endTurn, takeTurn } from '@/lib/prompt-turns';
import { announceRsvp } from '@/lib/rsvp-moment';
import { INSTALL_PROMPT_EVENT, type BeforeInstallPromptEvent } from '../install-moment';
const INSTALL_TITLE = 'Add Lineup to your home screen';
import { InstallInvitationSlot } from './install-invitation-slot';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';

/** What Chromium hands the page when Lineup can be installed (main.tsx keeps it). */
function browserOffersInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(async () => {});
  const offer = Object.assign(new Event('beforeinstallprompt'), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  }) as BeforeInstallPromptEvent;
  act(() => {
    window.lineupInstallPrompt = offer;
    window.dispatchEvent(new Event(INSTALL_PROMPT_EVENT));
  });
  return { prompt };
}

/** A new visit: a new tab (sessionStorage is the tab's), the same device (localStorage). */
function newVisit() {
  window.sessionStorage.clear();
}

function standalone(installed: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: installed && query === '(display-mode: standalone)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const invitation = () => screen.queryByRole('dialog', { name: INSTALL_TITLE });

beforeEach(() => {
  window.sessionStorage.clear();
  window.lineupInstallPrompt = undefined;
  standalone(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the invitation to install Lineup', () => {
  it('waits for the second visit, then offers the browser’s install on "Install"', async () => {
    const first = render(<InstallInvitationSlot />);
    const { prompt } = browserOffersInstall();
    expect(invitation()).toBeNull();
    first.unmount();

    // A reload is the same visit.
    render(<InstallInvitationSlot />).unmount();
    expect(window.localStorage.getItem('lineup_visits')).toBe('1');

    newVisit();
    render(<InstallInvitationSlot />);
    expect(await screen.findByRole('dialog', { name: INSTALL_TITLE })).toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(invitation()).toBeNull());
    expect(window.localStorage.getItem('lineup_install_invitation')).toBe('installed');
  });

  it('comes after an RSVP on a first visit', async () => {
    render(<InstallInvitationSlot />);
    browserOffersInstall();
    expect(invitation()).toBeNull();
    act(() => announceRsvp());
    expect(await screen.findByRole('dialog', { name: INSTALL_TITLE })).toBeInTheDocument();
  });

  it('is never shown again after "Not now", nor after a no in the browser’s own dialog', async () => {
    render(<InstallInvitationSlot />);
    browserOffersInstall();
    act(() => announceRsvp());
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(invitation()).toBeNull();
    act(() => announceRsvp());
    cleanup();
    newVisit();
    render(<InstallInvitationSlot />);
    browserOffersInstall();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(invitation()).toBeNull();

    cleanup();
    window.localStorage.clear();
    newVisit();
    const again = render(<InstallInvitationSlot />);
    const { prompt } = browserOffersInstall('dismissed');
    act(() => announceRsvp());
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalled();
    await waitFor(() => expect(invitation()).toBeNull());
    expect(window.localStorage.getItem('lineup_install_invitation')).toBe('not-now');
    again.unmount();
  });

  it('is not shown in the installed app', async () => {
    standalone(true);
    window.localStorage.setItem('lineup_visits', '5');
    render(<InstallInvitationSlot />);
    browserOffersInstall();
    act(() => announceRsvp());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(invitation()).toBeNull();
  });

  it('says how to add it from Safari’s Share menu on an iPhone, where the browser has no offer', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    render(<InstallInvitationSlot />);
    act(() => announceRsvp());
    const dialog = await screen.findByRole('dialog', { name: INSTALL_TITLE });
    expect(dialog).toHaveTextContent('Tap Share in Safari’s toolbar.');
    expect(dialog).toHaveTextContent('Choose Add to Home Screen.');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(invitation()).toBeNull();
  });

  it('stays away where nothing can install it (another browser on an iPhone, Firefox)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_CHROME);
    render(<InstallInvitationSlot />);
    act(() => announceRsvp());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(invitation()).toBeNull();
  });

  it('waits while another card is asking, and comes once it is answered', async () => {
    render(<InstallInvitationSlot />);
    browserOffersInstall();
    expect(takeTurn('push')).toBe(true);
    act(() => announceRsvp());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(invitation()).toBeNull();
    act(() => endTurn('push'));
    expect(await screen.findByRole('dialog', { name: INSTALL_TITLE })).toBeInTheDocument();
    // Meanwhile the install invitation has the turn.
    expect(takeTurn('push')).toBe(false);
  });
});
