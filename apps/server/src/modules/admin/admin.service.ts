import {
  ADMIN_FIGURES_DAYS,
  ADMIN_PAGE_SIZE,
  ADMIN_TOP_QUERIES_MAX,
  adminMessages,
  isAreaSlug,
  resolveLegacyRedirect,
  type AdminArea,
  type AdminEvent,
  type AdminMember,
  type ConsentFiguresResponse,
  type CreateAreaValues,
  type EventStatus,
  type QueryFigure,
  type SearchAnalyticsResponse,
  type UpdateAreaValues,
  type UserRole,
} from '@lineup/contracts';
import { areaSlugOf, ensureAreaCity, slugify, type Db } from '@lineup/db';
import {
  events,
  profiles,
  searchQueries,
  sessions,
  userConsentLog,
  users,
  venueAreas,
} from '@lineup/db/schema';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { toZonedIso } from '@lineup/db/zoned-time';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../lib/app-error';
import { containsPattern } from '../../lib/like-pattern';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { SessionUser } from '../../types';
import { coversNoEventUses, eventPath, selectEvents } from '../events';
import {
  auditActor,
  COMMAND_LINE,
  recordAudit,
  type AuditActor,
  type AuditDetails,
} from './audit-log';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

// ---- Areas ----------------------------------------------------------------------------------

type AreaRow = typeof venueAreas.$inferSelect;

function toAdminArea(
  row: AreaRow,
  counts: { eventCount: number; upcomingEventCount: number } | undefined,
): AdminArea {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    country: row.country,
    countrySlug: row.countrySlug,
    description: row.description,
    timeZone: row.timeZone,
    latitude: row.latitude,
    longitude: row.longitude,
    displayOrder: row.displayOrder,
    active: row.active,
    eventCount: counts?.eventCount ?? 0,
    upcomingEventCount: counts?.upcomingEventCount ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Events of any status per area, and the published ones that have not ended (the badge). */
async function countAreaEvents(db: Db, now: Date, areaId?: string) {
  const rows = await db
    .select({
      areaId: events.areaId,
      eventCount: sql<number>`count(*)::int`,
      upcomingEventCount: sql<number>`(count(*) filter (where ${events.status} = 'published' and ${events.endDate} > ${now.toISOString()}::timestamptz))::int`,
    })
    .from(events)
    .where(areaId ? eq(events.areaId, areaId) : undefined)
    .groupBy(events.areaId);
  return new Map(
    rows.map((row) => [
      row.areaId,
      { eventCount: Number(row.eventCount), upcomingEventCount: Number(row.upcomingEventCount) },
    ]),
  );
}

/** Every area, inactive ones too, in display order (how country pages list their areas), then name. */
export async function listAreas(options: { db: Db; now?: Date }): Promise<AdminArea[]> {
  const { db } = options;
  const rows = await db
    .select()
    .from(venueAreas)
    .orderBy(asc(venueAreas.displayOrder), asc(venueAreas.name));
  const counts = await countAreaEvents(db, options.now ?? new Date());
  return rows.map((row) => toAdminArea(row, counts.get(row.id)));
}

async function areaWithCounts(db: Db, row: AreaRow): Promise<AdminArea> {
  const counts = await countAreaEvents(db, new Date(), row.id);
  return toAdminArea(row, counts.get(row.id));
}

/** A new area, with its own city page (where its events without a known town sit). */
export async function createArea(options: {
  db: Db;
  actor: SessionUser;
  input: CreateAreaValues;
}): Promise<AdminArea> {
  const { db, actor, input } = options;
  const countrySlug = slugify(input.country);
  // The country's page shares its address's shape with area pages; only the ending tells them apart.
  if (isAreaSlug(countrySlug)) {
    throw validationFailed(adminMessages.countryLooksLikeArea, {
      target: 'json',
      issues: [{ path: 'country', message: adminMessages.countryLooksLikeArea }],
    });
  }
  // docs/product.md §3: a missing slug is made from the country and the name.
  const slug = input.slug || areaSlugOf(input.country, input.name);
  if (!slug) throw new AppError('validation_failed', 400, adminMessages.slugEmpty);
  // An old address that redirects would never reach the new area's page.
  if (resolveLegacyRedirect(`/${slug}`))
    throw conflict(adminMessages.slugRedirected, { field: 'slug' });
  try {
    const row = await db.transaction(async (tx) => {
      const [area] = await tx
        .insert(venueAreas)
        .values({
          name: input.name,
          slug,
          country: input.country,
          countrySlug,
          description: input.description,
          timeZone: input.timeZone,
          latitude: input.latitude,
          longitude: input.longitude,
          displayOrder: input.displayOrder,
          active: input.active,
        })
        .returning();
      await ensureAreaCity(tx, area!);
      await recordAudit(tx, {
        actor: await auditActor(tx, actor),
        action: 'area.create',
        target: { type: 'area', id: area!.id, name: area!.name },
        details: { slug: area!.slug, country: area!.country },
      });
      return area!;
    });
    return toAdminArea(row, undefined);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(adminMessages.slugTaken, { field: 'slug' });
    throw error;
  }
}

export async function updateArea(options: {
  db: Db;
  actor: SessionUser;
  id: string;
  patch: UpdateAreaValues;
}): Promise<AdminArea> {
  const { db, actor, id, patch } = options;
  const changes = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as UpdateAreaValues;
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(venueAreas)
      .where(eq(venueAreas.id, id))
      .limit(1)
      .for('update');
    if (!current) throw notFound(adminMessages.areaNotFound);
    const [updated] = await tx
      .update(venueAreas)
      .set(changes)
      .where(eq(venueAreas.id, id))
      .returning();
    // What changed, as field: new value (and the name it had, when renamed).
    const details: AuditDetails = {};
    for (const [field, value] of Object.entries(changes)) {
      if (current[field as keyof UpdateAreaValues] !== value) details[field] = value;
    }
    if ('name' in details) details.previousName = current.name;
    if (Object.keys(details).length > 0) {
      await recordAudit(tx, {
        actor: await auditActor(tx, actor),
        action: 'area.update',
        target: { type: 'area', id, name: updated!.name },
        details,
      });
    }
    return updated!;
  });
  return areaWithCounts(db, row);
}

// ---- Events ---------------------------------------------------------------------------------

const adminEventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  status: events.status,
  startDate: events.startDate,
  endDate: events.endDate,
  countrySlug: events.countrySlug,
  citySlug: events.citySlug,
  createdAt: events.createdAt,
  creatorId: events.creatorId,
  timeZone: venueAreas.timeZone,
  areaName: venueAreas.name,
  creatorUsername: profiles.username,
};

type AdminEventRow = {
  id: string;
  slug: string;
  title: string;
  status: EventStatus;
  startDate: Date;
  endDate: Date;
  countrySlug: string;
  citySlug: string;
  createdAt: Date;
  creatorId: string | null;
  timeZone: string;
  areaName: string;
  creatorUsername: string | null;
};

function toAdminEvent(row: AdminEventRow): AdminEvent {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    startDate: toZonedIso(row.startDate, row.timeZone),
    endDate: toZonedIso(row.endDate, row.timeZone),
    timeZone: row.timeZone,
    areaName: row.areaName,
    path: eventPath(row),
    creator:
      row.creatorId === null
        ? null
        : { id: row.creatorId, username: row.creatorUsername ?? 'User' },
    createdAt: row.createdAt.toISOString(),
  };
}

function selectAdminEvents(db: Db, where: SQL | undefined) {
  return selectEvents(db, adminEventColumns)
    .leftJoin(profiles, eq(profiles.id, events.creatorId))
    .where(where);
}

/** Lower-cased contains-pattern for the `search_text` column (its trigram index serves it). */
const searchTextPattern = (term: string) =>
  containsPattern(term.toLowerCase().replace(/[\r\n]+/g, ' '));

/**
 * Events of every status, newest first (the `created_at` index), optionally of one status and
 * matching a term in the fields search reads. One row more than a page tells if there is more.
 */
export async function listEvents(options: {
  db: Db;
  q?: string | undefined;
  status?: EventStatus | undefined;
  page: number;
}) {
  const { db, q, status, page } = options;
  const rows = await selectAdminEvents(
    db,
    and(
      status ? eq(events.status, status) : undefined,
      q ? sql`${events.searchText} like ${searchTextPattern(q)}` : undefined,
    ),
  )
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return {
    events: rows.slice(0, ADMIN_PAGE_SIZE).map(toAdminEvent),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    hasMore: rows.length > ADMIN_PAGE_SIZE,
  };
}

/** Published → draft: the event leaves every list and page but its creator's and admins'. */
export async function unpublishEvent(options: {
  db: Db;
  actor: SessionUser;
  id: string;
}): Promise<AdminEvent> {
  const { db, actor, id } = options;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: events.status, title: events.title })
      .from(events)
      .where(eq(events.id, id))
      .limit(1)
      .for('update');
    if (!current) throw notFound(adminMessages.eventNotFound);
    if (current.status !== 'published') {
      throw conflict(adminMessages.unpublishOnlyPublished, { status: current.status });
    }
    await tx.update(events).set({ status: 'draft' }).where(eq(events.id, id));
    await recordAudit(tx, {
      actor: await auditActor(tx, actor),
      action: 'event.unpublish',
      target: { type: 'event', id, name: current.title },
    });
  });
  const [row] = await selectAdminEvents(db, eq(events.id, id)).limit(1);
  return toAdminEvent(row!);
}

/**
 * Deletes an event (its RSVPs go with it) and logs it; returns the cover if no other session
 * of its series uses it, for the caller to remove from storage once the row is gone.
 */
export async function deleteEvent(options: {
  db: Db;
  actor: SessionUser;
  id: string;
}): Promise<{ unusedImageUrls: string[] }> {
  const { db, actor, id } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        title: events.title,
        status: events.status,
        imageUrl: events.imageUrl,
        countrySlug: events.countrySlug,
        citySlug: events.citySlug,
        slug: events.slug,
      })
      .from(events)
      .where(eq(events.id, id))
      .limit(1)
      .for('update');
    if (!current) throw notFound(adminMessages.eventNotFound);
    await tx.delete(events).where(eq(events.id, id));
    await recordAudit(tx, {
      actor: await auditActor(tx, actor),
      action: 'event.delete',
      target: { type: 'event', id, name: current.title },
      details: { status: current.status, path: eventPath(current) },
    });
    return { unusedImageUrls: await coversNoEventUses(tx, [current.imageUrl]) };
  });
}

// ---- Members --------------------------------------------------------------------------------

const memberColumns = {
  id: users.id,
  email: users.email,
  username: profiles.username,
  role: users.role,
  emailVerified: users.emailVerified,
  banned: users.banned,
  banReason: users.banReason,
  createdAt: users.createdAt,
};

type MemberRow = {
  id: string;
  email: string;
  username: string | null;
  role: string;
  emailVerified: boolean;
  banned: boolean;
  banReason: string | null;
  createdAt: Date;
};

const toAdminMember = (row: MemberRow): AdminMember => ({
  ...row,
  role: row.role === 'admin' ? 'admin' : 'user',
  createdAt: row.createdAt.toISOString(),
});

const selectMembers = (db: Db, where: SQL | undefined) =>
  db.select(memberColumns).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(where);

/**
 * Members newest first, optionally those whose username or e-mail contains `q`. Each side is
 * found through its own trigram index, then joined by id.
 */
export async function listMembers(options: { db: Db; q?: string | undefined; page: number }) {
  const { db, q, page } = options;
  let where: SQL | undefined;
  if (q) {
    const pattern = containsPattern(q);
    where = or(
      ilike(users.email, pattern),
      inArray(
        users.id,
        db.select({ id: profiles.id }).from(profiles).where(ilike(profiles.username, pattern)),
      ),
    );
  }
  const rows = await selectMembers(db, where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return {
    members: rows.slice(0, ADMIN_PAGE_SIZE).map(toAdminMember),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    hasMore: rows.length > ADMIN_PAGE_SIZE,
  };
}

/** A member as the log names them: their username, else their e-mail address. */
async function memberTarget(db: Db, id: string) {
  const [row] = await selectMembers(db, eq(users.id, id)).limit(1);
  if (!row) throw notFound(adminMessages.memberNotFound);
  return { row, target: { type: 'member' as const, id, name: row.username ?? row.email } };
}

async function memberById(db: Db, id: string): Promise<AdminMember> {
  const [row] = await selectMembers(db, eq(users.id, id)).limit(1);
  if (!row) throw notFound(adminMessages.memberNotFound);
  return toAdminMember(row);
}

/**
 * Bans a member and ends every session they have, so they are out at once (sessions are read
 * from the database on each request). Better Auth's admin plugin then refuses their sign-ins.
 */
export async function banMember(options: {
  db: Db;
  actor: SessionUser;
  id: string;
  reason?: string | undefined;
}): Promise<AdminMember> {
  const { db, actor, id } = options;
  if (actor.id === id) throw forbidden(adminMessages.cannotBanSelf);
  const reason = options.reason || null;
  await db.transaction(async (tx) => {
    const { target } = await memberTarget(tx, id);
    await tx
      .update(users)
      .set({ banned: true, banReason: reason, banExpires: null })
      .where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, {
      actor: await auditActor(tx, actor),
      action: 'member.ban',
      target,
      details: { reason },
    });
  });
  return memberById(db, id);
}

export async function unbanMember(options: {
  db: Db;
  actor: SessionUser;
  id: string;
}): Promise<AdminMember> {
  const { db, actor, id } = options;
  await db.transaction(async (tx) => {
    const { row, target } = await memberTarget(tx, id);
    // Lifting a ban that is not there changes nothing, so it leaves no record.
    if (!row.banned) return;
    await tx
      .update(users)
      .set({ banned: false, banReason: null, banExpires: null })
      .where(eq(users.id, id));
    await recordAudit(tx, {
      actor: await auditActor(tx, actor),
      action: 'member.unban',
      target,
      details: { reason: row.banReason },
    });
  });
  return memberById(db, id);
}

/** The role change and its audit row, in the caller's transaction; false when unchanged. */
async function changeRole(
  tx: Db,
  options: { actor: AuditActor; id: string; role: UserRole },
): Promise<boolean> {
  const { actor, id, role } = options;
  const { row, target } = await memberTarget(tx, id);
  const from = row.role === 'admin' ? 'admin' : 'user';
  if (from === role) return false;
  await tx.update(users).set({ role }).where(eq(users.id, id));
  await recordAudit(tx, { actor, action: 'member.role', target, details: { from, to: role } });
  return true;
}

/** Make admin or remove admin; the role is read on every request, so it applies at once. */
export async function setMemberRole(options: {
  db: Db;
  actor: SessionUser;
  id: string;
  role: UserRole;
}): Promise<AdminMember> {
  const { db, actor, id, role } = options;
  // Keeps at least the admin who is acting, so the site never locks itself out by accident.
  if (actor.id === id && role !== 'admin') throw forbidden(adminMessages.cannotDemoteSelf);
  await db.transaction(async (tx) =>
    changeRole(tx, { actor: await auditActor(tx, actor), id, role }),
  );
  return memberById(db, id);
}

/**
 * For the command line: the role by e-mail address; null when no member has that address.
 * The audit log names the actor "command line".
 */
export async function setRoleByEmail(options: {
  db: Db;
  email: string;
  role: UserRole;
}): Promise<{ email: string; role: UserRole; changed: boolean } | null> {
  const { db, role } = options;
  const email = options.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    if (!current) return null;
    const changed = await changeRole(tx, { actor: COMMAND_LINE, id: current.id, role });
    return { email: current.email, role, changed };
  });
}

// ---- Figures --------------------------------------------------------------------------------

/**
 * Search figures over the last 30 days. Every read is bounded by `created_at`, so the
 * `search_queries_created_at_idx` range scan serves it whatever the table's age; queries are
 * grouped lower-cased (the expression of `search_queries_query_lower_idx`).
 */
export async function searchAnalytics(options: {
  db: Db;
  now?: Date;
}): Promise<SearchAnalyticsResponse> {
  const { db } = options;
  const since = daysBefore(options.now ?? new Date(), ADMIN_FIGURES_DAYS);
  const inWindow = sql`${searchQueries.createdAt} >= ${since.toISOString()}::timestamptz`;
  const query = sql<string>`lower(${searchQueries.query})`;
  const searches = sql<number>`(count(*) filter (where not ${searchQueries.clicked}))::int`;
  const clicks = sql<number>`(count(*) filter (where ${searchQueries.clicked}))::int`;
  const lastSearchedAt = sql<string>`max(${searchQueries.createdAt})`;

  const [totals] = await db.select({ searches, clicks }).from(searchQueries).where(inWindow);

  const grouped = (having: SQL) =>
    db
      .select({ query, searches, clicks, lastSearchedAt })
      .from(searchQueries)
      .where(inWindow)
      .groupBy(query)
      .having(having)
      .orderBy(desc(searches), desc(lastSearchedAt), asc(query))
      .limit(ADMIN_TOP_QUERIES_MAX);

  const [top, noResults] = await Promise.all([
    grouped(sql`count(*) filter (where not ${searchQueries.clicked}) > 0`),
    // A query counts as finding nothing when its searches reported 0 results.
    grouped(
      sql`count(*) filter (where not ${searchQueries.clicked} and ${searchQueries.resultCount} = 0) > 0`,
    ),
  ]);
  const toFigure = (row: {
    query: string;
    searches: number;
    clicks: number;
    lastSearchedAt: string | Date;
  }): QueryFigure => ({
    query: row.query,
    searches: Number(row.searches),
    clicks: Number(row.clicks),
    lastSearchedAt: new Date(row.lastSearchedAt).toISOString(),
  });

  const totalSearches = Number(totals?.searches ?? 0);
  const totalClicks = Number(totals?.clicks ?? 0);
  return {
    days: ADMIN_FIGURES_DAYS,
    searches: totalSearches,
    clicks: totalClicks,
    clickThroughRate: totalSearches === 0 ? null : totalClicks / totalSearches,
    topQueries: top.map(toFigure),
    noResultQueries: noResults.map(toFigure),
  };
}

/**
 * Cookie choices: each member's latest (DISTINCT ON walks `user_consent_log_user_id_idx`,
 * user then time), overall and among choices made in the last 30 days.
 */
export async function consentFigures(options: {
  db: Db;
  now?: Date;
}): Promise<ConsentFiguresResponse> {
  const { db } = options;
  const since = daysBefore(options.now ?? new Date(), ADMIN_FIGURES_DAYS);
  const counts = async (where: SQL) => {
    const latest = db
      .selectDistinctOn([userConsentLog.userId], { consented: userConsentLog.consented })
      .from(userConsentLog)
      .where(where)
      .orderBy(userConsentLog.userId, desc(userConsentLog.createdAt), desc(userConsentLog.id))
      .as('latest');
    const [row] = await db
      .select({
        accepted: sql<number>`(count(*) filter (where ${latest.consented}))::int`,
        essentialOnly: sql<number>`(count(*) filter (where not ${latest.consented}))::int`,
      })
      .from(latest);
    return { accepted: Number(row?.accepted ?? 0), essentialOnly: Number(row?.essentialOnly ?? 0) };
  };
  const cookies = eq(userConsentLog.consentType, 'cookies');
  const [latest, recent] = await Promise.all([
    counts(cookies),
    counts(and(cookies, sql`${userConsentLog.createdAt} >= ${since.toISOString()}::timestamptz`)!),
  ]);
  return { days: ADMIN_FIGURES_DAYS, latest, recent };
}
