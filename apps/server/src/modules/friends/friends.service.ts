import {
  blockMessages,
  FRIEND_LIST_MAX,
  FRIEND_SEARCH_LIMIT,
  friendMessages,
  type FriendRelation,
  type FriendRequestEntry,
  type FriendSearchResponse,
  type FriendsResponse,
  type FriendshipChangeResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { friendships, profiles, users, type FriendshipRow } from '@lineup/db/schema';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import { containsPattern, escapeLike } from '../../lib/like-pattern';
import { findMember, memberColumns, toMember } from '../../lib/member-summary';
import type { DbOrTx } from '../../lib/transaction';
import { isUniqueViolation } from '../../lib/unique-violation';
import { hasBlocked, notBlocked } from '../blocking';
import { announce, withdraw } from '../notifications';
import { findPair, pairIs, relationOf } from './friendship';

// ---- Building blocks -------------------------------------------------------------------------

/** The other member of a friendship row, seen from `viewerId`. */
const otherOf = (viewerId: string) =>
  sql<string>`case when ${friendships.requesterId} = ${viewerId} then ${friendships.addresseeId} else ${friendships.requesterId} end`;

// ---- Search ----------------------------------------------------------------------------------

/**
 * The search statement, apart so a test can EXPLAIN it. `ILIKE '%term%'` on the bare column is
 * what `profiles_username_trgm_idx` (GIN, gin_trgm_ops) serves; a term of two characters holds
 * no whole trigram, so PostgreSQL reads the small profiles table instead.
 */
export function memberSearchQuery(db: Db, options: { viewerId: string; term: string }) {
  const { viewerId } = options;
  const term = options.term.trim();
  const lowered = term.toLowerCase();
  return db
    .select({
      ...memberColumns,
      id: profiles.id,
      friendshipId: friendships.id,
      requesterId: friendships.requesterId,
      status: friendships.status,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(friendships, pairIs(viewerId, profiles.id))
    .where(
      and(
        sql`${profiles.username} ilike ${containsPattern(term)}`,
        sql`${profiles.id} <> ${viewerId}`,
        // Members who blocked me, or whom I blocked, are not found (docs/product.md §13).
        notBlocked(viewerId, profiles.id),
      ),
    )
    .orderBy(
      sql`lower(${profiles.username}) = ${lowered} desc`,
      sql`lower(${profiles.username}) like ${`${escapeLike(lowered)}%`} desc`,
      sql`length(${profiles.username})`,
      sql`lower(${profiles.username})`,
    )
    .limit(FRIEND_SEARCH_LIMIT);
}

/** `GET /api/friends/search`: members whose username contains the term, with the relation. */
export async function searchMembers(options: {
  db: Db;
  viewerId: string;
  term: string;
}): Promise<FriendSearchResponse> {
  const rows = await memberSearchQuery(options.db, options);
  return {
    members: rows.map((row) => ({
      ...toMember(row),
      relation: relationOf(
        row.friendshipId && row.requesterId && row.status
          ? { id: row.friendshipId, requesterId: row.requesterId, status: row.status }
          : null,
        options.viewerId,
      ),
    })),
  };
}

// ---- Lists -----------------------------------------------------------------------------------

/** `GET /api/friends`: my friends and the requests I received and sent. */
export async function listFriends(options: { db: Db; viewerId: string }): Promise<FriendsResponse> {
  const { db, viewerId } = options;
  const other = otherOf(viewerId);
  const rows = (where: SQL, order: SQL[]) =>
    db
      .select({
        friendshipId: friendships.id,
        createdAt: friendships.createdAt,
        respondedAt: friendships.respondedAt,
        id: other,
        username: profiles.username,
        avatarUrl: profiles.avatarUrl,
      })
      .from(friendships)
      .leftJoin(profiles, eq(profiles.id, other))
      // A block ends the friendship or request between the two; this keeps it so even for a
      // row written by a request that crossed the block.
      .where(and(where, notBlocked(viewerId, other)))
      .orderBy(...order)
      .limit(FRIEND_LIST_MAX);

  const newestFirst = [desc(friendships.createdAt), desc(friendships.id)];
  const [friends, incoming, outgoing] = await Promise.all([
    rows(
      and(
        eq(friendships.status, 'accepted'),
        or(eq(friendships.requesterId, viewerId), eq(friendships.addresseeId, viewerId)),
      )!,
      [sql`lower(${profiles.username})`, asc(friendships.id)],
    ),
    rows(
      and(eq(friendships.addresseeId, viewerId), eq(friendships.status, 'pending'))!,
      newestFirst,
    ),
    rows(
      and(eq(friendships.requesterId, viewerId), eq(friendships.status, 'pending'))!,
      newestFirst,
    ),
  ]);
  const toRequest = (row: (typeof incoming)[number]): FriendRequestEntry => ({
    friendshipId: row.friendshipId,
    member: toMember(row),
    sentAt: row.createdAt.toISOString(),
  });
  return {
    friends: friends.map((row) => ({
      friendshipId: row.friendshipId,
      member: toMember(row),
      since: (row.respondedAt ?? row.createdAt).toISOString(),
    })),
    incoming: incoming.map(toRequest),
    outgoing: outgoing.map(toRequest),
  };
}

// ---- Requests and answers --------------------------------------------------------------------

/** Accepts a pending request; its sender hears who accepted (docs/product.md §10). */
async function acceptRow(db: Db, id: string, now: Date): Promise<FriendshipRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(friendships)
      .set({ status: 'accepted', respondedAt: now })
      .where(and(eq(friendships.id, id), eq(friendships.status, 'pending')))
      .returning();
    if (!row) return undefined;
    const accepter = await findMember(tx, row.addresseeId);
    await announce(tx, {
      kind: 'friend_accepted',
      title: (t) => t.t('friend.accepted', { name: accepter?.username ?? t.t('someone') }),
      body: (t) => t.t('friend.accepted.body'),
      link: `/user/${row.addresseeId}`,
      recipients: { users: [row.requesterId] },
      actorId: row.addresseeId,
    });
    return row;
  });
}

/**
 * `POST /api/friends/requests`. When the other member already asked me, sending accepts their
 * request: both want to be friends, and a second, crossing request could never be stored (the
 * pair is unique). A request I already sent, or an existing friendship, is a 409.
 */
export async function sendFriendRequest(options: {
  db: Db;
  viewerId: string;
  userId: string;
  now?: Date;
}): Promise<{ created: boolean; change: FriendshipChangeResponse }> {
  const { db, viewerId, userId } = options;
  const now = options.now ?? new Date();
  if (userId === viewerId) {
    throw new AppError('bad_request', 400, friendMessages.notYourself);
  }
  const member = await findMember(db, userId);
  if (!member) throw notFound(friendMessages.memberNotFound);
  // docs/product.md §13: a blocked member cannot send the blocker a request, and is told no more
  // than for a member who does not exist; the blocker is told what to do.
  if (await hasBlocked(db, viewerId, userId)) throw conflict(blockMessages.unblockToRequest);
  if (await hasBlocked(db, userId, viewerId)) throw notFound(friendMessages.memberNotFound);

  // Two attempts: a crossing request may land between the look-up and the insert.
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await findPair(db, viewerId, userId);
    if (existing) {
      if (existing.status === 'accepted') throw conflict(friendMessages.alreadyFriends);
      if (existing.requesterId === viewerId) throw conflict(friendMessages.alreadySent);
      const accepted = await acceptRow(db, existing.id, now);
      if (!accepted) continue;
      return { created: false, change: { member, relation: relationOf(accepted, viewerId) } };
    }
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(friendships)
          .values({ requesterId: viewerId, addresseeId: userId, status: 'pending', createdAt: now })
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          const sender = await findMember(tx, viewerId);
          await announce(tx, {
            kind: 'friend_request',
            title: (t) => t.t('friend.request', { name: sender?.username ?? t.t('someone') }),
            body: (t) => t.t('friend.request.body'),
            link: '/friends',
            recipients: { users: [userId] },
            actorId: viewerId,
            subject: friendRequestSubject(viewerId, userId),
          });
        }
        return inserted;
      });
      if (row) return { created: true, change: { member, relation: relationOf(row, viewerId) } };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict(friendMessages.alreadySent);
}

/**
 * The friendship named by `id`, when the viewer is one of its two members. Anyone else gets
 * the same 404 as for an id that does not exist: it is none of their business.
 */
async function friendshipOf(db: Db, id: string, viewerId: string, missing: string) {
  const [row] = await db.select().from(friendships).where(eq(friendships.id, id)).limit(1);
  if (!row || (row.requesterId !== viewerId && row.addresseeId !== viewerId)) {
    throw notFound(missing);
  }
  const other = row.requesterId === viewerId ? row.addresseeId : row.requesterId;
  const member = (await findMember(db, other)) ?? { id: other, username: 'User', avatarUrl: null };
  return { row, member };
}

/** `POST /api/friends/requests/:id/accept`: only the member who received the request. */
export async function acceptFriendRequest(options: {
  db: Db;
  viewerId: string;
  id: string;
  now?: Date;
}): Promise<FriendshipChangeResponse> {
  const { db, viewerId, id } = options;
  const { row, member } = await friendshipOf(db, id, viewerId, friendMessages.requestNotFound);
  if (row.addresseeId !== viewerId) throw forbidden(friendMessages.onlyAddresseeAccepts);
  if (row.status === 'accepted') throw conflict(friendMessages.alreadyAccepted);
  const accepted = await acceptRow(db, id, options.now ?? new Date());
  // Cancelled by the requester in the meantime.
  if (!accepted) throw notFound(friendMessages.requestNotFound);
  return { member, relation: relationOf(accepted, viewerId) };
}

/** The subject of a request's notice: a request withdrawn before it was read leaves none. */
const friendRequestSubject = (requesterId: string, addresseeId: string) =>
  `friend-request:${requesterId}:${addresseeId}`;

async function deleteRow(db: DbOrTx, row: FriendshipRow, missing: string) {
  const [deleted] = await db
    .delete(friendships)
    .where(and(eq(friendships.id, row.id), eq(friendships.status, row.status)))
    .returning({ id: friendships.id });
  if (!deleted) throw notFound(missing);
}

const none: FriendRelation = { state: 'none', friendshipId: null };

/** `POST /api/friends/requests/:id/decline`: only the member who received it; the row goes. */
export async function declineFriendRequest(options: {
  db: Db;
  viewerId: string;
  id: string;
}): Promise<FriendshipChangeResponse> {
  const { db, viewerId, id } = options;
  const { row, member } = await friendshipOf(db, id, viewerId, friendMessages.requestNotFound);
  if (row.addresseeId !== viewerId) throw forbidden(friendMessages.onlyAddresseeDeclines);
  if (row.status === 'accepted') throw conflict(friendMessages.alreadyAccepted);
  await deleteRow(db, row, friendMessages.requestNotFound);
  return { member, relation: none };
}

/** `DELETE /api/friends/requests/:id`: only the member who sent it. */
export async function cancelFriendRequest(options: {
  db: Db;
  viewerId: string;
  id: string;
}): Promise<FriendshipChangeResponse> {
  const { db, viewerId, id } = options;
  const { row, member } = await friendshipOf(db, id, viewerId, friendMessages.requestNotFound);
  if (row.requesterId !== viewerId) throw forbidden(friendMessages.onlyRequesterCancels);
  if (row.status === 'accepted') throw conflict(friendMessages.alreadyAccepted);
  await db.transaction(async (tx) => {
    await deleteRow(tx, row, friendMessages.requestNotFound);
    await withdraw(tx, friendRequestSubject(row.requesterId, row.addresseeId));
  });
  return { member, relation: none };
}

/** `DELETE /api/friends/:id`: either friend ends the friendship. */
export async function unfriend(options: {
  db: Db;
  viewerId: string;
  id: string;
}): Promise<FriendshipChangeResponse> {
  const { db, viewerId, id } = options;
  const { row, member } = await friendshipOf(db, id, viewerId, friendMessages.friendshipNotFound);
  if (row.status !== 'accepted') throw conflict(friendMessages.notFriendsYet);
  await deleteRow(db, row, friendMessages.friendshipNotFound);
  return { member, relation: none };
}
