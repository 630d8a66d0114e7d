import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockFolder } from './folder-lock';
import * as schema from './schema';

export type Schema = typeof schema;

/** Both drivers answer `db.execute(sql)` with `{ rows }`; this types those rows. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
export type QueryRows<TRow> = { rows: TRow[] };

/** The Drizzle instance: the same query API on PGlite and on node-postgres. */
export type Db = PgDatabase<QueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** `select 1`; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** A PostgreSQL connection string; when absent, an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** The app's data folder; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
  /** PostgreSQL connections this process keeps at most (10). */
  poolSize?: number | undefined;
  /** How long PostgreSQL may keep a request waiting (`POSTGRES_LIMITS` when absent). */
  limits?: Partial<PostgresLimits> | undefined;
};

/**
 * Every wait on PostgreSQL ends (docs/deploy.md, "When a service fails"). A query or a lock
 * that takes longer fails, the request answers 503 and its connection goes back to the pool,
 * so one stuck table cannot hold every connection and stop what never touches it (sign-ins).
 */
export type PostgresLimits = {
  /** A statement running longer is cancelled (`statement_timeout`). */
  statementTimeoutMs: number;
  /** Waiting longer for a row or table lock fails the statement (`lock_timeout`). */
  lockTimeoutMs: number;
  /** Waiting longer for a free connection (or a new one) fails the request: load is shed. */
  acquireTimeoutMs: number;
  /** A transaction left open and idle this long is ended by the server, freeing its locks. */
  idleInTransactionTimeoutMs: number;
};

export const POSTGRES_LIMITS: PostgresLimits = {
  statementTimeoutMs: 10_000,
  lockTimeoutMs: 3_000,
  acquireTimeoutMs: 3_000,
  idleInTransactionTimeoutMs: 30_000,
};

/** Where PGlite keeps its files inside the app's data folder (uploads live beside it). */
export const pgliteDir = (dataDir: string) => join(resolve(dataDir), 'pglite');

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize, options.limits);
  }
  const dir = pgliteDir(options.dataDir);
  await mkdir(dir, { recursive: true });
  const unlock = await lockFolder(dir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    return wrapPglite(client, unlock);
  } catch (error) {
    await unlock();
    throw error;
  }
}

export function openPostgres(
  databaseUrl: string,
  poolSize = 10,
  limits: Partial<PostgresLimits> = {},
): Database {
  const limit = { ...POSTGRES_LIMITS, ...limits };
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: limit.acquireTimeoutMs,
    options: [
      // The event lists are named prepared statements, parsed once per connection. After five
      // runs PostgreSQL may switch one to a generic plan that ignores the actual filters: for an
      // area and a category that plan read every match of both (5 ms instead of 0.7), so each
      // run is planned for its own values.
      '-c plan_cache_mode=force_custom_plan',
      `-c statement_timeout=${limit.statementTimeoutMs}`,
      `-c lock_timeout=${limit.lockTimeoutMs}`,
      `-c idle_in_transaction_session_timeout=${limit.idleInTransactionTimeoutMs}`,
    ].join(' '),
  });
  // A connection that breaks (PostgreSQL restarting, `terminating connection due to
  // administrator command`) emits 'error' on its client, and Node ends the process on an
  // 'error' nobody listens to. The pool listens while a client is idle; this listener covers
  // the time a request or a job holds it. The query running on it fails on its own and its
  // caller answers 503; the pool drops the broken client and connects afresh next time.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Wraps an open PGlite instance (the test helper builds its own in memory). */
export function wrapPglite(
  client: PGlite,
  onClose: () => Promise<void> = async () => {},
): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
      await onClose();
    },
  };
}

const require = createRequire(import.meta.url);

/**
 * The migrations folder, found from the installed package rather than from this file, so it
 * is still right when the server is bundled into a single file.
 */
export const migrationsFolder = join(
  dirname(require.resolve('@lineup/db/package.json')),
  'migrations',
);

// Any fixed number works; it only has to be the same in every process migrating one database.
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the drizzle-kit migrations that have not run yet. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  // Several server processes may start together against one PostgreSQL: take turns.
  const db = database.db as unknown as NodePgDatabase<Schema> & { $client: pg.Pool };
  const lockClient = await db.$client.connect();
  try {
    // Building an index on a large table takes longer than any request may, and waiting for
    // another process's migration is the point of the lock.
    await lockClient.query('set statement_timeout = 0; set lock_timeout = 0');
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    // Back in the pool with the limits every request has.
    await lockClient.query('reset statement_timeout; reset lock_timeout').catch(() => {});
    lockClient.release();
  }
}

/**
 * Refreshes the planner's statistics. PGlite runs no autovacuum, so after a bulk load the
 * planner would otherwise guess table sizes and skip the indexes.
 */
export async function analyze(database: Database): Promise<void> {
  await database.db.execute(sql`analyze`);
}
