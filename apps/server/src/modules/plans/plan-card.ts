import { describeRule, type PlanCard, type SeriesRule } from '@lineup/contracts';
import {
  casualPlanMembers,
  casualPlans,
  recurringSeries,
  profiles,
  venueAreas,
} from '@lineup/db/schema';
import { toZonedIso } from '@lineup/db/zoned-time';
import { sql } from 'drizzle-orm';
import { firstAvatar } from '../../lib/avatar';

// A plan as a card: the columns every list of plans selects and the shape they become.

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

export type PlanRow = {
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
  repeatRule: row.seriesRule,
});
