import { events } from '@lineup/db/schema';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/transaction';

/**
 * The covers among `urls` that no event uses any more, to delete from storage: the sessions
 * of a series share one cover, so removing or replacing one session's must leave the others'.
 */
export async function coversNoEventUses(db: DbOrTx, urls: (string | null)[]): Promise<string[]> {
  const candidates = [...new Set(urls.filter((url): url is string => url !== null))];
  if (candidates.length === 0) return [];
  const used = await db
    .selectDistinct({ imageUrl: events.imageUrl })
    .from(events)
    .where(inArray(events.imageUrl, candidates));
  const stillUsed = new Set(used.map((row) => row.imageUrl));
  return candidates.filter((url) => !stillUsed.has(url));
}
