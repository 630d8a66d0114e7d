import type { PlanSearchResult } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { casualPlans, profiles, venueAreas } from '@lineup/db/schema';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { firstAvatar } from '../../lib/avatar';
import type { Viewer } from '../events';
import { toZonedIso } from '@lineup/db/zoned-time';
import { planPath, planVisibleTo } from '../plans';
import { searchPattern, prepared } from './search-query';

// Casual plans the viewer may see.

const buildPlanSearch = (db: Db, viewer: Viewer, titleOnly: boolean) =>
  db
    .select({
      id: casualPlans.id,
      title: casualPlans.title,
      location: casualPlans.location,
      vibe: casualPlans.vibe,
      startsAt: casualPlans.startsAt,
      creatorId: casualPlans.creatorId,
      timeZone: venueAreas.timeZone,
      creatorUsername: profiles.username,
      creatorAvatarUrl: profiles.avatarUrl,
    })
    .from(casualPlans)
    .innerJoin(venueAreas, eq(venueAreas.id, casualPlans.areaId))
    .leftJoin(profiles, eq(profiles.id, casualPlans.creatorId))
    .where(
      and(
        // `search_text` is title, description, vibe and location, lower-cased.
        titleOnly
          ? sql`${casualPlans.title} ilike ${sql.placeholder('pattern')}`
          : sql`${casualPlans.searchText} like lower(${sql.placeholder('pattern')})`,
        gt(casualPlans.startsAt, sql.placeholder('now')),
        planVisibleTo(viewer),
      ),
    )
    .orderBy(asc(casualPlans.startsAt), asc(casualPlans.id))
    .limit(sql.placeholder('limit'));

/**
 * docs/product.md §7 "casual_plans: match on title, description, vibe or location, with a creator
 * profile join". Only plans still to come that the viewer may see.
 */
export async function searchPlans(options: {
  db: Db;
  term: string;
  limit: number;
  viewer: Viewer;
  now: Date;
  titleOnly?: boolean;
}): Promise<PlanSearchResult[]> {
  const { db, viewer } = options;
  const titleOnly = options.titleOnly ?? false;
  const values = { pattern: searchPattern(options.term), now: options.now, limit: options.limit };
  // What a member may see depends on who they are: only the visitors' shape is prepared.
  const rows = viewer
    ? await buildPlanSearch(db, viewer, titleOnly).execute(values)
    : await prepared(db, `plans:${titleOnly}`, () =>
        buildPlanSearch(db, null, titleOnly).prepare(
          titleOnly ? 'search_plan_titles' : 'search_plans',
        ),
      ).execute(values);
  return rows.map((row) => ({
    type: 'casual_plan',
    id: row.id,
    title: row.title,
    location: row.location,
    url: planPath(row.id),
    startsAt: toZonedIso(row.startsAt, row.timeZone),
    timeZone: row.timeZone,
    vibe: row.vibe,
    creator: {
      id: row.creatorId,
      username: row.creatorUsername ?? 'User',
      avatarUrl: firstAvatar(row.creatorAvatarUrl),
    },
  }));
}
