import { openDatabase, type Database } from '@lineup/db';
import pg from 'pg';

export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Loading a data set builds indexes over 100,000 rows and more: longer than any request of the
 * app may take, so the bench's own connections run without the statement and lock limits.
 */
export const BULK_LOAD_LIMITS = { statementTimeoutMs: 0, lockTimeoutMs: 0 };

/** Whether a PostgreSQL server answers at BENCH_DATABASE_URL. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: BENCH_DATABASE_URL,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database `name` on the bench server (an old one of that name is dropped), or
 * with `reuse` the one left by an earlier run.
 */
export async function createBenchPostgres(
  name: string,
  options: { reuse?: boolean } = {},
): Promise<{
  url: string;
  database: Database;
  drop(): Promise<void>;
}> {
  if (!options.reuse) await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`).catch((error: unknown) => {
    // With `reuse`, an existing database is the point.
    if (!options.reuse) throw error;
  });
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: '.',
    limits: BULK_LOAD_LIMITS,
  });
  return {
    url: url.toString(),
    database,
    drop: async () => {
      await database.close().catch(() => {});
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}
