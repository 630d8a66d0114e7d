import type { Database } from '@lineup/db';
import { jobs } from '@lineup/db/schema';
import { createTestDatabase } from '@lineup/db/testing';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notificationJobs } from '../notifications';
import { cancelJobs, createJobWorker, defineJob, enqueue, retryDelayMs, type JobContext } from '.';

let database: Database;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

const jobRows = () => database.db.select().from(jobs).orderBy(jobs.id);

/** A job that hands its payload to `work`. */
const job = <Payload extends z.ZodType>(
  kind: string,
  payload: Payload,
  work: (payload: z.output<Payload>) => Promise<void> = async () => {},
) => defineJob({ kind, payload, handle: (value) => work(value) });

const anything = z.object({});

describe('the job queue', () => {
  it('runs a job committed with a change, and none of a change rolled back', async () => {
    const ran: unknown[] = [];
    const record = job('record', z.object({ n: z.number() }), async (payload) => {
      ran.push(payload);
    });
    await database.db.transaction(async (tx) => {
      await enqueue(tx, record, { n: 1 });
    });
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, record, { n: 2 });
        throw new Error('the change failed');
      })
      .catch(() => {});

    const worker = createJobWorker({ database, logger, jobs: [record] });
    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual([{ n: 1 }]);
    const [row] = await jobRows();
    expect(row).toMatchObject({ state: 'done', attempts: 1, lockedUntil: null });
  });

  it('keeps a job through a restart: a worker started later sends it, once', async () => {
    const sent: string[] = [];
    const send = job('send', z.object({ to: z.string() }), async ({ to }) => {
      sent.push(to);
    });
    await enqueue(database.db, send, { to: 'ana' });
    // The process that committed it died before any worker ran: a new one starts.
    const afterRestart = createJobWorker({ database, logger, jobs: [send] });
    await afterRestart.drain();
    await afterRestart.drain();
    expect(sent).toEqual(['ana']);
  });

  it('takes a job back from a worker that died holding it, once its claim expired', async () => {
    const now = new Date('2026-06-01T10:00:00Z');
    await enqueue(database.db, job('send', anything), {}, { runAt: now });
    // The first worker claims the job and is killed before finishing.
    const never = new Promise<void>(() => {});
    const dying = createJobWorker({
      database,
      logger,
      jobs: [job('send', anything, () => never)],
      clock: () => now,
    });
    void dying.drain();
    await expect.poll(async () => (await jobRows())[0]?.state).toBe('running');

    let sent = 0;
    const send = job('send', anything, async () => void sent++);
    const soon = createJobWorker({
      database,
      logger,
      jobs: [send],
      clock: () => new Date(now.getTime() + 60_000),
    });
    expect(await soon.drain()).toBe(0);
    const later = createJobWorker({
      database,
      logger,
      jobs: [send],
      clock: () => new Date(now.getTime() + 301_000),
    });
    expect(await later.drain()).toBe(1);
    expect(sent).toBe(1);
    expect((await jobRows())[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('retries with growing waits and keeps a job that kept failing for the admins', async () => {
    let now = new Date('2026-06-01T10:00:00Z');
    const flaky = job('flaky', anything, async () => {
      throw new Error('SMTP said 451 try again later');
    });
    await enqueue(database.db, flaky, {}, { runAt: now, maxAttempts: 3 });
    const worker = createJobWorker({ database, logger, jobs: [flaky], clock: () => now });

    expect(await worker.drain()).toBe(1);
    let [row] = await jobRows();
    expect(row).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'SMTP said 451 try again later',
    });
    expect(row!.runAt.getTime() - now.getTime()).toBe(retryDelayMs(1));
    // Not due yet: nothing runs.
    expect(await worker.drain()).toBe(0);

    now = new Date(row!.runAt.getTime());
    await worker.drain();
    [row] = await jobRows();
    expect(row!.runAt.getTime() - now.getTime()).toBe(retryDelayMs(2));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    now = new Date(row!.runAt.getTime());
    await worker.drain();
    [row] = await jobRows();
    expect(row).toMatchObject({ state: 'failed', attempts: 3 });
    expect(row!.finishedAt).not.toBeNull();
    now = new Date(now.getTime() + 86_400_000);
    expect(await worker.drain()).toBe(0);
  });

  it('runs each job once when several workers poll together', async () => {
    const seen: number[] = [];
    const count = job('count', z.object({ n: z.number() }), async ({ n }) => {
      seen.push(n);
      await new Promise((resolve) => setTimeout(resolve, 1));
    });
    for (let n = 0; n < 60; n++) await enqueue(database.db, count, { n });
    const workers = Array.from({ length: 4 }, () =>
      createJobWorker({ database, logger, jobs: [count], batchSize: 5 }),
    );
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(seen.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
  });

  it('commits a transactional job with its work: a failure leaves neither', async () => {
    let fail = true;
    const followUp = job('follow-up', anything);
    const write = defineJob({
      kind: 'write',
      payload: anything,
      transactional: true,
      async handle(_payload, { db }) {
        await enqueue(db, followUp, {});
        if (fail) throw new Error('halfway');
      },
    });
    await enqueue(database.db, write, {});
    const handlers = [write, followUp];
    const now = new Date();
    const worker = createJobWorker({ database, logger, jobs: handlers, clock: () => now });
    await worker.drain();
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, 'follow-up'))).toEqual([]);

    fail = false;
    const later = createJobWorker({
      database,
      logger,
      jobs: handlers,
      clock: () => new Date(now.getTime() + 60_000),
    });
    await later.drain();
    const kinds = await database.db
      .select({ kind: jobs.kind, state: jobs.state })
      .from(jobs)
      .orderBy(jobs.id);
    expect(kinds).toEqual([
      { kind: 'write', state: 'done' },
      { kind: 'follow-up', state: 'done' },
    ]);
  });

  it('keeps one pending job per key: `keep` joins it, `replace` moves it, cancel drops it', async () => {
    const at = (hour: number) => new Date(Date.UTC(2026, 5, 1, hour));
    const r = job('r', anything);
    await enqueue(database.db, r, {}, { key: 'reminder:e1:soon', runAt: at(9) });
    await enqueue(database.db, r, {}, { key: 'reminder:e1:soon', runAt: at(10) });
    expect((await jobRows()).map((row) => row.runAt)).toEqual([at(9)]);
    await enqueue(
      database.db,
      r,
      {},
      {
        key: 'reminder:e1:soon',
        runAt: at(11),
        onDuplicateKey: 'replace',
      },
    );
    expect((await jobRows()).map((row) => row.runAt)).toEqual([at(11)]);

    await enqueue(database.db, r, {}, { key: 'reminder:e1:day-before', runAt: at(8) });
    await enqueue(database.db, r, {}, { key: 'reminder:e2:soon', runAt: at(8) });
    await cancelJobs(database.db, ['reminder:e1:*']);
    expect((await jobRows()).map((row) => row.key)).toEqual(['reminder:e2:soon']);
    const [{ pending }] = (
      await database.db.execute<{ pending: number }>(
        sql`select count(*)::int as pending from jobs where state = 'pending'`,
      )
    ).rows as [{ pending: number }];
    expect(Number(pending)).toBe(1);
  });

  it('refuses a payload that does not fit its job, with the change it came with', async () => {
    const send = job('send', z.object({ to: z.string() }));
    const change = database.db.transaction(async (tx) => {
      // @ts-expect-error -- the payload's type is the job's schema
      await enqueue(tx, send, { to: 42 });
    });
    await expect(change).rejects.toThrow(z.ZodError);
    expect(await jobRows()).toEqual([]);
  });

  it('fails a stored payload its schema refuses at once, saying why, without running it', async () => {
    const ran: string[] = [];
    const send = job('send', z.object({ to: z.string() }), async ({ to }) => void ran.push(to));
    // A row written by other code (or an older version) with another shape.
    // Due a moment ago: PostgreSQL's now() has microseconds the worker's clock has not.
    const runAt = new Date(Date.now() - 1000);
    await database.db.insert(jobs).values({ kind: 'send', payload: { recipient: 'ana' }, runAt });
    const worker = createJobWorker({ database, logger, jobs: [send] });

    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual([]);
    const [row] = await jobRows();
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row!.lastError).toContain('the payload of a "send" job does not fit its schema');
    expect(row!.lastError).toContain('to');
    expect(row!.finishedAt).not.toBeNull();
  });

  it('retries a job whose kind this process does not run', async () => {
    const due = new Date(Date.now() - 1000);
    await database.db
      .insert(jobs)
      .values({ kind: 'from-a-newer-version', payload: {}, runAt: due });
    const worker = createJobWorker({ database, logger, jobs: [] });
    await worker.drain();
    expect((await jobRows())[0]).toMatchObject({
      state: 'pending',
      lastError: 'no handler for job kind "from-a-newer-version"',
    });
  });

  it('gives each job what it needs, and type-checks that the worker has it', async () => {
    const greeted: string[] = [];
    const greet = defineJob({
      kind: 'greet',
      payload: z.object({ name: z.string() }),
      handle: async ({ name }, { greeting }: JobContext & { greeting: string }) => {
        greeted.push(`${greeting}, ${name}`);
      },
    });
    await enqueue(database.db, greet, { name: 'ana' });
    await createJobWorker({ database, logger, jobs: [greet], needs: { greeting: 'Hi' } }).drain();
    expect(greeted).toEqual(['Hi, ana']);

    // @ts-expect-error -- the job needs a greeting
    createJobWorker({ database, logger, jobs: [greet] });
    // @ts-expect-error -- the notification jobs need the mailer, push, the origin and the key
    createJobWorker({ database, logger, jobs: notificationJobs });
  });

  it('refuses two jobs of one kind', () => {
    expect(() =>
      createJobWorker({ database, logger, jobs: [job('twice', anything), job('twice', anything)] }),
    ).toThrow('two jobs are defined as "twice"');
  });
});
