import { memberBlocks } from '@lineup/db/schema';
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/transaction';

// docs/product.md §13 "Blocking": once either of two members blocked the other, neither sees
// the other's stays, plans or RSVPs, and neither can send the other a request. The block is
// one-sided in who may lift it, but hides both ways, so a blocker is not shown the member they
// blocked either (as on every social app people know).

const eitherWay = (a: string | SQLWrapper, b: string | SQLWrapper) =>
  or(
    and(eq(memberBlocks.blockerId, sql`${a}`), eq(memberBlocks.blockedId, sql`${b}`)),
    and(eq(memberBlocks.blockerId, sql`${b}`), eq(memberBlocks.blockedId, sql`${a}`)),
  );

/**
 * A condition for queries: true when `viewerId` (an id, or a column for one member per row) and
 * the member in `memberColumn` have not blocked each other. With no viewer (a visitor) it is
 * always true.
 */
export function notBlocked(viewerId: string | SQLWrapper | null, memberColumn: SQLWrapper): SQL {
  if (viewerId === null) return sql`true`;
  return sql`not exists (select 1 from ${memberBlocks} where ${eitherWay(viewerId, memberColumn)})`;
}

/** Whether either of two members has blocked the other. */
export async function blockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(eitherWay(a, b))
    .limit(1);
  return row !== undefined;
}

/** Whether `blockerId` blocked `blockedId` (one way only). */
export async function hasBlocked(
  db: DbOrTx,
  blockerId: string,
  blockedId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}
