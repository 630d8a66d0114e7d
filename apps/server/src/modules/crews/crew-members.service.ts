import {
  CREW_MEMBERS_MAX,
  crewMessages,
  errorMessages,
  type CrewMembersResponse,
  type CrewRole,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { crewMembers, crews, profiles, users } from '@lineup/db/schema';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { conflict, notFound, validationFailed } from '../../lib/app-error';
import {
  findMember,
  findMemberByUsername,
  memberColumns,
  toMember,
} from '../../lib/member-summary';
import type { Tx } from '../../lib/transaction';
import { announce, withdraw } from '../notifications';
import { requireCrewRole } from './crew-role';
import { blockedByOwners, crewPath, findCrew } from './crews.service';

// Who runs a crew (docs/product.md §14 "Crew roles"): its owners invite members by username
// with a role; an invitation is a notification its member accepts; owners change roles and
// remove members; anyone steps down. A crew always keeps an owner.

const INVITED_AS = {
  owner: 'crew.invite.owner',
  host: 'crew.invite.host',
  checkin: 'crew.invite.checkin',
} as const satisfies Record<CrewRole, string>;

const inviteSubject = (crewId: string, userId: string) => `crew-invite:${crewId}:${userId}`;

/** `GET /api/crews/:handle/members`: everyone in the crew and invited, for its owners. */
export async function listCrewMembers(options: {
  db: Db;
  handle: string;
  viewerId: string;
}): Promise<CrewMembersResponse> {
  const { db, handle, viewerId } = options;
  const crew = await findCrew(db, handle);
  await requireCrewRole(db, crew.id, viewerId, 'owner');
  return { members: await allMembers(db, crew.id) };
}

async function allMembers(db: Db | Tx, crewId: string) {
  const rows = await db
    .select({ ...memberColumns, role: crewMembers.role, status: crewMembers.status })
    .from(crewMembers)
    .innerJoin(users, eq(users.id, crewMembers.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(crewMembers.crewId, crewId))
    .orderBy(
      sql`case ${crewMembers.role} when 'owner' then 0 when 'host' then 1 else 2 end`,
      crewMembers.createdAt,
    );
  return rows.map((row) => ({ ...toMember(row), role: row.role, status: row.status }));
}

/** Locks the crew's row, so counts of its members cannot be raced past. */
const lockCrew = (tx: Tx, crewId: string) =>
  tx.execute(sql`select 1 from ${crews} where ${crews.id} = ${crewId} for update`);

/** `POST /api/crews/:handle/members`: an owner invites a member with a role. */
export async function inviteCrewMember(options: {
  db: Db;
  handle: string;
  viewerId: string;
  username: string;
  role: CrewRole;
}): Promise<CrewMembersResponse> {
  const { db, handle, viewerId, username, role } = options;
  const crew = await findCrew(db, handle);
  return db.transaction(async (tx) => {
    await requireCrewRole(tx, crew.id, viewerId, 'owner');
    await lockCrew(tx, crew.id);
    const invitee = await findMemberByUsername(tx, username);
    if (!invitee || invitee.banned) {
      throw validationFailed(errorMessages.validationFailed, {
        target: 'json',
        issues: [{ path: 'username', message: crewMessages.noSuchMember }],
      });
    }
    const [blocked] = await tx
      .select({ blocked: blockedByOwners(crew.id, invitee.id) })
      .from(crews)
      .where(eq(crews.id, crew.id));
    if (blocked?.blocked) throw conflict(crewMessages.cannotInvite);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(crewMembers)
      .where(eq(crewMembers.crewId, crew.id));
    if (total >= CREW_MEMBERS_MAX) throw conflict(crewMessages.full);
    const [created] = await tx
      .insert(crewMembers)
      .values({ crewId: crew.id, userId: invitee.id, role, invitedBy: viewerId })
      .onConflictDoNothing()
      .returning({ userId: crewMembers.userId });
    if (!created) throw conflict(crewMessages.alreadyIn);
    const inviter = await findMember(tx, viewerId);
    await announce(tx, {
      kind: 'host_invite',
      title: (t) =>
        t.t(INVITED_AS[role], { name: inviter?.username ?? t.t('someone'), crew: crew.name }),
      body: (t) => t.t('crew.invite.body'),
      link: crewPath(crew.handle),
      recipients: { users: [invitee.id] },
      actorId: viewerId,
      subject: inviteSubject(crew.id, invitee.id),
    });
    return { members: await allMembers(tx, crew.id) };
  });
}

/** Refuses a change that would leave the crew without an accepted owner. */
async function keepAnOwner(tx: Tx, crewId: string, leaving: string) {
  const [{ others } = { others: 0 }] = await tx
    .select({ others: count() })
    .from(crewMembers)
    .where(
      and(
        eq(crewMembers.crewId, crewId),
        eq(crewMembers.role, 'owner'),
        eq(crewMembers.status, 'accepted'),
        ne(crewMembers.userId, leaving),
      ),
    );
  if (others === 0) throw conflict(crewMessages.lastOwner);
}

/** `PATCH /api/crews/:handle/members/:userId`: an owner changes a member's role. */
export async function changeCrewRole(options: {
  db: Db;
  handle: string;
  viewerId: string;
  userId: string;
  role: CrewRole;
}): Promise<CrewMembersResponse> {
  const { db, handle, viewerId, userId, role } = options;
  const crew = await findCrew(db, handle);
  return db.transaction(async (tx) => {
    await requireCrewRole(tx, crew.id, viewerId, 'owner');
    await lockCrew(tx, crew.id);
    if (role !== 'owner') await keepAnOwner(tx, crew.id, userId);
    const changed = await tx
      .update(crewMembers)
      .set({ role })
      .where(and(eq(crewMembers.crewId, crew.id), eq(crewMembers.userId, userId)))
      .returning({ userId: crewMembers.userId });
    if (changed.length === 0) throw notFound(crewMessages.notMember);
    return { members: await allMembers(tx, crew.id) };
  });
}

/**
 * `DELETE /api/crews/:handle/members/:userId`: an owner removes a member or takes back an
 * invitation; a member steps down or declines with their own id.
 */
export async function removeCrewMember(options: {
  db: Db;
  handle: string;
  viewerId: string;
  userId: string;
}): Promise<CrewMembersResponse> {
  const { db, handle, viewerId, userId } = options;
  const crew = await findCrew(db, handle);
  return db.transaction(async (tx) => {
    if (userId !== viewerId) await requireCrewRole(tx, crew.id, viewerId, 'owner');
    await lockCrew(tx, crew.id);
    await keepAnOwner(tx, crew.id, userId);
    const removed = await tx
      .delete(crewMembers)
      .where(and(eq(crewMembers.crewId, crew.id), eq(crewMembers.userId, userId)))
      .returning({ userId: crewMembers.userId });
    if (removed.length === 0) throw notFound(crewMessages.notMember);
    await withdraw(tx, inviteSubject(crew.id, userId));
    // Someone who stepped down no longer reads the crew's member list.
    return { members: userId === viewerId ? [] : await allMembers(tx, crew.id) };
  });
}

/** `POST /api/crews/:handle/invitation`: the invited member accepts. */
export async function acceptCrewInvitation(options: {
  db: Db;
  handle: string;
  viewerId: string;
}): Promise<{ role: CrewRole }> {
  const { db, handle, viewerId } = options;
  const crew = await findCrew(db, handle);
  const [accepted] = await db
    .update(crewMembers)
    .set({ status: 'accepted' })
    .where(
      and(
        eq(crewMembers.crewId, crew.id),
        eq(crewMembers.userId, viewerId),
        eq(crewMembers.status, 'invited'),
      ),
    )
    .returning({ role: crewMembers.role });
  if (!accepted) throw notFound(crewMessages.notInvited);
  return accepted;
}
