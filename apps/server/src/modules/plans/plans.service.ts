import {
  describeRule,
  errorMessages,
  planMessages,
  seriesMessages,
  type CreatePlanValues,
  type PlanCard,
  type PlanDetail,
  type PlanListItem,
  type PlanMember,
  type PlanMembersResponse,
  type SeriesRule,
  type SeriesRsvpResponse,
  type SessionsScope,
  type UpdatePlanValues,
  type ValidationIssue,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import {
  casualPlanMembers,
  casualPlans,
  friendships,
  memberBlocks,
  recurringSeries,
  profiles,
  venueAreas,
  type CasualPlanRow,
} from '@lineup/db/schema';
import { describeLocal, instantToLocal, localToInstant, toZonedIso } from '@lineup/db/zoned-time';
import type { PlanMemberStatus } from '@lineup/db/constants';
import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../lib/app-error';
import { newSeries, splitSeriesAt } from '../series';
import { firstAvatar } from '../../lib/avatar';
import type { DbOrTx, Tx } from '../../lib/transaction';
import { recordModeration } from '../admin';
import { AREA_NOT_FOUND, findArea, findAreaBySlug } from '../areas';
import { blockedEitherWay, notBlocked } from '../blocking';
import type { Viewer } from '../events';
import { areFriends } from '../friends';
import {
  announce,
  clockTime,
  dayLabel,
  describeEventChange,
  describeSeriesChange,
  type EventFacts,
} from '../notifications';

/** A plan's own address: the plans page with its panel open. */
export const planPath = (planId: string) => `/casual-plans?plan=${encodeURIComponent(planId)}`;

const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';

const viewerOfUser = (user: { id: string; role: string }): NonNullable<Viewer> => ({
  id: user.id,
  role: user.role,
});

/**
 * Plans open to everyone, and for a member also friends-only plans of accepted friends and
 * their own (docs/product.md "Casual plan": visibility everyone or friends); never the plans of
 * a member who blocked the viewer or whom the viewer blocked (§13 "Blocking").
 */
export function planVisibleTo(viewer: Viewer): SQL {
  if (!viewer) return sql`${casualPlans.visibility} = 'everyone'`;
  return sql`((${casualPlans.visibility} = 'everyone' or ${casualPlans.creatorId} = ${viewer.id} or exists (
    select 1 from friendships f where f.status = 'accepted' and (
      (f.requester_id = ${casualPlans.creatorId} and f.addressee_id = ${viewer.id}) or
      (f.addressee_id = ${casualPlans.creatorId} and f.requester_id = ${viewer.id})))) and ${notBlocked(viewer.id, casualPlans.creatorId)})`;
}

/**
 * Whether `viewerId` sees exactly the plans a visitor sees, so a list or search of plans can be
 * the visitors' answer, which the public cache keeps: `planVisibleTo` adds nothing for them (no
 * friends-only plan still to come is theirs or a friend's) and takes nothing away (nobody is
 * blocked either way). One indexed query.
 */
export async function seesPlansAsVisitors(db: Db, viewerId: string, now: Date): Promise<boolean> {
  const { rows } = await db.execute<{ differs: boolean }>(sql`
    select exists (
        select 1 from ${memberBlocks}
        where ${memberBlocks.blockerId} = ${viewerId} or ${memberBlocks.blockedId} = ${viewerId}
      ) or exists (
        select 1 from ${casualPlans}
        where ${casualPlans.visibility} = 'friends'
          and ${casualPlans.startsAt} > ${now.toISOString()}::timestamptz
          and ${casualPlans.creatorId} in (
            select ${viewerId}
            union all
            select ${friendships.addresseeId} from ${friendships}
            where ${friendships.requesterId} = ${viewerId} and ${friendships.status} = 'accepted'
            union all
            select ${friendships.requesterId} from ${friendships}
            where ${friendships.addresseeId} = ${viewerId} and ${friendships.status} = 'accepted'
          )
      ) as differs`);
  return rows[0]?.differs === false;
}

export const planCardColumns = {
  id: casualPlans.id,
  title: casualPlans.title,
  description: casualPlans.description,
  vibe: casualPlans.vibe,
  location: casualPlans.location,
  startsAt: casualPlans.startsAt,
  visibility: casualPlans.visibility,
  spotsLimit: casualPlans.spotsLimit,
  timeZone: venueAreas.timeZone,
  areaName: venueAreas.name,
  areaSlug: venueAreas.slug,
  creatorId: casualPlans.creatorId,
  creatorUsername: profiles.username,
  creatorAvatarUrl: profiles.avatarUrl,
  memberCount: sql<number>`(select count(*) from ${casualPlanMembers} where ${casualPlanMembers.planId} = ${casualPlans.id} and ${casualPlanMembers.status} = 'joined')::int`,
  /** The rule of the plan's series, for "Every Sunday"; null for a one-off. */
  seriesRule: sql<SeriesRule | null>`(select ${recurringSeries.rule} from ${recurringSeries} where ${recurringSeries.id} = ${casualPlans.seriesId})`,
};

type PlanRow = {
  id: string;
  title: string;
  description: string;
  vibe: string | null;
  location: string;
  startsAt: Date;
  visibility: PlanCard['visibility'];
  spotsLimit: number | null;
  timeZone: string;
  areaName: string;
  areaSlug: string;
  creatorId: string;
  creatorUsername: string | null;
  creatorAvatarUrl: string[] | null;
  memberCount: number;
  seriesRule: SeriesRule | null;
};

export const toPlanCard = (row: PlanRow): PlanCard => ({
  id: row.id,
  title: row.title,
  description: row.description,
  vibe: row.vibe,
  location: row.location,
  startsAt: toZonedIso(row.startsAt, row.timeZone),
  timeZone: row.timeZone,
  area: { name: row.areaName, slug: row.areaSlug },
  visibility: row.visibility,
  spotsLimit: row.spotsLimit,
  memberCount: Number(row.memberCount),
  creator: {
    id: row.creatorId,
    // A profile is created with every account; the fallback only covers a broken row.
    username: row.creatorUsername ?? 'User',
    avatarUrl: firstAvatar(row.creatorAvatarUrl),
  },
  repeats: row.seriesRule === null ? null : describeRule(row.seriesRule),
});

/** Whether `viewer` joined the plan of the current row (false for visitors). */
const joinedBy = (viewer: Viewer) =>
  viewer
    ? sql<boolean>`exists (select 1 from ${casualPlanMembers} where ${casualPlanMembers.planId} = ${casualPlans.id} and ${casualPlanMembers.userId} = ${viewer.id} and ${casualPlanMembers.status} = 'joined')`
    : sql<boolean>`false`;

const toListItem = (row: PlanRow & { joined: unknown }, viewer: Viewer): PlanListItem => {
  const isCreator = !!viewer && viewer.id === row.creatorId;
  return {
    ...toPlanCard(row),
    joinedByViewer: Boolean(row.joined),
    isCreator,
    canEdit: isCreator || isAdmin(viewer),
  };
};

/** A one-off plan, or the first session of its series still to start. */
const nextSessionOnly = (now: Date) =>
  sql`(${casualPlans.seriesId} is null or not exists (select 1 from ${casualPlans} earlier where earlier.series_id = ${casualPlans.seriesId} and earlier.starts_at > ${now.toISOString()}::timestamptz and earlier.starts_at < ${casualPlans.startsAt}))`;

/**
 * `GET /api/plans`: plans that have not started yet, soonest first; with `mine`, only the
 * ones the member created or joined.
 */
export async function listUpcomingPlans(options: {
  db: Db;
  area?: string | undefined;
  mine?: boolean;
  limit: number;
  viewer: Viewer;
  now?: Date;
}): Promise<PlanListItem[]> {
  const { db, viewer, limit } = options;
  if (options.mine && !viewer) {
    throw new AppError('unauthorized', 401, planMessages.mineNeedsMember);
  }
  let areaId: string | undefined;
  if (options.area) {
    const area = await findAreaBySlug(db, options.area);
    if (!area) throw notFound(AREA_NOT_FOUND);
    areaId = area.id;
  }
  const joined = joinedBy(viewer);
  const rows = await db
    .select({ ...planCardColumns, joined })
    .from(casualPlans)
    .innerJoin(venueAreas, eq(venueAreas.id, casualPlans.areaId))
    .leftJoin(profiles, eq(profiles.id, casualPlans.creatorId))
    .where(
      and(
        gt(casualPlans.startsAt, options.now ?? new Date()),
        areaId ? eq(casualPlans.areaId, areaId) : undefined,
        planVisibleTo(viewer),
        options.mine && viewer ? or(eq(casualPlans.creatorId, viewer.id), joined) : undefined,
        // A series shows once, as its next session; a member's own list shows each of theirs.
        options.mine ? undefined : nextSessionOnly(options.now ?? new Date()),
      ),
    )
    .orderBy(asc(casualPlans.startsAt), asc(casualPlans.id))
    .limit(limit);
  return rows.map((row) => toListItem(row, viewer));
}

// ---- One plan ---------------------------------------------------------------------------------

/** Whether the member joined the plan or waits for a spot of it, or neither (null). */
async function membershipOf(
  db: DbOrTx,
  planId: string,
  userId: string,
): Promise<PlanMemberStatus | null> {
  const [row] = await db
    .select({ status: casualPlanMembers.status })
    .from(casualPlanMembers)
    .where(and(eq(casualPlanMembers.planId, planId), eq(casualPlanMembers.userId, userId)))
    .limit(1);
  return row?.status ?? null;
}

/** Joined or waiting: either way the member may keep seeing a friends-only plan. */
const isMember = async (db: DbOrTx, planId: string, userId: string) =>
  (await membershipOf(db, planId, userId)) !== null;

/** The waitlist's order: who joined it first. */
const waitlistOrder = [asc(casualPlanMembers.joinedAt), asc(casualPlanMembers.userId)];

/**
 * Whether `viewer` may open `plan` by its id: everyone-plans for all; friends-only plans for
 * their creator and accepted friends, for members who already joined (a friendship that ended
 * does not lock someone out of a plan they are in), and for admins, who may edit and delete
 * any plan and so must be able to read what they moderate. Lists stay as for a member: an
 * admin browsing plans sees what their friendships show them (`visibleTo`).
 */
async function canSee(db: DbOrTx, plan: CasualPlanRow, viewer: Viewer): Promise<boolean> {
  if (!viewer) return plan.visibility === 'everyone';
  if (viewer.id === plan.creatorId || isAdmin(viewer)) return true;
  // A block hides the plan both ways, whatever its visibility (docs/product.md §13). Admins
  // still read what they moderate: blocking an admin must not hide a plan from moderation.
  if (await blockedEitherWay(db, viewer.id, plan.creatorId)) return false;
  if (plan.visibility === 'everyone') return true;
  return (
    (await areFriends(db, viewer.id, plan.creatorId)) || (await isMember(db, plan.id, viewer.id))
  );
}

async function planRow(db: DbOrTx, planId: string, lock = false) {
  const query = db.select().from(casualPlans).where(eq(casualPlans.id, planId)).limit(1);
  const [plan] = lock ? await query.for('update') : await query;
  return plan;
}

/** The plan if `viewer` may see it; 404 otherwise, so a hidden plan is not known to exist. */
async function visiblePlan(db: DbOrTx, planId: string, viewer: Viewer, lock = false) {
  const plan = await planRow(db, planId, lock);
  if (!plan || !(await canSee(db, plan, viewer))) throw notFound(planMessages.notFound);
  return plan;
}

/**
 * The plan if `viewer` may change it (creator or admin): 404 when it does not exist or is
 * hidden from them, 403 when they may see it but it is someone else's. With `lock` the row
 * stays locked until the transaction ends, so changes and joins apply one after another.
 */
async function planForChange(db: DbOrTx, planId: string, viewer: Viewer, lock = false) {
  const plan = await planRow(db, planId, lock);
  if (!plan) throw notFound(planMessages.notFound);
  if (isAdmin(viewer) || viewer?.id === plan.creatorId) return plan;
  if (!(await canSee(db, plan, viewer))) throw notFound(planMessages.notFound);
  throw forbidden(planMessages.notYours);
}

/**
 * The plan's members with `status`, as `viewer` may see them: a member who blocked the viewer,
 * or whom the viewer blocked, is left out (the counts stay true; docs/product.md §13).
 */
async function membersOf(
  db: DbOrTx,
  planId: string,
  timeZone: string,
  viewer: Viewer,
  status: PlanMemberStatus = 'joined',
): Promise<PlanMember[]> {
  const rows = await db
    .select({
      id: casualPlanMembers.userId,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      joinedAt: casualPlanMembers.joinedAt,
    })
    .from(casualPlanMembers)
    .leftJoin(profiles, eq(profiles.id, casualPlanMembers.userId))
    .where(
      and(
        eq(casualPlanMembers.planId, planId),
        eq(casualPlanMembers.status, status),
        notBlocked(viewer?.id ?? null, casualPlanMembers.userId),
      ),
    )
    .orderBy(...waitlistOrder);
  return rows.map((row) => ({
    id: row.id,
    username: row.username ?? 'User',
    avatarUrl: firstAvatar(row.avatarUrl),
    joinedAt: toZonedIso(row.joinedAt, timeZone),
  }));
}

/** The plan as its page shows it to `viewer` (who may see it; the caller checked). */
async function planDetail(
  db: DbOrTx,
  planId: string,
  viewer: Viewer,
  now: Date,
): Promise<PlanDetail> {
  const [row] = await db
    .select({ ...planCardColumns, joined: joinedBy(viewer) })
    .from(casualPlans)
    .innerJoin(venueAreas, eq(venueAreas.id, casualPlans.areaId))
    .leftJoin(profiles, eq(profiles.id, casualPlans.creatorId))
    .where(eq(casualPlans.id, planId))
    .limit(1);
  if (!row) throw notFound(planMessages.notFound);
  const item = toListItem(row, viewer);
  // Who joined is for the people in the plan (and admins); others see the count.
  const seesMembers = item.canEdit || item.joinedByViewer;
  const memberCount = Number(row.memberCount);
  const waiting = await db
    .select({ userId: casualPlanMembers.userId })
    .from(casualPlanMembers)
    .where(and(eq(casualPlanMembers.planId, planId), eq(casualPlanMembers.status, 'waitlisted')))
    .orderBy(...waitlistOrder);
  const place = viewer ? waiting.findIndex((entry) => entry.userId === viewer.id) : -1;
  return {
    ...item,
    startLocal: instantToLocal(row.startsAt, row.timeZone),
    started: row.startsAt <= now,
    spotsLeft: row.spotsLimit === null ? null : Math.max(row.spotsLimit - memberCount, 0),
    members: seesMembers ? await membersOf(db, planId, row.timeZone, viewer) : null,
    waitlistCount: waiting.length,
    myWaitlistPosition: place === -1 ? null : place + 1,
    waitlist: item.canEdit ? await membersOf(db, planId, row.timeZone, viewer, 'waitlisted') : null,
    series: await seriesOfPlan(db, planId, viewer, now),
  };
}

/** The plan page lists this many of the series' coming sessions. */
const SERIES_UPCOMING_SHOWN = 12;

/** The series a plan belongs to, for its page: the sessions still to start that `viewer` may see. */
async function seriesOfPlan(
  db: DbOrTx,
  planId: string,
  viewer: Viewer,
  now: Date,
): Promise<PlanDetail['series']> {
  const [plan] = await db
    .select({
      seriesId: casualPlans.seriesId,
      occurrenceStart: casualPlans.occurrenceStart,
      rule: recurringSeries.rule,
    })
    .from(casualPlans)
    .innerJoin(recurringSeries, eq(recurringSeries.id, casualPlans.seriesId))
    .where(eq(casualPlans.id, planId));
  if (!plan?.seriesId) return null;
  const inSeries = and(eq(casualPlans.seriesId, plan.seriesId), planVisibleTo(viewer));
  const upcoming = and(inSeries, gt(casualPlans.startsAt, now));
  const [sessions, [total], [following]] = await Promise.all([
    db
      .select({
        id: casualPlans.id,
        startsAt: casualPlans.startsAt,
        spotsLimit: casualPlans.spotsLimit,
        memberCount: planCardColumns.memberCount,
        timeZone: venueAreas.timeZone,
      })
      .from(casualPlans)
      .innerJoin(venueAreas, eq(venueAreas.id, casualPlans.areaId))
      .where(upcoming)
      .orderBy(asc(casualPlans.startsAt), asc(casualPlans.id))
      .limit(SERIES_UPCOMING_SHOWN),
    db.select({ n: count() }).from(casualPlans).where(upcoming),
    db
      .select({ n: count() })
      .from(casualPlans)
      // "Following" as a change means it: by the rule's order, whatever was moved alone.
      .where(and(inSeries, gt(casualPlans.occurrenceStart, plan.occurrenceStart!))),
  ]);
  return {
    id: plan.seriesId,
    repeats: describeRule(plan.rule),
    upcoming: sessions.map((session) => ({
      id: session.id,
      startsAt: toZonedIso(session.startsAt, session.timeZone),
      spotsLeft:
        session.spotsLimit === null
          ? null
          : Math.max(session.spotsLimit - Number(session.memberCount), 0),
    })),
    upcomingCount: total?.n ?? 0,
    followingCount: following?.n ?? 0,
  };
}

/** `GET /api/plans/:planId`: also plans that have started, so shared links keep working. */
export async function getPlan(options: {
  db: Db;
  planId: string;
  viewer: Viewer;
  now?: Date;
}): Promise<PlanDetail> {
  const { db, planId, viewer } = options;
  await visiblePlan(db, planId, viewer);
  return planDetail(db, planId, viewer, options.now ?? new Date());
}

/** `GET /api/plans/:planId/members`: who joined, for the creator, admins and members. */
export async function listPlanMembers(options: {
  db: Db;
  planId: string;
  user: { id: string; role: string };
}): Promise<PlanMembersResponse> {
  const { db, planId } = options;
  const viewer = viewerOfUser(options.user);
  const plan = await visiblePlan(db, planId, viewer);
  const allowed =
    isAdmin(viewer) ||
    viewer.id === plan.creatorId ||
    (await membershipOf(db, planId, viewer.id)) === 'joined';
  if (!allowed) throw forbidden(planMessages.membersHidden);
  const [area] = await db
    .select({ timeZone: venueAreas.timeZone })
    .from(venueAreas)
    .where(eq(venueAreas.id, plan.areaId))
    .limit(1);
  const [members, [counted]] = await Promise.all([
    membersOf(db, planId, area?.timeZone ?? 'UTC', viewer),
    db
      .select({ n: count() })
      .from(casualPlanMembers)
      .where(and(eq(casualPlanMembers.planId, planId), eq(casualPlanMembers.status, 'joined'))),
  ]);
  return { memberCount: Number(counted?.n ?? 0), members };
}

// ---- Creating and changing --------------------------------------------------------------------

function collectIssues() {
  const issues: ValidationIssue[] = [];
  return {
    add: (path: string, message: string) => issues.push({ path, message }),
    throwIfAny: () => {
      if (issues.length > 0) {
        throw validationFailed(errorMessages.validationFailed, { target: 'json', issues });
      }
    },
  };
}

type Resolved = { areaId: string; timeZone: string; startsAt: Date };

/**
 * The checks that need the database, reported together on the request's field paths: the
 * area exists and takes plans, the start exists in its zone and lies ahead, the spots limit
 * leaves room for everyone already in.
 */
async function resolve(
  tx: Tx,
  values: { area: string; startLocal: string; spotsLimit: number | null },
  context: {
    current?: CasualPlanRow & { timeZone: string };
    timesChanged: boolean;
    memberCount: number;
    now: Date;
  },
): Promise<Resolved> {
  const { current, now } = context;
  const problems = collectIssues();

  const area = await findArea(tx, values.area);
  if (!area) {
    problems.add('area', 'Choose one of the areas.');
  } else if (!area.active && area.id !== current?.areaId) {
    problems.add('area', `${area.name} is not taking new plans.`);
  }

  let startsAt = current?.startsAt;
  if (area && (context.timesChanged || !current)) {
    const sameAsShown =
      current &&
      area.timeZone === current.timeZone &&
      values.startLocal === instantToLocal(current.startsAt, current.timeZone);
    const start = sameAsShown
      ? ({ ok: true, instant: current.startsAt } as const)
      : localToInstant(values.startLocal, area.timeZone);
    if (!start.ok) {
      problems.add(
        'startLocal',
        `${describeLocal(values.startLocal)} does not exist in ${area.timeZone}: the clocks go forward an hour then. Pick another time.`,
      );
    } else {
      // A plan that already started can still be corrected, as long as it is not moved.
      const moved = !current || start.instant.getTime() !== current.startsAt.getTime();
      if (moved && start.instant <= now) problems.add('startLocal', planMessages.pastStart);
      startsAt = start.instant;
    }
  }

  if (values.spotsLimit !== null && values.spotsLimit < context.memberCount) {
    const n = context.memberCount;
    problems.add(
      'spotsLimit',
      `${n} ${n === 1 ? 'person has' : 'people have'} already joined, so the limit cannot be lower than ${n}.`,
    );
  }

  problems.throwIfAny();
  return { areaId: area!.id, timeZone: area!.timeZone, startsAt: startsAt! };
}

/**
 * `POST /api/plans`. With `repeat`, every session of the series is a plan of its own (its own
 * members and spots); the answer is the first one.
 */
export async function createPlan(options: {
  db: Db;
  user: { id: string; role: string };
  input: CreatePlanValues;
  now?: Date;
}): Promise<PlanDetail> {
  const { db, user, input } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const resolved = await resolve(
      tx,
      { area: input.area, startLocal: input.startLocal, spotsLimit: input.spotsLimit ?? null },
      { timesChanged: true, memberCount: 0, now },
    );
    const series = input.repeat
      ? newSeries(input.repeat, input.startLocal, resolved.timeZone)
      : null;
    let seriesId: string | null = null;
    if (series) {
      const [created] = await tx
        .insert(recurringSeries)
        .values({ rule: series.rule, startLocal: input.startLocal, timeZone: resolved.timeZone })
        .returning({ id: recurringSeries.id });
      seriesId = created!.id;
    }
    const starts = series?.starts ?? [resolved.startsAt];
    const created = await tx
      .insert(casualPlans)
      .values(
        starts.map((startsAt) => ({
          title: input.title,
          description: input.description,
          vibe: input.vibe ?? null,
          location: input.location,
          areaId: resolved.areaId,
          creatorId: user.id,
          startsAt,
          spotsLimit: input.spotsLimit ?? null,
          visibility: input.visibility,
          seriesId,
          occurrenceStart: seriesId ? startsAt : null,
        })),
      )
      .returning({ id: casualPlans.id, startsAt: casualPlans.startsAt });
    const first = created.reduce((a, b) => (b.startsAt < a.startsAt ? b : a));
    return planDetail(tx, first.id, viewerOfUser(user), now);
  });
}

/** Members who joined: the ones a spots limit counts. */
async function memberCountOf(tx: Tx, planId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(casualPlanMembers)
    .where(and(eq(casualPlanMembers.planId, planId), eq(casualPlanMembers.status, 'joined')));
  return Number(row?.n ?? 0);
}

/** A plan as its notices need it: the place is what its creator typed. */
async function planFacts(tx: Tx, planId: string): Promise<EventFacts> {
  const [row] = await tx
    .select({
      title: casualPlans.title,
      startsAt: casualPlans.startsAt,
      location: casualPlans.location,
      timeZone: venueAreas.timeZone,
    })
    .from(casualPlans)
    .innerJoin(venueAreas, eq(venueAreas.id, casualPlans.areaId))
    .where(eq(casualPlans.id, planId))
    .limit(1);
  return {
    id: planId,
    title: row!.title,
    path: planPath(planId),
    startDate: row!.startsAt,
    timeZone: row!.timeZone,
    place: row!.location,
  };
}

async function usernameOf(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.username ?? 'Someone';
}

/** Tells the plan's creator that someone joined or left (docs/product.md §10). */
async function tellCreator(
  tx: Tx,
  plan: CasualPlanRow,
  options: { userId: string; joined: boolean },
): Promise<void> {
  const who = await usernameOf(tx, options.userId);
  await announce(tx, {
    kind: 'plan_member',
    title: options.joined
      ? `${who} joined your plan ${plan.title}`
      : `${who} left your plan ${plan.title}`,
    link: planPath(plan.id),
    recipients: { users: [plan.creatorId] },
    actorId: options.userId,
    // Joining and leaving again before the creator looked is one notice, showing the latest.
    subject: `plan-member:${plan.id}:${options.userId}`,
  });
}

/**
 * Fills the plan's free spots from its waitlist, first in line first, and tells each member
 * promoted. Call it in the transaction that freed the spots, with the plan row locked.
 */
async function promoteFromPlanWaitlist(tx: Tx, planId: string, now: Date): Promise<string[]> {
  const plan = (await planRow(tx, planId))!;
  if (plan.startsAt <= now) return [];
  const free =
    plan.spotsLimit === null ? null : plan.spotsLimit - (await memberCountOf(tx, planId));
  if (free !== null && free <= 0) return [];
  const waiting = tx
    .select({ userId: casualPlanMembers.userId })
    .from(casualPlanMembers)
    .where(and(eq(casualPlanMembers.planId, planId), eq(casualPlanMembers.status, 'waitlisted')))
    .orderBy(...waitlistOrder);
  const promoted = (await (free === null ? waiting : waiting.limit(free))).map((row) => row.userId);
  if (promoted.length === 0) return [];
  await tx
    .update(casualPlanMembers)
    .set({ status: 'joined', joinedAt: now })
    .where(and(eq(casualPlanMembers.planId, planId), inArray(casualPlanMembers.userId, promoted)));
  const facts = await planFacts(tx, planId);
  await announce(tx, {
    kind: 'waitlist_promoted',
    title: `A spot opened: you're in ${plan.title}`,
    body: `${dayLabel(facts.startDate, facts.timeZone)}, ${clockTime(facts.startDate, facts.timeZone)} at ${facts.place}.`,
    link: facts.path,
    recipients: { users: promoted },
  });
  for (const userId of promoted) await tellCreator(tx, plan, { userId, joined: true });
  return promoted;
}

/**
 * `PATCH /api/plans/:planId` (creator or admin): the fields sent change, the rest stays. With
 * `sessions: following` on a session of a series, the change applies to it and every later
 * session, which become a series of their own (as for events, docs/decisions/0028): a new time
 * of day applies to each on its own day; moving them to another day is refused.
 */
export async function updatePlan(options: {
  db: Db;
  user: { id: string; role: string };
  planId: string;
  patch: UpdatePlanValues;
  sessions?: SessionsScope['sessions'];
  now?: Date;
}): Promise<PlanDetail> {
  const { db, user, planId, patch } = options;
  const now = options.now ?? new Date();
  const viewer = viewerOfUser(user);
  return db.transaction(async (tx) => {
    const current = await planForChange(tx, planId, viewer, true);
    if (options.sessions !== 'following' || current.seriesId === null) {
      await changePlan(tx, { current, patch, user, now });
      return planDetail(tx, planId, viewer, now);
    }
    const zone = await zoneOf(tx, current.areaId);
    if (
      patch.startLocal !== undefined &&
      patch.startLocal.slice(0, 10) !== instantToLocal(current.startsAt, zone).slice(0, 10)
    ) {
      throw validationFailed(errorMessages.validationFailed, {
        target: 'json',
        issues: [{ path: 'startLocal', message: seriesMessages.followingDay }],
      });
    }
    const followers = await followingPlans(tx, current);
    const moves: { before: EventFacts; after: EventFacts }[] = [];
    await changePlan(tx, { current, patch, user, now, moves });
    const saved = (await planRow(tx, planId))!;
    const savedZone = await zoneOf(tx, saved.areaId);
    const split = await splitSeriesAt(tx, {
      seriesId: current.seriesId,
      from: current.occurrenceStart!,
      timeOfDay:
        patch.startLocal === undefined ? null : instantToLocal(saved.startsAt, savedZone).slice(10),
      timeZone: savedZone,
    });
    for (const follower of followers) {
      const start = split.ruleStartOf(follower.occurrenceStart!);
      await changePlan(tx, {
        current: follower,
        patch: {
          ...patch,
          ...(patch.startLocal === undefined
            ? {}
            : { startLocal: instantToLocal(start, savedZone) }),
        },
        user,
        now,
        moves,
      });
    }
    await tellSeriesMembers(tx, { moves, actorId: user.id });
    for (const row of [current, ...followers]) {
      await tx
        .update(casualPlans)
        .set({ seriesId: split.seriesId, occurrenceStart: split.ruleStartOf(row.occurrenceStart!) })
        .where(eq(casualPlans.id, row.id));
    }
    return planDetail(tx, planId, viewer, now);
  });
}

/**
 * One notice per member of any session that moved, for a change to "this and following"
 * sessions ("Sunset session moves to 19:00 from 3 March"), rather than one per session.
 */
async function tellSeriesMembers(
  tx: Tx,
  options: { moves: { before: EventFacts; after: EventFacts }[]; actorId: string },
): Promise<void> {
  const [first] = options.moves;
  const change = first && describeSeriesChange(first.before, first.after);
  if (!first || !change) return;
  const members = await tx
    .selectDistinct({ userId: casualPlanMembers.userId })
    .from(casualPlanMembers)
    .where(
      and(
        inArray(
          casualPlanMembers.planId,
          options.moves.map((move) => move.after.id),
        ),
        inArray(casualPlanMembers.status, ['joined', 'waitlisted']),
      ),
    );
  await announce(tx, {
    kind: 'plan_changed',
    ...change,
    link: planPath(first.after.id),
    recipients: { users: members.map((row) => row.userId) },
    actorId: options.actorId,
  });
}

async function zoneOf(tx: Tx, areaId: string): Promise<string> {
  const [area] = await tx
    .select({ timeZone: venueAreas.timeZone })
    .from(venueAreas)
    .where(eq(venueAreas.id, areaId))
    .limit(1);
  return area!.timeZone;
}

/** The sessions after `current` in its series, in order, locked for the change. */
async function followingPlans(tx: Tx, current: CasualPlanRow): Promise<CasualPlanRow[]> {
  return tx
    .select()
    .from(casualPlans)
    .where(
      and(
        eq(casualPlans.seriesId, current.seriesId!),
        gt(casualPlans.occurrenceStart, current.occurrenceStart!),
      ),
    )
    .orderBy(asc(casualPlans.occurrenceStart))
    .for('update');
}

/** One plan (or one session) changed, its members told, its waitlist filled. */
async function changePlan(
  tx: Tx,
  options: {
    current: CasualPlanRow;
    patch: UpdatePlanValues;
    user: { id: string; role: string };
    now: Date;
    /** Sessions of a series changed together collect what moved here, to be told once. */
    moves?: { before: EventFacts; after: EventFacts }[];
  },
): Promise<void> {
  const { current, patch, user, now, moves } = options;
  const planId = current.id;
  const before = await planFacts(tx, planId);
  const zone = await zoneOf(tx, current.areaId);
  const areaChanged = patch.area !== undefined;
  const spotsLimit = patch.spotsLimit === undefined ? current.spotsLimit : patch.spotsLimit;
  const resolved = await resolve(
    tx,
    {
      area: patch.area ?? current.areaId,
      // An area change keeps the wall-clock start in the new area's zone.
      startLocal: patch.startLocal ?? instantToLocal(current.startsAt, zone),
      spotsLimit,
    },
    {
      current: { ...current, timeZone: zone },
      timesChanged: patch.startLocal !== undefined || areaChanged,
      memberCount: patch.spotsLimit === undefined ? 0 : await memberCountOf(tx, planId),
      now,
    },
  );
  await tx
    .update(casualPlans)
    .set({
      title: patch.title ?? current.title,
      description: patch.description ?? current.description,
      vibe: patch.vibe === undefined ? current.vibe : patch.vibe,
      location: patch.location ?? current.location,
      areaId: resolved.areaId,
      startsAt: resolved.startsAt,
      spotsLimit,
      visibility: patch.visibility ?? current.visibility,
    })
    .where(eq(casualPlans.id, planId));
  await recordModeration(tx, {
    user,
    ownerId: current.creatorId,
    action: 'plan.update',
    target: { type: 'plan', id: planId, name: patch.title ?? current.title },
  });
  // Its members hear what changed; spots a raised limit opened go to the waitlist.
  const after = await planFacts(tx, planId);
  const change = describeEventChange(before, after);
  if (change && moves) moves.push({ before, after });
  else if (change) {
    await announce(tx, {
      kind: 'plan_changed',
      ...change,
      link: planPath(planId),
      recipients: { planMembers: planId, statuses: ['joined', 'waitlisted'] },
      actorId: user.id,
    });
  }
  const raised =
    current.spotsLimit !== null && (spotsLimit === null || spotsLimit > current.spotsLimit);
  if (raised) await promoteFromPlanWaitlist(tx, planId, now);
}

/**
 * `DELETE /api/plans/:planId` (creator or admin): the plan and who joined it go; with
 * `sessions: following`, also every later session of its series.
 */
export async function deletePlan(options: {
  db: Db;
  user: { id: string; role: string };
  planId: string;
  sessions?: SessionsScope['sessions'];
}): Promise<void> {
  const { db, user, planId } = options;
  await db.transaction(async (tx) => {
    const current = await planForChange(tx, planId, viewerOfUser(user), true);
    const plans =
      options.sessions === 'following' && current.seriesId !== null
        ? [current, ...(await followingPlans(tx, current))]
        : [current];
    for (const plan of plans) {
      if (plan.startsAt > new Date()) {
        const facts = await planFacts(tx, plan.id);
        await announce(tx, {
          kind: 'plan_changed',
          title: `${plan.title} was called off`,
          body: `It was planned for ${dayLabel(facts.startDate, facts.timeZone)}, ${clockTime(facts.startDate, facts.timeZone)} at ${facts.place}.`,
          link: '/casual-plans',
          recipients: { planMembers: plan.id, statuses: ['joined', 'waitlisted'] },
          actorId: user.id,
          // Its members go with it.
          resolveNow: true,
        });
      }
      await tx.delete(casualPlans).where(eq(casualPlans.id, plan.id));
      await recordModeration(tx, {
        user,
        ownerId: plan.creatorId,
        action: 'plan.delete',
        target: { type: 'plan', id: plan.id, name: plan.title },
      });
    }
  });
}

// ---- Joining and leaving ----------------------------------------------------------------------

/**
 * `PUT /api/plans/:planId/membership`: the member joins. The spots limit is enforced inside
 * the transaction: the plan row is locked (`FOR UPDATE`) before the members are counted, so
 * concurrent joins of one plan are decided one after another and never pass the limit.
 * Joining twice is not an error.
 */
export async function joinPlan(options: {
  db: Db;
  user: { id: string; role: string };
  planId: string;
  now?: Date;
}): Promise<PlanDetail> {
  const { db, user, planId } = options;
  const now = options.now ?? new Date();
  const viewer = viewerOfUser(user);
  return db.transaction(async (tx) => {
    const plan = await visiblePlan(tx, planId, viewer, true);
    if (plan.creatorId === user.id) throw conflict(planMessages.ownPlan, { reason: 'own_plan' });
    if (plan.startsAt <= now) {
      throw conflict(planMessages.startedJoin, { reason: 'plan_started' });
    }
    const current = await membershipOf(tx, planId, user.id);
    if (current !== 'joined') {
      if (plan.spotsLimit !== null && (await memberCountOf(tx, planId)) >= plan.spotsLimit) {
        throw conflict(planMessages.full, { reason: 'plan_full' });
      }
      await tx
        .insert(casualPlanMembers)
        .values({ planId, userId: user.id, status: 'joined', joinedAt: now })
        .onConflictDoUpdate({
          target: [casualPlanMembers.planId, casualPlanMembers.userId],
          set: { status: 'joined', joinedAt: now },
        });
      await tellCreator(tx, plan, { userId: user.id, joined: true });
    }
    return planDetail(tx, planId, viewer, now);
  });
}

/**
 * `PUT /api/plans/:planId/waitlist`: the member waits for a spot of a full plan (with a spot
 * free they simply join). Their place is kept when they ask again.
 */
export async function joinPlanWaitlist(options: {
  db: Db;
  user: { id: string; role: string };
  planId: string;
  now?: Date;
}): Promise<PlanDetail> {
  const { db, user, planId } = options;
  const now = options.now ?? new Date();
  const viewer = viewerOfUser(user);
  return db.transaction(async (tx) => {
    const plan = await visiblePlan(tx, planId, viewer, true);
    if (plan.creatorId === user.id) throw conflict(planMessages.ownPlan, { reason: 'own_plan' });
    if (plan.startsAt <= now) {
      throw conflict(planMessages.startedJoin, { reason: 'plan_started' });
    }
    if ((await membershipOf(tx, planId, user.id)) === null) {
      const full = plan.spotsLimit !== null && (await memberCountOf(tx, planId)) >= plan.spotsLimit;
      await tx.insert(casualPlanMembers).values({
        planId,
        userId: user.id,
        status: full ? 'waitlisted' : 'joined',
        // The waitlist's order is the time of this write, once the plan's lock is held.
        joinedAt: full ? sql`clock_timestamp()` : now,
      });
      if (!full) await tellCreator(tx, plan, { userId: user.id, joined: true });
    }
    return planDetail(tx, planId, viewer, now);
  });
}

/** `DELETE /api/plans/:planId/membership`: the member leaves; leaving twice is not an error. */
export async function leavePlan(options: {
  db: Db;
  user: { id: string; role: string };
  planId: string;
  now?: Date;
}): Promise<PlanDetail> {
  const { db, user, planId } = options;
  const now = options.now ?? new Date();
  const viewer = viewerOfUser(user);
  return db.transaction(async (tx) => {
    const plan = await visiblePlan(tx, planId, viewer, true);
    if (plan.creatorId === user.id) {
      throw conflict(planMessages.ownPlanLeave, { reason: 'own_plan' });
    }
    if (plan.startsAt <= now) {
      throw conflict(planMessages.startedLeave, { reason: 'plan_started' });
    }
    const left = await tx
      .delete(casualPlanMembers)
      .where(and(eq(casualPlanMembers.planId, planId), eq(casualPlanMembers.userId, user.id)))
      .returning({ status: casualPlanMembers.status });
    if (left[0]?.status === 'joined') {
      await tellCreator(tx, plan, { userId: user.id, joined: false });
      await promoteFromPlanWaitlist(tx, planId, now);
    }
    return planDetail(tx, planId, viewer, now);
  });
}

/**
 * "Join every session" of a recurring plan (`PUT /api/series/:id/rsvp`): each session still to
 * start that the member may see is joined, or its waitlist when full, by the one rule of
 * `joinPlanWaitlist`; `none` leaves each. Returns null when `seriesId` has no plans (it may be
 * a series of events); 404 when the member may see none of them.
 */
export async function answerEveryPlanSession(options: {
  db: Db;
  user: { id: string; role: string };
  seriesId: string;
  status: 'going' | 'none';
  now?: Date;
}): Promise<SeriesRsvpResponse | null> {
  const { db, user, seriesId, status } = options;
  const now = options.now ?? new Date();
  const viewer = viewerOfUser(user);
  const all = await db
    .select({ id: casualPlans.id, creatorId: casualPlans.creatorId })
    .from(casualPlans)
    .where(eq(casualPlans.seriesId, seriesId));
  if (all.length === 0) return null;
  const sessions = await db
    .select({ id: casualPlans.id, creatorId: casualPlans.creatorId })
    .from(casualPlans)
    .where(
      and(eq(casualPlans.seriesId, seriesId), gt(casualPlans.startsAt, now), planVisibleTo(viewer)),
    )
    .orderBy(asc(casualPlans.startsAt));
  if (sessions.length === 0) throw notFound(seriesMessages.notFound);
  const result: SeriesRsvpResponse = { going: 0, waitlisted: 0, left: 0 };
  for (const session of sessions) {
    if (session.creatorId === user.id) continue;
    if (status === 'none') {
      if ((await membershipOf(db, session.id, user.id)) === null) continue;
      await leavePlan({ db, user, planId: session.id, now });
      result.left += 1;
      continue;
    }
    const joined = await joinPlanWaitlist({ db, user, planId: session.id, now });
    if (joined.myWaitlistPosition !== null) result.waitlisted += 1;
    else result.going += 1;
  }
  return result;
}

/**
 * Blocking (docs/product.md §13): two members leave each other's plans that have not started,
 * joined or waiting, so neither stays in a plan they can no longer see. Spots freed go to the
 * waitlist. Nobody is told: the blocked member is not told of the block, and a "left your plan"
 * would name one of them to the other. Call it in the transaction that records the block.
 */
export async function leaveEachOthersPlans(
  tx: Tx,
  options: { a: string; b: string; now: Date },
): Promise<void> {
  const { a, b, now } = options;
  const memberships = await tx
    .select({ planId: casualPlanMembers.planId, userId: casualPlanMembers.userId })
    .from(casualPlanMembers)
    .innerJoin(casualPlans, eq(casualPlans.id, casualPlanMembers.planId))
    .where(
      and(
        gt(casualPlans.startsAt, now),
        or(
          and(eq(casualPlans.creatorId, a), eq(casualPlanMembers.userId, b)),
          and(eq(casualPlans.creatorId, b), eq(casualPlanMembers.userId, a)),
        ),
      ),
    )
    .orderBy(asc(casualPlanMembers.planId));
  for (const { planId, userId } of memberships) {
    // Locked first, as every join and leave does, so the waitlist is filled one at a time.
    await planRow(tx, planId, true);
    const [left] = await tx
      .delete(casualPlanMembers)
      .where(and(eq(casualPlanMembers.planId, planId), eq(casualPlanMembers.userId, userId)))
      .returning({ status: casualPlanMembers.status });
    if (left?.status === 'joined') await promoteFromPlanWaitlist(tx, planId, now);
  }
}
