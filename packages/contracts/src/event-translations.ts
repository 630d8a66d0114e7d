import { z } from 'zod';
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX, EVENT_TITLE_MIN } from './constants';
import { LOCALE_NAMES, LOCALES } from './locales';

// An event's title and description in more than one language (docs/product.md §18 "Event text
// in several languages"): the organiser writes the original in one language and may add their
// own translation into each other language Lineup speaks.

/** The most translations an event has: one into each language but the original's. */
export const EVENT_TRANSLATIONS_MAX = LOCALES.length - 1;

export const EventLocale = z
  .enum(LOCALES, { error: `Choose one of Lineup's languages: ${LOCALES.join(', ')}.` })
  .meta({ id: 'EventLocale' });
export type EventLocale = z.infer<typeof EventLocale>;

/** One translation as the organiser sends it: the same limits as the original's. */
export const EventTranslationInput = z.object({
  locale: EventLocale,
  title: z
    .string({ error: 'Give the translation a title.' })
    .trim()
    .min(EVENT_TITLE_MIN, {
      error: `Give the translation a title of at least ${EVENT_TITLE_MIN} characters.`,
    })
    .max(EVENT_TITLE_MAX, { error: `Keep the title under ${EVENT_TITLE_MAX} characters.` }),
  description: z
    .string({ error: 'The description is text.' })
    .trim()
    .max(EVENT_DESCRIPTION_MAX, {
      error: `Keep the description under ${EVENT_DESCRIPTION_MAX.toLocaleString('en')} characters.`,
    })
    .default(''),
});
export type EventTranslationInput = z.input<typeof EventTranslationInput>;

/** Every translation of the event: sending the list replaces the one it has. */
export const EventTranslationsInput = z
  .array(EventTranslationInput, { error: 'Send the translations as a list.' })
  .max(EVENT_TRANSLATIONS_MAX, {
    error: `Add at most ${EVENT_TRANSLATIONS_MAX} translations, one per language.`,
  });

/** The original's language and the translations' are all different; paths point at the locale. */
export function checkTranslations<T>(
  value: { locale?: string | undefined; translations?: { locale: string }[] | undefined },
  ctx: z.core.$RefinementCtx<T>,
) {
  const seen = new Set<string>(value.locale ? [value.locale] : []);
  value.translations?.forEach((translation, index) => {
    if (seen.has(translation.locale)) {
      const name = LOCALE_NAMES[translation.locale as EventLocale] ?? translation.locale;
      ctx.addIssue({
        code: 'custom',
        path: ['translations', index, 'locale'],
        message:
          translation.locale === value.locale
            ? `The event is written in ${name}: translate it into another language.`
            : `There is already a translation into ${name}.`,
      });
    }
    seen.add(translation.locale);
  });
}

/** A translation as events are read: on a card the title only, on the page both. */
export const EventTranslation = z
  .object({ locale: EventLocale, title: z.string(), description: z.string() })
  .meta({ id: 'EventTranslation' });
export type EventTranslation = z.infer<typeof EventTranslation>;

export const EventTitleTranslation = EventTranslation.pick({ locale: true, title: true }).meta({
  id: 'EventTitleTranslation',
});
export type EventTitleTranslation = z.infer<typeof EventTitleTranslation>;
