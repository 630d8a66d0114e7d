/// <reference lib="webworker" />
// Lineup's service worker (docs/product.md §10 "Phone"): the app shell from the precache, the
// member's upcoming events from the last answers when offline, and web push notifications.
import { matchPagePath } from '@lineup/contracts/page-routes';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OFFLINE_API_CACHE, OFFLINE_API_PATHS } from './lib/offline-cache';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

// The built files (hashed chunks, styles, fonts, icons); each build replaces the last.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages come from the server (it writes each page's title and meta tags); offline, any page of
// the route table opens the app shell, which then reads its data from the cache below.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    matchPagePath(url.pathname) !== null,
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

// A language's messages (split-messages.ts), kept as they are read: a page read once in Dutch
// opens in Dutch offline too. Each file's name changes with its content, so a kept one is never
// stale; the oldest give way after a few releases' worth.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/messages/'),
  new CacheFirst({
    cacheName: 'lineup-messages',
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
);

// The member's own data, fresh when online, the last answer when not.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    OFFLINE_API_PATHS.some((path) =>
      path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path,
    ),
  new NetworkFirst({ cacheName: OFFLINE_API_CACHE, networkTimeoutSeconds: 6 }),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

type PushData = { title?: string; body?: string; url?: string; tag?: string };

self.addEventListener('push', (event) => {
  let data: PushData;
  try {
    data = (event.data?.json() as PushData | undefined) ?? {};
  } catch {
    data = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(data.title ?? 'Lineup', {
      body: data.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: data.tag,
      data: { url: data.url ?? '/notifications' },
    }),
  );
});

// Opens what the notification is about, in a Lineup window already open if there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/notifications',
    self.location.origin,
  );
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      if (open) {
        await open.navigate(target.href);
        await open.focus();
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
