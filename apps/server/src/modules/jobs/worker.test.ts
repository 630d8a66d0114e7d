import type { Database } from '@lineup/db';
import { jobs } from '@lineup/db/schema';
import { createTestDatabase } from '@lineup/db/testing';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cancelJobs, createJobWorker, enqueue, retryDelayMs, type JobHandlers } from '.';

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

describe('the job queue', () => {
  it('runs a job committed with a change, and none of a change rolled back', async () => {
    const ran: unknown[] = [];
    const handlers: JobHandlers = { record: async (job) => void ran.push(job.payload) };
    await database.db.transaction(async (tx) => {
      await enqueue(tx, { kind: 'record', payload: { n: 1 } });
    });
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, { kind: 'record', payload: { n: 2 } });
        throw new Error('the change failed');
      })
      .catch(() => {});

    const worker = createJobWorker({ database, logger, handlers });
    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual([{ n: 1 }]);
    const [row] = await jobRows();
    expect(row).toMatchObject({ state: 'done', attempts: 1, lockedUntil: null });
  });

  it('keeps a job through a restart: a worker started later sends it, once', async () => {
    await enqueue(database.db, { kind: 'send', payload: { to: 'ana' } });
    // The process that committed it died before any worker ran: a new one starts.
    const sent: string[] = [];
    const handlers: JobHandlers = {
      send: async (job) => void sent.push((job.payload as { to: string }).to),
    };
    const afterRestart = createJobWorker({ database, logger, handlers });
    await afterRestart.drain();
    await afterRestart.drain();
    expect(sent).toEqual(['ana']);
  });

  it('takes a job back from a worker that died holding it, once its claim expired', async () => {
    const now = new Date('2026-06-01T10:00:00Z');
    await enqueue(database.db, { kind: 'send', payload: {}, runAt: now });
    // The first worker claims the job and is killed before finishing.
    const never = new Promise<void>(() => {});
    const dying = createJobWorker({
      database,
      logger,
      handlers: { send: () => never },
      clock: () => now,
    });
    void dying.drain();
    await expect.poll(async () => (await jobRows())[0]?.state).toBe('running');

    let sent = 0;
    const handlers: JobHandlers = { send: async () => void sent++ };
    const soon = createJobWorker({
      database,
      logger,
      handlers,
      clock: () => new Date(now.getTime() + 60_000),
    });
    expect(await soon.drain()).toBe(0);
    const later = createJobWorker({
      database,
      logger,
      handlers,
      clock: () => new Date(now.getTime() + 301_000),
    });
    expect(await later.drain()).toBe(1);
    expect(sent).toBe(1);
    expect((await jobRows())[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('retries with growing waits and keeps a job that kept failing for the admins', async () => {
    let now = new Date('2026-06-01T10:00:00Z');
    await enqueue(database.db, { kind: 'flaky', runAt: now, maxAttempts: 3 });
    const handlers: JobHandlers = {
      flaky: async () => {
        throw new Error('SMTP said 451 try again later');
      },
    };
    const worker = createJobWorker({ database, logger, handlers, clock: () => now });

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
    for (let n = 0; n < 60; n++) await enqueue(database.db, { kind: 'count', payload: { n } });
    const seen: number[] = [];
    const handlers: JobHandlers = {
      count: async (job) => {
        seen.push((job.payload as { n: number }).n);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    };
    const workers = Array.from({ length: 4 }, () =>
      createJobWorker({ database, logger, handlers, batchSize: 5 }),
    );
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(seen.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
  });

  it('commits a transactional job with its work: a failure leaves neither', async () => {
    await enqueue(database.db, { kind: 'write', payload: {} });
    let fail = true;
    const handlers: JobHandlers = {
      write: {
        transactional: true,
        async run(_job, { db }) {
          await enqueue(db, { kind: 'follow-up' });
          if (fail) throw new Error('halfway');
        },
      },
      'follow-up': async () => {},
    };
    const now = new Date();
    const worker = createJobWorker({ database, logger, handlers, clock: () => now });
    await worker.drain();
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, 'follow-up'))).toEqual([]);

    fail = false;
    const later = createJobWorker({
      database,
      logger,
      handlers,
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
    await enqueue(database.db, { kind: 'r', key: 'reminder:e1:soon', runAt: at(9) });
    await enqueue(database.db, { kind: 'r', key: 'reminder:e1:soon', runAt: at(10) });
    expect((await jobRows()).map((row) => row.runAt)).toEqual([at(9)]);
    await enqueue(database.db, {
      kind: 'r',
      key: 'reminder:e1:soon',
      runAt: at(11),
      onDuplicateKey: 'replace',
    });
    expect((await jobRows()).map((row) => row.runAt)).toEqual([at(11)]);

    await enqueue(database.db, { kind: 'r', key: 'reminder:e1:day-before', runAt: at(8) });
    await enqueue(database.db, { kind: 'r', key: 'reminder:e2:soon', runAt: at(8) });
    await cancelJobs(database.db, ['reminder:e1:*']);
    expect((await jobRows()).map((row) => row.key)).toEqual(['reminder:e2:soon']);
    const [{ pending }] = (
      await database.db.execute<{ pending: number }>(
        sql`select count(*)::int as pending from jobs where state = 'pending'`,
      )
    ).rows as [{ pending: number }];
    expect(Number(pending)).toBe(1);
  });
});
