import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { nameOfCountry } from './country-names';

const reading = (locale: string) => setupI18n({ locale, messages: { [locale]: {} } });

describe("a country's name in the page's language", () => {
  it('names the towns’ countries in each language Lineup speaks', () => {
    expect(nameOfCountry(reading('pt-PT'), 'Netherlands')).toBe('Países Baixos');
    expect(nameOfCountry(reading('nl'), 'Sri Lanka')).toBe('Sri Lanka');
    expect(nameOfCountry(reading('nl'), 'Portugal')).toBe('Portugal');
    expect(nameOfCountry(reading('si'), 'Sri Lanka')).toBe('ශ්‍රී ලංකාව');
    expect(nameOfCountry(reading('ta'), 'Netherlands')).toBe('நெதர்லாந்து');
  });

  it('keeps English as the server wrote it, and a name no one else knows', () => {
    expect(nameOfCountry(reading('en'), 'Netherlands')).toBe('Netherlands');
    expect(nameOfCountry(reading('nl'), 'Atlantis')).toBe('Atlantis');
    expect(nameOfCountry(reading('nl'), '')).toBe('');
  });
});
