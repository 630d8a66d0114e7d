import { useLingui } from '@lingui/react/macro';
import { textIn } from '@lineup/contracts/locales';
import type { EventDetail, EventTranslation } from '@lineup/contracts';
import { useState } from 'react';

/**
 * The event's title and description as the page shows them (docs/product.md §18 "Event text in
 * several languages"): the organiser's translation into the page's language when there is one,
 * until the reader asks for the original; the original otherwise.
 */
export function useShownText(event: EventDetail) {
  const { i18n } = useLingui();
  const [showOriginal, setShowOriginal] = useState(false);
  const original: EventTranslation = {
    locale: event.locale,
    title: event.title,
    description: event.description,
  };
  const inPageLanguage = textIn(original, event.translations, i18n.locale);
  const translation = inPageLanguage === original ? null : inPageLanguage;
  return {
    text: translation && !showOriginal ? translation : original,
    /** The translation into the page's language, or null when the page shows the original. */
    translation,
    showOriginal,
    setShowOriginal,
  };
}
