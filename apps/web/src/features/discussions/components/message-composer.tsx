import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MESSAGE_BODY_MAX } from '@lineup/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { serverIssues } from '@/lib/server-field-errors';

/** The count of what is left shows from here on, when it starts to matter. */
const COUNT_FROM = 200;

export function messageOf(i18n: I18n, caught: unknown): string {
  if (!isApiError(caught)) return i18n._(msg`Something went wrong. Please try again.`);
  return serverIssues(caught)[0]?.message ?? caught.message;
}

type MessageComposerProps = {
  label: string;
  /** The label stays for screen readers only; the placeholder says it on screen. */
  hideLabel?: boolean;
  placeholder?: string;
  submitLabel: string;
  busyLabel: string;
  initialValue?: string;
  rows?: number;
  /** Sends the words; the composer empties once it resolves, and shows why if it fails. */
  onSubmit: (body: string) => Promise<unknown>;
  /** Shows Cancel (a reply or an edit). */
  onCancel?: () => void;
  /** Takes the focus when it opens (a reply, an edit). */
  focusOnOpen?: boolean;
  className?: string;
};

/**
 * Writes a message, a reply or an edit: plain text up to 2,000 characters, sent with the button
 * or Ctrl/Cmd+Enter (Enter alone starts a new line, as phones expect).
 */
export function MessageComposer({
  label,
  hideLabel = false,
  placeholder,
  submitLabel,
  busyLabel,
  initialValue = '',
  rows = 3,
  onSubmit,
  onCancel,
  focusOnOpen = false,
  className,
}: MessageComposerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(initialValue);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) => onSubmit(text),
    onSuccess: () => setBody(''),
    onError: (caught) => setProblem(messageOf(i18n, caught)),
  });

  useEffect(() => {
    if (!focusOnOpen) return;
    const element = field.current;
    element?.focus();
    // An edit starts with the cursor after the words.
    element?.setSelectionRange(element.value.length, element.value.length);
  }, [focusOnOpen]);

  const submit = (submitted?: FormEvent) => {
    submitted?.preventDefault();
    if (send.isPending) return;
    const text = body.trim();
    if (!text) {
      setProblem(t`Write a message.`);
      field.current?.focus();
      return;
    }
    setProblem(null);
    send.mutate(text);
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
    else if (event.key === 'Escape' && onCancel) onCancel();
  };

  const left = MESSAGE_BODY_MAX - body.length;
  return (
    <form noValidate onSubmit={submit} className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={`${id}-body`} className={hideLabel ? 'sr-only' : 'text-sm font-semibold'}>
        {label}
      </label>
      <Textarea
        ref={field}
        id={`${id}-body`}
        rows={rows}
        className="min-h-0"
        value={body}
        placeholder={placeholder}
        maxLength={MESSAGE_BODY_MAX}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(change) => {
          setBody(change.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={keyDown}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* What went wrong is said at once; the count is read with the field, not on each key. */}
        <p
          id={`${id}-hint`}
          role={problem ? 'alert' : undefined}
          className={cn(
            'min-w-0 flex-1 text-sm',
            problem ? 'font-medium text-coral-700' : 'text-muted',
          )}
        >
          {problem ??
            (left <= COUNT_FROM
              ? i18n._({
                  ...msg`{left, plural, one {# character left} other {# characters left}}`,
                  values: { left },
                })
              : '')}
        </p>
        <div className="flex gap-2">
          {onCancel ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={onCancel}
              disabled={send.isPending}
            >
              {t`Cancel`}
            </Button>
          ) : null}
          <Button type="submit" size="sm" loading={send.isPending} loadingLabel={busyLabel}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
