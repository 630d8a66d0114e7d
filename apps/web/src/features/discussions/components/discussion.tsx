import type { Message, ThreadResponse } from '@lineup/contracts';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import BellIcon from 'lucide-react/icons/bell';
import BellOffIcon from 'lucide-react/icons/bell-off';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useNow } from '@/lib/render-time';
import { messagesOf, threadQueryOptions, type Thread } from '../api/discussions-api';
import { useThreadActions } from '../hooks/use-thread-actions';
import { useThreadLive } from '../hooks/use-thread-live';
import { DiscussionFrame, type DiscussionPlacement } from './discussion-frame';
import { MessageComposer, messageOf } from './message-composer';
import { MessageThread } from './message-item';

type DiscussionProps = DiscussionPlacement & {
  thread: Thread;
  /** The signed-in member's id: visitors get `DiscussionLoginPrompt` instead. */
  viewerId: string;
};

/**
 * The discussion of an event or a casual plan (docs/product.md §15 "Discussion"), for members
 * who may see it: the pinned message first, then the newest messages, each with its replies
 * oldest first, 30 at a time. Others' new messages appear as they are written.
 */
export function Discussion({ thread, viewerId, placement }: DiscussionProps) {
  const now = useNow();
  const query = useInfiniteQuery(threadQueryOptions(thread, viewerId));
  const actions = useThreadActions(thread, viewerId);
  const heading = useRef<HTMLHeadingElement>(null);
  useThreadLive(thread, viewerId);

  const first = query.data?.pages[0];
  const pinned = first?.pinned ?? null;
  const list = messagesOf(query.data).filter((message) => message.id !== pinned?.id);
  const announcement = useNewMessagesAnnouncement(first, list, pinned);
  // Back to the top of the section: what had the focus is gone.
  const onGone = () => setTimeout(() => heading.current?.focus(), 0);
  const shared = { actions, canModerate: first?.canModerate ?? false, now, onGone };

  return (
    <DiscussionFrame
      placement={placement}
      headingRef={heading}
      actions={first ? <MuteToggle muted={first.muted} onChange={actions.mute} /> : null}
    >
      <MessageComposer
        label="Write a message"
        hideLabel
        placeholder="Say something, ask a question…"
        submitLabel="Post"
        busyLabel="Posting…"
        onSubmit={(body) => actions.post(body)}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {query.isPending ? (
        <div role="status" aria-label="Loading the discussion" className="flex flex-col gap-3">
          <Skeleton className="h-16 rounded-2xl" />
          <Skeleton className="h-16 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted">The discussion could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {pinned ? (
            <div aria-label="Pinned message" role="group">
              <MessageThread message={pinned} showPinned {...shared} />
            </div>
          ) : null}
          {list.length === 0 && !pinned ? (
            <p className="text-sm text-muted">No messages yet. Start the conversation.</p>
          ) : list.length > 0 ? (
            <ol aria-label="Messages, newest first" className="flex flex-col gap-5">
              {list.map((message) => (
                <li key={message.id}>
                  <MessageThread message={message} {...shared} />
                </li>
              ))}
            </ol>
          ) : null}
          {query.hasNextPage ? (
            <Button
              variant="outline"
              size="sm"
              className="self-center"
              loading={query.isFetchingNextPage}
              loadingLabel="Loading older messages…"
              onClick={() => void query.fetchNextPage()}
            >
              Show older messages
            </Button>
          ) : null}
        </>
      )}
    </DiscussionFrame>
  );
}

function MuteToggle({
  muted,
  onChange,
}: {
  muted: boolean;
  onChange: (muted: boolean) => Promise<ThreadResponse>;
}) {
  const hintId = useId();
  const change = useMutation({
    mutationFn: onChange,
    onSuccess: (_answer, nowMuted) =>
      toast({
        title: nowMuted ? 'Discussion muted' : 'Discussion unmuted',
        description: nowMuted
          ? 'You won’t hear about new messages here.'
          : 'You’ll hear about new messages here again.',
        variant: 'success',
      }),
    onError: (caught) =>
      toast({ title: 'That did not work', description: messageOf(caught), variant: 'destructive' }),
  });
  return (
    <div className="-ml-3.5 flex flex-col items-start gap-0.5 sm:ml-0 sm:items-end sm:text-right">
      <Button
        variant="ghost"
        size="sm"
        aria-describedby={hintId}
        loading={change.isPending}
        onClick={() => change.mutate(!muted)}
      >
        {muted ? <BellIcon aria-hidden="true" /> : <BellOffIcon aria-hidden="true" />}
        {muted ? 'Unmute' : 'Mute discussion'}
      </Button>
      <p id={hintId} className="max-w-64 px-3.5 text-xs text-muted sm:px-0">
        {muted
          ? 'Muted: you won’t hear about new messages here.'
          : 'Mute it and you won’t hear about new messages here.'}
      </p>
    </div>
  );
}

/**
 * One polite sentence when others' messages arrive while the page is open ("New message from
 * kai"), never for the first load nor for the reader's own.
 */
function useNewMessagesAnnouncement(
  first: ThreadResponse | undefined,
  list: Message[],
  pinned: Message | null,
): string {
  const seen = useRef<Set<string> | null>(null);
  const [text, setText] = useState('');
  const all = [...(pinned ? [pinned] : []), ...list].flatMap((message) => [
    message,
    ...message.replies,
  ]);
  const signature = all.map((message) => message.id).join(',');
  useEffect(() => {
    if (!first) return;
    const known = seen.current;
    seen.current = new Set(all.map((message) => message.id));
    if (!known) return;
    const fresh = all.filter((message) => !known.has(message.id) && !message.mine);
    if (fresh.length === 0) return;
    const [one] = fresh;
    setText(
      fresh.length === 1 && one?.author
        ? `New message from ${one.author.username}`
        : `${fresh.length} new messages`,
    );
    // Only the ids matter: the list is rebuilt on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, first]);
  return text;
}
