import { planMessages } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import {
  casualPlanMembers,
  casualPlans,
  friendships,
  memberBlocks,
  type CasualPlanRow,
} from '@lineup/db/schema';
import type { PlanMemberStatus } from '@lineup/db/constants';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { forbidden, notFound } from '../../lib/app-error';
import type { DbOrTx } from '../../lib/transaction';
import { blockedEitherWay, notBlocked } from '../blocking';
import type { Viewer } from '../events';
import { areFriends } from '../friends';

// Who may see a plan and change it (docs/product.md "Casual plan" and §13 "Blocking"), and
// the plan's address.

/**
 * A plan's own page (docs/product.md §2), which its notices, search results and shared links
 * open. The older `/casual-plans?plan=<id>` (the list with the plan's quick view) still works.
 */
export const planPath = (planId: string) => `/casual-plans/${encodeURIComponent(planId)}`;

export const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';

export const viewerOfUser = (user: { id: string; role: string }): NonNullable<Viewer> => ({
  id: user.id,
  role: user.role,
});

/**
 * Plans open to everyone, and for a member also friends-only plans of accepted friends and
 * their own (docs/product.md "Casual plan": visibility everyone or friends); never the plans of
 * a member who blocked the viewer or whom the viewer blocked (§13 "Blocking").
 */
export function planVisibleTo(viewer: Viewer): SQL {
  // A plan hidden by moderation (docs/product.md §15) is in no list or search.
  if (!viewer)
    return sql`(${casualPlans.visibility} = 'everyone' and ${casualPlans.hiddenAt} is null)`;
  return sql`(${casualPlans.hiddenAt} is null and (${casualPlans.visibility} = 'everyone' or ${casualPlans.creatorId} = ${viewer.id} or exists (
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

/** Whether the member joined the plan or waits for a spot of it, or neither (null). */
export async function membershipOf(
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

/**
 * Whether `viewer` may open `plan` by its id: everyone-plans for all; friends-only plans for
 * their creator and accepted friends, for members who already joined (a friendship that ended
 * does not lock someone out of a plan they are in), and for admins, who may edit and delete
 * any plan and so must be able to read what they moderate. Lists stay as for a member: an
 * admin browsing plans sees what their friendships show them (`visibleTo`).
 */
async function canSee(db: DbOrTx, plan: CasualPlanRow, viewer: Viewer): Promise<boolean> {
  if (isAdmin(viewer)) return true;
  // Hidden by moderation: for moderators only until one of them looks (docs/product.md §15).
  if (plan.hiddenAt !== null) return false;
  if (!viewer) return plan.visibility === 'everyone';
  if (viewer.id === plan.creatorId) return true;
  // A block hides the plan both ways, whatever its visibility (docs/product.md §13). Admins
  // still read what they moderate: blocking an admin must not hide a plan from moderation.
  if (await blockedEitherWay(db, viewer.id, plan.creatorId)) return false;
  if (plan.visibility === 'everyone') return true;
  return (
    (await areFriends(db, viewer.id, plan.creatorId)) || (await isMember(db, plan.id, viewer.id))
  );
}

export async function planRow(db: DbOrTx, planId: string, lock = false) {
  const query = db.select().from(casualPlans).where(eq(casualPlans.id, planId)).limit(1);
  const [plan] = lock ? await query.for('update') : await query;
  return plan;
}

/**
 * Who sees the plan's page as `viewer` does: `nobody` when it is not theirs to see (no such
 * plan, friends-only, hidden, blocked either way), `everyone` when every visitor sees the same
 * page (so the shared copy may be served), `viewer` when they may see it but visitors may not.
 */
export async function planAudience(
  db: DbOrTx,
  planId: string,
  viewer: Viewer,
): Promise<'nobody' | 'everyone' | 'viewer'> {
  const plan = await planRow(db, planId);
  if (!plan || !(await canSee(db, plan, viewer))) return 'nobody';
  return plan.visibility === 'everyone' && plan.hiddenAt === null ? 'everyone' : 'viewer';
}

/** The plan if `viewer` may see it; 404 otherwise, so a hidden plan is not known to exist. */
export async function visiblePlan(db: DbOrTx, planId: string, viewer: Viewer, lock = false) {
  const plan = await planRow(db, planId, lock);
  if (!plan || !(await canSee(db, plan, viewer))) throw notFound(planMessages.notFound);
  return plan;
}

/**
 * The plan if `viewer` may change it (creator or admin): 404 when it does not exist or is
 * hidden from them, 403 when they may see it but it is someone else's. With `lock` the row
 * stays locked until the transaction ends, so changes and joins apply one after another.
 */
export async function planForChange(db: DbOrTx, planId: string, viewer: Viewer, lock = false) {
  const plan = await planRow(db, planId, lock);
  if (!plan) throw notFound(planMessages.notFound);
  if (isAdmin(viewer) || viewer?.id === plan.creatorId) return plan;
  if (!(await canSee(db, plan, viewer))) throw notFound(planMessages.notFound);
  throw forbidden(planMessages.notYours);
}
