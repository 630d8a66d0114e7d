import type { MemberSummary } from '@lineup/contracts';
import { profiles, users } from '@lineup/db/schema';
import { eq, sql } from 'drizzle-orm';
import { firstAvatar } from './avatar';
import type { DbOrTx } from './transaction';

// A member as lists and changes name them (id, username, avatar), for every module that shows
// one member to another.

/** The columns a `MemberSummary` is made from; the query joins `profiles` to `users`. */
export const memberColumns = {
  id: users.id,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
};

// A profile is created with every account; the fallback only covers a broken row.
export const toMember = (row: {
  id: string;
  username: string | null;
  avatarUrl: string[] | null;
}): MemberSummary => ({
  id: row.id,
  username: row.username ?? 'User',
  avatarUrl: firstAvatar(row.avatarUrl),
});

/** The member with this id, or undefined when there is none. */
export async function findMember(db: DbOrTx, userId: string): Promise<MemberSummary | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toMember(row) : undefined;
}

/** The member with this username, in any case, or undefined (banned members included). */
export async function findMemberByUsername(
  db: DbOrTx,
  username: string,
): Promise<{ id: string; banned: boolean } | undefined> {
  const [row] = await db
    .select({ id: users.id, banned: users.banned })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}
