import {
  errorMessages,
  planMessages,
  seriesMessages,
  type CreatePlanValues,
  type PlanDetail,
  type SessionsScope,
  type UpdatePlanValues,
  type ValidationIssue,
  missingPinHalf,
  POINT_PAIR_MESSAGE,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { casualPlans, recurringSeries, venueAreas, type CasualPlanRow } from '@lineup/db/schema';
import { describeLocal, instantToLocal, localToInstant } from '@lineup/db/zoned-time';
import { and, asc, eq, gt } from 'drizzle-orm';
import { validationFailed } from '../../lib/app-error';
import { newSeries, splitSeriesAt } from '../series';
import type { Tx } from '../../lib/transaction';
import { recordModeration } from '../admin';
import { findArea } from '../areas';
import {
  announce,
  describeEventChange,
  inEachLanguage,
  plannedFor,
  type EventFacts,
} from '../notifications';
import { planPath, viewerOfUser, planRow, planForChange } from './plan-visibility';
import { planDetail } from './plan-detail';
import { memberCountOf, promoteFromPlanWaitlist } from './plan-waitlist';
import { planFacts, tellSeriesMembers } from './plan-notices';

// Creating, changing and deleting plans, a single one or "this and following" sessions.

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
  values: {
    area: string;
    startLocal: string;
    spotsLimit: number | null;
    pin?: { latitude?: number | null; longitude?: number | null };
  },
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

  const half = values.pin ? missingPinHalf(values.pin) : null;
  if (half) problems.add(half, POINT_PAIR_MESSAGE);

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
      {
        area: input.area,
        startLocal: input.startLocal,
        spotsLimit: input.spotsLimit ?? null,
        pin: input,
      },
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
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
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
  // A pin is sent whole (both numbers, or both null to take it away).
  const pinSent = patch.latitude !== undefined || patch.longitude !== undefined;
  const resolved = await resolve(
    tx,
    {
      area: patch.area ?? current.areaId,
      // An area change keeps the wall-clock start in the new area's zone.
      startLocal: patch.startLocal ?? instantToLocal(current.startsAt, zone),
      spotsLimit,
      ...(pinSent ? { pin: patch } : {}),
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
      ...(pinSent ? { latitude: patch.latitude ?? null, longitude: patch.longitude ?? null } : {}),
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
  const change = inEachLanguage((t) => describeEventChange(before, after, t));
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
          title: (t) => t.t('plan.calledOff', { title: plan.title }),
          body: (t) => plannedFor(facts, t),
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
