import type { AccountSession, PrivacySettings } from '@lineup/contracts';
import { deleteAccountRefusals } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import {
  accounts,
  casualPlanMembers,
  casualPlans,
  cities,
  eventRsvps,
  events,
  friendships,
  memberBlocks,
  outboxMessages,
  profiles,
  rateLimits,
  searchQueries,
  sessions,
  stays,
  userConsentLog,
  users,
  venueAreas,
  venues,
  verifications,
} from '@lineup/db/schema';
import { and, asc, desc, eq, getTableColumns, gt, like, ne, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { AppError, notFound } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { deletePhotoFiles, photoFilesOf } from '../photos';
import { createProfileForUser, toProfile } from '../profiles';
import { deleteAvatars } from '../uploads';
import { describeUserAgent } from './user-agent';

type Member = { id: string; email: string; name?: string | null };

export async function updatePrivacy(options: {
  database: Database;
  user: Member;
  input: PrivacySettings;
}): Promise<PrivacySettings> {
  const { database, user, input } = options;
  await createProfileForUser({ database, user });
  const [row] = await database.db
    .update(profiles)
    .set({ rsvpVisibility: input.rsvpVisibility, updatedAt: new Date() })
    .where(eq(profiles.id, user.id))
    .returning({ rsvpVisibility: profiles.rsvpVisibility });
  if (!row) throw notFound('Your profile was not found.');
  return row;
}

/** The member's unexpired sessions, the one in use first, then by last use. */
export async function listSessions(options: {
  database: Database;
  userId: string;
  currentSessionId: string | null;
  now?: Date;
}): Promise<AccountSession[]> {
  const now = options.now ?? new Date();
  const rows = await options.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, options.userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));
  return rows
    .map((row) => ({
      id: row.id,
      current: row.id === options.currentSessionId,
      ...describeUserAgent(row.userAgent),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the member's sessions. Sessions are looked up in the database on every request
 * (no cookie cache), so the browser holding it is signed out at its next request.
 */
export async function revokeSession(options: {
  database: Database;
  userId: string;
  sessionId: string;
}): Promise<void> {
  const deleted = await options.database.db
    .delete(sessions)
    .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, options.userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw notFound('That session was not found. It may have ended.');
}

export async function revokeOtherSessions(options: {
  database: Database;
  userId: string;
  currentSessionId: string;
}): Promise<number> {
  const deleted = await options.database.db
    .delete(sessions)
    .where(and(eq(sessions.userId, options.userId), ne(sessions.id, options.currentSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Everything Lineup keeps about the member (privacy page: "download all your data"), as plain
 * JSON. Secrets are left out: password hashes, session and OAuth tokens.
 */
/** A table's columns without its `search_text`, an internal copy of other columns for search. */
function withoutSearchText<T extends { searchText: unknown }>(columns: T): Omit<T, 'searchText'> {
  const { searchText: _searchText, ...rest } = columns;
  return rest;
}

export async function exportAccount(options: { database: Database; userId: string }) {
  const { db } = options.database;
  const { userId } = options;

  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Your account was not found.');
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);

  const [
    signInMethods,
    sessionRows,
    eventsCreated,
    venuesCreated,
    rsvps,
    plansCreated,
    plansJoined,
    friendshipRows,
    consent,
    searches,
    stayRows,
    blockRows,
  ] = await Promise.all([
    db
      .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select(withoutSearchText(getTableColumns(events)))
      .from(events)
      .where(eq(events.creatorId, userId))
      .orderBy(asc(events.startDate)),
    db
      .select(withoutSearchText(getTableColumns(venues)))
      .from(venues)
      .where(eq(venues.creatorId, userId)),
    db
      .select({
        eventId: eventRsvps.eventId,
        eventTitle: events.title,
        status: eventRsvps.status,
        createdAt: eventRsvps.createdAt,
        updatedAt: eventRsvps.updatedAt,
      })
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .where(eq(eventRsvps.userId, userId)),
    db
      .select(withoutSearchText(getTableColumns(casualPlans)))
      .from(casualPlans)
      .where(eq(casualPlans.creatorId, userId)),
    db
      .select({
        planId: casualPlans.id,
        title: casualPlans.title,
        location: casualPlans.location,
        startsAt: casualPlans.startsAt,
        joinedAt: casualPlanMembers.joinedAt,
      })
      .from(casualPlanMembers)
      .innerJoin(casualPlans, eq(casualPlans.id, casualPlanMembers.planId))
      .where(eq(casualPlanMembers.userId, userId)),
    db
      .select({
        friendship: friendships,
        otherUsername: profiles.username,
      })
      .from(friendships)
      .leftJoin(
        profiles,
        sql`${profiles.id} = case when ${friendships.requesterId} = ${userId}
          then ${friendships.addresseeId} else ${friendships.requesterId} end`,
      )
      .where(or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId))),
    db
      .select()
      .from(userConsentLog)
      .where(eq(userConsentLog.userId, userId))
      .orderBy(asc(userConsentLog.createdAt)),
    db
      .select()
      .from(searchQueries)
      .where(eq(searchQueries.userId, userId))
      .orderBy(asc(searchQueries.createdAt)),
    db
      .select({
        area: venueAreas.name,
        town: cities.name,
        arrivesOn: stays.arrivesOn,
        leavesOn: stays.leavesOn,
        note: stays.note,
        visibility: stays.visibility,
        createdAt: stays.createdAt,
      })
      .from(stays)
      .innerJoin(venueAreas, eq(venueAreas.id, stays.areaId))
      .leftJoin(cities, eq(cities.id, stays.cityId))
      .where(eq(stays.userId, userId))
      .orderBy(asc(stays.arrivesOn)),
    db
      .select({
        memberId: memberBlocks.blockedId,
        username: profiles.username,
        createdAt: memberBlocks.createdAt,
      })
      .from(memberBlocks)
      .leftJoin(profiles, eq(profiles.id, memberBlocks.blockedId))
      .where(eq(memberBlocks.blockerId, userId)),
  ]);

  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      role: user.role,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      signInMethods: signInMethods.map((row) => ({
        provider: row.provider,
        since: iso(row.createdAt),
      })),
    },
    profile: profile ? toProfile(profile, user.locale) : null,
    sessions: sessionRows.map((row) => ({
      createdAt: iso(row.createdAt),
      lastActiveAt: iso(row.lastActiveAt),
      expiresAt: iso(row.expiresAt),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
    eventsCreated,
    venuesCreated,
    rsvps,
    plansCreated,
    plansJoined,
    friendships: friendshipRows.map(({ friendship, otherUsername }) => ({
      otherMemberId:
        friendship.requesterId === userId ? friendship.addresseeId : friendship.requesterId,
      otherUsername,
      status: friendship.status,
      direction: friendship.requesterId === userId ? 'sent' : 'received',
      createdAt: iso(friendship.createdAt),
      respondedAt: iso(friendship.respondedAt),
    })),
    consentLog: consent.map((row) => ({
      consentType: row.consentType,
      consented: row.consented,
      createdAt: iso(row.createdAt),
    })),
    stays: stayRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    blockedMembers: blockRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    searchQueries: searches.map((row) => ({
      query: row.query,
      resultCount: row.resultCount,
      clicked: row.clicked,
      clickedResultType: row.clickedResultType,
      clickedResultId: row.clickedResultId,
      createdAt: iso(row.createdAt),
    })),
  };
}

/** A session younger than this may delete its account without typing a password. */
export const FRESH_SESSION_MS = 15 * 60 * 1000;

export const DELETE_WRONG_PASSWORD = 'That password is not correct.';
export const DELETE_NEEDS_CONFIRMATION =
  'To delete your account, enter your password, or sign in again and delete it within 15 minutes.';

/**
 * Deletes the member and their personal data (privacy page): profile, RSVPs, plans and plan
 * memberships, friendships, consent log, sessions and sign-in methods go with the user row
 * (ON DELETE CASCADE). Events and venues they created stay, no longer linked to them; their
 * search queries stay as anonymous counts. Pending links, outbox mails and rate-limit counters
 * naming their address are removed too, and their avatar files.
 */
export async function deleteAccount(options: {
  database: Database;
  storage: Storage;
  logger: Logger;
  user: Member;
  session: { createdAt: Date };
  password: string | undefined;
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  now?: Date;
}): Promise<void> {
  const { database, storage, logger, user, session, password, verifyPassword } = options;
  const { db } = database;
  const now = options.now ?? new Date();

  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
    .limit(1);

  if (password !== undefined && credential?.password) {
    if (!(await verifyPassword(credential.password, password))) {
      throw new AppError('forbidden', 403, DELETE_WRONG_PASSWORD, {
        reason: deleteAccountRefusals.wrongPassword,
      });
    }
  } else if (now.getTime() - session.createdAt.getTime() > FRESH_SESSION_MS) {
    throw new AppError('forbidden', 403, DELETE_NEEDS_CONFIRMATION, {
      reason: deleteAccountRefusals.reauthenticate,
    });
  }

  const [profile] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, user.id))
    .limit(1);
  const email = user.email.toLowerCase();
  // The member's photos leave every album with the account, their files just after.
  const photoFiles = await photoFilesOf(db, user.id);

  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, user.id));
    // Reset links store the user id; magic links and e-mail tokens store the address.
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, user.id),
          like(verifications.value, `%${JSON.stringify(email).slice(1, -1)}%`),
        ),
      );
    await tx.delete(outboxMessages).where(sql`lower(${outboxMessages.to}) = ${email}`);
    await tx.delete(rateLimits).where(like(rateLimits.key, `%:email:${email}`));
  });

  await deleteAvatars({ storage, urls: profile?.avatarUrl, logger });
  await deletePhotoFiles({ storage, urls: photoFiles, logger });
}
