import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PLAN_DESCRIPTION_MAX, PLAN_SPOTS_MAX, type Area } from '@lineup/contracts';
import GlobeIcon from 'lucide-react/icons/globe';
import LockIcon from 'lucide-react/icons/lock';
import UsersIcon from 'lucide-react/icons/users';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldClasses, Input } from '@/components/ui/input';
import { RepeatField } from '@/components/ui/repeat-field';
import { PinPicker } from '@/components/ui/map/pin-picker';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { nameOfCountry } from '@/lib/country-names';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { toLocalInputValue, zoneCity } from '@/lib/zoned-time';
import { planFieldOf, planFormResolver, type PlanFormValues } from '../lib/plan-form-values';

type PlanFormProps = {
  defaultValues: PlanFormValues;
  areas: Area[];
  submitLabel: string;
  /** Saves; a rejected `ApiError` with `details.issues` is shown on the fields. */
  onSave: (values: PlanFormValues) => Promise<void>;
  /** Beside the save button, e.g. "Cancel" when editing. */
  secondary?: ReactNode;
  /** Offers "Repeats" (only when creating: a series is made at once, with all its sessions). */
  repeatable?: boolean;
  /** Shown above the save button (which sessions of a series a change applies to). */
  beforeActions?: ReactNode;
};

const FALLBACK_MESSAGE = msg`The plan could not be saved. Please try again.`;
const LOOK_AGAIN = msg`Some fields need another look.`;

const visibilityChoices = [
  {
    value: 'everyone',
    label: msg({ message: 'Everyone', comment: 'Who can see a plan' }),
    hint: msg`Anyone on Lineup can see it and join.`,
    icon: UsersIcon,
  },
  {
    value: 'friends',
    label: msg({ message: 'Friends only', comment: 'Who can see a plan' }),
    hint: msg`Only your friends see it.`,
    icon: LockIcon,
  },
] as const;

/**
 * The casual plan form (docs/product.md "Casual plan"), for making and editing a plan. The shared
 * zod schema checks it before sending; the server's field errors land on the same fields.
 */
export function PlanForm({
  defaultValues,
  areas,
  submitLabel,
  onSave,
  secondary,
  repeatable = false,
  beforeActions,
}: PlanFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<PlanFormValues>({
    defaultValues,
    resolver: planFormResolver(i18n),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, formState, setError, setValue } = form;
  const { errors, isSubmitting } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const areaSlug = useWatch({ control, name: 'area' });
  const [pinLatitude, pinLongitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const visibility = useWatch({ control, name: 'visibility' });
  const description = useWatch({ control, name: 'description' });
  const written = i18n.number(description.length);
  const descriptionMax = i18n.number(PLAN_DESCRIPTION_MAX);
  const area = areas.find((candidate) => candidate.slug === areaSlug);
  const timeZone = area?.timeZone;
  const areaName = area?.name;
  const city = timeZone ? zoneCity(timeZone) : '';
  const spotsMax = PLAN_SPOTS_MAX;
  // A registered select's first value is written before some renderers have its options.
  const areaSelect = (() => {
    const { ref, onBlur } = register('area');
    return {
      ref,
      name: 'area',
      onBlur,
      value: areaSlug,
      onChange: (event: { target: { value: string } }) =>
        setValue('area', event.target.value, {
          shouldDirty: true,
          shouldValidate: formState.isSubmitted,
        }),
    };
  })();

  // Built on submit, not during render: the handler reads the alert's ref.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async (values) => {
        setFormError(null);
        try {
          await onSave(values);
        } catch (caught) {
          const { allPlaced } = setServerFieldErrors(caught, {
            setError,
            fieldOf: planFieldOf,
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

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <Field label={t`What’s the plan?`} error={errors.title?.message}>
          <Input
            autoComplete="off"
            enterKeyHint="next"
            placeholder={t`Sunset session at the point`}
            {...register('title')}
          />
        </Field>
        <Field
          label={t`Where to meet`}
          error={errors.location?.message}
          hint={t`A beach, a café, the car park above the reef.`}
        >
          <Input
            autoComplete="off"
            placeholder={t`Ribeira d’Ilhas car park`}
            {...register('location')}
          />
        </Field>
        <PinPicker
          label={t`Meeting point`}
          latitude={pinLatitude}
          longitude={pinLongitude}
          around={
            area?.latitude != null && area.longitude != null
              ? { latitude: area.latitude, longitude: area.longitude }
              : null
          }
          onPick={(point) => {
            const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
            setValue('latitude', point.latitude, options);
            setValue('longitude', point.longitude, options);
          }}
        >
          <Field label={t`Latitude`} error={errors.latitude?.message}>
            <Input inputMode="decimal" autoComplete="off" {...register('latitude')} />
          </Field>
          <Field label={t`Longitude`} error={errors.longitude?.message}>
            <Input inputMode="decimal" autoComplete="off" {...register('longitude')} />
          </Field>
        </PinPicker>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t`Area`} error={errors.area?.message}>
            <select className={cn(fieldClasses, 'h-11')} {...areaSelect}>
              <option value="">{t`Choose an area`}</option>
              {areas.map((option) => (
                <option key={option.id} value={option.slug}>
                  {option.name}, {nameOfCountry(i18n, option.country)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t`Starts`}
            error={errors.startLocal?.message}
            hint={timeZone ? t`${city} time` : t`Choose the area first.`}
          >
            <Input
              type="datetime-local"
              min={timeZone ? toLocalInputValue(new Date(), timeZone) : undefined}
              {...register('startLocal')}
            />
          </Field>
        </div>
        {timeZone ? (
          <p className="-mt-2 flex items-center gap-2 rounded-xl bg-ocean-50 px-3.5 py-2.5 text-sm text-ocean-900">
            <GlobeIcon aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <Trans>
                Enter the time as the clocks show it in {areaName}:{' '}
                <strong className="font-semibold">{timeZone}</strong>.
              </Trans>
            </span>
          </p>
        ) : null}
        {repeatable ? <RepeatField /> : null}
        <Field
          label={t`Spots limit`}
          error={errors.spotsLimit?.message}
          hint={t`How many can join besides you, up to ${spotsMax}. Leave empty for no limit.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={PLAN_SPOTS_MAX}
            step={1}
            placeholder={t`No limit`}
            {...register('spotsLimit')}
          />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-semibold text-ink">{t`Who can see it`}</legend>
          <div className="grid gap-2.5 sm:grid-cols-2">
            {visibilityChoices.map(({ value, label, hint, icon: Icon }) => (
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
                  <span className="flex items-center gap-1.5 font-semibold">
                    <Icon aria-hidden="true" className="size-4" />
                    {i18n._(label)}
                  </span>
                  <span className="text-sm text-muted">{i18n._(hint)}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.visibility?.message ? (
            <p className="text-sm font-medium text-coral-700">{errors.visibility.message}</p>
          ) : null}
        </fieldset>
        <Field
          label={t`Vibe`}
          error={errors.vibe?.message}
          hint={t`A few words: mellow, all levels.`}
        >
          <Input autoComplete="off" placeholder={t`Mellow, all levels`} {...register('vibe')} />
        </Field>
        <Field
          label={t`Details`}
          error={errors.description?.message}
          hint={t`${written} of ${descriptionMax} characters. Optional.`}
        >
          <Textarea
            rows={4}
            placeholder={t`What to bring, who it suits.`}
            {...register('description')}
          />
        </Field>

        {beforeActions}
        {formError ? (
          <div ref={alertRef} tabIndex={-1} className="outline-none">
            <Alert variant="error">{formError}</Alert>
          </div>
        ) : null}
        <div className="flex flex-col gap-2.5 sm:flex-row-reverse sm:justify-start">
          <Button
            type="submit"
            size="lg"
            loading={isSubmitting}
            loadingLabel={t`Saving...`}
            className="w-full sm:w-auto"
          >
            {submitLabel}
          </Button>
          {secondary}
        </div>
      </form>
    </FormProvider>
  );
}
