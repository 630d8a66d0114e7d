import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES, type Locale } from '@lineup/contracts/locales';
import LanguagesIcon from 'lucide-react/icons/languages';

/**
 * Under a translated event's title: which language the organiser wrote it in, and a button to
 * switch between their translation and their original (docs/product.md §18). The note is a
 * live region, so a screen reader hears which text the page now shows.
 */
export function EventTranslationNote({
  originalLocale,
  showOriginal,
  onShowOriginal,
}: {
  originalLocale: Locale;
  showOriginal: boolean;
  onShowOriginal: (showOriginal: boolean) => void;
}) {
  const { t } = useLingui();
  const language = LOCALE_NAMES[originalLocale];
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
      <LanguagesIcon aria-hidden="true" className="size-4 shrink-0" />
      <span aria-live="polite">
        {showOriginal
          ? t`The organiser’s original, in ${language}`
          : t`Translated by the organiser from ${language}`}
      </span>
      <button
        type="button"
        aria-pressed={showOriginal}
        onClick={() => onShowOriginal(!showOriginal)}
        className="cursor-pointer rounded font-semibold text-ocean-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ocean-500 focus-visible:outline-none"
      >
        {showOriginal ? t`Show translation` : t`Show original`}
      </button>
    </p>
  );
}
