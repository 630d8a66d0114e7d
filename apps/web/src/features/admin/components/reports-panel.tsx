import { useLingui } from '@lingui/react/macro';
import {
  MODERATION_MESSAGE_MAX,
  MODERATION_NOTE_MAX,
  REPORT_REASON_LABELS,
  type ModerationAction,
  type ModerationItem,
  type ReportOutcome,
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

const KIND_LABELS: Record<ReportSubjectKind, string> = {
  event: 'Event',
  plan: 'Plan',
  message: 'Message',
  photo: 'Photo',
  member: 'Member',
};

const OUTCOME_LABELS: Record<ReportOutcome, string> = {
  dismissed: 'Dismissed',
  hidden: 'Hidden',
  warned: 'Warned',
  banned: 'Banned',
  deleted: 'Deleted',
};

/** Each action: its button, its question and what it does, in the moderator's words. */
const ACTIONS: Record<
  ModerationAction,
  {
    label: string;
    title: string;
    description: string;
    done: string;
    variant: 'outline' | 'destructive';
  }
> = {
  dismiss: {
    label: 'Dismiss',
    title: 'Dismiss these reports?',
    description: 'It stays up (and comes back if reports hid it). The reporters are thanked.',
    done: 'Reports dismissed',
    variant: 'outline',
  },
  hide: {
    label: 'Hide',
    title: 'Hide it?',
    description:
      'It leaves every page, list, search and feed at once. Its author is told, with your message if you write one.',
    done: 'Hidden',
    variant: 'outline',
  },
  warn: {
    label: 'Warn',
    title: 'Warn the member who posted it?',
    description: 'It stays up. They get your message from "our moderators", never your name.',
    done: 'Warning sent',
    variant: 'outline',
  },
  ban: {
    label: 'Ban',
    title: 'Ban the member who posted it?',
    description:
      'They are signed out everywhere and cannot sign in again; what they posted here is hidden. You can lift the ban from Members.',
    done: 'Member banned',
    variant: 'destructive',
  },
  delete: {
    label: 'Delete',
    title: 'Delete it for good?',
    description: 'This cannot be undone.',
    done: 'Deleted',
    variant: 'destructive',
  },
};

/** Actions whose message reaches the member who posted the item (or the ban's reason). */
const TAKES_MESSAGE: readonly ModerationAction[] = ['hide', 'warn', 'ban'];

export function ReportsPanel() {
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
          Reports
        </h2>
        <div role="group" aria-label="Which reports" className="flex gap-2">
          <Button
            size="sm"
            variant={status === 'open' ? 'primary' : 'outline'}
            aria-pressed={status === 'open'}
            onClick={() => show('open')}
          >
            Open
          </Button>
          <Button
            size="sm"
            variant={status === 'handled' ? 'primary' : 'outline'}
            aria-pressed={status === 'handled'}
            onClick={() => show('handled')}
          >
            Handled
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <PanelLoading label="Loading reports" />
      ) : query.isError ? (
        <PanelError title="Reports could not be loaded" onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="rounded-2xl bg-surface/70 p-5 text-muted ring-1 ring-ocean-900/8">
          {status === 'open' ? 'Nothing to review. All clear.' : 'Nothing handled yet.'}
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
            Previous
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
            Next
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function ReportedItem({ item }: { item: ModerationItem }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const { subject } = item;
  const title =
    item.kind === 'message'
      ? `Message${subject.threadTitle ? ` in ${subject.threadTitle}` : ''}`
      : `${KIND_LABELS[item.kind]}: ${subject.text || 'gone'}`;
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
            {item.count} {item.count === 1 ? 'report' : 'reports'} · first{' '}
            {timeAgo(i18n, item.firstReportedAt)}
            {item.count > 1 ? ` · last ${timeAgo(i18n, item.lastReportedAt)}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {subject.hidden ? (
            <Badge variant="outline">
              <EyeOffIcon aria-hidden="true" />
              {item.kind === 'member' ? 'Banned' : 'Hidden'}
            </Badge>
          ) : null}
          {subject.deleted ? <Badge variant="neutral">Deleted</Badge> : null}
          {item.outcome ? <Badge variant="solid">{OUTCOME_LABELS[item.outcome]}</Badge> : null}
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
          <span className="text-muted">{item.kind === 'member' ? 'Member' : 'Posted by'}</span>
          <Link to={`/user/${subject.author.id}`} className="font-semibold hover:underline">
            {subject.author.username}
          </Link>
        </p>
      ) : null}

      <ul aria-label="Reasons" className="flex flex-wrap gap-1.5">
        {item.reasons.map(({ reason, count }) => (
          <li key={reason}>
            <Badge variant="neutral">
              {REPORT_REASON_LABELS[reason]}
              {count > 1 ? ` × ${count}` : ''}
            </Badge>
          </li>
        ))}
      </ul>
      {item.reporterNotes.length > 0 ? (
        <ul aria-label="What reporters wrote" className="flex flex-col gap-1 text-sm">
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
  const queryClient = useQueryClient();
  const messageId = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const words = ACTIONS[action];
  const mutation = useMutation({
    mutationFn: () => moderate(item, action, message.trim() || undefined),
    onSuccess: async () => {
      setOpen(false);
      toast({ title: words.done, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
    onError: (error) => toastFailure(`${words.label} did not work`, error),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={words.variant} size="sm">
          {words.label}
        </Button>
      }
      title={words.title}
      description={words.description}
      confirmLabel={words.label}
      cancelLabel="Cancel"
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    >
      {TAKES_MESSAGE.includes(action) ? (
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor={messageId} className="text-sm font-semibold">
            {action === 'ban' ? 'Reason (optional)' : 'Message to the member (optional)'}
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
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [body, setBody] = useState('');
  const mutation = useMutation({
    mutationFn: () => addModerationNote(item, body.trim()),
    onSuccess: async () => {
      setBody('');
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
    onError: (error) => toastFailure('The note was not added', error),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (body.trim()) mutation.mutate();
  }
  return (
    <div className="flex flex-col gap-2">
      {item.notes.length > 0 ? (
        <ul aria-label="Notes between moderators" className="flex flex-col gap-1.5 text-sm">
          {item.notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-ocean-50 px-3 py-2">
              <span className="font-semibold">{note.author?.username ?? 'A moderator'}</span>
              <span className="text-muted"> · {timeAgo(i18n, note.createdAt)}</span>
              <p className="whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-semibold">
            Note for other moderators
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
          Add note
        </Button>
      </form>
    </div>
  );
}
