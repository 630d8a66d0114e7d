import type { ThreadChange } from '@lineup/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  threadKey,
  threadLiveUrl,
  withLiveMessage,
  type Thread,
  type ThreadPages,
} from '../api/discussions-api';

/**
 * While the discussion is on the page, its server-sent events tell of each new, edited, removed
 * or pinned message. A new message comes with its words and joins the page at once (a page of
 * 200 readers would otherwise read the thread 200 times); for the other changes the thread is
 * read again as this member may see it. The browser reconnects by itself after a dropped
 * connection; the stream closes with the section.
 *
 * Returns false once the server refused the stream for good (too many live pages open at once,
 * or the session ended): the browser does not try again, and the page should say so.
 */
export function useThreadLive(thread: Thread, viewerId: string): boolean {
  const queryClient = useQueryClient();
  const { kind, id } = thread;
  const [live, setLive] = useState(true);
  useEffect(() => {
    // Browsers without it read the thread when the member acts, as before.
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(threadLiveUrl({ kind, id }), { withCredentials: true });
    const key = threadKey({ kind, id }, viewerId);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
    const onChange = (event: MessageEvent<string>) => {
      // Our own server's words, as the contract says (no schema is loaded for it).
      const { message } = JSON.parse(event.data) as ThreadChange;
      const next = message
        ? withLiveMessage(queryClient.getQueryData<ThreadPages>(key), message, viewerId)
        : null;
      if (next) queryClient.setQueryData<ThreadPages>(key, next);
      else refresh();
    };
    // Once the stream is open (and again after the browser reconnects), what changed before it
    // listened is read too: a message written between the first read and the stream's start.
    source.addEventListener('change', onChange);
    source.addEventListener('open', refresh);
    // A dropped connection is retried (CONNECTING); a refused one is closed for good.
    const onError = () => setLive(source.readyState !== EventSource.CLOSED);
    const onOpen = () => setLive(true);
    source.addEventListener('error', onError);
    source.addEventListener('open', onOpen);
    return () => {
      source.removeEventListener('change', onChange);
      source.removeEventListener('open', refresh);
      source.removeEventListener('error', onError);
      source.removeEventListener('open', onOpen);
      source.close();
    };
  }, [queryClient, kind, id, viewerId]);
  return live;
}
