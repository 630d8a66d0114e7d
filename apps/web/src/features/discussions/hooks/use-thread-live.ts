import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { threadKey, threadLiveUrl, type Thread } from '../api/discussions-api';

/**
 * While the discussion is on the page, its server-sent events tell of each new, edited, removed
 * or pinned message, and the thread is read again as this member may see it (the stream carries
 * only ids, never words). The browser reconnects by itself after a dropped connection; the
 * stream closes with the section.
 */
export function useThreadLive(thread: Thread, viewerId: string) {
  const queryClient = useQueryClient();
  const { kind, id } = thread;
  useEffect(() => {
    // Browsers without it read the thread when the member acts, as before.
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(threadLiveUrl({ kind, id }), { withCredentials: true });
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: threadKey({ kind, id }, viewerId) });
    // Once the stream is open (and again after the browser reconnects), what changed before it
    // listened is read too: a message written between the first read and the stream's start.
    source.addEventListener('change', refresh);
    source.addEventListener('open', refresh);
    return () => {
      source.removeEventListener('change', refresh);
      source.removeEventListener('open', refresh);
      source.close();
    };
  }, [queryClient, kind, id, viewerId]);
}
