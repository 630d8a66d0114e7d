import type { SearchResult } from '@lineup/contracts';
import { textIn } from '@lineup/contracts/locales';

/**
 * A result's title as a reader of `locale` reads it: an event's in their language when its
 * organiser gave one (docs/product.md §18), with its language for `lang`; venues' and plans'
 * as they are (their language unknown).
 */
export function resultTitle(
  result: SearchResult,
  locale: string,
): { title: string; lang: string | undefined } {
  if (result.type !== 'event') return { title: result.title, lang: undefined };
  const shown = textIn({ locale: result.locale, title: result.title }, result.translations, locale);
  return { title: shown.title, lang: shown.locale };
}
