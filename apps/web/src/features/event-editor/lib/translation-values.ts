import type { EditableEvent, EventTranslationInput } from '@lineup/contracts';
import { isLocale, SOURCE_LOCALE, type Locale } from '@lineup/contracts/locales';
import type { FieldPath } from 'react-hook-form';

// The form's part for the languages of an event's text (docs/product.md §18 "Event text in
// several languages"): the original's language and the organiser's translations.

export type TranslationDraft = { locale: Locale; title: string; description: string };

export type TranslationFormValues = {
  /** The language the title and description are written in. */
  locale: Locale;
  translations: TranslationDraft[];
};

/** A new event is written in the page's language unless the organiser says otherwise. */
export function emptyTranslationValues(pageLanguage: string | undefined): TranslationFormValues {
  return {
    locale: isLocale(pageLanguage) ? pageLanguage : SOURCE_LOCALE,
    translations: [],
  };
}

export function translationValuesOf(event: EditableEvent): TranslationFormValues {
  return {
    locale: event.locale,
    translations: event.translations.map(({ locale, title, description }) => ({
      locale,
      title,
      description,
    })),
  };
}

export function translationRequestOf(values: TranslationFormValues): {
  locale: Locale;
  translations: EventTranslationInput[];
} {
  return { locale: values.locale, translations: values.translations };
}

/** Request paths (`translations.1.title`) onto the form's fields. */
export function translationFieldOf(path: string): FieldPath<TranslationFormValues> {
  const [head, index, part] = path.split('.');
  if (head !== 'translations' || !Number.isInteger(Number(index))) return 'locale';
  const field = part === 'title' || part === 'description' ? part : 'locale';
  return `translations.${Number(index)}.${field}`;
}
