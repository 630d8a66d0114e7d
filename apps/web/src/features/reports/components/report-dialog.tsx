import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportSubjectKind,
} from '@lineup/contracts';
import { useMutation } from '@tanstack/react-query';
import FlagIcon from 'lucide-react/icons/flag';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { sendReport } from '../api/reports-api';

/** Says a little more about each reason, so a member picks the one that fits. */
const REASON_HINTS: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Advertising, scams or the same thing posted again and again.`,
  harassment: msg`Insults, threats or targeting someone.`,
  unsafe: msg`Something that puts people in danger.`,
  wrong_information: msg`A wrong date, place or description.`,
  other: msg`Something else our moderators should look at.`,
};

/** The reasons' names (`REPORT_REASON_LABELS` in the contracts), in the reader's language. */
const REASON_NAMES: Record<ReportReason, MessageDescriptor> = {
  spam: msg({ message: 'Spam', comment: 'Reason for a report' }),
  harassment: msg({ message: 'Harassment', comment: 'Reason for a report' }),
  unsafe: msg({ message: 'Unsafe', comment: 'Reason for a report' }),
  wrong_information: msg({ message: 'Wrong information', comment: 'Reason for a report' }),
  other: msg({ message: 'Other', comment: 'Reason for a report' }),
};

export const REPORT_THANKS = msg`Thanks. Our moderators will look at it.`;

type ReportDialogProps = {
  kind: ReportSubjectKind;
  id: string;
  /** The button's words: "Report this event". */
  label: string;
  /** Smaller button, for a message or a photo. */
  size?: 'sm' | 'md';
};

/**
 * "Report this …" (docs/product.md §15 "Reports"): a reason, an optional note, Send. For
 * members only; the caller leaves it out for visitors and for the member's own items.
 */
export function ReportButton({ kind, id, label, size = 'sm' }: ReportDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size={size} className="text-muted">
          <FlagIcon aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      {open ? (
        <ReportDialog kind={kind} id={id} label={label} onDone={() => setOpen(false)} />
      ) : null}
    </Dialog>
  );
}

/** The dialog's content; `ReportButton` opens it. */
export function ReportDialog({
  kind,
  id,
  label,
  onDone,
}: Omit<ReportDialogProps, 'size'> & { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const length = note.length;
  const max = REPORT_NOTE_MAX;
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      sendReport({ kind, id, reason: reason!, ...(note.trim() ? { note: note.trim() } : {}) }),
    onSuccess: () => {
      toast({ title: i18n._(REPORT_THANKS), variant: 'success' });
      onDone();
    },
    onError: (error) => {
      // Already reported: the server's kind words say so; anything else as it came.
      setProblem(isApiError(error) ? error.message : t`The report was not sent. Please try again.`);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setProblem(t`Choose a reason.`);
      return;
    }
    setProblem(null);
    send.mutate();
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{label}</DialogTitle>
        <DialogDescription>
          {t`Tell our moderators what is wrong. The member who posted it is not told who reported it.`}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4" aria-label={label}>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold">{t`Reason`}</legend>
          {REPORT_REASONS.map((value) => (
            <div key={value} className="flex flex-col pb-1">
              <label className="flex min-h-10 cursor-pointer items-center gap-2.5 text-[0.9375rem] font-medium">
                <input
                  type="radio"
                  name={`${formId}-reason`}
                  value={value}
                  className="size-4.5 shrink-0 accent-ocean-700"
                  checked={reason === value}
                  aria-describedby={`${formId}-${value}-hint`}
                  onChange={() => setReason(value)}
                />
                {i18n._(REASON_NAMES[value])}
              </label>
              <p id={`${formId}-${value}-hint`} className="-mt-1.5 pl-7 text-sm text-muted">
                {i18n._(REASON_HINTS[value])}
              </p>
            </div>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${formId}-note`} className="text-sm font-semibold">
            {t`Note (optional)`}
          </label>
          <Textarea
            id={`${formId}-note`}
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            aria-describedby={`${formId}-note-hint`}
            onChange={(change) => setNote(change.target.value)}
          />
          <p id={`${formId}-note-hint`} className="text-sm text-muted">
            {t`${length} of ${max} characters.`}
          </p>
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-coral-700">
            {problem}
          </p>
        ) : null}
        <DialogFooter className="mt-2">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending
              ? t`Sending...`
              : t({ message: 'Send', comment: 'Button: send the report' })}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
