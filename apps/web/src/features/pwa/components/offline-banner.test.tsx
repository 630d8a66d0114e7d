import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

const OFFLINE_TEXT =
  'You’re offline. You can still read what Lineup saved; RSVPs and other changes need a connection.';

const network = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('says nothing while online', () => {
    const { container } = render(<OfflineBanner />);
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it('says the device is offline when it goes offline, and goes once it is back', async () => {
    const { container } = render(<OfflineBanner />);
    const region = container.querySelector('[aria-live="polite"]');
    network(false);
    expect(await screen.findByText(OFFLINE_TEXT)).toBeVisible();
    expect(region).toHaveTextContent(OFFLINE_TEXT);
    network(true);
    expect(region).toBeEmptyDOMElement();
  });

  it('shows on a page opened offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(await screen.findByText(OFFLINE_TEXT)).toBeVisible();
  });

  it('is rendered empty by the server, as the browser then hydrates it', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(renderToString(<OfflineBanner />)).not.toContain('offline');
  });
});
