import {
  errorMessages,
  EVENT_COHOSTS_MAX,
  hostMessages,
  type EventHost,
  type EventHostsResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { crewMembers, eventHosts, events, profiles, users } from '@lineup/db/schema';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { AppError, conflict, notFound, validationFailed } from '../../lib/app-error';
import {
  findMember,
  findMemberByUsername,
  memberColumns,
  toMember,
} from '../../lib/member-summary';
import type { Tx } from '../../lib/transaction';
import { blockedEitherWay } from '../blocking';
import { allows, requireRole, visibleEventWithRole, type HostedEvent } from '../events';
import { announce, withdraw } from '../notifications';

// Co-hosts (docs/product.md §14 "Co-hosts"): the owner invites a member by username; they host
// once they accept (from the notification, on the event's page); the owner removes them, or
// they step down themselves.

const cohostSubject = (eventId: string, userId: string) => `cohost:${eventId}:${userId}`;
export const eventLink = (eventId: string) => `/events/event/${eventId}`;

/** The event's hosts as its page lists them: owner first, then co-hosts, then its crew's. */
async function hostsOf(db: Db | Tx, event: HostedEvent): Promise<EventHost[]> {
  const cohosts = db
    .select({ ...memberColumns, since: eventHosts.createdAt })
    .from(eventHosts)
    .innerJoin(users, eq(users.id, eventHosts.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(eventHosts.eventId, event.id),
        eq(eventHosts.status, 'accepted'),
        eq(users.banned, false),
      ),
    )
    .orderBy(asc(eventHosts.createdAt));
  const crew = event.crewId
    ? db
        .select(memberColumns)
        .from(crewMembers)
        .innerJoin(users, eq(users.id, crewMembers.userId))
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(
          and(
            eq(crewMembers.crewId, event.crewId),
            eq(crewMembers.status, 'accepted'),
            inArray(crewMembers.role, ['owner', 'host']),
            eq(users.banned, false),
          ),
        )
        .orderBy(asc(crewMembers.createdAt))
    : Promise.resolve([]);
  const owner = event.creatorId
    ? db
        .select(memberColumns)
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(and(eq(users.id, event.creatorId), eq(users.banned, false)))
    : Promise.resolve([]);
  const [ownerRows, cohostRows, crewRows] = await Promise.all([owner, cohosts, crew]);
  const seen = new Set<string>();
  const hosts: EventHost[] = [];
  const add = (rows: Parameters<typeof toMember>[0][], as: EventHost['as']) => {
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      hosts.push({ ...toMember(row), as });
    }
  };
  add(ownerRows, 'owner');
  add(cohostRows, 'cohost');
  add(crewRows, 'crew');
  return hosts;
}

/** `GET /api/events/:id/hosts`. */
export async function listHosts(options: {
  db: Db;
  eventId: string;
  viewerId: string | null;
}): Promise<EventHostsResponse> {
  const { db, eventId, viewerId } = options;
  const { event, role } = await visibleEventWithRole(db, eventId, viewerId);
  const hosts = await hostsOf(db, event);
  const invitedRows = await db
    .select({ ...memberColumns, status: eventHosts.status })
    .from(eventHosts)
    .innerJoin(users, eq(users.id, eventHosts.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(eventHosts.eventId, event.id), eq(eventHosts.status, 'invited')))
    .orderBy(asc(eventHosts.createdAt));
  return {
    hosts,
    invited: allows(role, 'host')
      ? invitedRows.map((row) => ({ ...toMember(row), status: row.status }))
      : [],
    viewerRole: role,
    viewerInvited: viewerId !== null && invitedRows.some((row) => row.id === viewerId),
  };
}

/** The member with this username (any case), or a 400 naming the field. */
async function memberByUsername(db: Db | Tx, username: string) {
  const row = await findMemberByUsername(db, username);
  if (!row || row.banned) {
    throw validationFailed(errorMessages.validationFailed, {
      target: 'json',
      issues: [{ path: 'username', message: hostMessages.noSuchMember }],
    });
  }
  return row;
}

/** `POST /api/events/:id/hosts`: the owner invites a member to co-host. */
export async function inviteCohost(options: {
  db: Db;
  eventId: string;
  viewerId: string;
  username: string;
}): Promise<EventHostsResponse> {
  const { db, eventId, viewerId, username } = options;
  await db.transaction(async (tx) => {
    const { event, role } = await visibleEventWithRole(tx, eventId, viewerId);
    requireRole(role, 'owner', hostMessages.ownerOnly);
    // One invitation at a time per event, so the count below cannot be raced past.
    await tx.execute(sql`select 1 from ${events} where ${events.id} = ${event.id} for update`);
    const invitee = await memberByUsername(tx, username);
    if (invitee.id === event.creatorId || invitee.id === viewerId) {
      throw conflict(hostMessages.self);
    }
    if (await blockedEitherWay(tx, viewerId, invitee.id)) {
      // Said the same way as for anyone who cannot be invited: a block is never revealed.
      throw conflict(hostMessages.cannotInvite);
    }
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(eventHosts)
      .where(eq(eventHosts.eventId, event.id));
    if (total >= EVENT_COHOSTS_MAX) throw conflict(hostMessages.full);
    const [created] = await tx
      .insert(eventHosts)
      .values({ eventId: event.id, userId: invitee.id, invitedBy: viewerId })
      .onConflictDoNothing()
      .returning({ userId: eventHosts.userId });
    if (!created) throw conflict(hostMessages.already);
    const inviter = await findMember(tx, viewerId);
    await announce(tx, {
      kind: 'host_invite',
      title: (t) =>
        t.t('host.invite', { name: inviter?.username ?? t.t('someone'), title: event.title }),
      body: (t) => t.t('host.invite.body'),
      link: eventLink(event.id),
      recipients: { users: [invitee.id] },
      actorId: viewerId,
      subject: cohostSubject(event.id, invitee.id),
    });
  });
  return listHosts({ db, eventId, viewerId });
}

/**
 * `DELETE /api/events/:id/hosts/:userId`: the owner removes a co-host or takes back an
 * invitation; a co-host steps down (or declines) with their own id.
 */
export async function removeCohost(options: {
  db: Db;
  eventId: string;
  viewerId: string;
  userId: string;
}): Promise<EventHostsResponse> {
  const { db, eventId, viewerId, userId } = options;
  await db.transaction(async (tx) => {
    const { role } = await visibleEventWithRole(tx, eventId, viewerId);
    if (userId !== viewerId) requireRole(role, 'owner', hostMessages.ownerOnly);
    const removed = await tx
      .delete(eventHosts)
      .where(and(eq(eventHosts.eventId, eventId), eq(eventHosts.userId, userId)))
      .returning({ userId: eventHosts.userId });
    if (removed.length === 0) {
      throw userId === viewerId
        ? notFound(hostMessages.notInvited)
        : notFound(hostMessages.notCohost);
    }
    await withdraw(tx, cohostSubject(eventId, userId));
  });
  try {
    return await listHosts({ db, eventId, viewerId });
  } catch (error) {
    // A draft is no longer theirs to see once they stepped down.
    if (error instanceof AppError && error.status === 404) return emptyHosts;
    throw error;
  }
}

const emptyHosts: EventHostsResponse = {
  hosts: [],
  invited: [],
  viewerRole: null,
  viewerInvited: false,
};

/** `POST /api/events/:id/hosts/invitation`: the invited member accepts. */
export async function acceptCohostInvitation(options: {
  db: Db;
  eventId: string;
  viewerId: string;
}): Promise<EventHostsResponse> {
  const { db, eventId, viewerId } = options;
  const accepted = await db
    .update(eventHosts)
    .set({ status: 'accepted' })
    .where(
      and(
        eq(eventHosts.eventId, eventId),
        eq(eventHosts.userId, viewerId),
        eq(eventHosts.status, 'invited'),
      ),
    )
    .returning({ userId: eventHosts.userId });
  if (accepted.length === 0) throw notFound(hostMessages.notInvited);
  return listHosts({ db, eventId, viewerId });
}
