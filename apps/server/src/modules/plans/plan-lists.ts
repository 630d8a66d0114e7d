import { planMessages, type PlanListItem } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { casualPlanMembers, casualPlans, profiles, venueAreas } from '@lineup/db/schema';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/app-error';
import { AREA_NOT_FOUND, findAreaBySlug } from '../areas';
import type { Viewer } from '../events';
import { isAdmin, planVisibleTo } from './plan-visibility';
import { planCardColumns, toPlanCard, type PlanRow } from './plan-card';

// The list of upcoming plans (`GET /api/plans`).

/** Whether `viewer` joined the plan of the current row (false for visitors). */
export const joinedBy = (viewer: Viewer) =>
  viewer
    ? sql<boolean>`exists (select 1 from ${casualPlanMembers} where ${casualPlanMembers.planId} = ${casualPlans.id} and ${casualPlanMembers.userId} = ${viewer.id} and ${casualPlanMembers.status} = 'joined')`
    : sql<boolean>`false`;

export const toListItem = (row: PlanRow & { joined: unknown }, viewer: Viewer): PlanListItem => {
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
