import type { Database } from '@lineup/db';
import type { JobRow } from '@lineup/db/schema';
import { jobs } from '@lineup/db/schema';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { DbOrTx } from '../../lib/transaction';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { AnyJob } from './define-job';

// The job queue's working side (docs/decisions/0017-job-queue.md). Every server process runs a
// worker. A worker claims due jobs with `FOR UPDATE SKIP LOCKED`, so two processes never take
// the same job; a claim lasts `lockSeconds`, after which a job whose process died is due again.

export type JobWorker = {
  /** Polls for due jobs until `stop`. */
  start(): void;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
  /** Looks for due jobs now instead of at the next poll (after a commit that added some). */
  nudge(): void;
  /** Runs due jobs until none is left; returns how many ran. Tests and benchmarks call this. */
  drain(): Promise<number>;
};

/** How long a claim lasts before another worker may take the job again. */
const LOCK_SECONDS = 300;
/** Finished jobs are kept this long for the admin's view, then deleted. */
const KEEP_DONE_DAYS = 7;

/** Waits before retry `attempt` (1-based): 15 s, 30 s, 1 min, ... at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(15_000 * 2 ** (attempt - 1), 3_600_000);
}

export function createJobWorker<Needs = unknown>(
  options: {
    database: Database;
    logger: Logger;
    /** Every kind of job this process runs; a job of another kind fails and is retried. */
    jobs: readonly AnyJob<Needs>[];
    /** Jobs claimed and run together. */
    batchSize?: number;
    pollIntervalMs?: number;
    clock?: () => Date;
  } & (unknown extends Needs
    ? { needs?: undefined }
    : {
        /** What the jobs need beyond the database, given to each handler with its context. */
        needs: NoInfer<Needs>;
      }),
): JobWorker {
  const { database } = options;
  const { db } = database;
  const definitions = new Map<string, AnyJob<Needs>>();
  for (const definition of options.jobs) {
    if (definitions.has(definition.kind)) {
      throw new Error(`two jobs are defined as "${definition.kind}"`);
    }
    definitions.set(definition.kind, definition);
  }
  const needs = options.needs as Needs;
  const logger = options.logger.child({ component: 'jobs' });
  const batchSize = options.batchSize ?? 10;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const clock = options.clock ?? (() => new Date());

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let lastCleanup = 0;

  async function claim(now: Date): Promise<JobRow[]> {
    const due = sql`(
      (${jobs.state} = 'pending' and ${jobs.runAt} <= ${now})
      or (${jobs.state} = 'running' and ${jobs.lockedUntil} < ${now})
    )`;
    const lockedUntil = new Date(now.getTime() + LOCK_SECONDS * 1000);
    const { rows } = await db.execute<Record<string, unknown>>(sql`
      update ${jobs}
      set state = 'running', attempts = ${jobs.attempts} + 1, locked_until = ${lockedUntil}
      where ${jobs.id} in (
        select ${jobs.id} from ${jobs}
        where ${due}
        order by ${jobs.runAt}
        limit ${batchSize}
        for update skip locked
      )
      returning *`);
    return rows.map(toJobRow);
  }

  async function finish(job: JobRow, now: Date, within: DbOrTx = db) {
    await within
      .update(jobs)
      .set({ state: 'done', finishedAt: now, lockedUntil: null, lastError: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running')));
  }

  async function fail(job: JobRow, error: unknown, now: Date) {
    const message = error instanceof Error ? error.message : String(error);
    if (job.attempts >= job.maxAttempts || error instanceof UnfitPayload) {
      logger.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed for good');
      await db
        .update(jobs)
        .set({ state: 'failed', finishedAt: now, lockedUntil: null, lastError: message })
        .where(eq(jobs.id, job.id));
      return;
    }
    const runAt = new Date(now.getTime() + retryDelayMs(job.attempts));
    logger.warn({ err: error, jobId: job.id, kind: job.kind, runAt }, 'job failed; will retry');
    try {
      await db
        .update(jobs)
        .set({ state: 'pending', runAt, lockedUntil: null, lastError: message })
        .where(eq(jobs.id, job.id));
    } catch (updateError) {
      // A newer pending job with the same key took over this one's work.
      if (!isUniqueViolation(updateError, 'jobs_pending_key')) throw updateError;
      await db
        .update(jobs)
        .set({ state: 'done', finishedAt: now, lockedUntil: null, lastError: message })
        .where(eq(jobs.id, job.id));
    }
  }

  async function runOne(job: JobRow, now: Date) {
    const definition = definitions.get(job.kind);
    const jobLogger = logger.child({ jobId: job.id, kind: job.kind });
    try {
      if (!definition) throw new Error(`no handler for job kind "${job.kind}"`);
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) throw new UnfitPayload(job.kind, parsed.error);
      const payload: unknown = parsed.data;
      if (definition.transactional) {
        await db.transaction(async (tx) => {
          await definition.handle(payload, { ...needs, db: tx, logger: jobLogger, now, job });
          await finish(job, clock(), tx);
        });
      } else {
        await definition.handle(payload, { ...needs, db, logger: jobLogger, now, job });
        await finish(job, clock());
      }
    } catch (error) {
      await fail(job, error, clock());
    }
  }

  /** Claims and runs one batch; returns how many jobs it ran. */
  async function runBatch(): Promise<number> {
    const now = clock();
    const claimed = await claim(now);
    await Promise.all(claimed.map((job) => runOne(job, now)));
    return claimed.length;
  }

  async function cleanUp() {
    const now = clock().getTime();
    if (now - lastCleanup < 3_600_000) return;
    lastCleanup = now;
    const before = new Date(now - KEEP_DONE_DAYS * 86_400_000);
    await db.delete(jobs).where(and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before)));
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await runBatch();
      total += ran;
      if (ran === 0) return total;
    }
  }

  async function tick() {
    timer = undefined;
    if (!running) return;
    const work = (async () => {
      try {
        await drain();
        await cleanUp();
      } catch (error) {
        logger.error({ err: error }, 'job worker could not reach the database');
      }
    })();
    current = work;
    await work;
    if (running) timer = setTimeout(() => void tick(), pollIntervalMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      timer = setTimeout(() => void tick(), 0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await current;
    },
    nudge() {
      if (!running || !timer) return;
      clearTimeout(timer);
      timer = setTimeout(() => void tick(), 0);
    },
    drain,
  };
}

/**
 * A payload its job's schema refuses. Running it again would be refused again, so the job fails
 * for good at once, with the schema's complaint as its error for the admins (who may retry it
 * once the cause is fixed).
 */
class UnfitPayload extends Error {
  constructor(kind: string, error: z.ZodError) {
    super(`the payload of a "${kind}" job does not fit its schema: ${z.prettifyError(error)}`);
    this.name = 'UnfitPayload';
  }
}

/** A row of `update ... returning *`, which comes back with the columns' SQL names. */
function toJobRow(row: Record<string, unknown>): JobRow {
  const date = (value: unknown) => (value == null ? null : new Date(value as string | Date));
  return {
    id: Number(row.id),
    kind: String(row.kind),
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as unknown,
    key: (row.key as string | null) ?? null,
    state: row.state as JobRow['state'],
    runAt: date(row.run_at)!,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    lockedUntil: date(row.locked_until),
    lastError: (row.last_error as string | null) ?? null,
    createdAt: date(row.created_at)!,
    finishedAt: date(row.finished_at),
  };
}
