import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import type { ReportMessage } from './message-actions';
import { MessageThread } from './message-item';

type DiscussionProps = DiscussionPlacement & {
  thread: Thread;
  /** The signed-in member's id: visitors get `DiscussionLoginPrompt` instead. */
  viewerId: string;
  /** "Report" on others' messages (the app's report dialog). */
  report?: ReportMessage;
};

/**
 * The discussion of an event or a casual plan (docs/product.md §15 "Discussion"), for members
 * who may see it: the pinned message first, then the newest messages, each with its replies
 * oldest first, 30 at a time. Others' new messages appear as they are written.
 */
export function Discussion({ thread, viewerId, placement, report }: DiscussionProps) {
  const { t } = useLingui();
  const now = useNow();
  const query = useInfiniteQuery(threadQueryOptions(thread, viewerId));
  const actions = useThreadActions(thread, viewerId);
  const heading = useRef<HTMLHeadingElement>(null);
  const live = useThreadLive(thread, viewerId);

  const first = query.data?.pages[0];
  const pinned = first?.pinned ?? null;
  const list = messagesOf(query.data).filter((message) => message.id !== pinned?.id);
  const announcement = useNewMessagesAnnouncement(first, list, pinned);
  // Back to the top of the section: what had the focus is gone.
  const onGone = () => setTimeout(() => heading.current?.focus(), 0);
  const shared = { actions, canModerate: first?.canModerate ?? false, report, now, onGone };

  return (
    <DiscussionFrame
      placement={placement}
      headingRef={heading}
      actions={first ? <MuteToggle muted={first.muted} onChange={actions.mute} /> : null}
    >
      <MessageComposer
        label={t`Write a message`}
        hideLabel
        placeholder={t`Say something, ask a question…`}
        submitLabel={t({ message: 'Post', comment: 'Button: post a message in the discussion' })}
        busyLabel={t`Posting…`}
        onSubmit={(body) => actions.post(body)}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {live ? null : (
        <p className="text-sm text-muted">
          {t`New messages are not coming in live on this page (too many Lineup pages may be open). Reload it to see them.`}
        </p>
      )}
      {query.isPending ? (
        <div role="status" aria-label={t`Loading the discussion`} className="flex flex-col gap-3">
          <Skeleton className="h-16 rounded-2xl" />
          <Skeleton className="h-16 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-muted">{t`The discussion could not be loaded.`}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </div>
      ) : (
        <>
          {pinned ? (
            <div aria-label={t`Pinned message`} role="group">
              <MessageThread message={pinned} showPinned {...shared} />
            </div>
          ) : null}
          {list.length === 0 && !pinned ? (
            <p className="text-sm text-muted">{t`No messages yet. Start the conversation.`}</p>
          ) : list.length > 0 ? (
            <ol aria-label={t`Messages, newest first`} className="flex flex-col gap-5">
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
              loadingLabel={t`Loading older messages…`}
              onClick={() => void query.fetchNextPage()}
            >
              {t`Show older messages`}
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
  const { t, i18n } = useLingui();
  const hintId = useId();
  const change = useMutation({
    mutationFn: onChange,
    onSuccess: (_answer, nowMuted) =>
      toast({
        title: nowMuted ? t`Discussion muted` : t`Discussion unmuted`,
        description: nowMuted
          ? t`You won’t hear about new messages here.`
          : t`You’ll hear about new messages here again.`,
        variant: 'success',
      }),
    onError: (caught) =>
      toast({
        title: t`That did not work`,
        description: messageOf(i18n, caught),
        variant: 'destructive',
      }),
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
        {muted ? t`Unmute` : t`Mute discussion`}
      </Button>
      <p id={hintId} className="max-w-64 px-3.5 text-xs text-muted sm:px-0">
        {muted
          ? t`Muted: you won’t hear about new messages here.`
          : t`Mute it and you won’t hear about new messages here.`}
      </p>
    </div>
  );
}

/**
 * One polite sentence when others' messages arrive while the page is open ("New message from
 * kai"), never for the first load, for older messages shown on request, nor for the reader's own.
 */
function useNewMessagesAnnouncement(
  first: ThreadResponse | undefined,
  list: Message[],
  pinned: Message | null,
): string {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  // The newest message seen so far: only what is newer than it has just arrived.
  const seenUntil = useRef<number | null>(null);
  const all = [...(pinned ? [pinned] : []), ...list].flatMap((message) => [
    message,
    ...message.replies,
  ]);
  const newest = Math.max(0, ...all.map((message) => Date.parse(message.createdAt)));
  const loaded = first !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const until = seenUntil.current;
    seenUntil.current = Math.max(until ?? 0, newest);
    if (until === null || newest <= until) return;
    const fresh = all.filter(
      (message) => Date.parse(message.createdAt) > until && !message.mine && !message.deleted,
    );
    const [one] = fresh;
    if (!one) return;
    const name = one.author?.username;
    const count = fresh.length;
    setText(
      count === 1 && name
        ? t`New message from ${name}`
        : i18n._({
            ...msg`{count, plural, one {# new message} other {# new messages}}`,
            values: { count },
          }),
    );
    // What arrived is read from this render's list; only a newer message runs it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newest, loaded]);
  return text;
}
