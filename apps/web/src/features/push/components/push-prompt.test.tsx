import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endTurn, takeTurn } from '@/lib/prompt-turns';
import { announceGoing, dismissPushPrompt } from '@/lib/push-subscription';
import { installFakeApi } from '@/test/fake-api';
import { PushPrompt } from './push-prompt';

const api = installFakeApi();

/** A browser that can do push, where the member has not been asked yet. */
function pushCapableBrowser(permission: NotificationPermission = 'default') {
  const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => undefined },
  });
  return { requestPermission };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushPrompt', () => {
  it('asks nothing on page load, then once after a member says they are going', async () => {
    const { requestPermission } = pushCapableBrowser();
    render(<PushPrompt />);
    expect(screen.queryByText(/Get a heads-up on this device/)).toBeNull();

    act(() => announceGoing());
    expect(await screen.findByRole('dialog', { name: 'Push notifications' })).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => announceGoing());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser only when the member presses Turn on', async () => {
    const { requestPermission } = pushCapableBrowser();
    render(<PushPrompt />);
    act(() => announceGoing());
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('waits its turn while another card is asking', async () => {
    pushCapableBrowser();
    render(<PushPrompt />);
    expect(takeTurn('install')).toBe(true);
    act(() => announceGoing());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => endTurn('install'));
    act(() => announceGoing());
    expect(await screen.findByRole('dialog', { name: 'Push notifications' })).toBeInTheDocument();
    expect(takeTurn('install')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(takeTurn('install')).toBe(true);
    endTurn('install');
  });

  it('stays away where push cannot work, is blocked or was dismissed', async () => {
    render(<PushPrompt />);
    act(() => announceGoing()); // happy-dom has no service workers
    pushCapableBrowser('denied');
    act(() => announceGoing());
    pushCapableBrowser();
    dismissPushPrompt();
    act(() => announceGoing());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a device whose push is on', () => {
  it('gives the server its subscription again for the member now signed in', async () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      expirationTime: null,
      toJSON: () => ({ keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
    };
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({
          pushManager: { getSubscription: async () => subscription },
        }),
      },
    });
    api.on('POST /api/push/subscriptions', { status: 204 });
    render(<PushPrompt />);
    await waitFor(() => expect(api.callsTo('POST /api/push/subscriptions')).toHaveLength(1));
    expect(api.callsTo('POST /api/push/subscriptions')[0]!.body).toEqual({
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
