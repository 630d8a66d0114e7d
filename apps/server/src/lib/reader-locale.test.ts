import { describe, expect, it } from 'vitest';
import { acceptedLocale, localeOfHeaders } from './reader-locale';

describe('acceptedLocale', () => {
  it.each([
    ['pt-PT,pt;q=0.9,en;q=0.8', 'pt-PT'],
    ['pt-BR,pt;q=0.9', 'pt-PT'],
    ['nl-BE,nl;q=0.9,en;q=0.5', 'nl'],
    ['si-LK', 'si'],
    ['ta-LK,ta;q=0.9,en;q=0.8', 'ta'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9', 'en'],
    ['de-DE,nl;q=0.5', 'nl'],
    ['fr;q=0,nl;q=0.1', 'nl'],
    ['*', 'en'],
    ['', 'en'],
    ['not a language!!, ;;;', 'en'],
  ])('reads %j as %s', (header, locale) => {
    expect(acceptedLocale(header)).toBe(locale);
  });

  it('is English without the header', () => {
    expect(acceptedLocale(undefined)).toBe('en');
  });
});

describe('localeOfHeaders', () => {
  it('takes the device’s choice over the browser’s, and ignores a choice Lineup cannot read', () => {
    const headers = (values: Record<string, string>) => new Headers(values);
    expect(
      localeOfHeaders(headers({ cookie: 'a=1; lineup_locale=si', 'accept-language': 'nl' })),
    ).toBe('si');
    expect(localeOfHeaders(headers({ cookie: 'lineup_locale=xx', 'accept-language': 'nl' }))).toBe(
      'nl',
    );
    expect(localeOfHeaders(headers({}))).toBe('en');
    expect(localeOfHeaders(undefined)).toBe('en');
  });
});
