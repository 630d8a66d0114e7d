import {
  REPORTS_TO_HIDE,
  reportMessages,
  type CreateReportRequest,
  type ReportReceipt,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { reports } from '@lineup/db/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Tx } from '../../lib/transaction';
import { recordAudit } from '../admin';
import type { Viewer } from '../events';
import { tellAuthor } from './moderation-notices';
import { subjectOf, type ModerationEffects } from './subjects';

// A member reports an item (docs/product.md §15 "Reports"): only what they may see, never their
// own, once per item. Reports from several members hide it until a moderator reviews it.

/** The audit log's name for hiding that reports did, with no moderator acting. */
const BY_REPORTS = { id: null, name: 'reports from members' };

/** `POST /api/reports`. */
export async function createReport(options: {
  db: Db;
  viewer: NonNullable<Viewer>;
  input: CreateReportRequest;
  effects?: Omit<ModerationEffects, 'unusedFiles'>;
}): Promise<ReportReceipt> {
  const { db, viewer, input } = options;
  const handler = subjectOf(input.kind);
  const seen = await handler.visibleTo(db, input.id, viewer);
  if (!seen) throw notFound(reportMessages.notFound);
  if (seen.own) throw new AppError('bad_request', 400, reportMessages.ownItem);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reports)
      .values({
        reporterId: viewer.id,
        subjectKind: input.kind,
        subjectId: input.id,
        reason: input.reason,
        note: input.note ? input.note : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict(reportMessages.duplicate);
    await hideIfManyReport(tx, input.kind, input.id, { ...options.effects, unusedFiles: [] });
    return {
      id: created.id,
      kind: created.subjectKind,
      subjectId: created.subjectId,
      reason: created.reason,
      createdAt: created.createdAt.toISOString(),
    };
  });
}

/**
 * Hides the item once `REPORTS_TO_HIDE` members have open reports on it (one report per member
 * and item, so that is as many people), and tells its author. A moderator's dismissal brings
 * it back. Kinds with no hiding (members) wait for a moderator.
 */
async function hideIfManyReport(
  tx: Tx,
  kind: CreateReportRequest['kind'],
  id: string,
  effects: ModerationEffects,
): Promise<void> {
  const handler = subjectOf(kind);
  if (!handler.hide) return;
  const [open] = await tx
    .select({ reporters: sql<number>`count(distinct ${reports.reporterId})::int` })
    .from(reports)
    .where(
      and(eq(reports.subjectKind, kind), eq(reports.subjectId, id), isNull(reports.handledAt)),
    );
  if ((open?.reporters ?? 0) < REPORTS_TO_HIDE) return;
  const context = await handler.context(tx, id);
  if (!context || context.hidden) return;
  try {
    await handler.hide(tx, id, effects);
  } catch (error) {
    // What cannot be hidden (a called-off event) waits for a moderator like the rest.
    if (error instanceof AppError && error.status === 409) return;
    throw error;
  }
  await recordAudit(tx, {
    actor: BY_REPORTS,
    action: 'moderation.auto_hide',
    target: { type: kind, id, name: context.label },
    details: { reporters: open!.reporters },
  });
  await tellAuthor(tx, { context, kind, what: 'auto_hidden' });
}
