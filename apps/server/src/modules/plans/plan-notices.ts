import {
  casualPlanMembers,
  casualPlans,
  profiles,
  venueAreas,
  type CasualPlanRow,
} from '@lineup/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction';
import { announce, describeSeriesChange, inEachLanguage, type EventFacts } from '../notifications';
import { planPath } from './plan-visibility';

// What a plan's creator and members are told when someone joins, leaves or the plan changes.

/** A plan as its notices need it: the place is what its creator typed. */
export async function planFacts(tx: Tx, planId: string): Promise<EventFacts> {
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
export async function tellCreator(
  tx: Tx,
  plan: CasualPlanRow,
  options: { userId: string; joined: boolean },
): Promise<void> {
  const who = await usernameOf(tx, options.userId);
  await announce(tx, {
    kind: 'plan_member',
    title: (t) =>
      t.t(options.joined ? 'plan.joined' : 'plan.left', { name: who, title: plan.title }),
    link: planPath(plan.id),
    recipients: { users: [plan.creatorId] },
    actorId: options.userId,
    // Joining and leaving again before the creator looked is one notice, showing the latest.
    subject: `plan-member:${plan.id}:${options.userId}`,
  });
}

/**
 * One notice per member of any session that moved, for a change to "this and following"
 * sessions ("Sunset session moves to 19:00 from 3 March"), rather than one per session.
 */
export async function tellSeriesMembers(
  tx: Tx,
  options: { moves: { before: EventFacts; after: EventFacts }[]; actorId: string },
): Promise<void> {
  const [first] = options.moves;
  const change = first && inEachLanguage((t) => describeSeriesChange(first.before, first.after, t));
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
