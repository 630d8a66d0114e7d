import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORY_LABELS } from '@/lib/category-labels';
import {
  EVENT_CATEGORIES,
  EVENT_DESCRIPTION_MAX,
  type Area,
  type EditableEventStatus,
} from '@lineup/contracts';
import GlobeIcon from 'lucide-react/icons/globe';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonVariantProps } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldClasses, Input } from '@/components/ui/input';
import { RepeatField } from '@/components/ui/repeat-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { nameOfCountry } from '@/lib/country-names';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import { eventFormResolver, fieldOf, type EventFormValues } from '../lib/event-form-values';
import { fromLocalInputValue, zoneCity, zoneLabel } from '@/lib/zoned-time';
import { CoverImageField } from './cover-image-field';
import { GuestSettingsFields } from './guest-settings-fields';
import { TagsField } from './tags-field';
import { TranslationsField } from './translations-field';
import { VenueField } from './venue-field';

/** One of the form's submit buttons: the status it saves with (none keeps the current one). */
export type EventFormAction = {
  status?: EditableEventStatus;
  label: string;
  variant?: ButtonVariantProps['variant'];
};

type EventFormProps = {
  defaultValues: EventFormValues;
  areas: Area[];
  actions: EventFormAction[];
  /** Saves; a rejected `ApiError` with `details.issues` is shown on the fields. */
  onSave: (values: EventFormValues, status: EditableEventStatus | undefined) => Promise<void>;
  /** Shown under the save buttons (the edit page's cancel and delete). */
  footer?: ReactNode;
  /** Offers "Repeats" (only when creating: a series is made at once, with all its sessions). */
  repeatable?: boolean;
  /** Shown above the save buttons (which sessions of a series a change applies to). */
  beforeActions?: ReactNode;
  /** The crews the member may host with; the Crew choice shows when there is one. */
  crews?: { handle: string; name: string }[];
};

/** One titled part of the form. */
export function EventFormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-7"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "2026-07-04T18:30" two hours on, as wall-clock arithmetic (no zone involved). */
function twoHoursAfter(local: string): string {
  const start = new Date(`${local}:00Z`);
  if (Number.isNaN(start.getTime())) return '';
  return new Date(start.getTime() + 2 * 3_600_000).toISOString().slice(0, 16);
}

/**
 * The event form (docs/product.md "Event"), shared by the create and edit pages. The shared zod
 * schema checks it before sending; the server's field errors land on the same fields.
 */
export function EventForm({
  defaultValues,
  areas,
  actions,
  onSave,
  footer,
  repeatable = false,
  beforeActions,
  crews = [],
}: EventFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<EventFormValues>({
    defaultValues,
    resolver: eventFormResolver(i18n),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, formState, setError, setValue, getValues } = form;
  const { errors, isSubmitting } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const areaId = useWatch({ control, name: 'area' });
  const category = useWatch({ control, name: 'category' });
  const crew = useWatch({ control, name: 'crew' });
  // Selects are controlled (value from the form state) rather than registered: a registered
  // select's first value is written into the DOM before some renderers have its options.
  const controlledSelect = (name: 'category' | 'area' | 'crew') => {
    const { ref, onBlur } = register(name);
    return {
      ref,
      name,
      onBlur,
      value: name === 'category' ? category : name === 'crew' ? crew : areaId,
      onChange: (event: { target: { value: string } }) =>
        setValue(name, event.target.value as never, {
          shouldDirty: true,
          shouldValidate: formState.isSubmitted,
        }),
    };
  };

  const startLocal = useWatch({ control, name: 'startLocal' });
  const description = useWatch({ control, name: 'description' });
  const area = areas.find((candidate) => candidate.id === areaId);
  const timeZone = area?.timeZone;
  const areaName = area?.name;
  const city = timeZone ? zoneCity(timeZone) : '';
  const written = i18n.number(description.length);
  const descriptionMax = i18n.number(EVENT_DESCRIPTION_MAX);
  // "Lisbon time (GMT+1)", as every other screen names the zone.
  const zoneHint = timeZone
    ? zoneLabel(i18n, fromLocalInputValue(startLocal, timeZone) ?? new Date(), timeZone)
    : undefined;

  const submitWith = (action: EventFormAction) =>
    form.handleSubmit(
      async (values) => {
        setFormError(null);
        setPending(action.label);
        try {
          await onSave(values, action.status);
        } catch (caught) {
          const { allPlaced } = setServerFieldErrors(caught, {
            setError,
            fieldOf,
            focusFirst: true,
          });
          if (allPlaced) {
            setFormError(t`Some fields need another look.`);
          } else {
            setFormError(
              isApiError(caught)
                ? caught.message
                : t`The event could not be saved. Please try again.`,
            );
            requestAnimationFrame(() => alertRef.current?.focus());
          }
        } finally {
          setPending(null);
        }
      },
      () => setFormError(t`Some fields need another look.`),
    );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-5">
        <EventFormSection title={t`The basics`}>
          <Field label={t`Title`} error={errors.title?.message}>
            <Input
              autoComplete="off"
              placeholder={t`Sunset longboard session`}
              {...register('title')}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t`Category`} error={errors.category?.message}>
              <select className={cn(fieldClasses, 'h-11')} {...controlledSelect('category')}>
                <option value="">{t`Choose a category`}</option>
                {EVENT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {i18n._(CATEGORY_LABELS[category])}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              label={t`Vibe`}
              error={errors.vibe?.message}
              hint={t`A few words: chilled, all levels.`}
            >
              <Input
                autoComplete="off"
                placeholder={t`Chilled, all levels`}
                {...register('vibe')}
              />
            </Field>
          </div>
          <Field
            label={t`Description`}
            error={errors.description?.message}
            hint={t`${written} of ${descriptionMax} characters. Links become clickable.`}
          >
            <Textarea rows={6} {...register('description')} />
          </Field>
          <Controller
            control={control}
            name="tags"
            render={({ field, fieldState }) => (
              <TagsField
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <TranslationsField />
        </EventFormSection>

        <EventFormSection title={t`When and where`}>
          <Field
            label={t`Area`}
            error={errors.area?.message}
            hint={
              timeZone
                ? t`Times are in ${city} time.`
                : t`Times are entered in the area’s time zone.`
            }
          >
            <select className={cn(fieldClasses, 'h-11')} {...controlledSelect('area')}>
              <option value="">{t`Choose an area`}</option>
              {areas.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}, {nameOfCountry(i18n, option.country)}
                </option>
              ))}
            </select>
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t`Starts`} error={errors.startLocal?.message} hint={zoneHint}>
              <Input
                type="datetime-local"
                {...register('startLocal', {
                  onChange: (event: { target: { value: string } }) => {
                    const start = event.target.value;
                    const end = getValues('endLocal');
                    if (start && (!end || end <= start)) {
                      setValue('endLocal', twoHoursAfter(start), { shouldDirty: true });
                    }
                  },
                })}
              />
            </Field>
            <Field
              label={t({ message: 'Ends', comment: 'When an event finishes' })}
              error={errors.endLocal?.message}
              hint={zoneHint}
            >
              <Input type="datetime-local" {...register('endLocal')} />
            </Field>
          </div>
          {timeZone ? (
            <p className="-mt-1 flex items-center gap-2 rounded-xl bg-ocean-50 px-3.5 py-2.5 text-sm text-ocean-900">
              <GlobeIcon aria-hidden="true" className="size-4 shrink-0" />
              <span>
                <Trans>
                  Enter the times as the clocks show them in {areaName}:{' '}
                  <strong className="font-semibold">{zoneHint}</strong>.
                </Trans>
              </span>
            </p>
          ) : null}
          {repeatable ? <RepeatField /> : null}
          <VenueField
            areaId={areaId}
            around={
              area?.latitude != null && area.longitude != null
                ? { latitude: area.latitude, longitude: area.longitude }
                : null
            }
          />
        </EventFormSection>

        <EventFormSection title={t`Spots and tickets`}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t`Capacity`}
              error={errors.capacity?.message}
              hint={t`How many can go. Leave empty for no limit.`}
            >
              <Input type="number" inputMode="numeric" min={1} step={1} {...register('capacity')} />
            </Field>
            <Field
              label={t`Price`}
              error={errors.priceText?.message}
              hint={t`Free, €10, pay what you like.`}
            >
              <Input
                autoComplete="off"
                placeholder={t({ message: 'Free', comment: 'Placeholder of an event’s price' })}
                {...register('priceText')}
              />
            </Field>
          </div>
          <Field
            label={t`Link for tickets or details`}
            error={errors.externalUrl?.message}
            hint={t`Optional.`}
          >
            <Input
              type="url"
              inputMode="url"
              autoCapitalize="none"
              placeholder="https://"
              {...register('externalUrl')}
            />
          </Field>
        </EventFormSection>

        <EventFormSection title={t`Picture`}>
          <Controller
            control={control}
            name="imageUrl"
            render={({ field, fieldState }) => (
              <CoverImageField
                value={field.value}
                onChange={field.onChange}
                onUploadingChange={setUploading}
                error={fieldState.error?.message}
              />
            )}
          />
        </EventFormSection>

        {crews.length > 0 || defaultValues.crew ? (
          <EventFormSection
            title={t({ message: 'Crew', comment: 'Form section: the crew hosting an event' })}
          >
            <Field
              label={t`Hosted with`}
              error={errors.crew?.message}
              hint={t`A crew’s owners and hosts help run its events, and its followers hear of them.`}
            >
              <select className={cn(fieldClasses, 'h-11')} {...controlledSelect('crew')}>
                <option value="">{t`No crew: just me and my co-hosts`}</option>
                {defaultValues.crew &&
                !crews.some((option) => option.handle === defaultValues.crew) ? (
                  <option value={defaultValues.crew}>{defaultValues.crew}</option>
                ) : null}
                {crews.map((option) => (
                  <option key={option.handle} value={option.handle}>
                    {option.name}
                  </option>
                ))}
              </select>
            </Field>
          </EventFormSection>
        ) : null}

        <EventFormSection
          title={t({ message: 'Guests', comment: 'Form section: approval and questions' })}
        >
          <GuestSettingsFields />
        </EventFormSection>

        {beforeActions}

        <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 -mx-4 flex flex-col gap-3 border-t border-ocean-900/8 bg-sand-50/95 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-3xl sm:border sm:px-5 md:bottom-4">
          {formError ? (
            <div ref={alertRef} tabIndex={-1} className="outline-none">
              <Alert variant="error">{formError}</Alert>
            </div>
          ) : null}
          {uploading ? (
            <p className="text-sm text-muted" aria-live="polite">
              {t`Saving waits until the image has uploaded.`}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2.5 sm:flex sm:justify-end">
            {actions.map((action) => (
              <Button
                key={action.label}
                // Not "submit": the Go key of a phone keyboard must not save a half-typed form.
                type="button"
                variant={action.variant ?? 'primary'}
                disabled={uploading || isSubmitting}
                loading={pending === action.label}
                loadingLabel={t`Saving...`}
                onClick={() => void submitWith(action)()}
                className="px-3 sm:min-w-36 sm:px-5"
              >
                {action.label}
              </Button>
            ))}
          </div>
        </div>
        {footer}
      </form>
    </FormProvider>
  );
}
