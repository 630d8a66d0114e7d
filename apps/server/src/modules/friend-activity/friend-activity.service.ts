import {
  FRIEND_ACTIVITY_MAX,
  type FriendActivity,
  type FriendActivityResponse,
  type FriendEventActivity,
  type FriendPlanActivity,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import {
  casualPlanMembers,
  casualPlans,
  eventRsvps,
  events,
  profiles,
  venueAreas,
  venues,
} from '@lineup/db/schema';
import { toZonedIso } from '@lineup/db/zoned-time';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { toMember } from '../../lib/member-summary';
import { eventPath, selectEvents } from '../events';
import { friendIdsOf } from '../friends';
import { planPath, planVisibleTo } from '../plans';

// What my friends are going to: their events and plans, as each friend's privacy and each
// plan's visibility allow. It reads events, plans and friendships, so it sits above all three
// modules rather than inside `friends`, which plans use for their friends-only rule.

/**
 * A member's RSVPs (and plans they joined) show in their friends' activity only when their
 * setting is everyone or friends (docs/product.md "Privacy & settings").
 */
const sharesWithFriends = sql`${profiles.rsvpVisibility} in ('everyone', 'friends')`;

const byStartThenId = <T extends { startsAtInstant: Date; id: string }>(a: T, b: T) =>
  a.startsAtInstant.getTime() - b.startsAtInstant.getTime() || a.id.localeCompare(b.id);

async function friendEvents(db: Db, viewerId: string, now: Date) {
  const friendIds = friendIdsOf(viewerId);
  // Friends' answers that their privacy setting lets friends see.
  const sharedAnswers = db
    .select({ eventId: eventRsvps.eventId })
    .from(eventRsvps)
    .innerJoin(profiles, eq(profiles.id, eventRsvps.userId))
    .where(
      and(
        sql`${eventRsvps.userId} in ${friendIds}`,
        inArray(eventRsvps.status, ['going', 'interested']),
        sharesWithFriends,
      ),
    );
  const rows = await selectEvents(db, {
    id: events.id,
    title: events.title,
    slug: events.slug,
    countrySlug: events.countrySlug,
    citySlug: events.citySlug,
    startDate: events.startDate,
    timeZone: venueAreas.timeZone,
    areaName: venueAreas.name,
    venueName: venues.name,
  })
    .where(
      and(
        eq(events.status, 'published'),
        gt(events.endDate, now),
        inArray(events.id, sharedAnswers),
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(FRIEND_ACTIVITY_MAX);
  if (rows.length === 0) return [];

  const answers = await db
    .select({
      eventId: eventRsvps.eventId,
      rsvpStatus: eventRsvps.status,
      id: profiles.id,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
    })
    .from(eventRsvps)
    .innerJoin(profiles, eq(profiles.id, eventRsvps.userId))
    .where(
      and(
        inArray(
          eventRsvps.eventId,
          rows.map((row) => row.id),
        ),
        sql`${eventRsvps.userId} in ${friendIds}`,
        inArray(eventRsvps.status, ['going', 'interested']),
        sharesWithFriends,
      ),
    )
    // Going before interested, then by name.
    .orderBy(desc(sql`${eventRsvps.status} = 'going'`), sql`lower(${profiles.username})`);

  return rows.map((row): FriendEventActivity & { startsAtInstant: Date } => ({
    kind: 'event',
    id: row.id,
    title: row.title,
    path: eventPath(row),
    startsAt: toZonedIso(row.startDate, row.timeZone),
    startsAtInstant: row.startDate,
    timeZone: row.timeZone,
    areaName: row.areaName,
    place: row.venueName,
    friends: answers
      .filter((answer) => answer.eventId === row.id)
      .map((answer) => ({ ...toMember(answer), rsvpStatus: answer.rsvpStatus })),
  }));
}

async function friendPlans(db: Db, viewerId: string, now: Date) {
  const friendIds = friendIdsOf(viewerId);
  const joinedByFriends = db
    .select({ planId: casualPlanMembers.planId })
    .from(casualPlanMembers)
    .innerJoin(profiles, eq(profiles.id, casualPlanMembers.userId))
    .where(and(sql`${casualPlanMembers.userId} in ${friendIds}`, sharesWithFriends));
  const rows = await db
    .select({
      id: casualPlans.id,
      title: casualPlans.title,
      location: casualPlans.location,
      startsAt: casualPlans.startsAt,
      visibility: casualPlans.visibility,
      creatorId: casualPlans.creatorId,
      creatorUsername: profiles.username,
      creatorAvatarUrl: profiles.avatarUrl,
      timeZone: venueAreas.timeZone,
      areaName: venueAreas.name,
    })
    .from(casualPlans)
    .innerJoin(venueAreas, eq(venueAreas.id, casualPlans.areaId))
    .leftJoin(profiles, eq(profiles.id, casualPlans.creatorId))
    .where(
      and(
        gt(casualPlans.startsAt, now),
        planVisibleTo({ id: viewerId }),
        sql`(${casualPlans.creatorId} in ${friendIds} or ${inArray(casualPlans.id, joinedByFriends)})`,
      ),
    )
    .orderBy(asc(casualPlans.startsAt), asc(casualPlans.id))
    .limit(FRIEND_ACTIVITY_MAX);
  if (rows.length === 0) return [];

  const [friendSet, joined] = await Promise.all([
    db.execute<{ id: string }>(sql`select id from ${friendIds} as friend_ids(id)`),
    db
      .select({
        planId: casualPlanMembers.planId,
        id: profiles.id,
        username: profiles.username,
        avatarUrl: profiles.avatarUrl,
      })
      .from(casualPlanMembers)
      .innerJoin(profiles, eq(profiles.id, casualPlanMembers.userId))
      .where(
        and(
          inArray(
            casualPlanMembers.planId,
            rows.map((row) => row.id),
          ),
          sql`${casualPlanMembers.userId} in ${friendIds}`,
          sharesWithFriends,
        ),
      )
      .orderBy(asc(casualPlanMembers.joinedAt), asc(profiles.id)),
  ]);
  const friendsOfMine = new Set(friendSet.rows.map((row) => row.id));

  return rows.map((row): FriendPlanActivity & { startsAtInstant: Date } => {
    const creator = friendsOfMine.has(row.creatorId)
      ? [
          {
            ...toMember({
              id: row.creatorId,
              username: row.creatorUsername,
              avatarUrl: row.creatorAvatarUrl,
            }),
            role: 'created' as const,
          },
        ]
      : [];
    return {
      kind: 'plan',
      id: row.id,
      title: row.title,
      path: planPath(row.id),
      startsAt: toZonedIso(row.startsAt, row.timeZone),
      startsAtInstant: row.startsAt,
      timeZone: row.timeZone,
      areaName: row.areaName,
      place: row.location,
      visibility: row.visibility,
      friends: [
        ...creator,
        ...joined
          .filter((member) => member.planId === row.id)
          .map((member) => ({ ...toMember(member), role: 'joined' as const })),
      ],
    };
  });
}

/**
 * `GET /api/friends/activity`: what my friends are going to, soonest first. Events: published
 * and not ended, with the friends who answered going or interested and share their RSVPs with
 * friends. Plans: not started, which a friend created or joined, and which I may see by the
 * plans' own visibility rule.
 */
export async function listFriendActivity(options: {
  db: Db;
  viewerId: string;
  now?: Date;
}): Promise<FriendActivityResponse> {
  const { db, viewerId } = options;
  const now = options.now ?? new Date();
  const [eventItems, planItems] = await Promise.all([
    friendEvents(db, viewerId, now),
    friendPlans(db, viewerId, now),
  ]);
  const items: FriendActivity[] = [...eventItems, ...planItems]
    .sort(byStartThenId)
    .slice(0, FRIEND_ACTIVITY_MAX)
    .map(({ startsAtInstant: _instant, ...item }) => item);
  return { items };
}
