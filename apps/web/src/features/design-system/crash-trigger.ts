/** Local-storage switch that lets a production build crash on purpose for the browser tests. */
export const CRASH_TEST_STORAGE_KEY = 'lineup_crash_test';

function crashTestAllowed(): boolean {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') return true;
  try {
    return window.localStorage.getItem(CRASH_TEST_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * `/design-system?crash=1` throws while rendering so the error page can be seen and tested.
 * Visitors of a production build never trip it: it needs the storage switch there.
 */
export function throwIfCrashRequested(search: URLSearchParams): void {
  if (search.get('crash') === '1' && crashTestAllowed()) {
    throw new Error('Render error requested with /design-system?crash=1');
  }
}
