import type { LiveMessage, Message, Reply, ThreadResponse } from '@lineup/contracts';
import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';

/** Whose discussion: an event's or a casual plan's (docs/product.md §15 "Discussion"). */
export type Thread = { kind: 'event' | 'plan'; id: string };

export type ThreadPages = InfiniteData<ThreadResponse, string | null>;

export const threadKey = (thread: Thread, viewerId: string) =>
  ['discussion', thread.kind, thread.id, { viewerId }] as const;

/** `GET /api/events/:id/messages` or `/api/plans/:planId/messages`: one page of 30 top-level messages. */
function readThread(thread: Thread, before: string | null, signal?: AbortSignal) {
  const query = before ? { before } : {};
  return thread.kind === 'event'
    ? api.GET('/events/{id}/messages', { signal, params: { path: { id: thread.id }, query } })
    : api.GET('/plans/{planId}/messages', {
        signal,
        params: { path: { planId: thread.id }, query },
      });
}

/** The thread, newest first; older pages with "Show older messages". Members only. */
export function threadQueryOptions(thread: Thread, viewerId: string) {
  return infiniteQueryOptions({
    queryKey: threadKey(thread, viewerId),
    queryFn: ({ pageParam, signal }): Promise<ThreadResponse> =>
      readThread(thread, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** `POST .../messages`: a new message, or a reply under a top-level one. */
export function postMessage(thread: Thread, body: string, parentId?: string) {
  const json = { body, ...(parentId ? { parentId } : {}) };
  return thread.kind === 'event'
    ? api.POST('/events/{id}/messages', { params: { path: { id: thread.id } }, body: json })
    : api.POST('/plans/{planId}/messages', {
        params: { path: { planId: thread.id } },
        body: json,
      });
}

/** `PATCH /api/messages/:messageId`: its author changes what it says. */
export function editMessage(messageId: string, body: string) {
  return api.PATCH('/messages/{messageId}', {
    params: { path: { messageId } },
    body: { body },
  });
}

/** `DELETE /api/messages/:messageId`: the author's own, or anyone's for the thread's hosts. */
export function removeMessage(messageId: string) {
  return api.DELETE('/messages/{messageId}', { params: { path: { messageId } } });
}

/** `PUT` (pin) or `DELETE` (unpin) `/api/messages/:messageId/pin`: the thread's hosts. */
export function setPinned(messageId: string, pinned: boolean) {
  const options = { params: { path: { messageId } } };
  return pinned
    ? api.PUT('/messages/{messageId}/pin', options)
    : api.DELETE('/messages/{messageId}/pin', options);
}

/** `PUT` (mute) or `DELETE` (unmute) `.../messages/mute`. */
export function setMuted(thread: Thread, muted: boolean) {
  if (thread.kind === 'event') {
    const options = { params: { path: { id: thread.id } } };
    return muted
      ? api.PUT('/events/{id}/messages/mute', options)
      : api.DELETE('/events/{id}/messages/mute', options);
  }
  const options = { params: { path: { planId: thread.id } } };
  return muted
    ? api.PUT('/plans/{planId}/messages/mute', options)
    : api.DELETE('/plans/{planId}/messages/mute', options);
}

/** The address of the thread's stream of changes (server-sent events). */
export function threadLiveUrl(thread: Thread): string {
  return thread.kind === 'event'
    ? apiUrl('/events/{id}/messages/live', { path: { id: thread.id } })
    : apiUrl('/plans/{planId}/messages/live', { path: { planId: thread.id } });
}

/**
 * Every change answers with the thread's first page as the member now sees it: it replaces the
 * first page at once. With older pages open, their messages may have moved or changed too, so
 * the whole thread is read again behind it.
 */
export function applyThreadAnswer(queryClient: QueryClient, key: QueryKey, answer: ThreadResponse) {
  const before = queryClient.getQueryData<ThreadPages>(key);
  queryClient.setQueryData<ThreadPages>(key, (old) =>
    old
      ? { pages: [answer, ...old.pages.slice(1)], pageParams: old.pageParams }
      : { pages: [answer], pageParams: [null] },
  );
  if (before && before.pages.length > 1) void queryClient.invalidateQueries({ queryKey: key });
}

/** The loaded pages as one list, newest first; a message two pages both hold shows once. */
export function messagesOf(data: { pages: ThreadResponse[] } | undefined): Message[] {
  const seen = new Set<string>();
  const list: Message[] = [];
  for (const page of data?.pages ?? []) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      list.push(message);
    }
  }
  return list;
}

/**
 * The thread with a message that just arrived on the live stream, as this reader sees it; null
 * when it cannot be placed (nothing loaded yet, or a reply to a message on no loaded page), and
 * the thread is read again instead. A message already there is left as it is.
 */
export function withLiveMessage(
  data: ThreadPages | undefined,
  message: LiveMessage,
  viewerId: string,
): ThreadPages | null {
  const first = data?.pages[0];
  if (!data || !first) return null;
  const mine = message.author.id === viewerId;
  const fields = {
    id: message.id,
    author: message.author,
    body: message.body,
    createdAt: message.createdAt,
    editedAt: null,
    deleted: false,
    pinned: false,
    mine,
    canRemove: mine || first.canModerate,
  };
  const present = data.pages.some((page) =>
    page.messages.some(
      (item) => item.id === message.id || item.replies.some((reply) => reply.id === message.id),
    ),
  );
  if (present) return data;
  if (message.parentId === null) {
    const pages = [{ ...first, messages: [{ ...fields, replies: [] }, ...first.messages] }];
    return { ...data, pages: [...pages, ...data.pages.slice(1)] };
  }
  const parentId = message.parentId;
  if (!data.pages.some((page) => page.messages.some((item) => item.id === parentId))) return null;
  const reply: Reply = { ...fields, parentId };
  const withReply = (item: Message): Message =>
    item.id === parentId ? { ...item, replies: [...item.replies, reply] } : item;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map(withReply),
      pinned: page.pinned ? withReply(page.pinned) : null,
    })),
  };
}
