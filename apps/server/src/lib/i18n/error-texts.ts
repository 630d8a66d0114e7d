import { SOURCE_LOCALE, type Locale } from '@lineup/contracts/locales';
import { MESSAGES, type MessageKey } from './messages';
import { translator } from './translator';

// The server's error messages are written in English where they arise (the contracts' zod
// schemas, the services' AppErrors), which is what the spec quotes and the tests assert. The
// one place an answer is sent (middleware/errors.ts) puts each message in the reader's language
// by finding it among the `error.*` messages, `{name}` matching whatever the English carried
// ("Use at most 30 characters." is `Use at most {count} characters.` with count 30).

type Pattern = { key: MessageKey; names: string[]; match: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns: Pattern[] = (Object.entries(MESSAGES) as [MessageKey, string][])
  .filter(([key]) => key.startsWith('error.'))
  .map(([key, source]) => {
    const names: string[] = [];
    const parts = source.split(/\{(\w+)\}/);
    const regex = parts
      .map((part, index) => {
        if (index % 2 === 0) return escape(part);
        names.push(part);
        return '(.+?)';
      })
      .join('');
    return { key, names, match: new RegExp(`^${regex}$`, 's') };
  });

const exact = new Map<string, MessageKey>(
  patterns.filter((pattern) => pattern.names.length === 0).map((p) => [MESSAGES[p.key], p.key]),
);

/** `message` in `locale`, or as it is when it is not one of the known error messages. */
export function localizedError(locale: Locale, message: string): string {
  if (locale === SOURCE_LOCALE) return message;
  const { t } = translator(locale);
  const key = exact.get(message);
  if (key) return t(key);
  for (const pattern of patterns) {
    if (pattern.names.length === 0) continue;
    const found = pattern.match.exec(message);
    if (!found) continue;
    return t(
      pattern.key,
      Object.fromEntries(pattern.names.map((name, index) => [name, found[index + 1]!])),
    );
  }
  return message;
}
