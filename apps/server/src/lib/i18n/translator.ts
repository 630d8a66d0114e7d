import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { intlLocale, LOCALES, SOURCE_LOCALE, type Locale } from '@lineup/contracts/locales';
import { CATALOGS } from '../../locales/catalogs';
import { MESSAGES, type MessageKey } from './messages';

// The server's own texts (mails, notifications, error messages) in a reader's language
// (docs/decisions/0043-server-languages.md): English from the message table, every other
// language from its PO catalog, formatted by Lingui with each language's plural rules.

type TranslatedLocale = Exclude<Locale, 'en'>;

export type MessageValues = Record<string, string | number>;

export type Translator = {
  locale: Locale;
  /** The locale Intl formats this language's dates in (`en-GB`, `ta-LK`). */
  intl: string;
  /** A message in this language, its placeholders filled in. */
  t(key: MessageKey, values?: MessageValues): string;
};

// A message a catalog lacks (a test fails first) is read in English.
function compiledCatalog(locale: Locale) {
  const texts: Record<string, string> =
    locale === SOURCE_LOCALE ? MESSAGES : { ...MESSAGES, ...CATALOGS[locale as TranslatedLocale] };
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, compileMessage(text)]),
  );
}

function makeTranslator(locale: Locale): Translator {
  const intl = intlLocale(locale);
  const i18n: I18n = setupI18n({ locale: intl, messages: { [intl]: compiledCatalog(locale) } });
  return { locale, intl, t: (key, values) => i18n._(key, values) };
}

const translators = new Map<Locale, Translator>();

/** The translator of `locale`, made once. */
export function translator(locale: Locale): Translator {
  let found = translators.get(locale);
  if (!found) {
    found = makeTranslator(locale);
    translators.set(locale, found);
  }
  return found;
}

/** One text in every language Lineup speaks. */
export function inEveryLocale(text: (t: Translator) => string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, text(translator(locale))])) as Record<
    Locale,
    string
  >;
}
