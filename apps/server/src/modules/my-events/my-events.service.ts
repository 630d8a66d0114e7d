import {
  MY_PAST_MAX,
  MY_UPCOMING_MAX,
  type MyCreatedEventsResponse,
  type MyRsvpsResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import {
  casualPlanMembers,
  casualPlans,
  eventRsvps,
  events,
  profiles,
  venueAreas,
} from '@lineup/db/schema';
import { and, asc, desc, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { eventCardColumns, selectEvents, toEventCard } from '../events';
import { planCardColumns, toPlanCard } from '../plans';

/** Cards of events matching `where`, ordered by `order`, at most `limit`. */
function eventCards(db: Db, where: SQL, order: SQL[], limit: number) {
  return selectEvents(db, eventCardColumns)
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

const soonestFirst = [asc(events.startDate), asc(events.id)];
const latestFirst = [desc(events.startDate), desc(events.id)];

/**
 * `GET /api/me/rsvps` (/my-events, "Upcoming Plans"): my going and interested events and the
 * casual plans I created or joined. An event someone turned back into a draft is left out; a
 * cancelled one stays, so I see that it was called off.
 */
export async function listMyRsvps(options: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<MyRsvpsResponse> {
  const { db, userId } = options;
  const now = options.now ?? new Date();
  const mine = and(
    eq(eventRsvps.userId, userId),
    or(ne(events.status, 'draft'), eq(events.creatorId, userId)),
  )!;
  const rsvpCards = (where: SQL, order: SQL[], limit: number) =>
    selectEvents(db, { ...eventCardColumns, myRsvp: eventRsvps.status })
      .innerJoin(eventRsvps, eq(eventRsvps.eventId, events.id))
      .where(and(mine, where))
      .orderBy(...order)
      .limit(limit);

  const joined = sql<boolean>`exists (select 1 from ${casualPlanMembers} where ${casualPlanMembers.planId} = ${casualPlans.id} and ${casualPlanMembers.userId} = ${userId})`;
  const [upcoming, past, plans] = await Promise.all([
    rsvpCards(gt(events.endDate, now), soonestFirst, MY_UPCOMING_MAX),
    rsvpCards(lte(events.endDate, now), latestFirst, MY_PAST_MAX),
    db
      .select({ ...planCardColumns, joined })
      .from(casualPlans)
      .innerJoin(venueAreas, eq(venueAreas.id, casualPlans.areaId))
      .leftJoin(profiles, eq(profiles.id, casualPlans.creatorId))
      .where(
        and(
          gt(casualPlans.startsAt, now),
          or(eq(casualPlans.creatorId, userId), joined),
          // Hidden by moderation: its page is gone for them too (docs/product.md §15).
          isNull(casualPlans.hiddenAt),
        ),
      )
      .orderBy(asc(casualPlans.startsAt), asc(casualPlans.id))
      .limit(MY_UPCOMING_MAX),
  ]);
  return {
    upcoming: upcoming.map((row) => ({ ...toEventCard(row), myRsvp: row.myRsvp })),
    past: past.map((row) => ({ ...toEventCard(row), myRsvp: row.myRsvp })),
    plans: plans.map((row) => ({ ...toPlanCard(row), joined: Boolean(row.joined) })),
  };
}

/**
 * `GET /api/me/events` (/dashboard, "My Created Events"): everything I created, drafts and
 * cancelled events included, with their counts.
 */
export async function listMyCreatedEvents(options: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<MyCreatedEventsResponse> {
  const { db, userId } = options;
  const now = options.now ?? new Date();
  const mine = eq(events.creatorId, userId);
  const [upcoming, past] = await Promise.all([
    eventCards(db, and(mine, gt(events.endDate, now))!, soonestFirst, MY_UPCOMING_MAX),
    eventCards(db, and(mine, lte(events.endDate, now))!, latestFirst, MY_PAST_MAX),
  ]);
  return { upcoming: upcoming.map(toEventCard), past: past.map(toEventCard) };
}
