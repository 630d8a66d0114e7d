import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  EVENT_QUESTIONS_MAX,
  QUESTION_LABEL_MAX,
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  type QuestionKind,
} from '@lineup/contracts';
import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import ArrowUpIcon from 'lucide-react/icons/arrow-up';
import PlusIcon from 'lucide-react/icons/plus';
import Trash2Icon from 'lucide-react/icons/trash-2';
import XIcon from 'lucide-react/icons/x';
import { useId } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldClasses, Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { choiceKinds, emptyQuestion, type EventFormValues } from '../lib/event-form-values';

const kindLabels: Record<QuestionKind, MessageDescriptor> = {
  text: msg`Short text`,
  single: msg`One choice`,
  multiple: msg`Several choices`,
  yes_no: msg`Yes or no`,
};

/**
 * The event form's "Guests" part (docs/product.md §14): whether going needs the hosts' approval,
 * and up to five questions asked at RSVP, which can be added, edited, reordered and removed.
 */
export function GuestSettingsFields() {
  const { t } = useLingui();
  const questionsMax = EVENT_QUESTIONS_MAX;
  const { control, register } = useFormContext<EventFormValues>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'questions',
    keyName: 'key',
  });
  const approvalId = useId();

  return (
    <div className="flex flex-col gap-5">
      <label htmlFor={approvalId} className="flex cursor-pointer items-start gap-3">
        <input
          id={approvalId}
          type="checkbox"
          className="mt-1 size-4.5 shrink-0 accent-ocean-700"
          {...register('requiresApproval')}
        />
        <span>
          <span className="block font-semibold">{t`Guests need approval`}</span>
          <span className="block text-sm text-muted">
            {t`Going becomes a request that you or a co-host accept or decline. Only accepted guests take a spot.`}
          </span>
        </span>
      </label>

      <div className="flex flex-col gap-3">
        <div>
          <h3 className="font-semibold">{t`Questions`}</h3>
          <p className="text-sm text-muted">
            {t`Asked when someone says they are going, up to ${questionsMax}. Only the hosts see the answers.`}
          </p>
        </div>
        {fields.length > 0 ? (
          <ol aria-label={t`Questions`} className="flex flex-col gap-3">
            {fields.map((field, index) => (
              <QuestionEditor
                key={field.key}
                index={index}
                count={fields.length}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        ) : null}
        {fields.length < EVENT_QUESTIONS_MAX ? (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => append(emptyQuestion(), { shouldFocus: true })}
          >
            <PlusIcon aria-hidden="true" />
            {t`Add a question`}
          </Button>
        ) : (
          <p className="text-sm text-muted">{t`That is the most questions an event can ask.`}</p>
        )}
      </div>
    </div>
  );
}

function QuestionEditor({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const { control, register, formState, setValue } = useFormContext<EventFormValues>();
  const kind = useWatch({ control, name: `questions.${index}.kind` });
  const errors = formState.errors.questions?.[index];
  const number = index + 1;
  const choices = choiceKinds.includes(kind);
  const choicesMin = QUESTION_OPTIONS_MIN;
  const choicesMax = QUESTION_OPTIONS_MAX;

  return (
    <li
      aria-label={t`Question ${number}`}
      className="flex flex-col gap-4 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-muted">{t`Question ${number}`}</p>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t`Move question ${number} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t`Move question ${number} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t`Remove question ${number}`}
            onClick={onRemove}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <Field label={t`Question`} error={errors?.label?.message}>
        <Input
          autoComplete="off"
          maxLength={QUESTION_LABEL_MAX}
          placeholder={t`What is your surf level?`}
          {...register(`questions.${index}.label`)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <Field label={t`Kind of answer`} error={errors?.kind?.message}>
          <select
            className={cn(fieldClasses, 'h-11')}
            value={kind}
            onChange={(event) => {
              const next = event.target.value as QuestionKind;
              setValue(`questions.${index}.kind`, next, { shouldDirty: true });
              // A choice question starts with two empty choices to fill in.
              if (choiceKinds.includes(next) && !choiceKinds.includes(kind)) {
                setValue(`questions.${index}.options`, ['', ''], { shouldDirty: true });
              }
            }}
          >
            {(Object.keys(kindLabels) as QuestionKind[]).map((option) => (
              <option key={option} value={option}>
                {i18n._(kindLabels[option])}
              </option>
            ))}
          </select>
        </Field>
        <label className="flex h-11 cursor-pointer items-center gap-2.5 text-[0.9375rem]">
          <input
            type="checkbox"
            className="size-4.5 accent-ocean-700"
            {...register(`questions.${index}.required`)}
          />
          {t({ message: 'Required', comment: 'Checkbox: a question must be answered' })}
        </label>
      </div>
      {choices ? (
        <Controller
          control={control}
          name={`questions.${index}.options`}
          render={({ field, fieldState }) => {
            const options = field.value;
            const problem =
              fieldState.error?.message ??
              (Array.isArray(fieldState.error)
                ? fieldState.error.find((each) => each?.message)?.message
                : undefined);
            const update = (next: string[]) => field.onChange(next);
            return (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold text-ink">
                  {t`Choices (${choicesMin}–${choicesMax})`}
                </legend>
                {options.map((option, optionIndex) => {
                  const choice = optionIndex + 1;
                  return (
                    <div key={optionIndex} className="flex items-center gap-2">
                      <Input
                        aria-label={t`Choice ${choice} of question ${number}`}
                        autoComplete="off"
                        maxLength={QUESTION_OPTION_MAX}
                        value={option}
                        aria-invalid={problem ? true : undefined}
                        onChange={(event) =>
                          update(
                            options.map((each, at) =>
                              at === optionIndex ? event.target.value : each,
                            ),
                          )
                        }
                      />
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={t`Remove choice ${choice} of question ${number}`}
                        disabled={options.length <= QUESTION_OPTIONS_MIN}
                        onClick={() => update(options.filter((_, at) => at !== optionIndex))}
                      >
                        <XIcon aria-hidden="true" />
                      </Button>
                    </div>
                  );
                })}
                {problem ? (
                  <p className="text-sm font-medium text-coral-700" role="alert">
                    {problem}
                  </p>
                ) : null}
                {options.length < QUESTION_OPTIONS_MAX ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-start"
                    onClick={() => update([...options, ''])}
                  >
                    <PlusIcon aria-hidden="true" />
                    {t`Add a choice`}
                  </Button>
                ) : null}
              </fieldset>
            );
          }}
        />
      ) : null}
    </li>
  );
}
