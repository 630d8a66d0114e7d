import { reportMessages, type ModerationAction, type ReportSubjectKind } from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { crewMembers } from '@lineup/db/schema';
import { and, eq } from 'drizzle-orm';
import { AppError, forbidden } from '../../lib/app-error';
import { subjectOf, SUBJECTS, type SubjectContext } from './subjects';

// Who works the queue (docs/product.md §15 "Moderation"): admins, every item and action; a
// crew's owners, the messages in the discussions of their crew's events, which they dismiss,
// hide or delete. Warning and banning members stay with admins.

export type Moderator = { id: string; role?: string | null | undefined };

export const isAdmin = (viewer: Moderator) => viewer.role === 'admin';

/** What crew owners may do with a message in their crew's events. */
const CREW_OWNER_ACTIONS: readonly ModerationAction[] = ['dismiss', 'hide', 'delete'];

/** Whether the member owns a crew, and so has a queue of their own. */
export async function ownsACrew(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ crewId: crewMembers.crewId })
    .from(crewMembers)
    .where(
      and(
        eq(crewMembers.userId, userId),
        eq(crewMembers.role, 'owner'),
        eq(crewMembers.status, 'accepted'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Refuses (403) anyone with no queue at all. */
export async function requireModerator(db: Db, viewer: Moderator): Promise<'admin' | 'crew'> {
  if (isAdmin(viewer)) return 'admin';
  if (await ownsACrew(db, viewer.id)) return 'crew';
  throw forbidden(reportMessages.notAllowed);
}

/** Whether the crew is one the member owns. */
async function ownsCrew(db: Db, crewId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ crewId: crewMembers.crewId })
    .from(crewMembers)
    .where(
      and(
        eq(crewMembers.crewId, crewId),
        eq(crewMembers.userId, userId),
        eq(crewMembers.role, 'owner'),
        eq(crewMembers.status, 'accepted'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What the kind's handler makes possible, whoever asks. */
export function actionsOfKind(kind: ReportSubjectKind, context: SubjectContext | null) {
  const handler = SUBJECTS[kind];
  const actions: ModerationAction[] = ['dismiss'];
  if (!handler || !context) return actions;
  if (handler.hide) actions.push('hide');
  if (context.authorId) actions.push('warn', 'ban');
  if (handler.remove) actions.push('delete');
  return actions;
}

/**
 * The actions the viewer may take on the item; a crew owner's are a message's in their crew's
 * events. Empty when the item is not theirs to moderate.
 */
export async function actionsFor(
  db: Db,
  viewer: Moderator,
  kind: ReportSubjectKind,
  id: string,
  context: SubjectContext | null,
): Promise<ModerationAction[]> {
  const possible = actionsOfKind(kind, context);
  if (isAdmin(viewer)) return possible;
  const crewId = await subjectOf(kind).crewOf?.(db, id);
  if (!crewId || !(await ownsCrew(db, crewId, viewer.id))) return [];
  return possible.filter((action) => CREW_OWNER_ACTIONS.includes(action));
}

/** Refuses (403) a moderator the item or the action is not for. */
export async function requireAction(
  db: Db,
  viewer: Moderator,
  kind: ReportSubjectKind,
  id: string,
  context: SubjectContext | null,
  action?: ModerationAction,
): Promise<void> {
  if (action && !actionsOfKind(kind, context).includes(action)) {
    throw new AppError('bad_request', 400, reportMessages.notApplicable);
  }
  const allowed = await actionsFor(db, viewer, kind, id, context);
  if (allowed.length === 0) throw forbidden(reportMessages.notAllowed);
  if (action && !allowed.includes(action)) throw forbidden(reportMessages.adminsOnly);
}
