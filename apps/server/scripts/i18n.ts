// The server's translations (docs/translating.md):
//   tsx scripts/i18n.ts extract            brings every PO catalog in line with the message table
//                                          (new messages with an empty translation, changed ones
//                                          marked for review, removed ones dropped) and compiles
//   tsx scripts/i18n.ts missing <locale>   what a language lacks, as a JSON object
//   tsx scripts/i18n.ts fill <locale> <file.json>   writes those translations (marked for review)
//   tsx scripts/i18n.ts compile            writes src/locales/<locale>.ts from the PO files
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { LOCALES, SOURCE_LOCALE, type Locale } from '@lineup/contracts/locales';
import { MESSAGES, type MessageKey } from '../src/lib/i18n/messages';
import { parsePo, writePo, type PoEntry } from '../src/lib/i18n/po';

const here = path.dirname(fileURLToPath(import.meta.url));
const localesDir = path.join(here, '../src/locales');
const TRANSLATED = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);
const poPath = (locale: Locale) => path.join(localesDir, `${locale}.po`);

function readCatalog(locale: Locale): Map<string, PoEntry> {
  let text = '';
  try {
    text = readFileSync(poPath(locale), 'utf8');
  } catch {
    // A new language starts empty.
  }
  return new Map(parsePo(text).map((entry) => [entry.key, entry]));
}

function writeCatalog(locale: Locale, entries: Map<string, PoEntry>) {
  const ordered = (Object.keys(MESSAGES) as MessageKey[]).map((key) => {
    const source = MESSAGES[key];
    const found = entries.get(key);
    if (!found) return { key, source, translation: '', fuzzy: false };
    // The English changed: the translation may no longer say the same.
    return found.source === source ? found : { ...found, source, fuzzy: true };
  });
  writeFileSync(poPath(locale), writePo(locale, ordered));
}

/** The compiled catalogs, as the server imports them. */
const HEADER =
  '// Written by `npm run i18n:extract -w @lineup/server` from the PO file beside it: edit that.\n';

/** A language's compiled catalog, as the server imports it: each message's translation by key. */
function compiledCatalog(locale: Locale): string {
  const translations = Object.fromEntries(
    [...readCatalog(locale).values()]
      .filter((entry) => entry.translation !== '')
      .map((entry) => [entry.key, entry.translation]),
  );
  return `${HEADER}export const messages: Record<string, string> = ${JSON.stringify(translations)};\n`;
}

/** Every language's, together. */
function catalogIndex(): string {
  const name = (locale: Locale) => locale.replace('-', '');
  return `// Written by \`npm run i18n:extract -w @lineup/server\`: each language's module, from its PO file.
import type { Locale } from '@lineup/contracts/locales';
${TRANSLATED.map((locale) => `import { messages as ${name(locale)} } from './${locale}';`).join('\n')}

export const CATALOGS: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
${TRANSLATED.map((locale) => `  '${locale}': ${name(locale)},`).join('\n')}
};
`;
}

async function write(file: string, text: string) {
  const options = await resolveConfig(file);
  writeFileSync(file, await format(text, { ...options, filepath: file }));
}

async function compile() {
  for (const locale of TRANSLATED) {
    await write(path.join(localesDir, `${locale}.ts`), compiledCatalog(locale));
  }
  await write(path.join(localesDir, 'catalogs.ts'), catalogIndex());
}

const [command, locale, file] = process.argv.slice(2);
if (command === 'extract') {
  for (const each of TRANSLATED) writeCatalog(each, readCatalog(each));
  await compile();
} else if (command === 'compile') {
  await compile();
} else if (command === 'missing' && TRANSLATED.includes(locale as Locale)) {
  const entries = readCatalog(locale as Locale);
  const missing = Object.fromEntries(
    Object.entries(MESSAGES).filter(([key]) => !entries.get(key)?.translation),
  );
  console.log(JSON.stringify(missing, null, 2));
} else if (command === 'fill' && TRANSLATED.includes(locale as Locale) && file) {
  const entries = readCatalog(locale as Locale);
  const translations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  for (const [key, translation] of Object.entries(translations)) {
    const source = MESSAGES[key as MessageKey];
    if (source === undefined) throw new Error(`No message ${key}`);
    entries.set(key, { key, source, translation, fuzzy: true });
  }
  writeCatalog(locale as Locale, entries);
  await compile();
} else {
  console.error(
    'Usage: tsx scripts/i18n.ts extract | compile | missing <locale> | fill <locale> <file.json>',
  );
  process.exit(1);
}
