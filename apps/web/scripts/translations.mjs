// Works on the interface's PO catalogs (src/locales/, docs/translating.md) beside Lingui's own
// `npm run i18n:extract`:
//
//   node scripts/translations.mjs missing nl            the English messages Dutch lacks, as JSON
//   node scripts/translations.mjs fill nl nl.json       writes translations from a JSON object of
//                                                       English message → translation, each marked
//                                                       `fuzzy` (for a native speaker to review)
//   node scripts/translations.mjs merge nl other.po...  fills Dutch messages still empty from
//                                                       other copies of the catalog (branches)
//   node scripts/translations.mjs reviewed nl           clears `fuzzy` once a reviewer agrees
import { readFile, writeFile } from 'node:fs/promises';
import { parsePo, stringifyPo } from 'pofile-ts';

const catalogPath = (locale) => new URL(`../src/locales/${locale}.po`, import.meta.url);
const read = async (path) => parsePo(await readFile(path, 'utf8'));
// As Lingui writes them, so `lingui check sync` agrees.
const write = (locale, po) => writeFile(catalogPath(locale), stringifyPo(po, { foldLength: 0 }));
const key = (item) => `${item.msgctxt ?? ''}\u0004${item.msgid}`;
const translated = (item) => item.msgstr.some((text) => text !== '');

const [command, locale, ...files] = process.argv.slice(2);
if (!command || !locale) {
  console.error('usage: translations.mjs missing|fill|merge|reviewed <locale> [files...]');
  process.exit(1);
}
const po = await read(catalogPath(locale));
const items = po.items.filter((item) => !item.obsolete);

if (command === 'missing') {
  const missing = Object.fromEntries(
    items.filter((item) => !translated(item)).map((item) => [item.msgid, '']),
  );
  console.log(JSON.stringify(missing, null, 2));
} else if (command === 'fill') {
  const translations = JSON.parse(await readFile(files[0], 'utf8'));
  let filled = 0;
  for (const item of items) {
    const text = translations[item.msgid];
    if (typeof text !== 'string' || text === '') continue;
    item.msgstr = [text];
    item.flags = { ...item.flags, fuzzy: true };
    filled++;
  }
  await write(locale, po);
  console.log(`${locale}: ${filled} messages written`);
} else if (command === 'merge') {
  const others = new Map();
  for (const file of files) {
    for (const item of (await read(file)).items) {
      if (!item.obsolete && translated(item) && !others.has(key(item))) others.set(key(item), item);
    }
  }
  let merged = 0;
  for (const item of items) {
    const other = others.get(key(item));
    if (translated(item) || !other) continue;
    item.msgstr = other.msgstr;
    item.flags = { ...item.flags, ...other.flags };
    merged++;
  }
  await write(locale, po);
  console.log(`${locale}: ${merged} messages merged`);
} else if (command === 'reviewed') {
  for (const item of items) delete item.flags.fuzzy;
  await write(locale, po);
} else {
  console.error(`unknown command ${command}`);
  process.exit(1);
}
