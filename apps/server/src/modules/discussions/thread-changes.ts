import type { ThreadChange } from '@lineup/contracts';
import type { Broadcast } from '../../lib/broadcast';
import type { ThreadChangeListener } from './discussions.service';
import { threadKey } from './thread-access';

// What changes in a thread, told to the readers who have it open, in every server process
// (docs/product.md §15 "Discussion"). The message's id and the kind of change travel, and a new
// message itself, so a page shows it without reading the thread again; for other changes each
// reader reads the thread as they may see it.

export type ThreadChanges = {
  /** Told of each change, for `postMessage` and the others. */
  publish: ThreadChangeListener;
  /** Hears the changes of one thread; returns the stop. */
  listen(thread: string, listener: (change: ThreadChange) => void): () => void;
  /** Readers listening in this process. */
  readers(): number;
  /** Keeps `end` to call when the server stops; returns the release. */
  holdOpen(end: () => void): () => void;
  /** The server is stopping: every live page's stream ends, so it need not wait for them. */
  endAll(): void;
};

export function createThreadChanges(broadcast: Broadcast): ThreadChanges {
  const byThread = new Map<string, Set<(change: ThreadChange) => void>>();
  let readers = 0;
  const open = new Set<() => void>();
  broadcast.subscribe((message) => {
    let change: ThreadChange;
    try {
      change = JSON.parse(message) as ThreadChange;
    } catch {
      return;
    }
    for (const listener of byThread.get(change.thread) ?? []) listener(change);
  });
  return {
    publish(thread, messageId, change, message) {
      broadcast.publish(JSON.stringify({ thread: threadKey(thread), messageId, change, message }));
    },
    listen(thread, listener) {
      let listeners = byThread.get(thread);
      if (!listeners) byThread.set(thread, (listeners = new Set()));
      listeners.add(listener);
      readers++;
      return () => {
        if (!listeners.delete(listener)) return;
        readers--;
        if (listeners.size === 0) byThread.delete(thread);
      };
    },
    readers: () => readers,
    holdOpen(end) {
      open.add(end);
      return () => void open.delete(end);
    },
    endAll() {
      for (const end of open) end();
      open.clear();
    },
  };
}
