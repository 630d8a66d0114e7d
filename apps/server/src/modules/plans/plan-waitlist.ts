import { planMessages, type PlanDetail } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { casualPlanMembers } from '@lineup/db/schema';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { conflict } from '../../lib/app-error';
import type { Tx } from '../../lib/transaction';
import { announce, noticeWhen } from '../notifications';
import { viewerOfUser, membershipOf, planRow, visiblePlan } from './plan-visibility';
import { waitlistOrder, planDetail } from './plan-detail';
import { planFacts, tellCreator } from './plan-notices';

// Spots and the waitlist: who moves up when a spot frees, and asking for one when full.

/** Members who joined: the ones a spots limit counts. */
export async function memberCountOf(tx: Tx, planId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(casualPlanMembers)
    .where(and(eq(casualPlanMembers.planId, planId), eq(casualPlanMembers.status, 'joined')));
  return Number(row?.n ?? 0);
}

/**
 * Fills the plan's free spots from its waitlist, first in line first, and tells each member
 * promoted. Call it in the transaction that freed the spots, with the plan row locked.
 */
export async function promoteFromPlanWaitlist(
  tx: Tx,
  planId: string,
  now: Date,
): Promise<string[]> {
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
    title: (t) => t.t('plan.spotOpened', { title: plan.title }),
    body: (t) => noticeWhen(facts, t),
    link: facts.path,
    recipients: { users: promoted },
  });
  for (const userId of promoted) await tellCreator(tx, plan, { userId, joined: true });
  return promoted;
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
