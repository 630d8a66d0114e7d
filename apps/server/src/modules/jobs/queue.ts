import type { JobRow } from '@lineup/db/schema';
import { jobs } from '@lineup/db/schema';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/transaction';

// The job queue's writing side (docs/decisions/0017-job-queue.md). Call these with the
// transaction that makes the change the job is about: the change and its job are committed
// together or not at all (a transactional outbox), so nothing is lost between the two.

export type NewJob = {
  /** The handler that runs it. */
  kind: string;
  payload?: Record<string, unknown>;
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

export async function enqueue(db: DbOrTx, job: NewJob): Promise<void> {
  const values = {
    kind: job.kind,
    payload: job.payload ?? {},
    key: job.key ?? null,
    ...(job.runAt ? { runAt: job.runAt } : {}),
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
        runAt: job.runAt ?? sql`now()`,
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
