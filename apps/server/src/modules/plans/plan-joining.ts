import {
  planMessages,
  seriesMessages,
  type PlanDetail,
  type SeriesRsvpResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { casualPlanMembers, casualPlans } from '@lineup/db/schema';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import { conflict, notFound } from '../../lib/app-error';
import type { Tx } from '../../lib/transaction';
import { viewerOfUser, planVisibleTo, membershipOf, planRow, visiblePlan } from './plan-visibility';
import { planDetail } from './plan-detail';
import { memberCountOf, promoteFromPlanWaitlist, joinPlanWaitlist } from './plan-waitlist';
import { tellCreator } from './plan-notices';

// Joining and leaving plans: one plan, every session of a series, and each other's plans
// when one member blocks another.

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
