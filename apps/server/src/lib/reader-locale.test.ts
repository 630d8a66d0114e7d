import { describe, expect, it } from 'vitest';
import { acceptedLocale } from './reader-locale';

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
