import { PAGE_QUERY_PARAMS } from '@lineup/contracts';
import { describe, expect, it } from 'vitest';
import { readDiscoverFilters, toListFilters, writeDiscoverFilters } from './discover-filters';

const read = (query: string) => readDiscoverFilters(new URLSearchParams(query));

describe('Discover filters in the URL', () => {
  it('round-trips every filter so a shared link shows the same list', () => {
    const filters = read('area=portugal-ericeira-area&category=surf&when=weekend&light=dawn');
    expect(filters).toEqual({
      area: 'portugal-ericeira-area',
      category: 'surf',
      when: 'weekend',
      from: null,
      to: null,
      light: 'dawn',
    });
    expect(writeDiscoverFilters(filters).toString()).toBe(
      'area=portugal-ericeira-area&category=surf&when=weekend&light=dawn',
    );
    const range = read('from=2026-07-01&to=2026-07-05');
    expect(writeDiscoverFilters(range).toString()).toBe('from=2026-07-01&to=2026-07-05');
  });

  it('ignores values it does not know instead of failing', () => {
    expect(
      read('category=bowling&when=someday&from=tomorrow&area=Not%20A%20Slug&light=noon'),
    ).toEqual({
      area: null,
      category: null,
      when: null,
      from: null,
      to: null,
      light: null,
    });
  });

  it('puts a reversed custom range the right way round', () => {
    expect(read('from=2026-07-09&to=2026-07-01')).toMatchObject({
      from: '2026-07-01',
      to: '2026-07-09',
    });
  });

  it('follows the header area unless the URL names one or says all', () => {
    expect(toListFilters(read(''), 'portugal-peniche-area').area).toBe('portugal-peniche-area');
    expect(
      toListFilters(read('area=netherlands-zandvoort-area'), 'portugal-peniche-area').area,
    ).toBe('netherlands-zandvoort-area');
    expect(toListFilters(read('area=all'), 'portugal-peniche-area').area).toBeUndefined();
    expect(toListFilters(read(''), null).area).toBeUndefined();
  });

  it('asks for a preset or a range, never both', () => {
    expect(toListFilters(read('when=today&from=2026-07-01'), null)).toEqual({
      area: undefined,
      category: undefined,
      when: 'today',
      from: undefined,
      to: undefined,
      light: undefined,
    });
  });
});

describe("Discover's filters and the server's render", () => {
  it('are all parameters the server keeps in the page’s own address', () => {
    const every = writeDiscoverFilters({
      area: 'ericeira',
      category: 'surf',
      when: null,
      from: '2026-03-01',
      to: '2026-03-08',
      light: 'dawn',
    });
    every.set('when', 'weekend');
    for (const name of every.keys()) expect(PAGE_QUERY_PARAMS.events).toContain(name);
  });
});
