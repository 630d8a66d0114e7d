import {
  errorMessages,
  STAY_MAX_DAYS_AHEAD,
  stayDates,
  stayMessages,
  STAYS_MAX_UPCOMING,
  type FriendRelation,
  type MemberStay,
  type MyStay,
  type PlanCard,
  type StaysAroundResponse,
  type StayValues,
  type ValidationIssue,
} from '@lineup/contracts';
import { SOURCE_LOCALE } from '@lineup/contracts/locales';
import type { Translator } from '../../lib/i18n/translator';
import type { Db } from '@lineup/db';
import {
  casualPlans,
  cities,
  friendships,
  notifications,
  profiles,
  stays,
  venueAreas,
  type StayRow,
} from '@lineup/db/schema';
import {
  addDays,
  isoDate,
  localDateOf,
  parseLocalDate,
  startOfLocalDay,
} from '@lineup/db/zoned-time';
import { aliasedTable, and, asc, eq, gt, gte, lt, lte, ne, or, sql } from 'drizzle-orm';
import { conflict, notFound, validationFailed } from '../../lib/app-error';
import { findMember, toMember } from '../../lib/member-summary';
import type { DbOrTx, Tx } from '../../lib/transaction';
import { findArea, findAreaBySlug } from '../areas';
import { notBlocked } from '../blocking';
import { friendsWith, relationOf } from '../friends';
import { announce } from '../notifications';
import { planCardColumns, planVisibleTo, toPlanCard } from '../plans';

// Stays (docs/product.md §13): where a member will be. A stay's days are dates of its area's
// calendar, so "has it ended" is asked of the area's clock: a stay in Colombo that ends on the
// 5th is over while it is still the 5th in Lisbon.

/** Others around, at most, in one answer. */
const AROUND_MAX = 50;
/** Casual plans of the stay's days, at most, in one answer. */
const AROUND_PLANS_MAX = 20;

/** The stay's last day has not passed in its area. */
const notEnded = (now: Date) =>
  sql`${stays.leavesOn} >= (${now.toISOString()}::timestamptz at time zone ${venueAreas.timeZone})::date`;

/** The two stays share at least a day (arriving on the day the other leaves counts). */
const overlaps = (stay: Pick<StayRow, 'areaId' | 'arrivesOn' | 'leavesOn'>) =>
  and(
    eq(stays.areaId, stay.areaId),
    lte(stays.arrivesOn, stay.leavesOn),
    gte(stays.leavesOn, stay.arrivesOn),
  );

/**
 * Another member's stays that `viewerId` may see: shared with everyone, or with friends when
 * they are friends; never when either blocked the other, never a stay kept to its owner.
 */
const visibleTo = (viewerId: string) =>
  and(
    ne(stays.userId, viewerId),
    notBlocked(viewerId, stays.userId),
    or(
      eq(stays.visibility, 'everyone'),
      and(eq(stays.visibility, 'friends'), friendsWith(viewerId, stays.userId)),
    ),
  );

const stayColumns = {
  id: stays.id,
  userId: stays.userId,
  arrivesOn: stays.arrivesOn,
  leavesOn: stays.leavesOn,
  note: stays.note,
  visibility: stays.visibility,
  areaId: venueAreas.id,
  areaName: venueAreas.name,
  areaSlug: venueAreas.slug,
  timeZone: venueAreas.timeZone,
  cityId: cities.id,
  cityName: cities.name,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
};

type StayListRow = {
  id: string;
  userId: string;
  arrivesOn: string;
  leavesOn: string;
  note: string;
  visibility: MyStay['visibility'];
  areaId: string;
  areaName: string;
  areaSlug: string;
  timeZone: string;
  cityId: string | null;
  cityName: string | null;
  username: string | null;
  avatarUrl: string[] | null;
};

const placeOf = (row: StayListRow) => ({
  area: { id: row.areaId, name: row.areaName, slug: row.areaSlug, timeZone: row.timeZone },
  city: row.cityId && row.cityName ? { id: row.cityId, name: row.cityName } : null,
});

const toMyStay = (row: StayListRow): MyStay => ({
  id: row.id,
  ...placeOf(row),
  arrivesOn: row.arrivesOn,
  leavesOn: row.leavesOn,
  note: row.note,
  visibility: row.visibility,
});

const toMemberStay = (row: StayListRow): MemberStay => ({
  id: row.id,
  ...placeOf(row),
  arrivesOn: row.arrivesOn,
  leavesOn: row.leavesOn,
  note: row.note,
  member: toMember({ id: row.userId, username: row.username, avatarUrl: row.avatarUrl }),
});

/** Stays with their area, town and owner, for the lists below. */
const selectStays = (db: DbOrTx) =>
  db
    .select(stayColumns)
    .from(stays)
    .innerJoin(venueAreas, eq(venueAreas.id, stays.areaId))
    .leftJoin(cities, eq(cities.id, stays.cityId))
    .leftJoin(profiles, eq(profiles.id, stays.userId));

const soonestFirst = [asc(stays.arrivesOn), asc(stays.leavesOn), asc(stays.id)];

// ---- My stays -------------------------------------------------------------------------------

/** `GET /api/stays`: my stays that have not ended, soonest first. */
export async function listMyStays(options: { db: Db; userId: string; now?: Date }) {
  const rows = await selectStays(options.db)
    .where(and(eq(stays.userId, options.userId), notEnded(options.now ?? new Date())))
    .orderBy(...soonestFirst);
  return rows.map(toMyStay);
}

async function myStay(db: DbOrTx, stayId: string) {
  const [row] = await selectStays(db).where(eq(stays.id, stayId)).limit(1);
  return row;
}

type Resolved = { areaId: string; cityId: string | null };

/**
 * The checks that need the database, reported together on the fields: the area exists (and
 * takes new stays unless the stay was already there), the town is one of its own, the stay
 * has not ended and starts within two years, on the area's calendar.
 */
async function resolve(
  tx: Tx,
  values: StayValues,
  context: { current?: StayRow; now: Date },
): Promise<Resolved> {
  const issues: ValidationIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });

  const area = await findArea(tx, values.area);
  if (!area || (!area.active && area.id !== context.current?.areaId)) {
    add('area', stayMessages.area);
  } else {
    const today = localDateOf(context.now, area.timeZone);
    if (values.leavesOn < isoDate(today)) add('leavesOn', stayMessages.over);
    if (values.arrivesOn > isoDate(addDays(today, STAY_MAX_DAYS_AHEAD))) {
      add('arrivesOn', stayMessages.tooFarAhead);
    }
  }
  if (area && values.cityId) {
    const [city] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(
        and(
          eq(cities.id, values.cityId),
          eq(cities.areaId, area.id),
          eq(cities.status, 'approved'),
        ),
      )
      .limit(1);
    if (!city) add('cityId', stayMessages.city);
  }
  if (issues.length > 0) {
    throw validationFailed(errorMessages.validationFailed, { target: 'json', issues });
  }
  return { areaId: area!.id, cityId: values.cityId ?? null };
}

/** "4–6 Jul" as the reader's language writes a range of days ("4–6 de jul." in Portuguese). */
function datesIn(t: Translator, arrivesOn: string, leavesOn: string): string {
  if (t.locale === SOURCE_LOCALE) return stayDates(arrivesOn, leavesOn);
  const day = (date: string) => new Date(`${date}T12:00:00Z`);
  const sameYear = arrivesOn.slice(0, 4) === leavesOn.slice(0, 4);
  return new Intl.DateTimeFormat(t.intl, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).formatRange(day(arrivesOn), day(leavesOn));
}
/**
 * docs/product.md §13: a friend arriving in the same area during one of my stays is a
 * notification. Told: friends whose stays (not ended) overlap this one, when they may see it,
 * and who were not already overlapping it before this change.
 */
async function tellFriendsAround(
  tx: Tx,
  stay: StayRow,
  before: StayRow | undefined,
  now: Date,
): Promise<void> {
  if (stay.visibility === 'nobody') return;
  const alreadyTold =
    before && before.visibility !== 'nobody'
      ? and(
          eq(stays.areaId, before.areaId),
          lte(stays.arrivesOn, before.leavesOn),
          gte(stays.leavesOn, before.arrivesOn),
        )
      : undefined;
  const link = `/user/${encodeURIComponent(stay.userId)}`;
  // Once a day at most: removing a stay and adding it again does not tell friends twice.
  const toldToday = sql`exists (select 1 from ${notifications} where ${notifications.userId} = ${stays.userId} and ${notifications.kind} = 'friend_nearby' and ${notifications.link} = ${link} and ${notifications.createdAt} > ${now.toISOString()}::timestamptz - interval '1 day')`;
  const rows = await tx
    .selectDistinct({ userId: stays.userId })
    .from(stays)
    .innerJoin(venueAreas, eq(venueAreas.id, stays.areaId))
    .where(
      and(
        overlaps(stay),
        notEnded(now),
        ne(stays.userId, stay.userId),
        friendsWith(stay.userId, stays.userId),
        notBlocked(stay.userId, stays.userId),
        alreadyTold ? sql`not (${alreadyTold})` : undefined,
        sql`not ${toldToday}`,
      ),
    );
  if (rows.length === 0) return;
  const [area] = await tx
    .select({ name: venueAreas.name })
    .from(venueAreas)
    .where(eq(venueAreas.id, stay.areaId))
    .limit(1);
  const name = (await findMember(tx, stay.userId))?.username;
  await announce(tx, {
    kind: 'friend_nearby',
    title: (t) =>
      t.t(area ? 'stay.nearby' : 'stay.nearbyYourArea', {
        name: name ?? t.t('stay.aFriend'),
        area: area?.name ?? '',
        dates: datesIn(t, stay.arrivesOn, stay.leavesOn),
      }),
    body: stay.note,
    link,
    recipients: { users: rows.map((row) => row.userId) },
    actorId: stay.userId,
  });
}

/** `POST /api/stays`. */
export async function createStay(options: {
  db: Db;
  userId: string;
  input: StayValues;
  now?: Date;
}): Promise<MyStay> {
  const { db, userId, input } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const resolved = await resolve(tx, input, { now });
    // One member's writes queue behind this lock, so two at once cannot pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stays:${userId}`}))`);
    const [{ upcoming } = { upcoming: 0 }] = await tx
      .select({ upcoming: sql<number>`count(*)::int` })
      .from(stays)
      .innerJoin(venueAreas, eq(venueAreas.id, stays.areaId))
      .where(and(eq(stays.userId, userId), notEnded(now)));
    if (upcoming >= STAYS_MAX_UPCOMING) throw conflict(stayMessages.tooMany);
    const [created] = await tx
      .insert(stays)
      .values({
        userId,
        areaId: resolved.areaId,
        cityId: resolved.cityId,
        arrivesOn: input.arrivesOn,
        leavesOn: input.leavesOn,
        note: input.note,
        visibility: input.visibility,
      })
      .returning();
    await tellFriendsAround(tx, created!, undefined, now);
    return toMyStay((await myStay(tx, created!.id))!);
  });
}

async function ownStay(tx: Tx, stayId: string, userId: string): Promise<StayRow> {
  const [row] = await tx
    .select()
    .from(stays)
    .where(and(eq(stays.id, stayId), eq(stays.userId, userId)))
    .for('update')
    .limit(1);
  // Someone else's stay is answered like a missing one: its existence is not theirs to learn.
  if (!row) throw notFound(stayMessages.notFound);
  return row;
}

/** `PUT /api/stays/:stayId`: the owner replaces the whole stay. */
export async function updateStay(options: {
  db: Db;
  userId: string;
  stayId: string;
  input: StayValues;
  now?: Date;
}): Promise<MyStay> {
  const { db, userId, stayId, input } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const current = await ownStay(tx, stayId, userId);
    const resolved = await resolve(tx, input, { current, now });
    const [updated] = await tx
      .update(stays)
      .set({
        areaId: resolved.areaId,
        cityId: resolved.cityId,
        arrivesOn: input.arrivesOn,
        leavesOn: input.leavesOn,
        note: input.note,
        visibility: input.visibility,
      })
      .where(eq(stays.id, stayId))
      .returning();
    await tellFriendsAround(tx, updated!, current, now);
    return toMyStay((await myStay(tx, stayId))!);
  });
}

/** `DELETE /api/stays/:stayId`. */
export async function deleteStay(options: { db: Db; userId: string; stayId: string }) {
  const { db, userId, stayId } = options;
  await db.transaction(async (tx) => {
    await ownStay(tx, stayId, userId);
    await tx.delete(stays).where(eq(stays.id, stayId));
  });
}

// ---- Other members' stays ---------------------------------------------------------------------

/**
 * `GET /api/users/:userId/stays`: a member's stays that have not ended, as far as their
 * owner lets me see them. Stays are shown to members only: a visitor sees none.
 */
export async function listMemberStays(options: {
  db: Db;
  viewerId: string | null;
  memberId: string;
  now?: Date;
}): Promise<MemberStay[]> {
  const { db, viewerId, memberId } = options;
  if (viewerId === null) return [];
  const now = options.now ?? new Date();
  const rows = await selectStays(db)
    .where(
      and(
        eq(stays.userId, memberId),
        notEnded(now),
        memberId === viewerId ? undefined : visibleTo(viewerId),
      ),
    )
    .orderBy(...soonestFirst);
  return rows.map(toMemberStay);
}

const noStay: StaysAroundResponse = { stay: null, friends: [], others: [], plans: [] };

/**
 * `GET /api/stays/around`: "While you're in Peniche, 3–10 June". The stay is my next one that
 * has not ended (in `area` when given); then who is around on its days and the casual plans of
 * those days that I may see.
 */
export async function staysAround(options: {
  db: Db;
  viewer: { id: string; role: string };
  area?: string | undefined;
  now?: Date;
}): Promise<StaysAroundResponse> {
  const { db, viewer } = options;
  const now = options.now ?? new Date();
  let areaId: string | undefined;
  if (options.area) {
    const area = await findAreaBySlug(db, options.area);
    if (!area) return noStay;
    areaId = area.id;
  }
  const [mine] = await selectStays(db)
    .where(
      and(
        eq(stays.userId, viewer.id),
        notEnded(now),
        areaId ? eq(stays.areaId, areaId) : undefined,
      ),
    )
    .orderBy(...soonestFirst)
    .limit(1);
  if (!mine) return noStay;

  const shared = { areaId: mine.areaId, arrivesOn: mine.arrivesOn, leavesOn: mine.leavesOn };
  const around = and(overlaps(shared), notEnded(now), visibleTo(viewer.id));
  const friendship = aliasedTable(friendships, 'viewer_friendship');
  const [friendRows, otherRows, planRows] = await Promise.all([
    selectStays(db)
      .where(and(around, friendsWith(viewer.id, stays.userId)))
      .orderBy(...soonestFirst)
      .limit(AROUND_MAX),
    db
      .select({
        ...stayColumns,
        friendshipId: friendship.id,
        friendshipStatus: friendship.status,
        requesterId: friendship.requesterId,
      })
      .from(stays)
      .innerJoin(venueAreas, eq(venueAreas.id, stays.areaId))
      .leftJoin(cities, eq(cities.id, stays.cityId))
      .leftJoin(profiles, eq(profiles.id, stays.userId))
      .leftJoin(
        friendship,
        sql`least(${friendship.requesterId}, ${friendship.addresseeId}) = least(${viewer.id}::text, ${stays.userId}) and greatest(${friendship.requesterId}, ${friendship.addresseeId}) = greatest(${viewer.id}::text, ${stays.userId})`,
      )
      .where(
        and(
          around,
          eq(stays.visibility, 'everyone'),
          sql`(${friendship.status} is null or ${friendship.status} <> 'accepted')`,
        ),
      )
      .orderBy(...soonestFirst)
      .limit(AROUND_MAX),
    plansOfTheStay(db, mine, viewer, now),
  ]);

  return {
    stay: toMyStay(mine),
    friends: dedupeByMember(friendRows.map(toMemberStay)),
    others: dedupeByMember(
      otherRows.map((row) => ({
        ...toMemberStay(row),
        relation: relationOf(
          row.friendshipId && row.friendshipStatus && row.requesterId
            ? { id: row.friendshipId, status: row.friendshipStatus, requesterId: row.requesterId }
            : null,
          viewer.id,
        ) satisfies FriendRelation,
      })),
    ),
    plans: planRows,
  };
}

/** A member with two stays in those days is listed once, at the first. */
function dedupeByMember<T extends MemberStay>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((stay) => !seen.has(stay.member.id) && seen.add(stay.member.id));
}

/** Casual plans in the stay's area from its first morning to its last night, not yet begun. */
async function plansOfTheStay(
  db: Db,
  stay: StayListRow,
  viewer: { id: string; role: string },
  now: Date,
): Promise<PlanCard[]> {
  const first = parseLocalDate(stay.arrivesOn)!;
  const last = parseLocalDate(stay.leavesOn)!;
  const from = startOfLocalDay(first, stay.timeZone);
  const until = startOfLocalDay(addDays(last, 1), stay.timeZone);
  const rows = await db
    .select(planCardColumns)
    .from(casualPlans)
    .innerJoin(venueAreas, eq(venueAreas.id, casualPlans.areaId))
    .leftJoin(profiles, eq(profiles.id, casualPlans.creatorId))
    .where(
      and(
        eq(casualPlans.areaId, stay.areaId),
        gte(casualPlans.startsAt, from),
        lt(casualPlans.startsAt, until),
        gt(casualPlans.startsAt, now),
        planVisibleTo(viewer),
      ),
    )
    .orderBy(asc(casualPlans.startsAt), asc(casualPlans.id))
    .limit(AROUND_PLANS_MAX);
  return rows.map(toPlanCard);
}
