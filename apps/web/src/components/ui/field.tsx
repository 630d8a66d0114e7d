import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

type FieldProps = {
  label: ReactNode;
  /** The input, select or textarea; it receives `id`, `aria-invalid` and `aria-describedby`. */
  children: ReactElement<{
    id?: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  }>;
  /** A line of help under the control. */
  hint?: ReactNode;
  /** The problem with the value, shown in place of the hint and read out with the control. */
  error?: string;
  /** Shown beside the label, e.g. a "Forgot password?" link. */
  aside?: ReactNode;
  className?: string;
};

/** A labelled form control with its hint and error, wired for screen readers. */
export function Field({ label, children, hint, error, aside, className }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
      {message ? (
        <p
          id={messageId}
          className={cn('text-sm', error ? 'font-medium text-coral-700' : 'text-muted')}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
