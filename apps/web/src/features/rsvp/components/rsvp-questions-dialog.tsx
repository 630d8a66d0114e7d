import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { EventQuestion, RsvpAnswers } from '@lineup/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { answerNotes } from '../rsvp-messages';

/** The longest short answer (`ANSWER_TEXT_MAX` in the contracts). */
export const ANSWER_TEXT_MAX = 300;

type Draft = Record<string, string | string[]>;

type RsvpQuestionsDialogProps = {
  eventTitle: string;
  questions: EventQuestion[];
  /** Going sends a request the hosts answer. */
  requiresApproval: boolean;
  /** Sends the RSVP with the answers; rejects with the server's refusal. */
  onSend: (answers: RsvpAnswers) => Promise<unknown>;
  onClose: () => void;
};

const isEmpty = (value: string | string[] | undefined) =>
  value === undefined || (typeof value === 'string' ? value.trim() === '' : value.length === 0);

/** What is wrong with each answer, by question id, before anything is sent. */
export function checkAnswers(
  i18n: I18n,
  questions: EventQuestion[],
  draft: Draft,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const question of questions) {
    const value = draft[question.id];
    if (question.required && isEmpty(value)) problems[question.id] = i18n._(answerNotes.required);
    else if (typeof value === 'string' && value.trim().length > ANSWER_TEXT_MAX) {
      problems[question.id] = i18n._(answerNotes.tooLong);
    }
  }
  return problems;
}

/** The answers as the RSVP call takes them, leaving out the questions left blank. */
function answersOf(questions: EventQuestion[], draft: Draft): RsvpAnswers {
  const answers: RsvpAnswers = {};
  for (const question of questions) {
    const value = draft[question.id];
    if (isEmpty(value)) continue;
    answers[question.id] = typeof value === 'string' ? value.trim() : value!;
  }
  return answers;
}

/**
 * The event's questions, asked when a member presses Going (docs/product.md §14 "Questions"):
 * short text, one choice, several choices or yes/no, the required ones marked. The RSVP is sent
 * with the answers; what the server refuses shows under its question.
 */
export function RsvpQuestionsDialog({
  eventTitle,
  questions,
  requiresApproval,
  onSend,
  onClose,
}: RsvpQuestionsDialogProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const count = questions.length;

  const set = (id: string, value: string | string[]) => {
    setDraft((current) => ({ ...current, [id]: value }));
    setProblems(({ [id]: _cleared, ...rest }) => rest);
  };

  const focusFirstProblem = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkAnswers(i18n, questions, draft);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstProblem();
      return;
    }
    setSending(true);
    try {
      await onSend(answersOf(questions, draft));
      onClose();
    } catch (caught) {
      const fromServer: Record<string, string> = {};
      if (isApiError(caught)) {
        const issues = (caught.details as { issues?: { path: string; message: string }[] } | null)
          ?.issues;
        for (const issue of issues ?? []) {
          const id = issue.path.replace(/^answers\./, '');
          if (questions.some((question) => question.id === id)) fromServer[id] = issue.message;
        }
      }
      setProblems(fromServer);
      if (Object.keys(fromServer).length > 0) focusFirstProblem();
      else setFailure(isApiError(caught) ? caught.message : t`Please try again.`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t`Before you go`}</DialogTitle>
          <DialogDescription>
            {i18n._({
              ...msg`{count, plural, one {The hosts of {eventTitle} ask a question. Only they see your answers.} other {The hosts of {eventTitle} ask a few questions. Only they see your answers.}}`,
              values: { count, eventTitle },
            })}
          </DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-5">
          <div className="flex flex-col gap-5">
            {questions.map((question, index) => (
              <QuestionField
                key={question.id}
                id={`${baseId}-${index}`}
                question={question}
                value={draft[question.id]}
                problem={problems[question.id]}
                onChange={(value) => set(question.id, value)}
              />
            ))}
          </div>
          {failure ? (
            <Alert variant="error" title={t`Your RSVP was not saved`} className="mt-5">
              {failure}
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="submit" loading={sending} loadingLabel={t`Sending…`}>
              {requiresApproval ? t`Send request` : t`I’m going`}
            </Button>
            <Button type="button" variant="ghost" onClick={onClose}>
              {t`Cancel`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function QuestionField({
  id,
  question,
  value,
  problem,
  onChange,
}: {
  id: string;
  question: EventQuestion;
  value: string | string[] | undefined;
  problem: string | undefined;
  onChange: (value: string | string[]) => void;
}) {
  const { t } = useLingui();
  const messageId = `${id}-message`;
  const label = (
    <>
      {question.label}
      {question.required ? (
        <span className="ml-1.5 text-sm font-normal text-coral-700">{t`(required)`}</span>
      ) : null}
    </>
  );
  const message = problem ? (
    <p id={messageId} className="text-sm font-medium text-coral-700">
      {problem}
    </p>
  ) : null;

  if (question.kind === 'text') {
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <Input
          id={id}
          value={typeof value === 'string' ? value : ''}
          maxLength={ANSWER_TEXT_MAX}
          required={question.required}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {message}
      </div>
    );
  }

  const multiple = question.kind === 'multiple';
  const options =
    question.kind === 'yes_no'
      ? [
          { value: 'yes', label: t`Yes` },
          { value: 'no', label: t`No` },
        ]
      : question.options.map((option) => ({ value: option, label: option }));
  const picked = typeof value === 'string' ? [value] : (value ?? []);
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={problem ? messageId : undefined}
      aria-required={question.required || undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-ink">{label}</legend>
      {multiple ? <p className="text-sm text-muted">{t`Choose any that apply.`}</p> : null}
      <div className={cn('flex flex-col gap-1', question.kind === 'yes_no' && 'flex-row gap-4')}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex min-h-10 cursor-pointer items-center gap-2.5 text-[0.9375rem]"
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              value={option.value}
              checked={picked.includes(option.value)}
              // The first of a group takes the focus when its answer is missing.
              aria-invalid={problem && index === 0 ? true : undefined}
              className="size-4.5 accent-ocean-700"
              onChange={(event) =>
                onChange(
                  multiple
                    ? event.target.checked
                      ? [...picked, option.value]
                      : picked.filter((choice) => choice !== option.value)
                    : option.value,
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {message}
    </fieldset>
  );
}
