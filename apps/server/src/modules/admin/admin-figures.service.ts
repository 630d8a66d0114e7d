import {
  ADMIN_FIGURES_DAYS,
  ADMIN_TOP_QUERIES_MAX,
  type ConsentFiguresResponse,
  type QueryFigure,
  type SearchAnalyticsResponse,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { searchQueries, userConsentLog } from '@lineup/db/schema';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';

// Figures for admins: what people search for, and consent choices.

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

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
