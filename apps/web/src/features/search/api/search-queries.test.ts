import { SearchResponse } from '@lineup/contracts';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { serveApi } from '@/test/serve-api';
import { searchQueryOptions } from './search-queries';

// A page the server rendered hands its queries over as JSON, where the first page's param
// (undefined) arrives as null. Searching again, as a member's session does once known, asks
// for the first page, not for `cursor=null` (a 400, and "Search failed").

describe('search results, rendered by the server and read again in the browser', () => {
  it('asks for the first page without a cursor', async () => {
    const calls = serveApi({
      'GET /api/search': () => SearchResponse.parse({ results: [], nextCursor: null }),
    });
    const options = searchQueryOptions({
      q: 'surf',
      location: null,
      category: null,
      startDate: null,
      endDate: null,
    });
    const server = createQueryClient();
    await server.prefetchInfiniteQuery(options);
    const browser = createQueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))) as ReturnType<typeof dehydrate>);
    await browser.fetchInfiniteQuery({ ...options, staleTime: 0 });
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(new URLSearchParams(call.search).has('cursor')).toBe(false);
  });
});
