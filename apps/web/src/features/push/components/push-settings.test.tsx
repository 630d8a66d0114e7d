import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { installFakeApi } from '@/test/fake-api';
import { findToast, renderWithClient } from '@/test/render-with-client';
import { PushSettings } from './push-settings';

// The device's push switch in the settings: when turning it on fails, the member is told why
// and what to do, not only that it is off (docs/product.md §10 "Phone").

const api = installFakeApi();

/** A browser that can do push; `subscribe` is what its push service does when asked. */
function pushCapableBrowser(options: {
  answer: NotificationPermission;
  subscribe?: () => Promise<unknown>;
}) {
  vi.stubGlobal('Notification', {
    permission: 'default',
    requestPermission: vi.fn(async () => options.answer),
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  const pushManager = {
    getSubscription: async () => null,
    subscribe: options.subscribe ?? (async () => null),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager }),
      ready: Promise.resolve({ pushManager }),
    },
  });
}

afterEach(() => {
  api.reset();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  toast.reset();
});

describe('PushSettings', () => {
  it('says what to do when the browser’s question was closed without Allow', async () => {
    pushCapableBrowser({ answer: 'default' });
    renderWithClient(<PushSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on for this device' }));
    expect(
      await screen.findByText(
        'Push notifications are still off: the browser was not allowed to show them. Press “Turn on for this device” and choose Allow; if the browser does not ask, allow notifications for this site in its settings.',
      ),
    ).toBeInTheDocument();
  });

  it('says the browser’s push service failed, rather than nothing', async () => {
    api.on('GET /api/push/public-key', { body: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa' } });
    pushCapableBrowser({
      answer: 'granted',
      subscribe: async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      },
    });
    renderWithClient(<PushSettings />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on for this device' }));
    expect(await findToast('Push notifications could not be changed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This browser could not reach its push service. Check the connection and try again; in a private window push may not work at all.',
      ),
    ).toBeInTheDocument();
  });
});
