import type { Profile, ProfileEvent, PublicProfile, UpdateProfileRequest } from '@lineup/contracts';
import type { Locale } from '@lineup/contracts/locales';
import type { Database, Db } from '@lineup/db';
import {
  eventRsvps,
  events,
  profiles,
  users,
  venueAreas,
  venues,
  type ProfileRow,
} from '@lineup/db/schema';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { conflict, notFound } from '../../lib/app-error';
import { firstAvatar } from '../../lib/avatar';
import { escapeLike } from '../../lib/like-pattern';
import { isUniqueViolation } from '../../lib/unique-violation';
import { blockedEitherWay } from '../blocking';
import { selectEvents } from '../events';
import { areFriends, relationBetween } from '../friends';

export const USERNAME_TAKEN = 'That username is already taken.';
export const NO_USER_SIGNED_IN = 'No user is currently signed in.';

const USERNAME_MAX = 30;
const USERNAME_MIN = 3;

/** The part of an e-mail address before the @ (docs/product.md §3, §5). */
export const emailPrefix = (email: string | null | undefined) => email?.split('@')[0] ?? '';

/** A name reduced to what usernames allow: letters, digits, dots and underscores. */
function toUsername(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_.]/g, '')
    .slice(0, USERNAME_MAX);
}

/**
 * The username a new member starts with: the name given at sign-up, or else the part of the
 * e-mail before the @ (docs/product.md §5), or 'member' when neither leaves enough characters.
 */
export function usernameBase(name: string | null | undefined, email: string): string {
  for (const candidate of [name ?? '', emailPrefix(email)]) {
    const username = toUsername(candidate);
    if (username.length >= USERNAME_MIN) return username;
  }
  return 'member';
}

/** `base`, or `base2`, `base3`, … : the first that no member uses (case-insensitively). */
async function freeUsername(db: Db, base: string): Promise<string> {
  const rows = await db
    .select({ username: sql<string>`lower(${profiles.username})` })
    .from(profiles)
    .where(sql`lower(${profiles.username}) like ${escapeLike(base.toLowerCase()) + '%'}`);
  const taken = new Set(rows.map((row) => row.username));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = base.slice(0, USERNAME_MAX - suffix.length) + suffix;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * The profile row of a new member (docs/product.md §7: insert id, username, email, avatar_url list).
 * Safe to call twice: an existing profile is returned as it is.
 */
export async function createProfileForUser(options: {
  database: Database;
  user: { id: string; email: string; name?: string | null };
}): Promise<ProfileRow> {
  const { db } = options.database;
  const { user } = options;
  const base = usernameBase(user.name, user.email);
  // Another sign-up may take the same name between the check and the insert; try again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await findProfile(db, user.id);
    if (existing) return existing;
    const username = await freeUsername(db, base);
    try {
      const [row] = await db
        .insert(profiles)
        .values({
          id: user.id,
          username,
          email: user.email,
          // A Google or Facebook picture lives on their servers, which the CSP does not allow
          // images from; the member uploads one instead, and initials stand in until then.
          avatarUrl: null,
        })
        .onConflictDoNothing({ target: profiles.id })
        .returning();
      if (row) return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`could not find a free username for user ${user.id}`);
}

async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row;
}

/** The language a member saved (kept on their account, where mails and notices read it). */
async function savedLocale(db: Db, userId: string): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.locale ?? null;
}

export function toProfile(row: ProfileRow, locale: Locale | null): Profile {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    avatarUrl: row.avatarUrl,
    location: row.location,
    locationCategory: row.locationCategory,
    status: row.status,
    statusDetails: row.statusDetails,
    tagline: row.tagline,
    rsvpVisibility: row.rsvpVisibility,
    locale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** docs/product.md §3: used when no profile exists: the e-mail prefix or "User", everything else null. */
export function defaultProfile(user: { id: string; email: string }): Profile {
  return {
    id: user.id,
    username: emailPrefix(user.email) || 'User',
    email: user.email,
    avatarUrl: null,
    location: null,
    locationCategory: null,
    status: null,
    statusDetails: null,
    tagline: null,
    rsvpVisibility: 'everyone',
    locale: null,
    createdAt: null,
    updatedAt: null,
  };
}

/** Saves the language a member chose (the language switch, docs/product.md §18). */
export async function saveLocale(options: {
  database: Database;
  userId: string;
  locale: Locale;
}): Promise<void> {
  const { database, userId, locale } = options;
  await database.db.update(users).set({ locale }).where(eq(users.id, userId));
}

/**
 * The signed-in member's profile. docs/product.md §8: when it cannot be read, try to create it, and fall
 * back to the default profile rather than failing the page.
 */
export async function getOwnProfile(options: {
  database: Database;
  user: { id: string; email: string; name?: string | null; image?: string | null };
  logger: Logger;
}): Promise<Profile> {
  const { database, user, logger } = options;
  try {
    const row = await findProfile(database.db, user.id);
    if (row) return toProfile(row, await savedLocale(database.db, user.id));
  } catch (error) {
    logger.warn({ err: error, userId: user.id }, 'profile could not be read; creating it');
  }
  try {
    const row = await createProfileForUser({ database, user });
    return toProfile(row, await savedLocale(database.db, user.id));
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'profile could not be created; using default');
    return defaultProfile(user);
  }
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

export async function updateOwnProfile(options: {
  database: Database;
  user: { id: string; email: string; name?: string | null };
  input: UpdateProfileRequest;
}): Promise<Profile> {
  const { database, user, input } = options;
  const { db } = database;
  await createProfileForUser({ database, user });

  const username = input.username?.trim();
  if (username !== undefined) {
    const [holder] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`)
      .limit(1);
    if (holder && holder.id !== user.id) throw conflict(USERNAME_TAKEN, { field: 'username' });
  }

  const changes = {
    username,
    tagline: blankToNull(input.tagline),
    location: blankToNull(input.location),
    locationCategory: blankToNull(input.locationCategory),
    status: blankToNull(input.status),
    statusDetails: blankToNull(input.statusDetails),
  };
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<typeof changes>;

  try {
    const row = await db.transaction(async (tx) => {
      if (input.locale !== undefined) {
        await tx.update(users).set({ locale: input.locale }).where(eq(users.id, user.id));
      }
      const [updated] = await tx
        .update(profiles)
        .set({ ...defined, updatedAt: new Date() })
        .where(eq(profiles.id, user.id))
        .returning();
      return updated;
    });
    if (!row) throw notFound('Your profile was not found.');
    return toProfile(row, await savedLocale(db, user.id));
  } catch (error) {
    if (isUniqueViolation(error, 'profiles_username_lower_key')) {
      throw conflict(USERNAME_TAKEN, { field: 'username' });
    }
    throw error;
  }
}

export async function setAvatar(options: {
  database: Database;
  user: { id: string; email: string; name?: string | null };
  avatarUrl: string;
}): Promise<{ profile: Profile; previous: string[] | null }> {
  const { database, user, avatarUrl } = options;
  const existing = await createProfileForUser({ database, user });
  const [row] = await database.db
    .update(profiles)
    .set({ avatarUrl: [avatarUrl], updatedAt: new Date() })
    .where(eq(profiles.id, user.id))
    .returning();
  if (!row) throw notFound('Your profile was not found.');
  return {
    profile: toProfile(row, await savedLocale(database.db, user.id)),
    previous: existing.avatarUrl,
  };
}

/** Whether `viewerId` may see the RSVPs of `member` (docs/product.md "Privacy & settings"). */
export async function canSeeRsvps(options: {
  db: Db;
  memberId: string;
  visibility: ProfileRow['rsvpVisibility'];
  viewerId: string | null;
}): Promise<boolean> {
  const { db, memberId, visibility, viewerId } = options;
  if (viewerId === memberId) return true;
  if (visibility === 'everyone') return true;
  if (visibility === 'nobody' || !viewerId) return false;
  return areFriends(db, memberId, viewerId);
}

const PROFILE_EVENTS_LIMIT = 20;

const profileEventColumns = {
  id: events.id,
  title: events.title,
  slug: events.slug,
  countrySlug: events.countrySlug,
  citySlug: events.citySlug,
  category: events.eventCategory,
  startDate: events.startDate,
  endDate: events.endDate,
  imageUrl: events.imageUrl,
  timeZone: venueAreas.timeZone,
  areaName: venueAreas.name,
  venueName: venues.name,
};

type ProfileEventRow = {
  id: string;
  title: string;
  slug: string;
  countrySlug: string;
  citySlug: string;
  category: ProfileEvent['category'];
  startDate: Date;
  endDate: Date;
  imageUrl: string | null;
  timeZone: string;
  areaName: string;
  venueName: string | null;
};

function toProfileEvent(row: ProfileEventRow): ProfileEvent {
  return {
    id: row.id,
    title: row.title,
    path: `/${row.countrySlug}/${row.citySlug}/events/${row.slug}`,
    category: row.category,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    timeZone: row.timeZone,
    areaName: row.areaName,
    venueName: row.venueName,
    imageUrl: row.imageUrl,
  };
}

/**
 * Another member's public page (docs/product.md "Profile"): who they are, the upcoming published
 * events they go to (when their RSVP visibility lets this viewer see it) and those they made.
 */
export async function getPublicProfile(options: {
  database: Database;
  userId: string;
  viewerId: string | null;
  now?: Date;
}): Promise<PublicProfile> {
  const { database, userId, viewerId } = options;
  const { db } = database;
  const now = options.now ?? new Date();

  const [member] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!member) throw notFound('That member was not found.');
  // docs/product.md §13: once either blocked the other, the member is not there for the viewer,
  // with the same answer as for no member at all, so the blocked one cannot tell.
  if (viewerId && viewerId !== userId && (await blockedEitherWay(db, viewerId, userId))) {
    throw notFound('That member was not found.');
  }
  const { user, profile } = member;

  const upcomingPublished = and(eq(events.status, 'published'), gt(events.endDate, now));

  const created = await selectEvents(db, profileEventColumns)
    .where(and(eq(events.creatorId, userId), upcomingPublished))
    .orderBy(asc(events.startDate))
    .limit(PROFILE_EVENTS_LIMIT);

  const visible = await canSeeRsvps({
    db,
    memberId: userId,
    visibility: profile?.rsvpVisibility ?? 'everyone',
    viewerId,
  });
  const going = visible
    ? await selectEvents(db, { ...profileEventColumns, rsvpStatus: eventRsvps.status })
        .innerJoin(eventRsvps, eq(eventRsvps.eventId, events.id))
        // A place on a waitlist is the member's own business.
        .where(
          and(
            eq(eventRsvps.userId, userId),
            inArray(eventRsvps.status, ['going', 'interested']),
            upcomingPublished,
          ),
        )
        .orderBy(asc(events.startDate))
        .limit(PROFILE_EVENTS_LIMIT)
    : null;

  return {
    id: user.id,
    username: profile?.username ?? (emailPrefix(user.email) || 'User'),
    avatarUrl: firstAvatar(profile?.avatarUrl),
    tagline: profile?.tagline ?? null,
    location: profile?.location ?? null,
    locationCategory: profile?.locationCategory ?? null,
    status: profile?.status ?? null,
    statusDetails: profile?.statusDetails ?? null,
    memberSince: user.createdAt.toISOString(),
    going:
      going?.map((row) => ({
        ...toProfileEvent(row),
        rsvpStatus: row.rsvpStatus === 'going' ? ('going' as const) : ('interested' as const),
      })) ?? null,
    created: created.map(toProfileEvent),
    friendship:
      viewerId && viewerId !== userId ? await relationBetween(db, viewerId, userId) : null,
  };
}
