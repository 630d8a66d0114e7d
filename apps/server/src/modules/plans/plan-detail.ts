import {
  describeSeries,
  planMessages,
  type PlanDetail,
  type PlanMember,
  type PlanMembersResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import {
  casualPlanMembers,
  casualPlans,
  recurringSeries,
  profiles,
  venueAreas,
} from '@lineup/db/schema';
import { instantToLocal, toZonedIso } from '@lineup/db/zoned-time';
import type { PlanMemberStatus } from '@lineup/db/constants';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { mapPointOf } from '../../lib/map-point';
import { forbidden, notFound } from '../../lib/app-error';
import { firstAvatar } from '../../lib/avatar';
import type { DbOrTx } from '../../lib/transaction';
import { notBlocked } from '../blocking';
import type { Viewer } from '../events';
import { isAdmin, viewerOfUser, planVisibleTo, membershipOf, visiblePlan } from './plan-visibility';
import { planCardColumns } from './plan-card';
import { joinedBy, toListItem } from './plan-lists';

// One plan as its panel shows it: members, waitlist and the sessions of its series.

/** The waitlist's order: who joined it first. */
export const waitlistOrder = [asc(casualPlanMembers.joinedAt), asc(casualPlanMembers.userId)];

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
export async function planDetail(
  db: DbOrTx,
  planId: string,
  viewer: Viewer,
  now: Date,
): Promise<PlanDetail> {
  const [row] = await db
    .select({
      ...planCardColumns,
      joined: joinedBy(viewer),
      latitude: venueAreas.latitude,
      longitude: venueAreas.longitude,
      pinLatitude: casualPlans.latitude,
      pinLongitude: casualPlans.longitude,
    })
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
    area: { ...item.area, latitude: row.latitude, longitude: row.longitude },
    meetingPoint: mapPointOf(
      { latitude: row.pinLatitude, longitude: row.pinLongitude },
      { latitude: row.latitude, longitude: row.longitude },
    ),
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
    repeats: describeSeries(plan.rule),
    rule: plan.rule,
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
