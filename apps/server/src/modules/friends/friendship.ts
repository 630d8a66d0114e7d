import type { FriendRelation } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { friendships, type FriendshipRow } from '@lineup/db/schema';
import { and, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/transaction';

// The friendship between two members, apart from the requests and lists of friends.service so
// other modules (profiles, plans) can ask about it without depending on those flows.

/** The friendship row of a pair, matched the way `friendships_pair_key` indexes it. */
export const pairIs = (a: string | SQLWrapper, b: string | SQLWrapper) =>
  sql`least(${friendships.requesterId}, ${friendships.addresseeId}) = least(${a}::text, ${b}::text) and greatest(${friendships.requesterId}, ${friendships.addresseeId}) = greatest(${a}::text, ${b}::text)`;

/** A condition for queries: `viewerId` and the member in `memberColumn` are accepted friends. */
export const friendsWith = (viewerId: string, memberColumn: SQLWrapper) =>
  sql`exists (select 1 from ${friendships} where ${friendships.status} = 'accepted' and ${pairIs(viewerId, memberColumn)})`;

/**
 * Ids of the member's accepted friends. Two halves so each is served by its own
 * (requester|addressee, status) index.
 */
export const friendIdsOf = (userId: string) => sql`(
  select f.addressee_id from friendships f where f.requester_id = ${userId} and f.status = 'accepted'
  union all
  select f.requester_id from friendships f where f.addressee_id = ${userId} and f.status = 'accepted')`;

type Relatable = Pick<FriendshipRow, 'id' | 'requesterId' | 'status'>;

export function relationOf(row: Relatable | null | undefined, viewerId: string): FriendRelation {
  if (!row) return { state: 'none', friendshipId: null };
  if (row.status === 'accepted') return { state: 'friends', friendshipId: row.id };
  return {
    state: row.requesterId === viewerId ? 'request_sent' : 'request_received',
    friendshipId: row.id,
  };
}

export async function findPair(db: Db, a: string, b: string): Promise<FriendshipRow | undefined> {
  const [row] = await db.select().from(friendships).where(pairIs(a, b)).limit(1);
  return row;
}

/** How `viewerId` and `memberId` are related (shown on the member's public profile). */
export async function relationBetween(
  db: Db,
  viewerId: string,
  memberId: string,
): Promise<FriendRelation> {
  return relationOf(await findPair(db, viewerId, memberId), viewerId);
}

/** Whether `a` and `b` are friends: a friendship either of them asked for, accepted. */
export async function areFriends(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ id: friendships.id })
    .from(friendships)
    .where(
      and(
        eq(friendships.status, 'accepted'),
        or(
          and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
          and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
        ),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Ends whatever is between two members: a friendship or a pending request, whoever asked
 * (blocking does this, docs/product.md §13). Whether there was one.
 */
export async function endFriendship(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const deleted = await db
    .delete(friendships)
    .where(pairIs(a, b))
    .returning({ id: friendships.id });
  return deleted.length > 0;
}
