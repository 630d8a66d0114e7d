import {
  BLOCKS_LIST_MAX,
  blockMessages,
  type BlockChangeResponse,
  type BlocksResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { memberBlocks, profiles, users } from '@lineup/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/app-error';
import { findMember, memberColumns, toMember } from '../../lib/member-summary';
import { endFriendship } from '../friends';
import { leaveEachOthersPlans } from '../plans';

// docs/product.md §13 "Blocking". What a block hides is decided where each thing is read, with
// `notBlocked` and `blockedEitherWay` (modules/blocking); this file makes, lifts and lists blocks.

/**
 * `POST /api/blocks`. Blocking twice is not an error (`created` false). In the same
 * transaction the two stop being friends (or the pending request between them goes) and leave
 * each other's plans that have not started, so nothing is left that one of them can no longer
 * see. The blocked member is not told. Blocking a member who already blocked me is allowed and
 * answered alike, so it reveals nothing.
 */
export async function blockMember(options: {
  db: Db;
  viewerId: string;
  userId: string;
  now?: Date;
}): Promise<{ created: boolean; change: BlockChangeResponse }> {
  const { db, viewerId, userId } = options;
  const now = options.now ?? new Date();
  if (userId === viewerId) throw new AppError('bad_request', 400, blockMessages.notYourself);
  const member = await findMember(db, userId);
  if (!member) throw notFound(blockMessages.memberNotFound);

  const created = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(memberBlocks)
      .values({ blockerId: viewerId, blockedId: userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ blockedId: memberBlocks.blockedId });
    await endFriendship(tx, viewerId, userId);
    await leaveEachOthersPlans(tx, { a: viewerId, b: userId, now });
    return inserted !== undefined;
  });
  return { created, change: { member, blocked: true } };
}

/**
 * `DELETE /api/blocks/:userId`: only the blocker lifts their block. A friendship it ended stays
 * ended; either may send a new request.
 */
export async function unblockMember(options: {
  db: Db;
  viewerId: string;
  userId: string;
}): Promise<BlockChangeResponse> {
  const { db, viewerId, userId } = options;
  const [deleted] = await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, viewerId), eq(memberBlocks.blockedId, userId)))
    .returning({ blockedId: memberBlocks.blockedId });
  if (!deleted) throw notFound(blockMessages.notBlocked);
  const member = (await findMember(db, userId)) ?? {
    id: userId,
    username: 'User',
    avatarUrl: null,
  };
  return { member, blocked: false };
}

/** `GET /api/blocks`: the members I blocked, most recently blocked first. */
export async function listBlocks(options: { db: Db; viewerId: string }): Promise<BlocksResponse> {
  const { db, viewerId } = options;
  const rows = await db
    .select({ ...memberColumns, blockedAt: memberBlocks.createdAt })
    .from(memberBlocks)
    .innerJoin(users, eq(users.id, memberBlocks.blockedId))
    .leftJoin(profiles, eq(profiles.id, memberBlocks.blockedId))
    .where(eq(memberBlocks.blockerId, viewerId))
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedId))
    .limit(BLOCKS_LIST_MAX);
  return {
    blocked: rows.map((row) => ({ ...toMember(row), blockedAt: row.blockedAt.toISOString() })),
  };
}
