import {
  createItem,
  createPoFile,
  extractVariables,
  parsePo as parsePoFile,
  stringifyPo,
} from 'pofile-ts';

// The PO files the server's translations are kept in (apps/server/src/locales), read and written
// with pofile-ts, as translators' tools write them: each message's key as its context
// (`msgctxt`), its English source as `msgid`, the translation as `msgstr`, and `#, fuzzy` on
// one not reviewed yet.

export type PoEntry = { key: string; source: string; translation: string; fuzzy: boolean };

/** The entries of a PO file, the header left out. */
export function parsePo(text: string): PoEntry[] {
  return parsePoFile(text)
    .items.filter((item) => !item.obsolete && item.msgid !== '')
    .map((item) => ({
      key: item.msgctxt ?? item.msgid,
      source: item.msgid,
      translation: item.msgstr[0] ?? '',
      fuzzy: item.flags.fuzzy === true,
    }));
}

/** A PO file of `entries` for `locale`. */
export function writePo(locale: string, entries: PoEntry[]): string {
  const po = createPoFile();
  po.headers = {
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Transfer-Encoding': '8bit',
    Language: locale,
  };
  po.items = entries.map((entry) => {
    const item = createItem();
    item.msgctxt = entry.key;
    item.msgid = entry.source;
    item.msgstr = [entry.translation];
    if (entry.fuzzy) item.flags.fuzzy = true;
    return item;
  });
  return stringifyPo(po, { foldLength: 0 });
}

/** The names of a message's placeholders: `{title}`, `{count, plural, …}`. */
export function placeholdersOf(message: string): string[] {
  return [...new Set(extractVariables(message))].sort();
}
