import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '@lineup/db';
import { createTestDatabase } from '@lineup/db/testing';
import pino from 'pino';
import { createApp } from '../app';
import { loadEnv } from '../env';

export type LogLine = { level: number; msg: string; [key: string]: unknown };

export type TestAppOptions = {
  /** Environment variables, as strings, on top of the test defaults. */
  env?: Record<string, string>;
  /** Built web app folder; by default none, so API tests do not depend on a web build. */
  webDist?: string | null;
  /** A database of the test's own (a small pool, one that does not answer); closed with the app. */
  database?: Database;
};

/**
 * The real app on a fresh, migrated database, for `app.request()` tests. `logs` collects what
 * the app logged, parsed; call `close()` in `afterAll`. The job worker is not started: call
 * `jobs.drain()` to run what is due (notifications, mails), as a server process would.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  // Uploads land in a folder of this test app's own, removed by close().
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lineup-test-app-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    SEED_DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    // Tests change the database behind the app's back (factories), which a deployment never
    // does; the cache's own tests turn it on.
    PUBLIC_CACHE_SECONDS: '0',
    // Likewise for sessions: factories change roles and bans in the database directly.
    SESSION_CACHE_SECONDS: '0',
    ...options.env,
  });
  const logs: LogLine[] = [];
  const logger = pino(
    { level: env.LOG_LEVEL },
    { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
  );
  const created = createApp({ database, env, logger, webDist: options.webDist ?? null });
  const { app, jobs, endStreams } = created;
  const close = async () => {
    await created.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, jobs, endStreams, database, env, logger, logs, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
