import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { JOB_STATES } from '../constants';
import { createdAt, oneOf, timestamptz } from './columns';

/**
 * The durable job queue (docs/decisions/0017-job-queue.md). A change and the jobs it causes are
 * written in one transaction (a transactional outbox); workers in any number of server
 * processes claim due jobs with `FOR UPDATE SKIP LOCKED`, so each runs in one place at a time.
 * A claim expires (`locked_until`): a job whose process died is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it, e.g. `notify.event_changed`. */
    kind: text('kind').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * At most one pending job per key: scheduling again moves it (reminders) or joins it (a
     * member's next mail). Null for jobs that never merge.
     */
    key: text('key'),
    state: text('state', { enum: JOB_STATES }).notNull().default('pending'),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    // What a worker claims next: due pending jobs, and running ones whose claim expired.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} in ('pending', 'running')`),
    uniqueIndex('jobs_pending_key')
      .on(t.key)
      .where(sql`${t.state} = 'pending'`),
    index('jobs_state_finished_idx').on(t.state, t.finishedAt),
    check('jobs_state_check', oneOf(t.state, JOB_STATES)),
  ],
);
