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
import { intlLocale } from '@/lib/i18n-locale';
import { timeAgo } from '@/lib/time-ago';
import type { ThreadActions } from '../hooks/use-thread-actions';
import { LinkifiedMessage } from './linkified-message';
import { MessageActions, type ReportMessage } from './message-actions';
import { MessageComposer } from './message-composer';

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
  const { t } = useLingui();
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
              aria-label={author ? t`Replies to ${author}` : t`Replies`}
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
              label={author ? t`Reply to ${author}` : t`Your reply`}
              hideLabel
              placeholder={author ? t`Reply to ${author}…` : t`Write a reply…`}
              submitLabel={t({ message: 'Reply', comment: 'Button: reply to a message' })}
              busyLabel={t`Sending…`}
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
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Saved or cancelled: the focus goes back to the menu it came from.
    if (wasEditing.current && !editing) menuButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const { author } = message;
  const name = author?.username;
  const created = new Date(message.createdAt);
  const fullDate = new Intl.DateTimeFormat(intlLocale(i18n.locale), {
    dateStyle: 'full',
    timeStyle: 'short',
  });
  return (
    <article
      aria-label={
        message.deleted
          ? t`Deleted message`
          : topLevel
            ? name
              ? t`Message from ${name}`
              : t`Message from a member`
            : name
              ? t`Reply from ${name}`
              : t`Reply from a member`
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
              <span className="text-muted">{t`(edited)`}</span>
            ) : null}
            {pinnedMark ? (
              <Badge variant="solid" className="self-center">
                <PinIcon aria-hidden="true" />
                {t({ message: 'Pinned', comment: 'Badge on the pinned message' })}
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
          <p className="mt-1 text-[0.9375rem] text-muted italic">{t`This message was deleted.`}</p>
        ) : editing ? (
          <MessageComposer
            className="mt-2"
            label={t`Edit your message`}
            hideLabel
            initialValue={message.body}
            submitLabel={t({ message: 'Save', comment: 'Button: save the edited message' })}
            busyLabel={t`Saving…`}
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
            aria-label={
              name
                ? t`Reply to ${name}`
                : t({ message: 'Reply', comment: 'Button: reply to a message' })
            }
          >
            <ReplyIcon aria-hidden="true" />
            {t({ message: 'Reply', comment: 'Button: reply to a message' })}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
