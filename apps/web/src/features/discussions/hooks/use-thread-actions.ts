import type { ThreadResponse } from '@lineup/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  applyThreadAnswer,
  editMessage,
  postMessage,
  removeMessage,
  setMuted,
  setPinned,
  threadKey,
  type Thread,
} from '../api/discussions-api';

/**
 * What a member does in a thread. Each call answers with the thread's first page as they now
 * see it, which goes straight into the cache: their message shows at once.
 */
export function useThreadActions(thread: Thread, viewerId: string) {
  const queryClient = useQueryClient();
  const { kind, id } = thread;
  return useMemo(() => {
    const key = threadKey({ kind, id }, viewerId);
    const saved = async (call: Promise<ThreadResponse>) => {
      const answer = await call;
      applyThreadAnswer(queryClient, key, answer);
      return answer;
    };
    return {
      post: (body: string, parentId?: string) => saved(postMessage({ kind, id }, body, parentId)),
      edit: (messageId: string, body: string) => saved(editMessage(messageId, body)),
      remove: (messageId: string) => saved(removeMessage(messageId)),
      pin: (messageId: string, pinned: boolean) => saved(setPinned(messageId, pinned)),
      mute: (muted: boolean) => saved(setMuted({ kind, id }, muted)),
    };
  }, [queryClient, kind, id, viewerId]);
}

export type ThreadActions = ReturnType<typeof useThreadActions>;
