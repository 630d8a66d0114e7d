import type { JobRow } from '@lineup/db/schema';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { DbOrTx } from '../../lib/transaction';

/** What every handler is given besides its payload. */
export type JobContext = {
  /** The database, or the job's own transaction for a transactional job. */
  db: DbOrTx;
  logger: Logger;
  /** The worker's clock (tests move it). */
  now: Date;
  /** The job's row as claimed: its id, attempts and key. */
  job: JobRow;
};

/**
 * A kind of job, written once: the name stored in `jobs.kind`, the schema of its payload and the
 * work. `enqueue` takes the definition, so a payload that does not fit fails the type check, and
 * the worker parses each payload with the schema before the handler sees it.
 *
 * `Needs` is what the handler needs from the process beyond the database (the mailer, a push
 * sender); the worker is created with it, and a job list whose needs it does not meet does not
 * type-check.
 */
export type JobDefinition<Payload extends z.ZodType = z.ZodType, Needs = unknown> = {
  kind: string;
  payload: Payload;
  /**
   * For work that only writes to the database: the work and the job's completion commit
   * together, so a process that dies halfway leaves nothing done twice (a fan-out's rows).
   */
  transactional?: boolean;
  /** A property, not a method, so a handler's needs are checked strictly against the worker's. */
  handle: (payload: z.output<Payload>, context: JobContext & Needs) => Promise<void>;
};

/** Any job a worker with these needs can run, whatever its payload. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the payload is erased in a list of jobs; `defineJob` keeps it typed
export type AnyJob<Needs = unknown> = JobDefinition<any, Needs>;

/** Declares a job (documenso's job definitions are the model). */
export function defineJob<Payload extends z.ZodType, Needs = unknown>(
  definition: JobDefinition<Payload, Needs>,
): JobDefinition<Payload, Needs> {
  return definition;
}
