import { serve } from '@hono/node-server';
import { migrate, openDatabase, seedAreas, seedDemoData, type Database } from '@lineup/db';
import path from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app';
import { EnvError, loadEnv, type Env } from './env';
import { createLogger } from './lib/logger';

/** After this long, shutdown stops waiting for open requests. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(env);
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    await migrate(database);
    await seedAreas(database);
    const demo = env.SEED_DEMO_DATA ? await seedDemoData(database) : { seeded: false };
    await listen({ env, logger, database, demoDataAdded: demo.seeded });
  } catch (error) {
    logger.fatal({ err: error }, `Lineup could not start: ${describeError(error)}`);
    await database?.close().catch(() => {});
    // Let the log line reach stdout before leaving.
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    process.exit(1);
  }
}

async function listen(options: {
  env: Env;
  logger: Logger;
  database: Database;
  demoDataAdded: boolean;
}) {
  const { env, logger, database, demoDataAdded } = options;
  const { app, jobs } = createApp({ database, env, logger });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const instance = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () =>
      resolve(instance),
    );
    instance.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${env.PORT} is already in use (set PORT to use another one)`)
          : error,
      ),
    );
  });

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const databaseDescription = describeDatabase(env);
  const demo = !env.SEED_DEMO_DATA
    ? 'demo data off'
    : demoDataAdded
      ? 'demo data added'
      : 'demo data not added: the database already has data';
  logger.info(
    { url: publicUrl(env, port), database: databaseDescription, demoDataAdded },
    `Lineup is running at ${publicUrl(env, port)} (database: ${databaseDescription}; ${demo})`,
  );

  jobs.start();

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => {
      logger.error('open requests did not finish in time; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();

    // close() stops accepting, drops idle keep-alive sockets and calls back once every
    // in-flight response has been sent.
    server.close(async (error) => {
      if (error) logger.error({ err: error }, 'error while closing the HTTP server');
      try {
        // A job cut off here is claimed again after its lock expires: nothing is lost.
        await jobs.stop();
        await database.close();
      } catch (closeError) {
        logger.error({ err: closeError }, 'error while closing the database');
      }
      logger.info('stopped');
      clearTimeout(force);
      process.exit(0);
    });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/** PGlite folder relative to where the server runs, or the PostgreSQL host without credentials. */
function describeDatabase(env: Env): string {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  }
  const relative = path.relative(process.cwd(), env.DATA_DIR);
  const shown =
    relative && !relative.startsWith('..') && !path.isAbsolute(relative)
      ? `./${relative}`
      : env.DATA_DIR;
  return `PGlite in ${shown}`;
}

function publicUrl(env: Env, port: number): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

await main();
