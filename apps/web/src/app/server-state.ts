import { hydrate, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth/auth-context';

/** The element in which the server's render sends its query cache (`entry-server.tsx`). */
export const SERVER_STATE_ELEMENT_ID = 'lineup-state';

/** The queries the page was hydrated with: they hold what a visitor sees. */
const fromServer = new Set<string>();

/**
 * Puts the server's query cache into the browser's, if the page was rendered on the server.
 * Answers when the server rendered it (the page is then hydrated instead of rendered afresh,
 * reading the clock as the server did), or null.
 */
export function adoptServerState(queryClient: QueryClient): number | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  const renderedAt = Number(element.dataset.renderedAt);
  const state = JSON.parse(element.textContent) as Parameters<typeof hydrate>[1];
  hydrate(queryClient, state);
  for (const query of state?.queries ?? []) fromServer.add(query.queryHash);
  element.remove();
  return Number.isFinite(renderedAt) ? renderedAt : Date.now();
}

/**
 * The server renders every page as a visitor sees it. Once the session says a member is here,
 * the page's data is asked for again, now with their answers, friendships and rights in it.
 * Also marks the document ready (`data-ready`): from then on the page answers clicks.
 */
export function ServerStateHandOver() {
  const queryClient = useQueryClient();
  const { status } = useAuth();

  useEffect(() => {
    // After the render that follows hydration, where the browser's own values (its width, the
    // stored area) replace the server's: React runs that one in a microtask queued before this.
    queueMicrotask(() => {
      document.documentElement.dataset.ready = 'true';
    });
  }, []);

  useEffect(() => {
    if (status !== 'signed-in' || fromServer.size === 0) return;
    const hashes = new Set(fromServer);
    fromServer.clear();
    void queryClient.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash) });
  }, [status, queryClient]);

  return null;
}
