import { api } from './api-client';

// Web push on this device (docs/product.md §10 "Phone"): whether the browser can, whether the
// member allowed it, and subscribing or unsubscribing this browser with the server.

const DISMISSED_KEY = 'lineup_push_prompt';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The key as `pushManager.subscribe` takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Asks the browser's permission and subscribes this device; resolves to the new state. */
export async function turnOnPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api.GET('/push/public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await sendSubscription(subscription);
  return 'on';
}

/**
 * Gives the server this device's subscription again, for the session now signed in. Each
 * subscription belongs to the session that made it and ends with it, so after signing in again
 * (or with one kept from before that rule) a device whose push is on would otherwise hear
 * nothing while it still says "on". Quiet: it tries again on the next start.
 */
export async function renewPushSubscription(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const subscription = await currentSubscription();
  if (subscription) await sendSubscription(subscription).catch(() => {});
}

function sendSubscription(subscription: PushSubscription) {
  // A subscription made with the server's key always has both keys; one without is refused.
  const { keys } = subscription.toJSON();
  return api.POST('/push/subscriptions', {
    body: {
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    },
  });
}

/** Stops pushes to this device, at the server and in the browser. Best effort. */
export async function turnOffPush(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api
    .DELETE('/push/subscriptions', { body: { endpoint: subscription.endpoint } })
    .catch(() => {});
  await subscription.unsubscribe().catch(() => false);
}

/** The member said "Not now", or already answered: the prompt is not shown again. */
export const pushPromptDismissed = () => window.localStorage.getItem(DISMISSED_KEY) !== null;
export const dismissPushPrompt = () => window.localStorage.setItem(DISMISSED_KEY, 'dismissed');

// A meaningful action (the first "going") is when asking makes sense; never on page load.
const GOING_EVENT = 'lineup:going';

/** Said by the RSVP buttons when a member's "going" was saved. */
export function announceGoing(): void {
  window.dispatchEvent(new Event(GOING_EVENT));
}

export function onGoing(listener: () => void): () => void {
  window.addEventListener(GOING_EVENT, listener);
  return () => window.removeEventListener(GOING_EVENT, listener);
}
