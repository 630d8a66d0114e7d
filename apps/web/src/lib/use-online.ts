import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it has a network (`navigator.onLine` and its `online` / `offline`
 * events). "Online" may still mean a connection that fails; "offline" is certain, which is
 * what the offline banner and the controls that would send something need. A server render,
 * and the browser's first render that hydrates it, say online.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
