import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateAreaRequest, type AdminArea, type CreateAreaValues } from '@lineup/contracts';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/server-field-errors';

/** Coordinates are required, but a new area's (or an old one's) fields start empty. */
type FormInput = Omit<z.input<typeof CreateAreaRequest>, 'latitude' | 'longitude' | 'facing'> & {
  latitude: number | null;
  longitude: number | null;
  facing: number | null;
};
/** Editing leaves slug and country alone: event addresses are built from them. */
const EditAreaRequest = CreateAreaRequest.omit({ slug: true, country: true });
export type AreaFormValues = CreateAreaValues;

const fieldNames = [
  'name',
  'slug',
  'country',
  'description',
  'timeZone',
  'latitude',
  'longitude',
  'facing',
  'displayOrder',
] as const;

const zones = () => [...Intl.supportedValuesOf('timeZone'), 'UTC'];
// An empty field is no number at all, so the contract asks for one rather than reading 0.
const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

type AreaFormProps = {
  /** The area to edit; none creates one. */
  area?: AdminArea;
  onSubmit: (values: AreaFormValues) => Promise<void>;
  onCancel: () => void;
};

/**
 * Name, slug and country (new areas), description, time zone, coordinates, order and whether
 * it is shown. The slug is the address of the area's page.
 */
export function AreaForm({ area, onSubmit, onCancel }: AreaFormProps) {
  const { t } = useLingui();
  const zoneListId = useId();
  const form = useForm<FormInput, unknown, AreaFormValues>({
    resolver: zodResolver(area ? EditAreaRequest : CreateAreaRequest) as Resolver<
      FormInput,
      unknown,
      AreaFormValues
    >,
    defaultValues: area
      ? {
          name: area.name,
          description: area.description,
          timeZone: area.timeZone,
          latitude: area.latitude,
          longitude: area.longitude,
          facing: area.facing,
          displayOrder: area.displayOrder,
          active: area.active,
        }
      : {
          name: '',
          slug: '',
          country: '',
          description: '',
          timeZone: '',
          latitude: null,
          longitude: null,
          facing: null,
          displayOrder: 0,
          active: true,
        },
  });
  const { errors, isSubmitting } = form.formState;
  const slug = area?.slug ?? '';
  const country = area?.country ? ` · ${area.country}` : '';

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.status === 409) form.setError('slug', { message: error.message });
      setServerFieldErrors(error, {
        setError: form.setError,
        fieldOf: (path) => fieldNames.find((candidate) => candidate === path),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
      <Field label={t`Name`} error={errors.name?.message}>
        <Input
          autoComplete="off"
          placeholder={t({ message: 'Nazaré', comment: 'An example of an area’s name' })}
          {...form.register('name')}
        />
      </Field>
      {area ? (
        <p className="text-sm text-muted">
          <Trans>
            Slug <span className="font-mono text-ink">{slug}</span>
            {country}. These stay: event addresses use them.
          </Trans>
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t({ message: 'Slug', comment: 'The part of an area page’s web address' })}
            error={errors.slug?.message}
            hint={t`The page's address, ending in -area. Leave empty to make it from the country and name.`}
          >
            <Input
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t({
                message: 'portugal-nazare-area',
                comment: 'An example of an area’s slug',
              })}
              {...form.register('slug')}
            />
          </Field>
          <Field label={t`Country`} error={errors.country?.message}>
            <Input
              autoComplete="country-name"
              placeholder={t({ message: 'Portugal', comment: 'An example of a country' })}
              {...form.register('country')}
            />
          </Field>
        </div>
      )}
      <Field
        label={t`Description`}
        error={errors.description?.message}
        hint={t`One line for the area's page and its tile on the home page.`}
      >
        <Textarea rows={2} {...form.register('description')} />
      </Field>
      <Field
        label={t`Time zone`}
        error={errors.timeZone?.message}
        hint={t`Event times in this area are shown in it.`}
      >
        <Input
          list={zoneListId}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t({
            message: 'Europe/Lisbon',
            comment: 'An example of a time zone (IANA name, not translated)',
          })}
          {...form.register('timeZone')}
        />
      </Field>
      <datalist id={zoneListId}>
        {zones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <div className="grid grid-cols-2 gap-4">
        <Field label={t`Latitude`} error={errors.latitude?.message}>
          <Input
            inputMode="decimal"
            placeholder="39.60"
            {...form.register('latitude', { setValueAs: numberOrNull })}
          />
        </Field>
        <Field label={t`Longitude`} error={errors.longitude?.message}>
          <Input
            inputMode="decimal"
            placeholder="-9.07"
            {...form.register('longitude', { setValueAs: numberOrNull })}
          />
        </Field>
      </div>
      <Field
        label={t`Beaches face`}
        error={errors.facing?.message}
        hint={t`Degrees from north, looking out to sea (270 is west): the sea's forecast is read that way out, and wind from the other side is offshore. Leave empty for an area with no sea forecast.`}
      >
        <Input
          inputMode="numeric"
          placeholder="270"
          {...form.register('facing', { setValueAs: numberOrNull })}
        />
      </Field>
      <Field
        label={t`Display order`}
        error={errors.displayOrder?.message}
        hint={t`Lower numbers come first on the home page; the area picker lists areas by name.`}
      >
        <Input
          inputMode="numeric"
          {...form.register('displayOrder', {
            setValueAs: (value: unknown) => (value === '' ? 0 : Number(value)),
          })}
        />
      </Field>
      <label className="flex items-center gap-3 text-[0.9375rem]">
        <input type="checkbox" className="size-5 accent-ocean-700" {...form.register('active')} />
        {t`Shown to everyone (active)`}
      </label>
      <div className="mt-2 flex flex-col gap-2.5 sm:flex-row-reverse">
        <Button type="submit" loading={isSubmitting} loadingLabel={t`Saving...`}>
          {area ? t`Save area` : t`Create area`}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
