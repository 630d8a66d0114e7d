import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieConsentBanner } from './cookie-consent-banner';
import { CONSENT_STORAGE_KEY, getConsent, loadConsent, onConsentChange } from './consent-store';

/** Shows the banner, then hands the clock back so clicks run normally. */
async function showBanner() {
  await advance(1000);
  vi.useRealTimers();
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await vi.dynamicImportSettled();
  });
}

function renderBanner() {
  render(<CookieConsentBanner />, { wrapper: MemoryRouter });
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on Lineup' });

describe('cookie consent banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    loadConsent();
  });
  afterEach(() => vi.useRealTimers());

  it('appears one second after load when no choice is stored', async () => {
    renderBanner();
    await advance(999);
    expect(banner()).not.toBeInTheDocument();
    await advance(1);
    expect(banner()).toBeInTheDocument();
    const region = within(banner()!);
    expect(region.getByRole('button', { name: 'Accept All' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Essential Only' })).toBeInTheDocument();
  });

  it('expands More info to explain what is stored', async () => {
    renderBanner();
    await showBanner();
    const user = userEvent.setup();
    const moreInfo = screen.getByRole('button', { name: 'More info' });
    expect(moreInfo).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/lineup_selected_area/)).not.toBeVisible();
    await user.click(moreInfo);
    expect(moreInfo).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/lineup_selected_area/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'our cookie policy' })).toHaveAttribute(
      'href',
      '/cookies',
    );
  });

  it("Accept All stores 'true', grants analytics and ads, and closes the banner", async () => {
    const changes: boolean[] = [];
    const stop = onConsentChange((change) => changes.push(change.accepted));
    renderBanner();
    await showBanner();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept All' }));

    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
    expect(getConsent()).toEqual({
      choice: 'all',
      analytics: 'granted',
      ads: 'granted',
      functionality: 'granted',
      security: 'granted',
    });
    expect(changes).toEqual([true]);
    expect(banner()).not.toBeInTheDocument();
    stop();
  });

  it("Essential Only stores 'false' and denies analytics and ads", async () => {
    renderBanner();
    await showBanner();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Essential Only' }));

    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('false');
    expect(getConsent()).toMatchObject({
      choice: 'essential',
      analytics: 'denied',
      ads: 'denied',
      functionality: 'granted',
      security: 'granted',
    });
    expect(banner()).not.toBeInTheDocument();
  });

  it.each([
    ['true', 'granted'],
    ['false', 'denied'],
  ] as const)(
    "re-applies a stored '%s' on load and does not ask again",
    async (stored, analytics) => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, stored);
      loadConsent();
      expect(getConsent()).toMatchObject({ analytics, ads: analytics });
      renderBanner();
      await advance(5000);
      expect(banner()).not.toBeInTheDocument();
    },
  );

  it('denies analytics and ads until the visitor chooses', () => {
    expect(getConsent()).toMatchObject({
      choice: null,
      analytics: 'denied',
      ads: 'denied',
      functionality: 'granted',
    });
  });
});
