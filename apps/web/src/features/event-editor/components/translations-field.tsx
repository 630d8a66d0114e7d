import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES, LOCALES, type Locale } from '@lineup/contracts/locales';
import PlusIcon from 'lucide-react/icons/plus';
import { useId } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldClasses, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import type { TranslationFormValues } from '../lib/translation-values';

const selectClasses = cn(fieldClasses, 'h-11');

/**
 * The languages of the event's text (docs/product.md §18 "Event text in several languages"):
 * the one the title and description are written in, and the organiser's own translations into
 * others, each added and removed here. Readers see the translation into their page's language.
 */
export function TranslationsField() {
  const { t } = useLingui();
  const { control } = useFormContext<TranslationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'translations' });
  const original = useWatch({ control, name: 'locale' });
  const translations = useWatch({ control, name: 'translations' });
  const taken = new Set<Locale>([original, ...translations.map((item) => item.locale)]);
  const free = LOCALES.filter((locale) => !taken.has(locale));

  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl p-4 ring-1 ring-ocean-900/10">
      <legend className="px-1 text-sm font-semibold">{t`Languages`}</legend>
      <Controller
        control={control}
        name="locale"
        render={({ field, fieldState }) => (
          <Field
            label={t`Written in`}
            error={fieldState.error?.message}
            hint={t`The language of the title and description above.`}
          >
            <select className={selectClasses} {...field}>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          </Field>
        )}
      />
      {fields.map((item, index) => (
        <TranslationFields
          key={item.id}
          index={index}
          taken={taken}
          onRemove={() => remove(index)}
        />
      ))}
      {free.length > 0 ? (
        <div className="flex flex-col items-start gap-1.5">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => append({ locale: free[0]!, title: '', description: '' })}
          >
            <PlusIcon aria-hidden="true" />
            {t`Add a translation`}
          </Button>
          <p className="text-sm text-muted">
            {t`Readers whose page is in that language see your translation, and can still read your original.`}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}

/** One translation: its language (one the event has no text in yet), title and description. */
function TranslationFields({
  index,
  taken,
  onRemove,
}: {
  index: number;
  taken: ReadonlySet<Locale>;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const { control, register, formState } = useFormContext<TranslationFormValues>();
  const locale = useWatch({ control, name: `translations.${index}.locale` });
  const errors = formState.errors.translations?.[index];
  const language = LOCALE_NAMES[locale];
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl bg-sand-50 p-3.5 ring-1 ring-sand-200"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-sm font-semibold">
          {t`Translation into ${language}`}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={t`Remove the translation into ${language}`}
          onClick={onRemove}
        >
          {t({ message: 'Remove', comment: 'Button: remove a translation of the event' })}
        </Button>
      </div>
      <Controller
        control={control}
        name={`translations.${index}.locale`}
        render={({ field, fieldState }) => (
          <Field
            label={t({ message: 'Language', comment: 'Label: the language of a translation' })}
            error={fieldState.error?.message}
          >
            <select className={selectClasses} {...field}>
              {LOCALES.filter((option) => option === field.value || !taken.has(option)).map(
                (option) => (
                  <option key={option} value={option}>
                    {LOCALE_NAMES[option]}
                  </option>
                ),
              )}
            </select>
          </Field>
        )}
      />
      <Field label={t`Title in ${language}`} error={errors?.title?.message}>
        <Input autoComplete="off" lang={locale} {...register(`translations.${index}.title`)} />
      </Field>
      <Field label={t`Description in ${language}`} error={errors?.description?.message}>
        <Textarea rows={4} lang={locale} {...register(`translations.${index}.description`)} />
      </Field>
    </div>
  );
}
