import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import {
  migrate,
  migrationsFolder,
  openPostgres,
  wrapPglite,
  type Database,
  type PostgresLimits,
} from './client';

export type TestDatabaseOptions = {
  /** PostgreSQL only: connections the pool keeps at most (10). */
  poolSize?: number;
  /** PostgreSQL only: the waits that fail (`POSTGRES_LIMITS` when absent). */
  limits?: Partial<PostgresLimits>;
};

/**
 * A fresh, migrated, empty database for one test file.
 *
 * Without DATABASE_URL it is an in-memory PGlite. Creating one runs initdb and the migrations
 * (about 3 s), so the first call builds a migrated template, keeps it for the process and in
 * the system's temp folder (keyed by the migrations), and every database is a copy of it.
 *
 * With DATABASE_URL it is a new, uniquely named PostgreSQL database on that server, migrated;
 * `close()` drops it.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl
    ? createPostgresTestDatabase(databaseUrl, options)
    : createPgliteTestDatabase();
}

async function createPgliteTestDatabase(): Promise<Database> {
  const template = await pgliteTemplate();
  const client = await PGlite.create({ loadDataDir: template, extensions: { pg_trgm } });
  return wrapPglite(client);
}

let templatePromise: Promise<Blob> | undefined;

function pgliteTemplate(): Promise<Blob> {
  templatePromise ??= loadOrBuildTemplate().catch((error: unknown) => {
    templatePromise = undefined;
    throw error;
  });
  return templatePromise;
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `lineup-db-template-${await migrationsHash()}.tgz`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached]);

  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(wrapPglite(client));
    const dump = await client.dumpDataDir('gzip');
    // Written under a temporary name and renamed, so a parallel test file never reads half.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file).catch(() => {});
    return dump;
  } finally {
    await client.close();
  }
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  // A new PGlite release may change the data folder's format.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(join(dirname(pgliteEntry), '..', 'package.json')));
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(await readFile(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function createPostgresTestDatabase(
  databaseUrl: string,
  options: TestDatabaseOptions,
): Promise<Database> {
  const name = `lineup_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }

  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), options.poolSize, options.limits);
  const drop = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  };

  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
