import { crewMessages, type CrewRole } from '@lineup/contracts';
import { crewMembers } from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { forbidden } from '../../lib/app-error';
import type { DbOrTx } from '../../lib/transaction';

const RANK: Record<CrewRole, number> = { checkin: 1, host: 2, owner: 3 };

/** The member's accepted role in the crew, or null. */
export async function crewRoleOf(
  db: DbOrTx,
  crewId: string,
  userId: string,
): Promise<CrewRole | null> {
  const [row] = await db
    .select({ role: crewMembers.role })
    .from(crewMembers)
    .where(
      and(
        eq(crewMembers.crewId, crewId),
        eq(crewMembers.userId, userId),
        eq(crewMembers.status, 'accepted'),
      ),
    )
    .limit(1);
  return row?.role ?? null;
}

/** Refuses (403) unless the member's role in the crew is at least `needed`. */
export async function requireCrewRole(
  db: DbOrTx,
  crewId: string,
  userId: string,
  needed: CrewRole,
): Promise<CrewRole> {
  const role = await crewRoleOf(db, crewId, userId);
  if (role === null || RANK[role] < RANK[needed]) {
    throw forbidden(needed === 'owner' ? crewMessages.ownersOnly : crewMessages.hostsOnly);
  }
  return role;
}
