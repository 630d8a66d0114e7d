import { crews, events } from '@lineup/db/schema';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/transaction';

/**
 * The covers among `urls` that no event or crew uses any more, to delete from storage: the
 * sessions of a series share one cover, so removing or replacing one session's must leave the
 * others'.
 */
export async function coversNoEventUses(db: DbOrTx, urls: (string | null)[]): Promise<string[]> {
  const candidates = [...new Set(urls.filter((url): url is string => url !== null))];
  if (candidates.length === 0) return [];
  const [byEvents, byCrews] = await Promise.all([
    db
      .selectDistinct({ imageUrl: events.imageUrl })
      .from(events)
      .where(inArray(events.imageUrl, candidates)),
    db
      .selectDistinct({ imageUrl: crews.imageUrl })
      .from(crews)
      .where(inArray(crews.imageUrl, candidates)),
  ]);
  const stillUsed = new Set([...byEvents, ...byCrews].map((row) => row.imageUrl));
  return candidates.filter((url) => !stillUsed.has(url));
}
