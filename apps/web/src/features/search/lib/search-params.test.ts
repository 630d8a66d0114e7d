import { PAGE_QUERY_PARAMS } from '@lineup/contracts';
import { describe, expect, it } from 'vitest';
import { readSearchFilters, writeSearchFilters } from './search-params';

describe('search filters in the URL', () => {
  it('read back what they wrote', () => {
    const filters = {
      q: 'surf',
      location: 'Ericeira',
      category: 'surf' as const,
      startDate: '2026-03-01',
      endDate: '2026-03-08',
    };
    expect(readSearchFilters(writeSearchFilters(filters))).toEqual(filters);
  });

  it('are all parameters the server keeps in the page’s own address', () => {
    const every = writeSearchFilters({
      q: 'surf',
      location: 'Ericeira',
      category: 'surf',
      startDate: '2026-03-01',
      endDate: '2026-03-08',
    });
    for (const name of every.keys()) expect(PAGE_QUERY_PARAMS.search).toContain(name);
  });
});
