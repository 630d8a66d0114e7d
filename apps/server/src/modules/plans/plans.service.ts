import type { PlanCard } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { casualPlanMembers, casualPlans, profiles, venueAreas } from '@lineup/db/schema';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { AREA_NOT_FOUND, findAreaBySlug, firstAvatar, type Viewer } from '../events/events.service';
import { toZonedIso } from '../events/zoned-time';

/**
 * Plans open to everyone, and for a member also friends-only plans of accepted friends and
 * their own (PRODUCT.md "Casual plan": visibility everyone or friends).
 */
export function planVisibleTo(viewer: Viewer): SQL {
  if (!viewer) return sql`${casualPlans.visibility} = 'everyone'`;
  return sql`(${casualPlans.visibility} = 'everyone' or ${casualPlans.creatorId} = ${viewer.id} or exists (
    select 1 from friendships f where f.status = 'accepted' and (
      (f.requester_id = ${casualPlans.creatorId} and f.addressee_id = ${viewer.id}) or
      (f.addressee_id = ${casualPlans.creatorId} and f.requester_id = ${viewer.id}))))`;
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
  memberCount: sql<number>`(select count(*) from ${casualPlanMembers} where ${casualPlanMembers.planId} = ${casualPlans.id})::int`,
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
});

/** `GET /api/plans`: plans that have not started yet, soonest first. */
export async function listUpcomingPlans(options: {
  db: Db;
  area?: string | undefined;
  limit: number;
  viewer: Viewer;
  now?: Date;
}): Promise<PlanCard[]> {
  const { db, viewer, limit } = options;
  let areaId: string | undefined;
  if (options.area) {
    const area = await findAreaBySlug(db, options.area);
    if (!area) throw notFound(AREA_NOT_FOUND);
    areaId = area.id;
  }
  const rows = await db
    .select(planCardColumns)
    .from(casualPlans)
    .innerJoin(venueAreas, eq(venueAreas.id, casualPlans.areaId))
    .leftJoin(profiles, eq(profiles.id, casualPlans.creatorId))
    .where(
      and(
        gt(casualPlans.startsAt, options.now ?? new Date()),
        areaId ? eq(casualPlans.areaId, areaId) : undefined,
        planVisibleTo(viewer),
      ),
    )
    .orderBy(asc(casualPlans.startsAt), asc(casualPlans.id))
    .limit(limit);
  return rows.map(toPlanCard);
}
