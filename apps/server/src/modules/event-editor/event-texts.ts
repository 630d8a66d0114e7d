import {
  errorMessages,
  LOCALE_NAMES,
  type EventLocale,
  type EventTranslation,
  type UpdateEventValues,
} from '@lineup/contracts';
import type { EventRow } from '@lineup/db/schema';
import { validationFailed } from '../../lib/app-error';
import type { Tx } from '../../lib/transaction';
import { translationsOf } from '../events';

// The languages of an event's text after a change (docs/product.md §18): the request checks
// what it sends; only the database knows what a change leaves alongside it.

/**
 * The original's language and the translations after `patch`: sent ones replace the event's,
 * otherwise it keeps its own. A new original's language may not be one it has a translation
 * into (400 on `locale`: the organiser removes that translation in the same change).
 */
export async function textsAfterChange(
  tx: Tx,
  current: EventRow,
  patch: UpdateEventValues,
): Promise<{ locale: EventLocale; translations: EventTranslation[] }> {
  const locale = patch.locale ?? current.locale;
  const translations = patch.translations ?? (await translationsOf(tx, current.id));
  if (patch.translations === undefined && translations.some((t) => t.locale === locale)) {
    throw validationFailed(errorMessages.validationFailed, {
      target: 'json',
      issues: [
        {
          path: 'locale',
          message: `The event has a translation into ${LOCALE_NAMES[locale]}: remove it to write the event in ${LOCALE_NAMES[locale]}.`,
        },
      ],
    });
  }
  const clash = translations.findIndex((t) => t.locale === locale);
  if (clash !== -1) {
    throw validationFailed(errorMessages.validationFailed, {
      target: 'json',
      issues: [
        {
          path: `translations.${clash}.locale`,
          message: `The event is written in ${LOCALE_NAMES[locale]}: translate it into another language.`,
        },
      ],
    });
  }
  return { locale, translations };
}
