import { planMessages } from '@lineup/contracts';
import type { messages, threadMutes } from '@lineup/db/schema';
import { casualPlans } from '@lineup/db/schema';
import { and, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import type { DbOrTx } from '../../lib/transaction';
import type { Viewer } from '../events';
import { allows, visibleEventWithRole } from '../hosts';
import { planVisibleTo } from '../plans';

// Whose a thread is and who may take part (docs/product.md §15 "Discussion"): the members who
// may see its event or plan read and write; its hosts (an event's owner and hosts, a plan's
// creator) and admins pin and remove others' messages.

/** A discussion: an event's or a casual plan's. */
export type Thread = { kind: 'event'; id: string } | { kind: 'plan'; id: string };

/** How a thread is named to readers with its page open, and in jobs' keys. */
export const threadKey = (thread: Thread) => `${thread.kind}:${thread.id}`;

/** The column naming the thread in `messages` and `thread_mutes`, equal to its id. */
export function inThread(
  table: typeof messages | typeof threadMutes,
  thread: Thread,
): SQL | undefined {
  return thread.kind === 'event' ? eq(table.eventId, thread.id) : eq(table.planId, thread.id);
}

export const threadOf = (row: { eventId: string | null; planId: string | null }): Thread =>
  row.eventId ? { kind: 'event', id: row.eventId } : { kind: 'plan', id: row.planId! };

export type ThreadAccess = { canModerate: boolean };

/**
 * What the member may do in the thread; 404 when they may not see its event or plan (a draft
 * of someone else's, a friends-only plan of a stranger, a plan of someone blocked either way).
 */
export async function threadAccess(
  db: DbOrTx,
  thread: Thread,
  viewer: NonNullable<Viewer>,
): Promise<ThreadAccess> {
  const admin = viewer.role === 'admin';
  if (thread.kind === 'event') {
    const { role } = await visibleEventWithRole(db, thread.id, viewer.id);
    return { canModerate: admin || allows(role, 'host') };
  }
  const [plan] = await db
    .select({ creatorId: casualPlans.creatorId })
    .from(casualPlans)
    .where(and(eq(casualPlans.id, thread.id), admin ? undefined : planVisibleTo(viewer)));
  if (!plan) throw notFound(planMessages.notFound);
  return { canModerate: admin || plan.creatorId === viewer.id };
}
