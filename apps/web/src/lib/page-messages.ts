import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from '@lineup/contracts/locales';

// The browser's messages, a page at a time (docs/decisions/0042-languages.md): the build writes
// each language's messages in files, one for the app's frame and one per page
// (split-messages.ts), and names each language's first in the page (`#lineup-messages`). A
// reader of `/nl/events` downloads the frame's and the page's messages before the page renders,
// and each other page's as they open it. English has none to download: the code holds it.

type LanguageFile = { messages: Messages; pages: Record<string, string> };

/** The language in use, when it has files: its messages are added to as pages open. */
let reading: { i18n: I18n; pages: Record<string, string>; loaded: Set<string> } | undefined;

function languageFiles(): Partial<Record<Locale, string>> {
  const element =
    typeof document === 'undefined' ? null : document.getElementById('lineup-messages');
  return element?.textContent ? (JSON.parse(element.textContent) as Record<string, string>) : {};
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The page's language with the app frame's messages, ready to render with. */
export async function loadFrameI18n(locale: Locale): Promise<I18n> {
  reading = undefined;
  const file = locale === SOURCE_LOCALE ? undefined : languageFiles()[locale];
  if (!file) {
    // The development server writes no files: it compiles the whole catalog on request.
    if (import.meta.env.DEV && locale !== SOURCE_LOCALE) {
      return (await import('./i18n')).loadI18n(locale);
    }
    return setupI18n({ locale, messages: { [locale]: {} } });
  }
  const { messages, pages } = await fetchJson<LanguageFile>(file);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  reading = { i18n, pages, loaded: new Set() };
  return i18n;
}

/**
 * The messages of the page in `src/app/routes/<page>.tsx`, added to the language in use before
 * the page renders. Offline, or if the file cannot be had, the page shows those of its texts
 * in English, and the next visit asks again.
 */
export async function loadPageMessages(page: string): Promise<void> {
  const url = reading?.pages[page];
  if (!reading || !url || reading.loaded.has(url)) return;
  const { i18n, loaded } = reading;
  try {
    i18n.load(i18n.locale, await fetchJson<Messages>(url));
    loaded.add(url);
  } catch {
    // The page's own words stay in English this time.
  }
}
