import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False on the server and while a server-rendered part of the page hydrates; true once it runs
 * in the browser. Lets a part whose data only the browser fetches (the sea's forecast, say) match
 * the server's empty render while it hydrates, even when another part has fetched that data by
 * then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
