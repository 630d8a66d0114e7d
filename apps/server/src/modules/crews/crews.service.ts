import {
  CREW_PAST_EVENTS_MAX,
  CREW_UPCOMING_MAX,
  CREWS_OWNED_MAX,
  crewMessages,
  errorMessages,
  type CreateCrewValues,
  type CrewMember,
  type CrewPage,
  type CrewRole,
  type CrewSummary,
  type EventCard,
  type FollowResponse,
  type MyCrewsResponse,
  type UpdateCrewValues,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import {
  casualPlans,
  crewFollowers,
  crewMembers,
  crews,
  events,
  memberBlocks,
  profiles,
  users,
  venueAreas,
} from '@lineup/db/schema';
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { conflict, notFound, validationFailed } from '../../lib/app-error';
import type { Logger } from 'pino';
import type { Storage } from '../../lib/storage';
import { memberColumns, toMember } from '../../lib/member-summary';
import type { DbOrTx, Tx } from '../../lib/transaction';
import { isUniqueViolation } from '../../lib/unique-violation';
import { AREA_NOT_FOUND } from '../areas';
import { notBlocked } from '../blocking';
import {
  coversNoEventUses,
  eventCardColumns,
  publishedNotEndedBy,
  selectEvents,
  toEventCard,
} from '../events';
import { announce } from '../notifications';
import { planCardColumns, planVisibleTo, toPlanCard } from '../plans';
import { deleteCoverImage, isStoredCover } from '../uploads';
import { requireCrewRole } from './crew-role';

// Crews (docs/product.md §14 "Crews"): made by a member, who owns it; followed by members; its
// page at `/crew/:handle` lists who runs it and its events and plans.

export const crewPath = (handle: string) => `/crew/${handle}`;

const followerCount = sql<number>`(select count(*) from ${crewFollowers} where ${crewFollowers.crewId} = ${crews.id})::int`;

const summaryColumns = {
  id: crews.id,
  handle: crews.handle,
  name: crews.name,
  imageUrl: crews.imageUrl,
  areaName: venueAreas.name,
  areaSlug: venueAreas.slug,
  followerCount,
};

type SummaryRow = {
  id: string;
  handle: string;
  name: string;
  imageUrl: string | null;
  areaName: string;
  areaSlug: string;
  followerCount: number;
};

const toSummary = (row: SummaryRow): CrewSummary => ({
  id: row.id,
  handle: row.handle,
  name: row.name,
  path: crewPath(row.handle),
  imageUrl: row.imageUrl,
  area: { name: row.areaName, slug: row.areaSlug },
  followerCount: Number(row.followerCount),
});

/** The crew with this handle (in any case), or undefined. */
export async function crewByHandle(db: DbOrTx, handle: string) {
  const [crew] = await db
    .select()
    .from(crews)
    .where(eq(crews.handle, handle.toLowerCase()))
    .limit(1);
  return crew;
}

/** The crew with this handle (in any case), or 404. */
export async function findCrew(db: DbOrTx, handle: string) {
  const crew = await crewByHandle(db, handle);
  if (!crew) throw notFound(crewMessages.notFound);
  return crew;
}

/** The active area with this slug, or a 400 naming the field. */
async function areaIdOf(db: DbOrTx, slug: string): Promise<string> {
  const [area] = await db
    .select({ id: venueAreas.id })
    .from(venueAreas)
    .where(and(eq(venueAreas.slug, slug), eq(venueAreas.active, true)))
    .limit(1);
  if (!area) {
    throw validationFailed(errorMessages.validationFailed, {
      target: 'json',
      issues: [{ path: 'area', message: AREA_NOT_FOUND }],
    });
  }
  return area.id;
}

/**
 * Whether the member and one of the crew's owners blocked each other (docs/product.md §14: a
 * blocked member cannot follow the crew nor be invited to it).
 */
export const blockedByOwners = (crewId: string, userId: string): SQL =>
  sql`exists (select 1 from ${crewMembers} o join ${memberBlocks} b
    on (b.blocker_id = o.user_id and b.blocked_id = ${userId})
    or (b.blocked_id = o.user_id and b.blocker_id = ${userId})
    where o.crew_id = ${crewId} and o.role = 'owner' and o.status = 'accepted')`;

/** Refuses an image this server did not store (an upload through `POST /api/event-images`). */
async function checkImage(storage: Storage, imageUrl: string | null | undefined) {
  if (imageUrl && !(await isStoredCover(storage, imageUrl))) {
    throw validationFailed(errorMessages.validationFailed, {
      target: 'json',
      issues: [{ path: 'imageUrl', message: crewMessages.imageNotFound }],
    });
  }
}

/** `POST /api/crews`: the member who makes a crew is its owner. */
export async function createCrew(options: {
  db: Db;
  storage: Storage;
  viewerId: string;
  input: CreateCrewValues;
}): Promise<CrewPage> {
  const { db, viewerId, input } = options;
  await checkImage(options.storage, input.imageUrl);
  const handle = await db.transaction(async (tx) => {
    // One crew made at a time per member, so the count below cannot be raced past.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${viewerId} for update`);
    const [{ owned } = { owned: 0 }] = await tx
      .select({ owned: count() })
      .from(crewMembers)
      .where(and(eq(crewMembers.userId, viewerId), eq(crewMembers.role, 'owner')));
    if (owned >= CREWS_OWNED_MAX) throw conflict(crewMessages.tooMany);
    const areaId = await areaIdOf(tx, input.area);
    try {
      const [crew] = await tx
        .insert(crews)
        .values({
          handle: input.handle,
          name: input.name,
          description: input.description,
          imageUrl: input.imageUrl ?? null,
          areaId,
          links: input.links,
        })
        .returning({ id: crews.id, handle: crews.handle });
      await tx.insert(crewMembers).values({
        crewId: crew!.id,
        userId: viewerId,
        role: 'owner',
        status: 'accepted',
        invitedBy: viewerId,
      });
      return crew!.handle;
    } catch (error) {
      if (isUniqueViolation(error, 'crews_handle_unique')) {
        throw validationFailed(errorMessages.validationFailed, {
          target: 'json',
          issues: [{ path: 'handle', message: crewMessages.handleTaken }],
        });
      }
      throw error;
    }
  });
  return getCrewPage({ db, handle, viewerId });
}

/** `PATCH /api/crews/:handle`: its owners change what it says about itself. */
export async function updateCrew(options: {
  db: Db;
  storage: Storage;
  logger: Logger;
  handle: string;
  viewerId: string;
  input: UpdateCrewValues;
}): Promise<CrewPage> {
  const { db, storage, handle, viewerId, input } = options;
  const crew = await findCrew(db, handle);
  await requireCrewRole(db, crew.id, viewerId, 'owner');
  if (input.imageUrl !== crew.imageUrl) await checkImage(storage, input.imageUrl);
  const areaId = input.area === undefined ? undefined : await areaIdOf(db, input.area);
  const changes = {
    name: input.name,
    description: input.description,
    links: input.links,
    imageUrl: input.imageUrl,
    areaId,
  };
  // A PATCH that names no field (`{}`) changes nothing, rather than asking for an empty UPDATE.
  if (Object.values(changes).some((value) => value !== undefined)) {
    await db.update(crews).set(changes).where(eq(crews.id, crew.id));
  }
  if (input.imageUrl !== undefined && input.imageUrl !== crew.imageUrl) {
    for (const url of await coversNoEventUses(db, [crew.imageUrl])) {
      await deleteCoverImage({ storage, url, logger: options.logger });
    }
  }
  return getCrewPage({ db, handle: crew.handle, viewerId });
}

/** Who runs the crew: owners and hosts for all; owners also see check-in and invitations. */
async function membersOf(db: Db, crewId: string, seesAll: boolean): Promise<CrewMember[]> {
  const rows = await db
    .select({ ...memberColumns, role: crewMembers.role, status: crewMembers.status })
    .from(crewMembers)
    .innerJoin(users, eq(users.id, crewMembers.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(crewMembers.crewId, crewId),
        seesAll
          ? undefined
          : and(
              eq(crewMembers.status, 'accepted'),
              inArray(crewMembers.role, ['owner', 'host']),
              eq(users.banned, false),
            ),
      ),
    )
    .orderBy(
      sql`case ${crewMembers.role} when 'owner' then 0 when 'host' then 1 else 2 end`,
      asc(crewMembers.createdAt),
    );
  return rows.map((row) => ({ ...toMember(row), role: row.role, status: row.status }));
}

/** `GET /api/crews/:handle`: the crew's page as the viewer sees it. */
export async function getCrewPage(options: {
  db: Db;
  handle: string;
  viewerId: string | null;
  now?: Date;
}): Promise<CrewPage> {
  const { db, viewerId } = options;
  const now = options.now ?? new Date();
  const crew = await findCrew(db, options.handle);
  const [head] = await db
    .select(summaryColumns)
    .from(crews)
    .innerJoin(venueAreas, eq(venueAreas.id, crews.areaId))
    .where(eq(crews.id, crew.id));
  const mine = viewerId
    ? await db
        .select({ role: crewMembers.role, status: crewMembers.status })
        .from(crewMembers)
        .where(and(eq(crewMembers.crewId, crew.id), eq(crewMembers.userId, viewerId)))
    : [];
  const membership = mine[0];
  const role = membership?.status === 'accepted' ? membership.role : null;
  const [members, following, upcoming, past, plans] = await Promise.all([
    membersOf(db, crew.id, role === 'owner'),
    viewerId
      ? db
          .select({ userId: crewFollowers.userId })
          .from(crewFollowers)
          .where(and(eq(crewFollowers.crewId, crew.id), eq(crewFollowers.userId, viewerId)))
      : Promise.resolve([]),
    selectEvents(db, eventCardColumns)
      .where(and(eq(events.crewId, crew.id), publishedNotEndedBy(now)))
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(CREW_UPCOMING_MAX),
    selectEvents(db, eventCardColumns)
      .where(
        and(
          eq(events.crewId, crew.id),
          inArray(events.status, ['published', 'cancelled']),
          lte(events.endDate, now),
        ),
      )
      .orderBy(desc(events.startDate), desc(events.id))
      .limit(CREW_PAST_EVENTS_MAX),
    db
      .select(planCardColumns)
      .from(casualPlans)
      .innerJoin(venueAreas, eq(venueAreas.id, casualPlans.areaId))
      .leftJoin(profiles, eq(profiles.id, casualPlans.creatorId))
      .where(
        and(
          eq(casualPlans.crewId, crew.id),
          gt(casualPlans.startsAt, now),
          planVisibleTo(viewerId ? { id: viewerId } : null),
        ),
      )
      .orderBy(asc(casualPlans.startsAt), asc(casualPlans.id))
      .limit(CREW_UPCOMING_MAX),
  ]);
  return {
    ...toSummary(head!),
    description: crew.description,
    links: crew.links,
    members,
    upcomingEvents: upcoming.map(toEventCard),
    pastEvents: past.map(toEventCard),
    plans: plans.map(toPlanCard),
    viewer: {
      following: following.length > 0,
      role,
      invitedAs: membership?.status === 'invited' ? membership.role : null,
    },
  };
}

/** `PUT /api/crews/:handle/follow`: a member follows the crew (again is fine). */
export async function followCrew(options: {
  db: Db;
  handle: string;
  viewerId: string;
}): Promise<FollowResponse> {
  const { db, handle, viewerId } = options;
  const crew = await findCrew(db, handle);
  const [row] = await db
    .select({ blocked: blockedByOwners(crew.id, viewerId) })
    .from(crews)
    .where(eq(crews.id, crew.id));
  if (row?.blocked) throw conflict(crewMessages.cannotFollow);
  await db
    .insert(crewFollowers)
    .values({ crewId: crew.id, userId: viewerId })
    .onConflictDoNothing();
  return followState(db, crew.id, true);
}

/** `DELETE /api/crews/:handle/follow`. */
export async function unfollowCrew(options: {
  db: Db;
  handle: string;
  viewerId: string;
}): Promise<FollowResponse> {
  const { db, handle, viewerId } = options;
  const crew = await findCrew(db, handle);
  await db
    .delete(crewFollowers)
    .where(and(eq(crewFollowers.crewId, crew.id), eq(crewFollowers.userId, viewerId)));
  return followState(db, crew.id, false);
}

async function followState(db: Db, crewId: string, following: boolean): Promise<FollowResponse> {
  const [row] = await db
    .select({ total: count() })
    .from(crewFollowers)
    .where(eq(crewFollowers.crewId, crewId));
  return { following, followerCount: row?.total ?? 0 };
}

/** `GET /api/crews/mine`: the crews I run (and my role), follow, and am invited to. */
export async function myCrews(options: { db: Db; viewerId: string }): Promise<MyCrewsResponse> {
  const { db, viewerId } = options;
  const [memberships, followed] = await Promise.all([
    db
      .select({ ...summaryColumns, role: crewMembers.role, status: crewMembers.status })
      .from(crewMembers)
      .innerJoin(crews, eq(crews.id, crewMembers.crewId))
      .innerJoin(venueAreas, eq(venueAreas.id, crews.areaId))
      .where(eq(crewMembers.userId, viewerId))
      .orderBy(asc(crews.name)),
    db
      .select(summaryColumns)
      .from(crewFollowers)
      .innerJoin(crews, eq(crews.id, crewFollowers.crewId))
      .innerJoin(venueAreas, eq(venueAreas.id, crews.areaId))
      .where(eq(crewFollowers.userId, viewerId))
      .orderBy(asc(crews.name)),
  ]);
  const withRole = (row: SummaryRow & { role: CrewRole }) => ({
    ...toSummary(row),
    role: row.role,
  });
  return {
    running: memberships.filter((row) => row.status === 'accepted').map(withRole),
    following: followed.map(toSummary),
    invitations: memberships.filter((row) => row.status === 'invited').map(withRole),
  };
}

/** How many events "From crews you follow" lists, soonest first. */
export const FOLLOWED_EVENTS_MAX = 12;

/** `GET /api/crews/following/events`: what the crews I follow have coming up. */
export async function followedCrewsEvents(options: {
  db: Db;
  viewerId: string;
  now?: Date;
}): Promise<EventCard[]> {
  const { db, viewerId } = options;
  const rows = await selectEvents(db, eventCardColumns)
    .where(
      and(
        publishedNotEndedBy(options.now ?? new Date()),
        sql`${events.crewId} in (select ${crewFollowers.crewId} from ${crewFollowers} where ${crewFollowers.userId} = ${viewerId})`,
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(FOLLOWED_EVENTS_MAX);
  return rows.map(toEventCard);
}

/**
 * Tells a crew's followers of its new event (docs/product.md §14), in the transaction that
 * published it: the kind "New from crews you follow", once per event, never to the member who
 * published it, nor to a follower blocked either way with them.
 */
export async function announceCrewEvent(
  tx: Tx,
  options: { crewId: string; eventId: string; title: string; path: string; actorId: string },
): Promise<void> {
  const [crew] = await tx
    .select({ name: crews.name })
    .from(crews)
    .where(eq(crews.id, options.crewId));
  if (!crew) return;
  const followers = await tx
    .select({ userId: crewFollowers.userId })
    .from(crewFollowers)
    .where(
      and(
        eq(crewFollowers.crewId, options.crewId),
        notBlocked(options.actorId, crewFollowers.userId),
      ),
    );
  await announce(tx, {
    kind: 'crew_event',
    title: `${crew.name}: ${options.title}`,
    body: (t) => t.t('crew.event.body'),
    link: options.path,
    recipients: { users: followers.map((row) => row.userId) },
    actorId: options.actorId,
    subject: `crew-event:${options.eventId}`,
  });
}
