import { ADMIN_PAGE_SIZE, adminMessages, type AdminMember, type UserRole } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { profiles, sessions, users } from '@lineup/db/schema';
import { desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { forbidden, notFound } from '../../lib/app-error';
import { containsPattern } from '../../lib/like-pattern';
import type { SessionUser } from '../../types';
import { auditActor, COMMAND_LINE, recordAudit, type AuditActor } from './audit-log';

// Members as admins moderate them: the list, bans and roles.

const memberColumns = {
  id: users.id,
  email: users.email,
  username: profiles.username,
  role: users.role,
  emailVerified: users.emailVerified,
  banned: users.banned,
  banReason: users.banReason,
  createdAt: users.createdAt,
};

type MemberRow = {
  id: string;
  email: string;
  username: string | null;
  role: string;
  emailVerified: boolean;
  banned: boolean;
  banReason: string | null;
  createdAt: Date;
};

const toAdminMember = (row: MemberRow): AdminMember => ({
  ...row,
  role: row.role === 'admin' ? 'admin' : 'user',
  createdAt: row.createdAt.toISOString(),
});

const selectMembers = (db: Db, where: SQL | undefined) =>
  db.select(memberColumns).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(where);

/**
 * Members newest first, optionally those whose username or e-mail contains `q`. Each side is
 * found through its own trigram index, then joined by id.
 */
export async function listMembers(options: { db: Db; q?: string | undefined; page: number }) {
  const { db, q, page } = options;
  let where: SQL | undefined;
  if (q) {
    const pattern = containsPattern(q);
    where = or(
      ilike(users.email, pattern),
      inArray(
        users.id,
        db.select({ id: profiles.id }).from(profiles).where(ilike(profiles.username, pattern)),
      ),
    );
  }
  const rows = await selectMembers(db, where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return {
    members: rows.slice(0, ADMIN_PAGE_SIZE).map(toAdminMember),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    hasMore: rows.length > ADMIN_PAGE_SIZE,
  };
}

/** A member as the log names them: their username, else their e-mail address. */
async function memberTarget(db: Db, id: string) {
  const [row] = await selectMembers(db, eq(users.id, id)).limit(1);
  if (!row) throw notFound(adminMessages.memberNotFound);
  return { row, target: { type: 'member' as const, id, name: row.username ?? row.email } };
}

async function memberById(db: Db, id: string): Promise<AdminMember> {
  const [row] = await selectMembers(db, eq(users.id, id)).limit(1);
  if (!row) throw notFound(adminMessages.memberNotFound);
  return toAdminMember(row);
}

/**
 * Bans a member and ends every session they have, so they are out at once (sessions are read
 * from the database on each request). Better Auth's admin plugin then refuses their sign-ins.
 */
export async function banMember(options: {
  db: Db;
  actor: SessionUser;
  id: string;
  reason?: string | undefined;
}): Promise<AdminMember> {
  const { db, actor, id } = options;
  if (actor.id === id) throw forbidden(adminMessages.cannotBanSelf);
  const reason = options.reason || null;
  await db.transaction(async (tx) => {
    const { target } = await memberTarget(tx, id);
    await tx
      .update(users)
      .set({ banned: true, banReason: reason, banExpires: null })
      .where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, {
      actor: await auditActor(tx, actor),
      action: 'member.ban',
      target,
      details: { reason },
    });
  });
  return memberById(db, id);
}

export async function unbanMember(options: {
  db: Db;
  actor: SessionUser;
  id: string;
}): Promise<AdminMember> {
  const { db, actor, id } = options;
  await db.transaction(async (tx) => {
    const { row, target } = await memberTarget(tx, id);
    // Lifting a ban that is not there changes nothing, so it leaves no record.
    if (!row.banned) return;
    await tx
      .update(users)
      .set({ banned: false, banReason: null, banExpires: null })
      .where(eq(users.id, id));
    await recordAudit(tx, {
      actor: await auditActor(tx, actor),
      action: 'member.unban',
      target,
      details: { reason: row.banReason },
    });
  });
  return memberById(db, id);
}

/** The role change and its audit row, in the caller's transaction; false when unchanged. */
async function changeRole(
  tx: Db,
  options: { actor: AuditActor; id: string; role: UserRole },
): Promise<boolean> {
  const { actor, id, role } = options;
  const { row, target } = await memberTarget(tx, id);
  const from = row.role === 'admin' ? 'admin' : 'user';
  if (from === role) return false;
  await tx.update(users).set({ role }).where(eq(users.id, id));
  await recordAudit(tx, { actor, action: 'member.role', target, details: { from, to: role } });
  return true;
}

/** Make admin or remove admin; the role is read on every request, so it applies at once. */
export async function setMemberRole(options: {
  db: Db;
  actor: SessionUser;
  id: string;
  role: UserRole;
}): Promise<AdminMember> {
  const { db, actor, id, role } = options;
  // Keeps at least the admin who is acting, so the site never locks itself out by accident.
  if (actor.id === id && role !== 'admin') throw forbidden(adminMessages.cannotDemoteSelf);
  await db.transaction(async (tx) =>
    changeRole(tx, { actor: await auditActor(tx, actor), id, role }),
  );
  return memberById(db, id);
}

/**
 * For the command line: the role by e-mail address; null when no member has that address.
 * The audit log names the actor "command line".
 */
export async function setRoleByEmail(options: {
  db: Db;
  email: string;
  role: UserRole;
}): Promise<{ email: string; role: UserRole; changed: boolean } | null> {
  const { db, role } = options;
  const email = options.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    if (!current) return null;
    const changed = await changeRole(tx, { actor: COMMAND_LINE, id: current.id, role });
    return { email: current.email, role, changed };
  });
}
