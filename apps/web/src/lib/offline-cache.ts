import type { paths } from './api-types.generated';

/**
 * The service worker's cache of API answers (src/sw.ts), so a member's upcoming events stay
 * readable offline. It holds one member's data: signing out empties it.
 */
export const OFFLINE_API_CACHE = 'lineup-api';

/** The API answers kept for offline reading: who is signed in and their upcoming events. */
export const OFFLINE_API_PATHS = [
  // Better Auth's, outside the OpenAPI document.
  '/api/auth/get-session',
  ...(['/profiles/me', '/me/rsvps', '/areas'] satisfies (keyof paths)[]).map(
    (path) => `/api${path}`,
  ),
  // Every event page's read: a prefix of `/events/by-path/{country}/{city}/{slug}`.
  '/api/events/by-path/',
];

export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_API_CACHE);
}

/**
 * Registers the service worker once the page has loaded (production builds only). The app
 * itself usually starts after `load` (docs/decisions/0026-the-app-after-the-page.md), so a page
 * that has already loaded registers at once.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it Lineup still works; it is just not available offline.
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
