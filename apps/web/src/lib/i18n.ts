import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '@lineup/contracts/locales';

// The interface's language (docs/decisions/0042-languages.md): a page's address says which
// it is in (`/nl/events`) and the server renders it so, with the whole of that language's
// compiled catalog (so do tests). The browser downloads it in parts, the app frame's and each
// page's (page-messages.ts), each before it renders, so the page never changes language.

type Catalog = { messages: Messages };

/**
 * Each language's compiled catalog (the PO files, compiled by Lingui's Vite plugin). English
 * has none to load: every message carries its English source, compiled into the code
 * (source-messages.ts), and a message without a translation renders it.
 */
const catalogs: Record<Locale | 'pseudo', () => Promise<Catalog>> = {
  en: async () => ({ messages: {} }),
  'pt-PT': () => import('../locales/pt-PT.po'),
  nl: () => import('../locales/nl.po'),
  si: () => import('../locales/si.po'),
  ta: () => import('../locales/ta.po'),
  pseudo: () => import('../locales/pseudo.po'),
};

/** The messages of `locale`, ready to render with. */
export async function loadI18n(locale: Locale | 'pseudo'): Promise<I18n> {
  const { messages } = await catalogs[locale]();
  return setupI18n({ locale, messages: { [locale]: messages } });
}
