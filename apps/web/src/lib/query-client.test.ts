import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay, VENUE_AREAS_STALE_TIME_MS } from './query-client';

describe('query client', () => {
  it('uses the cache settings of docs/product.md §9', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 2 * 60 * 1000,
      gcTime: 10 * 60 * 1000,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      retry: 1,
    });
    expect(queries?.retryDelay).toBe(retryDelay);
  });

  it('doubles the retry delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((failures) => retryDelay(failures))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('keeps the venue areas list fresh for 5 minutes', () => {
    expect(VENUE_AREAS_STALE_TIME_MS).toBe(5 * 60 * 1000);
  });
});
