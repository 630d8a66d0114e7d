import type { HostRole } from '@lineup/contracts';
import { crewMembers, eventHosts, events } from '@lineup/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { forbidden, notFound } from '../../lib/app-error';
import type { DbOrTx } from '../../lib/transaction';
import { canSee, EVENT_NOT_FOUND, type Viewer } from './viewer';

// Who may do what with an event (docs/product.md §14): its owner (the creator, and the owners
// of its crew) does everything; a host (an accepted co-host, a host of its crew) edits it,
// reads its guests and answers, writes to them and checks them in; a crew's check-in member
// only checks guests in. Everyone else is a guest or a visitor.

const RANK: Record<HostRole, number> = { checkin: 1, host: 2, owner: 3 };

/** Whether `role` allows what `needed` does. */
export const allows = (role: HostRole | null, needed: HostRole): boolean =>
  role !== null && RANK[role] >= RANK[needed];

/** The facts about an event that decide its hosts, and what notices about it say. */
export type HostedEvent = {
  id: string;
  creatorId: string | null;
  crewId: string | null;
  status: string;
  title: string;
};

const roleOf = (
  event: HostedEvent,
  userId: string | null,
  row: { cohost: boolean; crewRole: HostRole | null },
): HostRole | null => {
  if (userId === null) return null;
  if (event.creatorId === userId || row.crewRole === 'owner') return 'owner';
  if (row.cohost || row.crewRole === 'host') return 'host';
  return row.crewRole === 'checkin' ? 'checkin' : null;
};

/**
 * The event, the member's role for it (null when they do not host it) and whether they are
 * invited to co-host it, in one query; or undefined when there is no such event.
 */
export async function eventWithRole(
  db: DbOrTx,
  eventId: string,
  userId: string | null,
): Promise<{ event: HostedEvent; role: HostRole | null; invited: boolean } | undefined> {
  const member = userId ?? '';
  // Joins, not subqueries in the selection: each table's primary key allows one row at most.
  const [row] = await db
    .select({
      id: events.id,
      creatorId: events.creatorId,
      crewId: events.crewId,
      status: events.status,
      title: events.title,
      hostStatus: eventHosts.status,
      crewRole: crewMembers.role,
      crewStatus: crewMembers.status,
    })
    .from(events)
    .leftJoin(eventHosts, and(eq(eventHosts.eventId, events.id), eq(eventHosts.userId, member)))
    .leftJoin(
      crewMembers,
      and(eq(crewMembers.crewId, events.crewId), eq(crewMembers.userId, member)),
    )
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) return undefined;
  const { hostStatus, crewRole, crewStatus, ...event } = row;
  const role = roleOf(event, userId, {
    cohost: hostStatus === 'accepted',
    crewRole: crewStatus === 'accepted' ? crewRole : null,
  });
  return { event, role, invited: hostStatus === 'invited' };
}

/**
 * The event and the member's role, or 404 when there is none or it is a draft they may not
 * see: a draft is its hosts' and the members invited to host it, who are asked before it is
 * published.
 */
export async function visibleEventWithRole(db: DbOrTx, eventId: string, userId: string | null) {
  const found = await eventWithRole(db, eventId, userId);
  if (
    !found ||
    (found.event.status === 'draft' && !allows(found.role, 'checkin') && !found.invited)
  ) {
    throw notFound(EVENT_NOT_FOUND);
  }
  return found;
}

/** Refuses (403) unless the member's role allows `needed`. */
export function requireRole(role: HostRole | null, needed: HostRole, message: string): HostRole {
  if (!allows(role, needed)) throw forbidden(message);
  return role!;
}

/** Everyone who hosts the event (owner and hosts, not check-in members), to tell them. */
export async function hostIdsOf(db: DbOrTx, event: HostedEvent): Promise<string[]> {
  const cohosts = await db
    .select({ userId: eventHosts.userId })
    .from(eventHosts)
    .where(and(eq(eventHosts.eventId, event.id), eq(eventHosts.status, 'accepted')));
  const crewHosts = event.crewId
    ? await db
        .select({ userId: crewMembers.userId })
        .from(crewMembers)
        .where(
          and(
            eq(crewMembers.crewId, event.crewId),
            eq(crewMembers.status, 'accepted'),
            inArray(crewMembers.role, ['owner', 'host']),
          ),
        )
    : [];
  const ids = [
    event.creatorId,
    ...cohosts.map((row) => row.userId),
    ...crewHosts.map((row) => row.userId),
  ];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** An admin, who may change any event (audited), or null. */
const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';

/**
 * Whether the viewer may see the event: anyone a published or cancelled one; a draft its hosts
 * (check-in members too, who prepare the door) and admins.
 */
export async function canSeeEvent(
  db: DbOrTx,
  event: { id: string; status: string; creatorId: string | null },
  viewer: Viewer,
): Promise<boolean> {
  if (canSee(event, viewer)) return true;
  if (!viewer) return false;
  const found = await eventWithRole(db, event.id, viewer.id);
  return allows(found?.role ?? null, 'checkin');
}

/** The viewer's role for the event, admins counting as its owner (their changes are audited). */
export async function roleForChange(
  db: DbOrTx,
  eventId: string,
  viewer: Viewer,
): Promise<HostRole | null> {
  if (!viewer) return null;
  if (isAdmin(viewer)) return 'owner';
  return (await eventWithRole(db, eventId, viewer.id))?.role ?? null;
}
