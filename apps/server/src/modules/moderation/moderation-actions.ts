import {
  reportMessages,
  type ModerationAction,
  type ModerationActionResponse,
  type ModerationNote,
  type ReportOutcome,
  type ReportSubjectKind,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { moderationNotes, reports } from '@lineup/db/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { SessionUser } from '../../types';
import { auditActor, banMember, recordAudit } from '../admin';
import { tellAuthor, tellReporters } from './moderation-notices';
import { notesOn } from './moderation-queue';
import { requireAction, requireModerator } from './moderator';
import { subjectOf, type ModerationEffects } from './subjects';

// A moderator's decision on a reported item (docs/product.md §15 "Moderation"): it closes every
// open report on the item, tells each reporter, tells the author of a warning or a hiding, and
// is written to the audit log, all in one transaction. The public cache forgets what it kept
// as the request succeeds (middleware/public-cache.ts), so a hidden item leaves cached pages,
// lists and feeds at once.

const OUTCOMES: Record<ModerationAction, ReportOutcome> = {
  dismiss: 'dismissed',
  hide: 'hidden',
  warn: 'warned',
  ban: 'banned',
  delete: 'deleted',
};

/** `POST /api/moderation/items/{kind}/{id}/actions`. */
export async function actOn(options: {
  db: Db;
  actor: SessionUser;
  kind: ReportSubjectKind;
  id: string;
  action: ModerationAction;
  message?: string | undefined;
  effects: ModerationEffects;
}): Promise<ModerationActionResponse> {
  const { db, actor, kind, id, action, effects } = options;
  const message = options.message || undefined;
  const handler = subjectOf(kind);
  await requireModerator(db, actor);
  return db.transaction(async (tx) => {
    const open = await tx
      .select({ id: reports.id, reporterId: reports.reporterId })
      .from(reports)
      .where(
        and(eq(reports.subjectKind, kind), eq(reports.subjectId, id), isNull(reports.handledAt)),
      )
      .for('update');
    if (open.length === 0) throw conflict(reportMessages.noReports);
    const context = await handler.context(tx, id);
    await requireAction(tx, actor, kind, id, context, action);
    // Only a dismissal makes sense once the item itself is gone.
    if (!context && action !== 'dismiss') throw notFound(reportMessages.notFound);
    switch (action) {
      case 'dismiss':
      case 'warn':
        // Either way it stays up: back where reports hid it.
        if (context?.hidden && handler.unhide) await handler.unhide(tx, id, effects);
        break;
      case 'hide':
        await handler.hide!(tx, id, effects);
        break;
      case 'ban': {
        if (!context!.authorId) throw notFound(reportMessages.authorGone);
        if (context!.authorId === actor.id) {
          throw new AppError('bad_request', 400, reportMessages.cannotBanSelf);
        }
        await banMember({ db: tx, actor, id: context!.authorId, reason: message });
        // What they posted goes with them, if it can (a called-off event stays as it is).
        if (handler.hide && !context!.hidden) {
          try {
            await handler.hide(tx, id, effects);
          } catch (error) {
            if (!(error instanceof AppError && error.status === 409)) throw error;
          }
        }
        break;
      }
      case 'delete':
        await handler.remove!(tx, id, actor, effects);
        break;
    }
    const outcome = OUTCOMES[action];
    const handled = await tx
      .update(reports)
      .set({ handledAt: sql`now()`, handledBy: actor.id, outcome })
      .where(
        and(eq(reports.subjectKind, kind), eq(reports.subjectId, id), isNull(reports.handledAt)),
      )
      .returning({ reporterId: reports.reporterId });
    await recordAudit(tx, {
      actor: await auditActor(tx, actor),
      action: `moderation.${action}`,
      target: { type: kind, id, name: context?.label ?? id },
      details: { reports: handled.length, ...(message ? { message } : {}) },
    });
    await tellReporters(tx, {
      reporterIds: handled.map((row) => row.reporterId).filter((reporter) => reporter !== actor.id),
      kind,
      context,
      outcome,
    });
    if (context && (action === 'warn' || action === 'hide')) {
      await tellAuthor(tx, {
        context,
        kind,
        what: action === 'warn' ? 'warned' : 'hidden',
        message,
      });
    }
    return { kind, id, outcome, handled: handled.length };
  });
}

/** `POST /api/moderation/items/{kind}/{id}/notes`: a note for the other moderators. */
export async function addNote(options: {
  db: Db;
  actor: SessionUser;
  kind: ReportSubjectKind;
  id: string;
  body: string;
}): Promise<ModerationNote[]> {
  const { db, actor, kind, id, body } = options;
  const handler = subjectOf(kind);
  await requireModerator(db, actor);
  const [reported] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.subjectKind, kind), eq(reports.subjectId, id)))
    .limit(1);
  if (!reported) throw notFound(reportMessages.notFound);
  await requireAction(db, actor, kind, id, await handler.context(db, id));
  await db
    .insert(moderationNotes)
    .values({ subjectKind: kind, subjectId: id, authorId: actor.id, body });
  return notesOn(db, kind, id, 50);
}

/** `GET /api/moderation/items/{kind}/{id}/notes`. */
export async function listNotes(options: {
  db: Db;
  actor: SessionUser;
  kind: ReportSubjectKind;
  id: string;
}): Promise<ModerationNote[]> {
  const { db, actor, kind, id } = options;
  const handler = subjectOf(kind);
  await requireModerator(db, actor);
  await requireAction(db, actor, kind, id, await handler.context(db, id));
  return notesOn(db, kind, id, 50);
}
