import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { VenueOption } from '@lineup/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import MapPinIcon from 'lucide-react/icons/map-pin';
import SearchIcon from 'lucide-react/icons/search';
import { useId, useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldClasses, Input } from '@/components/ui/input';
import { PinPicker } from '@/components/ui/map/pin-picker';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { venueSearchQueryOptions } from '../api/event-editor-api';
import type { EventFormValues, VenueMode } from '../lib/event-form-values';

const SEARCH_DELAY_MS = 250;

const modes: { value: VenueMode; label: MessageDescriptor }[] = [
  { value: 'existing', label: msg`Find venue` },
  { value: 'new', label: msg`New venue` },
  { value: 'none', label: msg`No venue` },
];

function addressOf(venue: Pick<VenueOption, 'street' | 'postalCode' | 'city'>): string {
  return [venue.street, [venue.postalCode, venue.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/**
 * Where the event happens: a venue already on Lineup (searched as you type, in the chosen
 * area), a new one described here and created with the event, or none.
 */
export function VenueField({
  areaId,
  around = null,
}: {
  areaId: string;
  /** The area's town, where the pin picker opens. */
  around?: { latitude: number; longitude: number } | null;
}) {
  const { t, i18n } = useLingui();
  const { control, setValue, register, formState } = useFormContext<EventFormValues>();
  const mode = useWatch({ control, name: 'venueMode' });
  const venue = useWatch({ control, name: 'venue' });
  const [pinLatitude, pinLongitude] = useWatch({
    control,
    name: ['newVenue.latitude', 'newVenue.longitude'],
  });
  const errors = formState.errors;
  const groupId = useId();

  const setMode = (next: VenueMode) =>
    setValue('venueMode', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  return (
    <fieldset className="flex flex-col gap-3">
      <legend id={groupId} className="mb-1.5 text-sm font-semibold text-ink">
        {t`Venue`}
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={groupId}
        className="grid grid-cols-3 gap-1 rounded-2xl bg-sand-100 p-1 ring-1 ring-sand-200 ring-inset"
      >
        {modes.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={mode === option.value}
            onClick={() => setMode(option.value)}
            className={cn(
              'min-h-10 cursor-pointer rounded-xl px-2 text-sm font-semibold transition-colors',
              mode === option.value
                ? 'bg-surface text-ocean-800 shadow-soft'
                : 'text-muted hover:text-ink',
            )}
          >
            {i18n._(option.label)}
          </button>
        ))}
      </div>

      {mode === 'existing' ? (
        venue ? (
          <div className="flex items-start gap-3 rounded-2xl bg-surface p-4 ring-1 ring-ocean-900/10">
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{venue.name}</p>
              {addressOf(venue) ? <p className="text-sm text-muted">{addressOf(venue)}</p> : null}
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setValue('venue', null, { shouldDirty: true })}
            >
              {t({ message: 'Change', comment: 'Button: choose another venue' })}
            </Button>
          </div>
        ) : (
          <VenueSearch
            areaId={areaId}
            error={errors.venue?.message}
            onPick={(picked) =>
              setValue('venue', picked, {
                shouldDirty: true,
                shouldValidate: formState.isSubmitted,
              })
            }
            onAddNew={() => setMode('new')}
          />
        )
      ) : null}

      {mode === 'new' ? (
        <div className="grid gap-4 rounded-2xl bg-surface p-4 ring-1 ring-ocean-900/10 sm:grid-cols-2">
          <Field
            label={t`Venue name`}
            error={errors.newVenue?.name?.message}
            className="sm:col-span-2"
          >
            <Input autoComplete="off" placeholder={t`Café do Mar`} {...register('newVenue.name')} />
          </Field>
          <Field
            label={t`Street`}
            error={errors.newVenue?.street?.message}
            className="sm:col-span-2"
          >
            <Input autoComplete="street-address" {...register('newVenue.street')} />
          </Field>
          <Field label={t`Postal code`} error={errors.newVenue?.postalCode?.message}>
            <Input autoComplete="postal-code" {...register('newVenue.postalCode')} />
          </Field>
          <Field
            label={t`Town`}
            error={errors.newVenue?.city?.message}
            hint={t`A town new to Lineup gets its own page once an admin approves it; until then the event is listed under its area.`}
          >
            <Input autoComplete="address-level2" {...register('newVenue.city')} />
          </Field>
          <Field label={t`Website`} error={errors.newVenue?.website?.message} hint={t`Optional.`}>
            <Input
              type="url"
              inputMode="url"
              autoCapitalize="none"
              placeholder="https://"
              {...register('newVenue.website')}
            />
          </Field>
          <Field
            label={t`Maps link`}
            error={errors.newVenue?.googleMaps?.message}
            hint={t`Optional: a Google or Apple Maps link.`}
          >
            <Input
              type="url"
              inputMode="url"
              autoCapitalize="none"
              placeholder="https://maps.app.goo.gl/…"
              {...register('newVenue.googleMaps')}
            />
          </Field>
          <div className="sm:col-span-2">
            <PinPicker
              label={t`Venue location`}
              latitude={pinLatitude}
              longitude={pinLongitude}
              around={around}
              onPick={(point) => {
                const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
                setValue('newVenue.latitude', point.latitude, options);
                setValue('newVenue.longitude', point.longitude, options);
              }}
            >
              <Field label={t`Latitude`} error={errors.newVenue?.latitude?.message}>
                <Input inputMode="decimal" autoComplete="off" {...register('newVenue.latitude')} />
              </Field>
              <Field label={t`Longitude`} error={errors.newVenue?.longitude?.message}>
                <Input inputMode="decimal" autoComplete="off" {...register('newVenue.longitude')} />
              </Field>
            </PinPicker>
          </div>
        </div>
      ) : null}

      {mode === 'none' ? (
        <p className="text-sm text-muted">
          {t`The event page names the area only. Add a venue once you know where it is.`}
        </p>
      ) : null}
    </fieldset>
  );
}

type VenueSearchProps = {
  areaId: string;
  error?: string;
  onPick: (venue: VenueOption) => void;
  onAddNew: () => void;
};

function VenueSearch({ areaId, error, onPick, onAddNew }: VenueSearchProps) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const query = useQuery({
    ...venueSearchQueryOptions(q, areaId || undefined),
    placeholderData: keepPreviousData,
  });
  const venues = query.data ?? [];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, venues.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const picked = venues[active];
      if (picked) onPick(picked);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t`Search venues`}
      </label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          role="combobox"
          aria-expanded={venues.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={venues[active] ? `${listId}-${venues[active].id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          value={text}
          autoComplete="off"
          placeholder={t`Search by venue name or town`}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className={cn(fieldClasses, 'h-11 pl-10')}
        />
        {query.isFetching ? (
          <span className="absolute top-1/2 right-3.5 -translate-y-1/2 text-ocean-700">
            <Spinner size="sm" label={t`Searching venues`} />
          </span>
        ) : null}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Venues`}
        className={cn(
          'flex max-h-72 flex-col overflow-y-auto rounded-2xl bg-surface ring-1 ring-ocean-900/10',
          venues.length === 0 && 'hidden',
        )}
      >
        {venues.map((venue, index) => (
          // Keys reach the options through the combobox's field (aria-activedescendant), not here.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={venue.id}
            id={`${listId}-${venue.id}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(venue)}
            className={cn(
              'flex cursor-pointer items-start gap-3 px-4 py-3 not-last:border-b not-last:border-ocean-900/6',
              index === active ? 'bg-ocean-50' : 'hover:bg-sand-50',
            )}
          >
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
            <span className="min-w-0">
              <span className="block font-semibold">{venue.name}</span>
              {addressOf(venue) ? (
                <span className="block text-sm text-muted">{addressOf(venue)}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p
        id={`${id}-message`}
        aria-live="polite"
        className={cn('text-sm', error ? 'font-medium text-coral-700' : 'text-muted')}
      >
        {error ??
          (query.isSuccess && venues.length === 0
            ? q
              ? t`No venue matches "${q}".`
              : t`No venues in this area yet.`
            : t`Pick one from the list.`)}{' '}
        <button
          type="button"
          onClick={onAddNew}
          className="cursor-pointer font-semibold text-ocean-700 underline-offset-4 hover:underline"
        >
          {t`Add a new venue`}
        </button>
      </p>
    </div>
  );
}
