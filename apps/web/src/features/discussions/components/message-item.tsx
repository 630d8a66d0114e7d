import { useLingui } from '@lingui/react/macro';
import type { Message, Reply } from '@lineup/contracts';
import PinIcon from 'lucide-react/icons/pin';
import ReplyIcon from 'lucide-react/icons/reply';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/time-ago';
import type { ThreadActions } from '../hooks/use-thread-actions';
import { LinkifiedMessage } from './linkified-message';
import { MessageActions, type ReportMessage } from './message-actions';
import { MessageComposer } from './message-composer';

export const DELETED_TEXT = 'This message was deleted.';

const fullDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' });

type Shared = {
  actions: ThreadActions;
  canModerate: boolean;
  /** "Report" on others' messages, as the app provides it. */
  report?: ReportMessage | undefined;
  now: Date;
  /** Where the focus goes when the message that had it is gone. */
  onGone: () => void;
};

/** A top-level message with its replies, oldest first, and the composer for one more. */
export function MessageThread({
  message,
  showPinned = false,
  ...shared
}: Shared & {
  message: Message;
  /** Shown above the list, marked "Pinned". */
  showPinned?: boolean;
}) {
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const author = message.author?.username;
  const closeReply = () => {
    setReplying(false);
    replyButton.current?.focus();
  };
  return (
    <div
      className={cn(
        'flex flex-col gap-3',
        showPinned && 'rounded-2xl bg-ocean-50/60 p-3 ring-1 ring-ocean-900/10 ring-inset sm:p-4',
      )}
    >
      <MessageItem
        message={message}
        topLevel
        pinnedMark={showPinned}
        onReply={message.deleted ? undefined : () => setReplying(true)}
        replyButtonRef={replyButton}
        {...shared}
      />
      {message.replies.length > 0 || replying ? (
        <div className="ml-5 flex flex-col gap-3 border-l-2 border-ocean-900/10 pl-3 sm:ml-12 sm:pl-4">
          {message.replies.length > 0 ? (
            <ol
              aria-label={author ? `Replies to ${author}` : 'Replies'}
              className="flex flex-col gap-3"
            >
              {message.replies.map((reply) => (
                <li key={reply.id}>
                  <MessageItem
                    message={reply}
                    topLevel={false}
                    onReply={message.deleted ? undefined : () => setReplying(true)}
                    {...shared}
                  />
                </li>
              ))}
            </ol>
          ) : null}
          {replying ? (
            <MessageComposer
              label={author ? `Reply to ${author}` : 'Your reply'}
              hideLabel
              placeholder={author ? `Reply to ${author}…` : 'Write a reply…'}
              submitLabel="Reply"
              busyLabel="Sending…"
              rows={2}
              focusOnOpen
              onSubmit={async (body) => {
                await shared.actions.post(body, message.id);
                closeReply();
              }}
              onCancel={closeReply}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function MessageItem({
  message,
  topLevel,
  pinnedMark = false,
  onReply,
  replyButtonRef,
  actions,
  canModerate,
  report,
  now,
  onGone,
}: Shared & {
  message: Message | Reply;
  topLevel: boolean;
  pinnedMark?: boolean;
  /** Opens the reply composer under the top-level message. */
  onReply?: (() => void) | undefined;
  replyButtonRef?: React.RefObject<HTMLButtonElement | null>;
}) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Saved or cancelled: the focus goes back to the menu it came from.
    if (wasEditing.current && !editing) menuButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const { author } = message;
  const created = new Date(message.createdAt);
  return (
    <article
      aria-label={
        message.deleted
          ? 'Deleted message'
          : `${topLevel ? 'Message' : 'Reply'} from ${author?.username ?? 'a member'}`
      }
      className="flex gap-2.5 sm:gap-3"
    >
      {author ? (
        <Link to={`/user/${author.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar name={author.username} src={author.avatarUrl} size={topLevel ? 'md' : 'sm'} />
        </Link>
      ) : (
        <span
          aria-hidden="true"
          className={cn(
            'shrink-0 rounded-full bg-sand-100 ring-1 ring-sand-200 ring-inset',
            topLevel ? 'size-10' : 'size-8',
          )}
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <p className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
            {author ? (
              <Link
                to={`/user/${author.id}`}
                className="font-semibold text-ink hover:text-ocean-800 hover:underline"
              >
                {author.username}
              </Link>
            ) : null}
            <time
              dateTime={message.createdAt}
              title={fullDate.format(created)}
              className="text-muted"
            >
              {timeAgo(i18n, created, now)}
            </time>
            {message.editedAt && !message.deleted ? (
              <span className="text-muted">(edited)</span>
            ) : null}
            {pinnedMark ? (
              <Badge variant="solid" className="self-center">
                <PinIcon aria-hidden="true" />
                Pinned
              </Badge>
            ) : null}
          </p>
          {editing ? null : (
            <MessageActions
              message={message}
              topLevel={topLevel}
              canModerate={canModerate}
              report={report}
              triggerRef={menuButton}
              onEdit={() => setEditing(true)}
              onRemove={() => actions.remove(message.id)}
              onRemoved={onGone}
              onPin={(pinned) => actions.pin(message.id, pinned)}
            />
          )}
        </div>
        {message.deleted ? (
          <p className="mt-1 text-[0.9375rem] text-muted italic">{DELETED_TEXT}</p>
        ) : editing ? (
          <MessageComposer
            className="mt-2"
            label="Edit your message"
            hideLabel
            initialValue={message.body}
            submitLabel="Save"
            busyLabel="Saving…"
            rows={3}
            focusOnOpen
            onSubmit={async (body) => {
              await actions.edit(message.id, body);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <p className="mt-1 text-[0.9375rem] leading-relaxed break-words whitespace-pre-line">
            <LinkifiedMessage text={message.body} />
          </p>
        )}
        {onReply && !editing && !message.deleted ? (
          <Button
            ref={replyButtonRef}
            variant="link"
            className="mt-1 gap-1.5 text-sm font-semibold [&_svg]:size-4"
            onClick={onReply}
            aria-label={author ? `Reply to ${author.username}` : 'Reply'}
          >
            <ReplyIcon aria-hidden="true" />
            Reply
          </Button>
        ) : null}
      </div>
    </article>
  );
}
