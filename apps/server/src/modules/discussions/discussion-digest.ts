import { DISCUSSION_DIGEST_MINUTES } from '@lineup/contracts';
import { casualPlanMembers, casualPlans, eventRsvps, events, messages } from '@lineup/db/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../lib/transaction';
import { notBlocked } from '../blocking';
import { hostIdsOf } from '../hosts';
import { defineJob, enqueue } from '../jobs';
import { eventFacts, fanOut, noticeTexts } from '../notifications';
import { planPath } from '../plans';
import { threadKey, type Thread } from './thread-access';

// The discussion's digest (docs/product.md §15): going guests and hosts of an event, and the
// members and creator of a plan, hear of new messages once per quiet spell rather than once per
// message. The first message after a quiet spell queues the thread's digest to run
// DISCUSSION_DIGEST_MINUTES later; the messages posted meanwhile ride along with it. Each
// recipient's count leaves out their own messages and those of members blocked either way, and
// a muted thread is never told. The notice is rewritten in place while it is unread, so a
// member who has not looked yet gets one notice (and one e-mail) for the thread, not several.

const ThreadPayload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), id: z.string() }),
  z.object({ kind: z.literal('plan'), id: z.string() }),
]);

/** What a thread is called in a notice, where it leads, and who may hear of it. */
async function threadFacts(db: Tx, thread: Thread) {
  if (thread.kind === 'event') {
    const [event] = await db
      .select({
        id: events.id,
        creatorId: events.creatorId,
        crewId: events.crewId,
        status: events.status,
        title: events.title,
      })
      .from(events)
      .where(eq(events.id, thread.id));
    if (!event || event.status !== 'published') return null;
    const facts = await eventFacts(db, event.id);
    if (!facts) return null;
    const guests = await db
      .select({ userId: eventRsvps.userId })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.status, 'going')));
    const hosts = await hostIdsOf(db, event);
    return {
      title: event.title,
      link: `${facts.path}#discussion`,
      audience: [...hosts, ...guests.map((row) => row.userId)],
    };
  }
  const [plan] = await db
    .select({ title: casualPlans.title, creatorId: casualPlans.creatorId })
    .from(casualPlans)
    .where(and(eq(casualPlans.id, thread.id), isNull(casualPlans.hiddenAt)));
  // A plan gone, or hidden by moderators (as a hidden event is a draft): nobody is told.
  if (!plan) return null;
  const members = await db
    .select({ userId: casualPlanMembers.userId })
    .from(casualPlanMembers)
    .where(and(eq(casualPlanMembers.planId, thread.id), eq(casualPlanMembers.status, 'joined')));
  return {
    title: plan.title,
    link: planPath(thread.id),
    audience: [plan.creatorId, ...members.map((row) => row.userId)],
  };
}

/** How many messages each member of the audience would be told of. */
async function unseenCounts(
  db: Tx,
  thread: Thread,
  audience: string[],
  since: Date,
  until: Date,
): Promise<Map<string, number>> {
  const inThisThread = thread.kind === 'event' ? sql`m.event_id` : sql`m.plan_id`;
  const mutedThread = thread.kind === 'event' ? sql`t.event_id` : sql`t.plan_id`;
  const { rows } = await db.execute<{ user_id: string; unseen: number }>(sql`
    select r.user_id, count(m.id)::int as unseen
    from (select distinct value as user_id
          from jsonb_array_elements_text(${JSON.stringify(audience)}::jsonb)) r
    join ${messages} m on ${inThisThread} = ${thread.id}
      and m.created_at >= ${since} and m.created_at <= ${until}
      and m.deleted_at is null and m.hidden_at is null
      and m.author_id <> r.user_id
      and ${notBlocked(sql`r.user_id`, sql`m.author_id`)}
    where not exists (
      select 1 from thread_mutes t where t.user_id = r.user_id and ${mutedThread} = ${thread.id})
    group by r.user_id`);
  return new Map(rows.map((row) => [row.user_id, Number(row.unseen)]));
}

export const discussionDigestJob = defineJob({
  kind: 'discussions.digest',
  payload: z.object({ thread: ThreadPayload, since: z.iso.datetime() }),
  transactional: true,
  async handle({ thread, since }, { db, now }) {
    const facts = await threadFacts(db as Tx, thread);
    if (!facts) return;
    const counts = await unseenCounts(db as Tx, thread, facts.audience, new Date(since), now);
    // One notice per count: members told of the same number of messages share a fan-out.
    const byCount = new Map<number, string[]>();
    for (const [userId, unseen] of counts) {
      byCount.set(unseen, [...(byCount.get(unseen) ?? []), userId]);
    }
    for (const [unseen, users] of byCount) {
      await fanOut(
        db,
        {
          kind: 'discussion',
          ...noticeTexts(
            (t) => t.t('discussion.title', { title: facts.title, count: unseen }),
            (t) => t.t('discussion.body'),
          ),
          link: facts.link,
          recipients: { users },
          actorId: null,
          subject: `discussion:${threadKey(thread)}`,
        },
        now,
      );
    }
  },
});

/**
 * Queues the thread's digest, in the transaction that adds a message: a digest already waiting
 * keeps its start, so the message joins it.
 */
export async function queueDigest(tx: DbOrTx, thread: Thread, postedAt: Date): Promise<void> {
  await enqueue(
    tx,
    discussionDigestJob,
    { thread, since: postedAt.toISOString() },
    {
      key: `discussion-digest:${threadKey(thread)}`,
      runAt: new Date(postedAt.getTime() + DISCUSSION_DIGEST_MINUTES * 60_000),
    },
  );
}
