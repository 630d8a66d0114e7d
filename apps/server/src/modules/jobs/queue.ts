import type { JobRow } from '@lineup/db/schema';
import { jobs } from '@lineup/db/schema';
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../lib/transaction';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { JobDefinition } from './define-job';

// The job queue's writing side (docs/decisions/0017-job-queue.md). Call these with the
// transaction that makes the change the job is about: the change and its job are committed
// together or not at all (a transactional outbox), so nothing is lost between the two.

/** When a job runs and how it meets others with its key. */
export type EnqueueOptions = {
  /** When it is due; now when left out. */
  runAt?: Date;
  /**
   * At most one pending job has a given key. `keep` leaves a pending job with this key as it
   * is (the new one joins it); `replace` moves it to this job's time and payload.
   */
  key?: string;
  onDuplicateKey?: 'keep' | 'replace';
  maxAttempts?: number;
};

/**
 * "Now" in the database, to the millisecond: workers compare `run_at` with a JavaScript `Date`,
 * which has no microseconds, so a job due now must not be stored a fraction of a millisecond
 * later than the clock that looks for it.
 */
const dueNow = sql`date_trunc('milliseconds', now())`;

/**
 * Queues a job of `definition` with `payload`, which must fit the job's schema: it is parsed
 * here too, so a payload that does not fit fails the caller's change rather than the job later.
 */
export async function enqueue<Payload extends z.ZodType>(
  db: DbOrTx,
  definition: JobDefinition<Payload, never>,
  payload: z.input<Payload>,
  job: EnqueueOptions = {},
): Promise<void> {
  const values = {
    kind: definition.kind,
    payload: definition.payload.parse(payload),
    key: job.key ?? null,
    runAt: job.runAt ?? dueNow,
    ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
  };
  const insert = db.insert(jobs).values(values);
  if (!job.key) {
    await insert;
    return;
  }
  // The partial unique index `jobs_pending_key` is the conflict's arbiter.
  const pendingOnly = sql`${jobs.state} = 'pending'`;
  if (job.onDuplicateKey === 'replace') {
    await insert.onConflictDoUpdate({
      target: jobs.key,
      targetWhere: pendingOnly,
      set: {
        kind: values.kind,
        payload: values.payload,
        runAt: job.runAt ?? dueNow,
        attempts: 0,
        lastError: null,
      },
    });
  } else {
    await insert.onConflictDoNothing({ target: jobs.key, where: pendingOnly });
  }
}

/** Drops pending jobs by key, or by a key prefix ending in `*` (a cancelled event's reminders). */
export async function cancelJobs(db: DbOrTx, keys: string[]): Promise<void> {
  for (const key of keys) {
    const match = key.endsWith('*')
      ? like(jobs.key, `${key.slice(0, -1).replace(/[\\%_]/g, '\\$&')}%`)
      : eq(jobs.key, key);
    await db.delete(jobs).where(and(eq(jobs.state, 'pending'), match));
  }
}

/** Pending jobs with these keys, as stored (for tests and the admin view). */
export async function pendingJobs(db: DbOrTx, keys: string[]): Promise<JobRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.state, 'pending'), inArray(jobs.key, keys)));
}

/** The queue at a glance, and the jobs that failed for good (newest first), for admins. */
export async function queueOverview(db: DbOrTx, now = new Date()) {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${jobs.state} = 'pending')::int`,
      running: sql<number>`count(*) filter (where ${jobs.state} = 'running')::int`,
      failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')::int`,
      doneLastDay: sql<number>`count(*) filter (where ${jobs.state} = 'done' and ${jobs.finishedAt} > ${dayAgo})::int`,
    })
    .from(jobs);
  const failed = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      createdAt: jobs.createdAt,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(eq(jobs.state, 'failed'))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(100);
  return {
    counts: {
      pending: Number(counts?.pending ?? 0),
      running: Number(counts?.running ?? 0),
      failed: Number(counts?.failed ?? 0),
      doneLastDay: Number(counts?.doneLastDay ?? 0),
    },
    failed: failed.map((job) => ({
      ...job,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    })),
  };
}

/** Puts a failed job back in the queue, due now, with its attempts reset. False: no such failed job. */
export async function retryJob(db: DbOrTx, id: number): Promise<boolean> {
  const failed = and(eq(jobs.id, id), eq(jobs.state, 'failed'));
  try {
    const [row] = await db
      .update(jobs)
      .set({
        state: 'pending',
        attempts: 0,
        runAt: dueNow,
        finishedAt: null,
        lockedUntil: null,
      })
      .where(failed)
      .returning({ id: jobs.id });
    return !!row;
  } catch (error) {
    // A newer pending job with the same key already does this work (a member's next mail).
    if (!isUniqueViolation(error, 'jobs_pending_key')) throw error;
    await db
      .update(jobs)
      .set({ state: 'done', finishedAt: sql`now()` })
      .where(failed);
    return true;
  }
}
