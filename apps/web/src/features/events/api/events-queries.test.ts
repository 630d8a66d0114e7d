import { EventListResponse } from '@lineup/contracts';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { serveApi } from '@/test/serve-api';
import { eventListInfiniteOptions } from './events-queries';

// A page the server rendered hands its queries over as JSON, where the first page's param
// (undefined) arrives as null. Reading the list again, as a member's session does once known,
// asks for the first page, not for `cursor=null` (a 400).

/** The server's cache as the browser gets it. */
function handedOver(from: ReturnType<typeof createQueryClient>) {
  const to = createQueryClient();
  hydrate(to, JSON.parse(JSON.stringify(dehydrate(from))) as ReturnType<typeof dehydrate>);
  return to;
}

describe('Discover’s list, rendered by the server and read again in the browser', () => {
  it('asks for the first page without a cursor', async () => {
    const calls = serveApi({
      'GET /api/events': () => EventListResponse.parse({ events: [], nextCursor: null }),
    });
    const options = eventListInfiniteOptions({}, 12);
    const server = createQueryClient();
    await server.prefetchInfiniteQuery(options);
    await handedOver(server).fetchInfiniteQuery({ ...options, staleTime: 0 });
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(new URLSearchParams(call.search).has('cursor')).toBe(false);
  });
});
