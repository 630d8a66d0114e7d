import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  MODERATION_MESSAGE_MAX,
  MODERATION_NOTE_MAX,
  type ModerationAction,
  type ModerationItem,
  type ReportOutcome,
  type ReportReason,
  type ReportSubjectKind,
} from '@lineup/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { timeAgo } from '@/lib/time-ago';
import {
  addModerationNote,
  moderate,
  moderationKeys,
  moderationQueueQuery,
  type QueueStatus,
} from '../api/moderation-api';
import { PanelError, PanelLoading, toastFailure } from './panel-states';

// The moderation queue (docs/product.md §15 "Moderation"): reported items grouped, most
// reported first, each with the item in context, its reasons, notes between moderators and
// what the viewer may do. Admins see every item; a crew's owners the messages in their crew's
// events' discussions, with only the actions they may take.

const KIND_LABELS: Record<ReportSubjectKind, MessageDescriptor> = {
  event: msg({ message: 'Event', comment: 'A reported item’s kind, before its title' }),
  plan: msg({ message: 'Plan', comment: 'A reported item’s kind, before its title' }),
  message: msg({ message: 'Message', comment: 'A reported item’s kind, before its title' }),
  photo: msg({ message: 'Photo', comment: 'A reported item’s kind, before its title' }),
  member: msg({ message: 'Member', comment: 'A reported item’s kind, before its name' }),
};

const OUTCOME_LABELS: Record<ReportOutcome, MessageDescriptor> = {
  dismissed: msg({ message: 'Dismissed', comment: 'What moderators did with a reported item' }),
  hidden: msg({ message: 'Hidden', comment: 'What moderators did with a reported item' }),
  warned: msg({ message: 'Warned', comment: 'What moderators did with a reported item' }),
  banned: msg({ message: 'Banned', comment: 'What moderators did with a reported item' }),
  deleted: msg({ message: 'Deleted', comment: 'What moderators did with a reported item' }),
};

/** The shared contract's reasons (REPORT_REASON_LABELS), as the page shows them. */
const REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  spam: msg({ message: 'Spam', comment: 'A reason for a report' }),
  harassment: msg({ message: 'Harassment', comment: 'A reason for a report' }),
  unsafe: msg({ message: 'Unsafe', comment: 'A reason for a report' }),
  wrong_information: msg({ message: 'Wrong information', comment: 'A reason for a report' }),
  other: msg({ message: 'Other', comment: 'A reason for a report' }),
};

/** Each action: its button, its question and what it does, in the moderator's words. */
const ACTIONS: Record<
  ModerationAction,
  {
    label: MessageDescriptor;
    /** "Dismiss did not work". */
    failed: MessageDescriptor;
    title: MessageDescriptor;
    description: MessageDescriptor;
    done: MessageDescriptor;
    variant: 'outline' | 'destructive';
  }
> = {
  dismiss: {
    label: msg({ message: 'Dismiss', comment: 'Moderation action: dismiss the reports' }),
    failed: msg`Dismiss did not work`,
    title: msg`Dismiss these reports?`,
    description: msg`It stays up (and comes back if reports hid it). The reporters are thanked.`,
    done: msg`Reports dismissed`,
    variant: 'outline',
  },
  hide: {
    label: msg({ message: 'Hide', comment: 'Moderation action: hide the reported item' }),
    failed: msg`Hide did not work`,
    title: msg`Hide it?`,
    description: msg`It leaves every page, list, search and feed at once. Its author is told, with your message if you write one.`,
    done: msg({ message: 'Hidden', comment: 'Toast: the reported item is hidden' }),
    variant: 'outline',
  },
  warn: {
    label: msg({ message: 'Warn', comment: 'Moderation action: warn the author' }),
    failed: msg`Warn did not work`,
    title: msg`Warn the member who posted it?`,
    description: msg`It stays up. They get your message from "our moderators", never your name.`,
    done: msg`Warning sent`,
    variant: 'outline',
  },
  ban: {
    label: msg({ message: 'Ban', comment: 'Moderation action: ban the author' }),
    failed: msg`Ban did not work`,
    title: msg`Ban the member who posted it?`,
    description: msg`They are signed out everywhere and cannot sign in again; what they posted here is hidden. You can lift the ban from Members.`,
    done: msg`Member banned`,
    variant: 'destructive',
  },
  delete: {
    label: msg({ message: 'Delete', comment: 'Moderation action: delete the reported item' }),
    failed: msg`Delete did not work`,
    title: msg`Delete it for good?`,
    description: msg`This cannot be undone.`,
    done: msg({ message: 'Deleted', comment: 'Toast: the reported item is deleted' }),
    variant: 'destructive',
  },
};

/** Actions whose message reaches the member who posted the item (or the ban's reason). */
const TAKES_MESSAGE: readonly ModerationAction[] = ['hide', 'warn', 'ban'];

export function ReportsPanel() {
  const { t } = useLingui();
  const [status, setStatus] = useState<QueueStatus>('open');
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const query = useQuery(moderationQueueQuery(status, cursor));

  function show(next: QueueStatus) {
    setStatus(next);
    setCursors([undefined]);
  }

  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reports-heading" className="text-xl font-semibold">
          {t`Reports`}
        </h2>
        <div role="group" aria-label={t`Which reports`} className="flex gap-2">
          <Button
            size="sm"
            variant={status === 'open' ? 'primary' : 'outline'}
            aria-pressed={status === 'open'}
            onClick={() => show('open')}
          >
            {t({ message: 'Open', comment: 'Reports still to review' })}
          </Button>
          <Button
            size="sm"
            variant={status === 'handled' ? 'primary' : 'outline'}
            aria-pressed={status === 'handled'}
            onClick={() => show('handled')}
          >
            {t({ message: 'Handled', comment: 'Reports already reviewed' })}
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <PanelLoading label={t`Loading reports`} />
      ) : query.isError ? (
        <PanelError title={t`Reports could not be loaded`} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="rounded-2xl bg-surface/70 p-5 text-muted ring-1 ring-ocean-900/8">
          {status === 'open' ? t`Nothing to review. All clear.` : t`Nothing handled yet.`}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {query.data.items.map((item) => (
            <li key={`${item.kind}:${item.id}`}>
              <ReportedItem item={item} />
            </li>
          ))}
        </ul>
      )}
      {cursors.length > 1 || query.data?.nextCursor ? (
        <div className="flex justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={cursors.length <= 1}
            onClick={() => setCursors((current) => current.slice(0, -1))}
          >
            {t`Previous`}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!query.data?.nextCursor}
            onClick={() => {
              const next = query.data?.nextCursor;
              if (next) setCursors((current) => [...current, next]);
            }}
          >
            {t`Next`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function ReportedItem({ item }: { item: ModerationItem }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { subject } = item;
  const thread = subject.threadTitle ?? '';
  const kind = i18n._(KIND_LABELS[item.kind]);
  const text =
    subject.text || t({ message: 'gone', comment: 'A reported item that no longer exists' });
  const title =
    item.kind === 'message'
      ? thread
        ? t`Message in ${thread}`
        : i18n._(KIND_LABELS.message)
      : t({ message: `${kind}: ${text}`, comment: 'A reported item: its kind and its title' });
  const count = item.count;
  const first = timeAgo(i18n, item.firstReportedAt);
  const last = timeAgo(i18n, item.lastReportedAt);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-surface p-4 ring-1 ring-ocean-900/8 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="font-semibold break-words">
            {subject.link && !subject.deleted ? (
              <Link to={subject.link} className="hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
          <p className="text-sm text-muted">
            {i18n._({
              ...msg`{count, plural, one {# report · first {first}} other {# reports · first {first}}}`,
              values: { count, first },
            })}
            {count > 1 ? ` · ${t`last ${last}`}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {subject.hidden ? (
            <Badge variant="outline">
              <EyeOffIcon aria-hidden="true" />
              {item.kind === 'member'
                ? t({ message: 'Banned', comment: 'A reported member' })
                : t({ message: 'Hidden', comment: 'A reported item' })}
            </Badge>
          ) : null}
          {subject.deleted ? (
            <Badge variant="neutral">{t({ message: 'Deleted', comment: 'A reported item' })}</Badge>
          ) : null}
          {item.outcome ? (
            <Badge variant="solid">{i18n._(OUTCOME_LABELS[item.outcome])}</Badge>
          ) : null}
        </div>
      </div>

      {item.kind === 'message' && subject.text ? (
        <blockquote className="rounded-xl bg-sand-50 px-3 py-2 text-[0.9375rem] whitespace-pre-line ring-1 ring-sand-200">
          {subject.text}
        </blockquote>
      ) : null}
      {subject.author ? (
        <p className="flex items-center gap-2 text-sm">
          <Avatar name={subject.author.username} src={subject.author.avatarUrl} size="sm" />
          <span className="text-muted">
            {item.kind === 'member'
              ? t({ message: 'Member', comment: 'Before a reported member’s name' })
              : t`Posted by`}
          </span>
          <Link to={`/user/${subject.author.id}`} className="font-semibold hover:underline">
            {subject.author.username}
          </Link>
        </p>
      ) : null}

      <ul aria-label={t`Reasons`} className="flex flex-wrap gap-1.5">
        {item.reasons.map(({ reason, count }) => (
          <li key={reason}>
            <Badge variant="neutral">
              {i18n._(REASON_LABELS[reason])}
              {count > 1 ? ` × ${i18n.number(count)}` : ''}
            </Badge>
          </li>
        ))}
      </ul>
      {item.reporterNotes.length > 0 ? (
        <ul aria-label={t`What reporters wrote`} className="flex flex-col gap-1 text-sm">
          {item.reporterNotes.map((note, index) => (
            <li key={index} className="border-l-2 border-sand-300 pl-2 text-ink/80">
              “{note}”
            </li>
          ))}
        </ul>
      ) : null}

      <ModeratorNotes item={item} />

      {item.actions.length > 0 ? (
        <div className="flex flex-wrap gap-2 border-t border-ocean-900/8 pt-3">
          {item.actions.map((action) => (
            <ActionButton key={action} item={item} action={action} />
          ))}
        </div>
      ) : null}
    </article>
  );
}

function ActionButton({ item, action }: { item: ModerationItem; action: ModerationAction }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const words = ACTIONS[action];
  const mutation = useMutation({
    mutationFn: () => moderate(item, action, message.trim() || undefined),
    onSuccess: async () => {
      setOpen(false);
      toast({ title: i18n._(words.done), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
    onError: (error) => toastFailure(i18n, i18n._(words.failed), error),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={words.variant} size="sm">
          {i18n._(words.label)}
        </Button>
      }
      title={i18n._(words.title)}
      description={i18n._(words.description)}
      confirmLabel={i18n._(words.label)}
      cancelLabel={t`Cancel`}
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    >
      {TAKES_MESSAGE.includes(action) ? (
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor={messageId} className="text-sm font-semibold">
            {action === 'ban' ? t`Reason (optional)` : t`Message to the member (optional)`}
          </label>
          <Textarea
            id={messageId}
            rows={3}
            maxLength={MODERATION_MESSAGE_MAX}
            value={message}
            onChange={(change) => setMessage(change.target.value)}
          />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

function ModeratorNotes({ item }: { item: ModerationItem }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [body, setBody] = useState('');
  const mutation = useMutation({
    mutationFn: () => addModerationNote(item, body.trim()),
    onSuccess: async () => {
      setBody('');
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
    onError: (error) => toastFailure(i18n, t`The note was not added`, error),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (body.trim()) mutation.mutate();
  }
  return (
    <div className="flex flex-col gap-2">
      {item.notes.length > 0 ? (
        <ul aria-label={t`Notes between moderators`} className="flex flex-col gap-1.5 text-sm">
          {item.notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-ocean-50 px-3 py-2">
              <span className="font-semibold">{note.author?.username ?? t`A moderator`}</span>
              <span className="text-muted"> · {timeAgo(i18n, note.createdAt)}</span>
              <p className="whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-semibold">
            {t`Note for other moderators`}
          </label>
          <Textarea
            id={fieldId}
            rows={1}
            maxLength={MODERATION_NOTE_MAX}
            value={body}
            onChange={(change) => setBody(change.target.value)}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={!body.trim() || mutation.isPending}
        >
          {t`Add note`}
        </Button>
      </form>
    </div>
  );
}
