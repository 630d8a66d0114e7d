import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TranslationsField } from '@/features/event-editor/components/translations-field';
import type { TranslationFormValues } from '@/features/event-editor/lib/translation-values';
import { EventTranslationNote } from '@/features/events/components/event-translation-note';
import { loadI18n } from '@/lib/i18n';
import { LinguiProvider } from '@/lib/lingui';
import { untranslatedWords } from '@/test/untranslated';

// The texts about an event's languages (docs/product.md §18 "Event text in several
// languages"), rendered in Lingui's pseudo-locale: a word in plain ASCII letters was written
// into a component without a catalog. Language names are each language's own.

async function renderPseudo(ui: ReactNode) {
  const i18n = await loadI18n('pseudo');
  return render(<LinguiProvider i18n={i18n}>{ui}</LinguiProvider>);
}

function LanguagesForm() {
  const form = useForm<TranslationFormValues>({
    defaultValues: { locale: 'pt-PT', translations: [] },
  });
  return (
    <FormProvider {...form}>
      <TranslationsField />
    </FormProvider>
  );
}

describe('in the pseudo-locale, an event’s languages', () => {
  it('the note and button on a translated event page say nothing that is not in the catalogs', async () => {
    const user = userEvent.setup();
    const { container } = await renderPseudo(<ToggleNote />);
    expect(untranslatedWords(container)).toEqual([]);
    await user.click(screen.getByRole('button'));
    expect(untranslatedWords(container)).toEqual([]);
  });

  it('the form’s languages, with a translation added, say nothing that is not in the catalogs', async () => {
    const user = userEvent.setup();
    const { container } = await renderPseudo(<LanguagesForm />);
    await user.click(screen.getByRole('button'));
    // The fieldset and the translation added.
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(untranslatedWords(container)).toEqual([]);
  });
});

function ToggleNote() {
  const [showOriginal, setShowOriginal] = useState(false);
  return (
    <EventTranslationNote
      originalLocale="pt-PT"
      showOriginal={showOriginal}
      onShowOriginal={setShowOriginal}
    />
  );
}
