import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CREW_DESCRIPTION_MAX, CREW_LINKS_MAX, CREW_NAME_MAX, type Area } from '@lineup/contracts';
import PlusIcon from 'lucide-react/icons/plus';
import XIcon from 'lucide-react/icons/x';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldClasses, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { nameOfCountry } from '@/lib/country-names';
import { setServerFieldErrors } from '@/lib/server-field-errors';
import {
  crewFieldOf,
  crewFormResolver,
  handleFromName,
  type CrewFormValues,
} from '../lib/crew-form-values';
import { CrewImageField } from './crew-image-field';

type CrewFormProps = {
  mode: 'create' | 'edit';
  defaultValues: CrewFormValues;
  areas: Area[];
  submitLabel: string;
  /** Saves; a rejected `ApiError` with `details.issues` is shown on the fields. */
  onSave: (values: CrewFormValues) => Promise<void>;
  /** Beside the save button, e.g. "Cancel". */
  secondary?: ReactNode;
};

const FALLBACK_MESSAGE = msg`The crew could not be saved. Please try again.`;
const LOOK_AGAIN = msg`Some fields need another look.`;

export const HANDLE_RULES = msg`3 to 40 lower-case letters, digits and hyphens, starting and ending with a letter or digit. It cannot be changed later.`;

/**
 * A crew's form, for making and editing one: name, address (when making it), picture, what it
 * is, its area and up to five links. The shared schema checks it before sending; the server's
 * field errors land on the same fields.
 */
export function CrewForm({
  mode,
  defaultValues,
  areas,
  submitLabel,
  onSave,
  secondary,
}: CrewFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<CrewFormValues>({
    defaultValues,
    resolver: crewFormResolver(mode),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, formState, setError, setValue, getValues } = form;
  const { errors, isSubmitting } = formState;
  const links = useFieldArray({ control, name: 'links' });
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  // The address follows the name until the member types one of their own.
  const [handleEdited, setHandleEdited] = useState(mode === 'edit' || defaultValues.handle !== '');
  const description = useWatch({ control, name: 'description' });
  const handle = useWatch({ control, name: 'handle' });
  const shownHandle =
    handle || t({ message: 'your-crew', comment: 'An example crew address, until one is typed' });
  const linksMax = CREW_LINKS_MAX;
  const areaSlug = useWatch({ control, name: 'area' });
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

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!handleEdited) setValue('handle', handleFromName(event.target.value));
    },
  });
  const handleField = register('handle', {
    onChange: () => setHandleEdited(true),
  });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async (values) => {
        setFormError(null);
        try {
          await onSave(values);
        } catch (caught) {
          const { allPlaced } = setServerFieldErrors(caught, {
            setError,
            fieldOf: (path) => crewFieldOf(path, getValues()),
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
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <Field label={t`Name`} error={errors.name?.message}>
        <Input
          autoComplete="off"
          maxLength={CREW_NAME_MAX + 20}
          placeholder={t({ message: 'Ribeira Surf Club', comment: 'An example of a crew’s name' })}
          {...nameField}
        />
      </Field>
      {mode === 'create' ? (
        <Field
          label={t({ message: 'Address', comment: 'The crew page’s web address, /crew/…' })}
          error={errors.handle?.message}
          hint={`${t`Your crew’s page: /crew/${shownHandle}.`} ${i18n._(HANDLE_RULES)}`}
        >
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t({
              message: 'ribeira-surf-club',
              comment: 'An example of a crew’s address: lower-case letters, digits and hyphens',
            })}
            {...handleField}
          />
        </Field>
      ) : null}
      <Controller
        control={control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <CrewImageField
            value={field.value}
            onChange={field.onChange}
            onUploadingChange={setUploading}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field
        label={t`About the crew`}
        error={errors.description?.message}
        hint={`${t`What you do, who it is for, where you meet.`} ${i18n.number(description.length)} / ${i18n.number(CREW_DESCRIPTION_MAX)}`}
      >
        <Textarea rows={5} {...register('description')} />
      </Field>
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
      <fieldset className="flex flex-col gap-2.5">
        <legend className="mb-1.5 text-sm font-semibold text-ink">{t`Links`}</legend>
        <p className="-mt-1 text-sm text-muted">
          {t`Your website, Instagram, a booking page: up to ${linksMax}.`}
        </p>
        {links.fields.map((row, index) => {
          const linkNumber = index + 1;
          return (
            <div key={row.id} className="flex items-start gap-2">
              <Field
                label={<span className="sr-only">{t`Link ${linkNumber}`}</span>}
                error={errors.links?.[index]?.url?.message}
                className="flex-1"
              >
                <Input
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="https://"
                  {...register(`links.${index}.url`)}
                />
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t`Remove link ${linkNumber}`}
                onClick={() =>
                  links.fields.length > 1 ? links.remove(index) : links.update(0, { url: '' })
                }
              >
                <XIcon aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        {errors.links?.message ? (
          <p className="text-sm font-medium text-coral-700">{errors.links.message}</p>
        ) : null}
        {links.fields.length < CREW_LINKS_MAX ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => links.append({ url: '' })}
          >
            <PlusIcon aria-hidden="true" />
            {t`Add a link`}
          </Button>
        ) : null}
      </fieldset>
      {formError ? (
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <Alert variant="error">{formError}</Alert>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          loading={isSubmitting}
          loadingLabel={t`Saving...`}
          disabled={uploading}
        >
          {submitLabel}
        </Button>
        {secondary}
      </div>
      {uploading ? (
        <p className="text-sm text-muted" role="status">
          {t`Saving waits until the picture is uploaded.`}
        </p>
      ) : null}
    </form>
  );
}
