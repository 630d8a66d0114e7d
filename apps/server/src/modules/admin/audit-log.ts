import type {
  AdminAuditAction,
  AdminAuditEntry,
  AdminAuditLogResponse,
  AdminAuditTargetType,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { adminAuditLog, profiles } from '@lineup/db/schema';
import { desc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../types';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';

/** Who did it: an admin (by id, with the name they had then) or the command line. */
export type AuditActor = { id: string | null; name: string };

/** `npm run admin -- grant|revoke`: run on the server itself, by no account. */
export const COMMAND_LINE: AuditActor = { id: null, name: 'command line' };

export type AuditDetails = Record<string, string | number | boolean | null>;

/** The admin as the log names them: their username, else their account name or e-mail. */
export async function auditActor(
  db: Db,
  user: Pick<SessionUser, 'id'> & Partial<Pick<SessionUser, 'name' | 'email'>>,
): Promise<AuditActor> {
  const [profile] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, user.id))
    .limit(1);
  return { id: user.id, name: profile?.username ?? (user.name || user.email || 'an admin') };
}

/**
 * Adds one row to the audit log. Call it with the transaction that makes the change, so the
 * change and its record are written together or not at all.
 */
export async function recordAudit(
  tx: Db,
  entry: {
    actor: AuditActor;
    action: AdminAuditAction;
    target: { type: AdminAuditTargetType; id: string; name: string };
    details?: AuditDetails;
  },
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetName: entry.target.name,
    details: entry.details ?? null,
  });
}

/**
 * Records an admin changing or removing someone else's event or plan through the ordinary
 * endpoints (moderation outside the admin page). A member's own changes are not logged.
 */
export async function recordModeration(
  tx: Db,
  entry: {
    user: Pick<SessionUser, 'id' | 'role'> & Partial<Pick<SessionUser, 'name' | 'email'>>;
    ownerId: string | null;
    action: Extract<AdminAuditAction, `event.${string}` | `plan.${string}`>;
    target: { type: 'event' | 'plan'; id: string; name: string };
  },
): Promise<void> {
  const { user, ownerId } = entry;
  if (user.role !== 'admin' || user.id === ownerId) return;
  await recordAudit(tx, {
    actor: await auditActor(tx, user),
    action: entry.action,
    target: entry.target,
  });
}

/** `created_at` as the cursor keeps it: UTC with microseconds, so no row is skipped or repeated. */
const cursorAt = sql<string>`to_char(${adminAuditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `GET /api/admin/audit-log`: newest first, keyset-paged on (created_at, id). */
export async function listAuditLog(options: {
  db: Db;
  cursor?: string | undefined;
  limit: number;
}): Promise<AdminAuditLogResponse> {
  const { db, limit } = options;
  const after = options.cursor ? decodeCursor(options.cursor) : undefined;
  const rows = await db
    .select({
      id: adminAuditLog.id,
      actorId: adminAuditLog.actorId,
      actorName: adminAuditLog.actorName,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      targetName: adminAuditLog.targetName,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
      cursorAt,
    })
    .from(adminAuditLog)
    .where(
      after
        ? sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (${after.start}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit).map((row): AdminAuditEntry => ({
    id: row.id,
    actor: { id: row.actorId, name: row.actorName },
    action: row.action,
    target: {
      type: row.targetType as AdminAuditTargetType,
      id: row.targetId,
      name: row.targetName,
    },
    details: (row.details ?? {}) as AuditDetails,
    createdAt: row.createdAt.toISOString(),
  }));
  const last = rows[limit - 1];
  return {
    entries,
    nextCursor:
      rows.length > limit && last ? encodeCursor({ start: last.cursorAt, id: last.id }) : null,
  };
}
