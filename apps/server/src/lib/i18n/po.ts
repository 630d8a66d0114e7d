// The PO files the server's translations are kept in (apps/server/src/locales), read and written
// in the form translators' tools use: each message's key as its context (`msgctxt`), its English
// source as `msgid`, the translation as `msgstr`, and `#, fuzzy` on one not reviewed yet.

export type PoEntry = { key: string; source: string; translation: string; fuzzy: boolean };

const unquote = (line: string) => JSON.parse(line.trim()) as string;

/** The entries of a PO file, the header left out. */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const fields: Record<string, string> = {};
    let field: string | null = null;
    let fuzzy = false;
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('#,')) fuzzy ||= line.includes('fuzzy');
      else if (line.startsWith('#') || line.trim() === '') continue;
      else if (line.startsWith('"') && field) fields[field] += unquote(line);
      else {
        const match = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
        if (!match) throw new Error(`Not a PO line: ${line}`);
        field = match[1]!;
        fields[field] = unquote(match[2]!);
      }
    }
    if (fields.msgid === undefined || fields.msgid === '') continue;
    entries.push({
      key: fields.msgctxt ?? fields.msgid,
      source: fields.msgid,
      translation: fields.msgstr ?? '',
      fuzzy,
    });
  }
  return entries;
}

const quote = (value: string) => JSON.stringify(value);

/** A PO file of `entries` for `locale`. */
export function writePo(locale: string, entries: PoEntry[]): string {
  const header = [
    'msgid ""',
    'msgstr ""',
    quote('MIME-Version: 1.0\n'),
    quote('Content-Type: text/plain; charset=utf-8\n'),
    quote('Content-Transfer-Encoding: 8bit\n'),
    quote(`Language: ${locale}\n`),
  ].join('\n');
  const blocks = entries.map((entry) =>
    [
      ...(entry.fuzzy ? ['#, fuzzy'] : []),
      `msgctxt ${quote(entry.key)}`,
      `msgid ${quote(entry.source)}`,
      `msgstr ${quote(entry.translation)}`,
    ].join('\n'),
  );
  return `${[header, ...blocks].join('\n\n')}\n`;
}

/** The names of a message's placeholders: `{title}`, `{count, plural, …}`. */
export function placeholdersOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]!))].sort();
}
