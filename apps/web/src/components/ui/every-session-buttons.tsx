import CalendarCheckIcon from 'lucide-react/icons/calendar-check';
import type { ReactNode } from 'react';
import { Button } from './button';

type Answer = 'going' | 'none';

/**
 * The two buttons that answer every session of a series at once (going to or joining all of
 * them, and leaving all of them), with the line that says what happened. The caller sends the
 * answer and words the labels and the line.
 */
export function EverySessionButtons({
  labels,
  variant = 'primary',
  canLeave,
  disabled,
  pending,
  onAnswer,
  status,
}: {
  labels: { going: string; leave: string; busy: string };
  variant?: 'primary' | 'secondary';
  canLeave: boolean;
  /** The account is still being read. */
  disabled: boolean;
  /** The answer being sent, if one is. */
  pending: Answer | null;
  onAnswer: (answer: Answer) => void;
  /** What the last answer did, or a hint. */
  status: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2.5">
      <div className="flex flex-wrap gap-2.5">
        <Button
          variant={variant}
          size="sm"
          disabled={disabled || (pending !== null && pending !== 'going')}
          loading={pending === 'going'}
          loadingLabel={labels.busy}
          onClick={() => onAnswer('going')}
        >
          <CalendarCheckIcon aria-hidden="true" />
          {labels.going}
        </Button>
        {canLeave ? (
          <Button
            variant="outline"
            size="sm"
            disabled={disabled || (pending !== null && pending !== 'none')}
            loading={pending === 'none'}
            loadingLabel={labels.busy}
            onClick={() => onAnswer('none')}
          >
            {labels.leave}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
    </div>
  );
}
