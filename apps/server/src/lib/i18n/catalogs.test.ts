import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES, SOURCE_LOCALE, type Locale } from '@lineup/contracts/locales';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../locales/catalogs';
import { MESSAGES } from './messages';
import { parsePo, placeholdersOf } from './po';
import { translator } from './translator';

const translated = LOCALES.filter((locale) => locale !== SOURCE_LOCALE) as Exclude<Locale, 'en'>[];
const catalog = (locale: string) =>
  parsePo(readFileSync(new URL(`../../locales/${locale}.po`, import.meta.url), 'utf8'));

describe.each(translated)('the server catalog of %s', (locale) => {
  const entries = new Map(catalog(locale).map((entry) => [entry.key, entry]));

  it('translates every message of the current English, with the same placeholders', () => {
    for (const [key, source] of Object.entries(MESSAGES)) {
      const entry = entries.get(key);
      expect(entry?.translation, `${locale} ${key}`).toBeTruthy();
      expect(entry?.source, `${locale} ${key}: the English changed since`).toBe(source);
      expect(placeholdersOf(entry!.translation), `${locale} ${key}`).toEqual(
        placeholdersOf(source),
      );
      expect(() => compileMessageOrThrow(entry!.translation), `${locale} ${key}`).not.toThrow();
    }
    expect([...entries.keys()].filter((key) => !(key in MESSAGES))).toEqual([]);
  });

  it('is what the server loads (run `npm run i18n:extract -w @lineup/server` after editing)', () => {
    expect(CATALOGS[locale]).toEqual(
      Object.fromEntries([...entries.values()].map((entry) => [entry.key, entry.translation])),
    );
  });
});

describe('translator', () => {
  it('follows each language’s plural rules and keeps English as written', () => {
    expect(translator('en').t('notice.digest', { count: 3 })).toBe('3 updates from Lineup');
    expect(translator('en').t('notice.digest', { count: 1 })).toBe('1 update from Lineup');
    expect(translator('pt-PT').t('notice.digest', { count: 1 })).toBe('1 novidade do Lineup');
    expect(translator('pt-PT').t('notice.digest', { count: 2 })).toBe('2 novidades do Lineup');
    expect(translator('ta').t('notice.digest', { count: 2 })).toBe(
      'Lineup-இலிருந்து 2 புதுப்பிப்புகள்',
    );
    expect(translator('ta').intl).toBe('ta-LK');
  });
});
