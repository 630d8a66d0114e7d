import type { TrackSearchRequest } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { createHash } from 'node:crypto';
import { searchQueries } from '@lineup/db/schema';
import type { RateLimitStore } from '../../lib/rate-limit';

// Counting what people search for.

/** The same search from the same visitor counts once in this many seconds. */
export const TRACK_SEARCH_REPEAT_WINDOW = 10 * 60;

/**
 * The form of a query two searches share when a person would call them the same: case,
 * compatibility characters and runs of spaces do not matter.
 */
export function normaliseQuery(query: string): string {
  return query.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * docs/product.md §7 search tracking: one row per search or result click, with the member if signed in.
 * The admin page ranks queries by these rows, so one visitor must not weigh more than others:
 * a search repeated by the same visitor within TRACK_SEARCH_REPEAT_WINDOW is not stored again
 * (clicks always are; the route limits how many posts a visitor makes). `visitor` is the
 * member's id or the client address; in-process requests have neither.
 */
export async function trackSearch(options: {
  db: Db;
  rateLimitStore: RateLimitStore;
  body: TrackSearchRequest;
  userId: string | null;
  visitor: string | null;
}): Promise<void> {
  const { body, rateLimitStore, visitor } = options;
  if (visitor && !body.clicked) {
    // The store's fixed window: the first search of a window is stored, repeats are not.
    const query = createHash('sha256').update(normaliseQuery(body.query)).digest('base64url');
    const first = await rateLimitStore.consume(`track-search:seen:${visitor}:${query}`, {
      window: TRACK_SEARCH_REPEAT_WINDOW,
      max: 1,
    });
    if (!first.allowed) return;
  }
  await options.db.insert(searchQueries).values({
    query: body.query,
    resultCount: body.resultCount ?? null,
    clickedResultId: body.resultId ?? null,
    clickedResultType: body.resultType ?? null,
    clicked: body.clicked ?? false,
    userId: options.userId,
  });
}
