import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { STAY_NOTE_MAX_LENGTH, type Area, type StayVisibility } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldClasses, Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { nameOfCountry } from '@/lib/country-names';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { areaTownsQueryOptions } from '../api/stays-api';
import { stayFieldOf, stayFormResolver, type StayFormValues } from '../lib/stay-form-values';
import { STAY_VISIBILITY_NAMES } from '../lib/stay-visibility';

const FALLBACK_MESSAGE = msg`The stay could not be saved. Please try again.`;
const LOOK_AGAIN = msg`Some fields need another look.`;

const visibilityHints: Record<StayVisibility, MessageDescriptor> = {
  friends: msg`Your friends see it, and hear when you will be around at the same time.`,
  everyone: msg`Members there on those days see it with your note, and can add you.`,
  nobody: msg`Only you see it: Lineup still shows you what is on while you are there.`,
};

type StayFormProps = {
  defaultValues: StayFormValues;
  areas: Area[];
  submitLabel: string;
  /** Saves; a rejected `ApiError` with `details.issues` is shown on the fields. */
  onSave: (values: StayFormValues) => Promise<void>;
  onCancel: () => void;
};

/**
 * A stay (docs/product.md §13 "Stays"): an area and optionally one of its towns, the days
 * there as the area's calendar has them, a note, and who may see it. No address is asked for.
 */
export function StayForm({ defaultValues, areas, submitLabel, onSave, onCancel }: StayFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<StayFormValues>({
    defaultValues,
    resolver: stayFormResolver(i18n),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, formState, setError, setValue } = form;
  const { errors, isSubmitting } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const areaSlug = useWatch({ control, name: 'area' });
  const arrivesOn = useWatch({ control, name: 'arrivesOn' });
  const visibility = useWatch({ control, name: 'visibility' });
  const note = useWatch({ control, name: 'note' });
  const cityId = useWatch({ control, name: 'cityId' });
  const length = note.length;
  const max = STAY_NOTE_MAX_LENGTH;
  const towns = useQuery({ ...areaTownsQueryOptions(areaSlug), enabled: areaSlug !== '' });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async (values) => {
        setFormError(null);
        try {
          await onSave(values);
        } catch (caught) {
          const { allPlaced } = setServerFieldErrors(caught, {
            setError,
            fieldOf: stayFieldOf,
            focusFirst: true,
          });
          if (allPlaced) {
            setFormError(i18n._(LOOK_AGAIN));
          } else {
            setFormError(isApiError(caught) ? caught.message : i18n._(FALLBACK_MESSAGE));
            requestAnimationFrame(() => alertRef.current?.focus());
          }
        }
      },
      () => setFormError(i18n._(LOOK_AGAIN)),
    )(event);

  // Both selects are controlled through the form's state and not registered by ref:
  // react-hook-form reads a registered select's value from the page when it takes the ref, and
  // an edited stay's town is not among the options yet then (the towns arrive after the form
  // opens), so the town would be lost.
  const controlledSelect = (name: 'area' | 'cityId', value: string) => {
    return {
      name,
      value,
      onChange: (event: { target: { value: string } }) => {
        // Another area's towns are not this one's.
        if (name === 'area') setValue('cityId', '');
        setValue(name, event.target.value, {
          shouldDirty: true,
          shouldValidate: formState.isSubmitted,
        });
      },
    };
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`Area`} error={errors.area?.message}>
          <select className={cn(fieldClasses, 'h-11')} {...controlledSelect('area', areaSlug)}>
            <option value="">{t`Choose an area`}</option>
            {areas.map((option) => (
              <option key={option.id} value={option.slug}>
                {option.name}, {nameOfCountry(i18n, option.country)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t`Town`} error={errors.cityId?.message} hint={t`Optional.`}>
          <select className={cn(fieldClasses, 'h-11')} {...controlledSelect('cityId', cityId)}>
            <option value="">{t`Anywhere in the area`}</option>
            {towns.data?.map((town) => (
              <option key={town.id} value={town.id}>
                {town.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t`Arriving`} error={errors.arrivesOn?.message}>
          <Input type="date" {...register('arrivesOn')} />
        </Field>
        <Field label={t`Leaving`} error={errors.leavesOn?.message}>
          <Input type="date" min={arrivesOn || undefined} {...register('leavesOn')} />
        </Field>
      </div>
      <Field
        label={t({ message: 'Note', comment: 'A short note on a stay' })}
        error={errors.note?.message}
        hint={t`${length} of ${max} characters. Optional.`}
      >
        <Input
          autoComplete="off"
          maxLength={STAY_NOTE_MAX_LENGTH}
          placeholder={t`Longboarder, looking for dawn-patrol buddies`}
          {...register('note')}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink">{t`Who can see it`}</legend>
        <div className="flex flex-col gap-2.5">
          {(Object.keys(STAY_VISIBILITY_NAMES) as StayVisibility[]).map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-2xl bg-surface p-3.5 ring-1 ring-ocean-900/15 transition-shadow ring-inset has-focus-visible:ring-4 has-focus-visible:ring-ocean-200',
                visibility === value && 'bg-ocean-50 ring-2 ring-ocean-600',
              )}
            >
              <input
                type="radio"
                value={value}
                className="mt-1 size-4 accent-ocean-700"
                {...register('visibility')}
              />
              <span className="flex flex-col">
                <span className="font-semibold">{i18n._(STAY_VISIBILITY_NAMES[value])}</span>
                <span className="text-sm text-muted">{i18n._(visibilityHints[value])}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {formError ? (
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <Alert variant="error">{formError}</Alert>
        </div>
      ) : null}
      <div className="flex flex-col gap-2.5 sm:flex-row-reverse sm:justify-start">
        <Button type="submit" loading={isSubmitting} loadingLabel={t`Saving...`}>
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
