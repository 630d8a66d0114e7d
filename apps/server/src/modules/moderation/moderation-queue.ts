import {
  errorMessages,
  MODERATION_PAGE_SIZE,
  type ModerationItem,
  type ModerationNote,
  type ModerationQueueResponse,
  type ModerationSummary,
  type ReportOutcome,
  type ReportReason,
  type ReportSubjectKind,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { moderationNotes, profiles, reports } from '@lineup/db/schema';
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { validationFailed } from '../../lib/app-error';
import { toMember } from '../../lib/member-summary';
import { actionsFor, isAdmin, ownsACrew, requireModerator, type Moderator } from './moderator';
import { SUBJECTS, subjectOf } from './subjects';

// The moderation queue (docs/product.md §15 "Moderation"): open reports grouped by item, most
// reported first and then the longest waiting, each with its reasons, reporters' notes, notes
// between moderators and the item in context. The handled view shows recent decisions.

/** Reporters' notes and moderators' notes shown per item. */
const NOTES_SHOWN = 5;

/** A page's start: the number of items before it, as the last page's `nextCursor` said. */
function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!/^\d{1,6}$/.test(cursor)) {
    throw validationFailed(errorMessages.validationFailed, {
      target: 'query',
      issues: [
        { path: 'cursor', message: 'This page link is not valid; start from the first page.' },
      ],
    });
  }
  return Number(cursor);
}

const sameItem = (kind: ReportSubjectKind, id: string) =>
  and(eq(reports.subjectKind, kind), eq(reports.subjectId, id));

/** Items a crew owner may see: messages in their crew's events' discussions. */
function crewOwnerScope(userId: string): SQL {
  const scopes = Object.entries(SUBJECTS).flatMap(([kind, handler]) =>
    handler.crewScope
      ? [
          sql`(${reports.subjectKind} = ${kind} and ${reports.subjectId} in (${handler.crewScope(userId)}))`,
        ]
      : [],
  );
  return or(...scopes) ?? sql`false`;
}

/** Notes between moderators on an item, newest first. */
export async function notesOn(
  db: Db,
  kind: ReportSubjectKind,
  id: string,
  limit = NOTES_SHOWN,
): Promise<ModerationNote[]> {
  const rows = await db
    .select({
      id: moderationNotes.id,
      body: moderationNotes.body,
      createdAt: moderationNotes.createdAt,
      authorId: moderationNotes.authorId,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
    })
    .from(moderationNotes)
    .leftJoin(profiles, eq(profiles.id, moderationNotes.authorId))
    .where(and(eq(moderationNotes.subjectKind, kind), eq(moderationNotes.subjectId, id)))
    .orderBy(desc(moderationNotes.createdAt), desc(moderationNotes.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    author: row.authorId ? toMember({ ...row, id: row.authorId }) : null,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** `GET /api/moderation/reports`. */
export async function listQueue(options: {
  db: Db;
  viewer: Moderator;
  status: 'open' | 'handled';
  cursor?: string | undefined;
}): Promise<ModerationQueueResponse> {
  const { db, viewer, status } = options;
  const offset = offsetOf(options.cursor);
  const scope =
    (await requireModerator(db, viewer)) === 'admin' ? undefined : crewOwnerScope(viewer.id);
  const open = status === 'open';
  const handledAt = sql<Date | null>`max(${reports.handledAt})`;
  const lastReported = sql<Date>`max(${reports.createdAt})`;
  const count = sql<number>`count(*)::int`;
  const groups = await db
    .select({
      kind: reports.subjectKind,
      id: reports.subjectId,
      count,
      first: sql<Date>`min(${reports.createdAt})`,
      last: lastReported,
      handledAt,
    })
    .from(reports)
    .where(and(open ? isNull(reports.handledAt) : isNotNull(reports.handledAt), scope))
    .groupBy(reports.subjectKind, reports.subjectId)
    .orderBy(
      ...(open ? [desc(count), asc(sql`min(${reports.createdAt})`)] : [desc(handledAt)]),
      asc(reports.subjectKind),
      asc(reports.subjectId),
    )
    .limit(MODERATION_PAGE_SIZE + 1)
    .offset(offset);
  const page = groups.slice(0, MODERATION_PAGE_SIZE);
  const items = await Promise.all(page.map((group) => itemOf(db, viewer, { ...group, open })));
  return {
    items,
    nextCursor: groups.length > MODERATION_PAGE_SIZE ? String(offset + MODERATION_PAGE_SIZE) : null,
  };
}

async function itemOf(
  db: Db,
  viewer: Moderator,
  group: {
    kind: ReportSubjectKind;
    id: string;
    count: number;
    first: Date | string;
    last: Date | string;
    handledAt: Date | string | null;
    open: boolean;
  },
): Promise<ModerationItem> {
  const { kind, id, open } = group;
  // In the handled view, the reports of the last decision on the item.
  const these = open
    ? and(sameItem(kind, id), isNull(reports.handledAt))
    : and(
        sameItem(kind, id),
        sql`${reports.handledAt} = (select max(r.handled_at) from ${reports} r
          where r.subject_kind = ${kind} and r.subject_id = ${id})`,
      );
  const [rows, context, notes] = await Promise.all([
    db
      .select({ reason: reports.reason, note: reports.note, outcome: reports.outcome })
      .from(reports)
      .where(these)
      .orderBy(desc(reports.createdAt)),
    subjectOf(kind).context(db, id),
    notesOn(db, kind, id),
  ]);
  const tally = new Map<ReportReason, number>();
  for (const row of rows) tally.set(row.reason, (tally.get(row.reason) ?? 0) + 1);
  const outcome: ReportOutcome | null = open ? null : (rows[0]?.outcome ?? null);
  return {
    kind,
    id,
    count: open ? group.count : rows.length,
    reasons: [...tally]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count),
    reporterNotes: rows.flatMap((row) => (row.note ? [row.note] : [])).slice(0, NOTES_SHOWN),
    firstReportedAt: new Date(group.first).toISOString(),
    lastReportedAt: new Date(group.last).toISOString(),
    handledAt: group.handledAt ? new Date(group.handledAt).toISOString() : null,
    outcome,
    subject: context
      ? {
          text: context.text,
          author: context.author,
          link: context.link,
          threadTitle: context.threadTitle,
          hidden: context.hidden,
          deleted: context.deleted,
        }
      : { text: '', author: null, link: '', threadTitle: null, hidden: false, deleted: true },
    notes,
    actions: open ? await actionsFor(db, viewer, kind, id, context) : [],
  };
}

/** `GET /api/moderation/summary`: whether the member has a queue, and its open items. */
export async function moderationSummary(options: {
  db: Db;
  viewer: Moderator;
}): Promise<ModerationSummary> {
  const { db, viewer } = options;
  const canModerate = isAdmin(viewer) || (await ownsACrew(db, viewer.id));
  if (!canModerate) return { canModerate, openItems: 0 };
  const scope = isAdmin(viewer) ? undefined : crewOwnerScope(viewer.id);
  const [row] = await db
    .select({
      items: sql<number>`count(distinct (${reports.subjectKind}, ${reports.subjectId}))::int`,
    })
    .from(reports)
    .where(and(isNull(reports.handledAt), scope));
  return { canModerate, openItems: row?.items ?? 0 };
}
