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
};

/** Where PGlite keeps its files inside the app's data folder (uploads live beside it). */
export const pgliteDir = (dataDir: string) => join(resolve(dataDir), 'pglite');

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize);
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

export function openPostgres(databaseUrl: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // The event lists are named prepared statements, parsed once per connection. After five
    // runs PostgreSQL may switch one to a generic plan that ignores the actual filters: for an
    // area and a category that plan read every match of both (5 ms instead of 0.7), so each
    // run is planned for its own values.
    options: '-c plan_cache_mode=force_custom_plan',
  });
  // An idle client losing its connection emits 'error' on the pool; without a listener Node
  // exits. The next query gets a fresh connection or reports the failure to its caller.
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
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(db, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
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
