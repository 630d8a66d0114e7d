import { serve } from '@hono/node-server';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { migrate, openDatabase, seedAreas, seedDemoData, type Database } from '@lineup/db';
import path from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app';
import { EnvError, loadEnv, type Env } from './env';
import { createLogger } from './lib/logger';
import { BROADCAST_MESSAGE_PREFIX } from './lib/broadcast';
import { GENERATION_MESSAGE_PREFIX } from './lib/generation';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { resolveVapidKeys } from './modules/push';

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
  if (cluster.isWorker) return serveAsWorker(env, logger);
  let database: Database | undefined;
  try {
    database = await openDatabaseOf(env);
    await migrate(database);
    await seedAreas(database);
    const demo = env.SEED_DEMO_DATA ? await seedDemoData(database) : { seeded: false };
    const processes = env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? availableParallelism() : 1);
    if (processes > 1) {
      // The workers open their own connections; this one has done its part.
      await database.close();
      database = undefined;
      await forkWorkers({ env, logger, processes, demoDataAdded: demo.seeded });
    } else {
      await listen({ env, logger, database, demoDataAdded: demo.seeded });
    }
  } catch (error) {
    logger.fatal({ err: error }, `Lineup could not start: ${describeError(error)}`);
    await database?.close().catch(() => {});
    // Let the log line reach stdout before leaving.
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    process.exit(1);
  }
}

/**
 * Several server processes on one machine, sharing the port (Node's cluster): each has its own
 * app, connection pool and job worker. The primary prepares the database and the generated
 * secrets once, restarts a worker that dies, passes on the caches' "something changed"
 * (`lib/generation.ts`) and the broadcasts (`lib/broadcast.ts`) between them, and stops them
 * all on SIGTERM.
 */
async function forkWorkers(options: {
  env: Env;
  logger: Logger;
  processes: number;
  demoDataAdded: boolean;
}) {
  const { env, logger, processes, demoDataAdded } = options;
  // Generated into DATA_DIR when not configured: made here, so every worker reads the same.
  resolveAuthSecret(env);
  resolveVapidKeys(env);

  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('message', (from, message) => {
    if (typeof message !== 'string') return;
    if (
      !message.startsWith(GENERATION_MESSAGE_PREFIX) &&
      !message.startsWith(BROADCAST_MESSAGE_PREFIX)
    )
      return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error(
      { pid: worker.process.pid, code, signal },
      'a server process died; starting another',
    );
    fork();
  });

  const started = new Promise<number>((resolve, reject) => {
    let listening = 0;
    cluster.on('listening', (_worker, address) => {
      if (++listening === processes) resolve(address.port);
    });
    // A worker that cannot start (port taken) exits before listening: give up rather than loop.
    cluster.once('exit', (_worker, code) => {
      if (listening < processes)
        reject(new Error(`a server process exited with code ${code} while starting`));
    });
  });
  for (let i = 0; i < processes; i++) fork();
  const port = await started;
  logger.info(
    { url: publicUrl(env, port), database: describeDatabase(env), processes, demoDataAdded },
    `Lineup is running at ${publicUrl(env, port)} (database: ${describeDatabase(env)}; ` +
      `${processes} processes; ${demoDescription(env, demoDataAdded)})`,
  );

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing open requests');
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    let running = workers.length;
    if (running === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        if (--running > 0) return;
        logger.info('stopped');
        process.exit(0);
      });
      worker.process.kill(signal);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/** A worker of `forkWorkers`: the database is ready, the primary has logged the address. */
async function serveAsWorker(env: Env, logger: Logger) {
  let database: Database | undefined;
  try {
    database = await openDatabaseOf(env);
    await listen({ env, logger, database, demoDataAdded: false, worker: true });
  } catch (error) {
    logger.fatal({ err: error }, `a server process could not start: ${describeError(error)}`);
    await database?.close().catch(() => {});
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    process.exit(1);
  }
}

async function listen(options: {
  env: Env;
  logger: Logger;
  database: Database;
  demoDataAdded: boolean;
  /** One of several processes: the primary says where Lineup runs. */
  worker?: boolean;
}) {
  const { env, logger, database, demoDataAdded } = options;
  const { app, jobs, close, endStreams } = createApp({ database, env, logger });

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
  if (!options.worker) {
    const databaseDescription = describeDatabase(env);
    logger.info(
      { url: publicUrl(env, port), database: databaseDescription, demoDataAdded },
      `Lineup is running at ${publicUrl(env, port)} (database: ${databaseDescription}; ` +
        `${demoDescription(env, demoDataAdded)})`,
    );
  }

  jobs.start();

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (!options.worker) logger.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => {
      logger.error('open requests did not finish in time; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();

    // close() stops accepting, drops idle keep-alive sockets and calls back once every
    // in-flight response has been sent; a live page's stream would never be, so it ends here.
    endStreams();
    server.close(async (error) => {
      if (error) logger.error({ err: error }, 'error while closing the HTTP server');
      try {
        // A job cut off here is claimed again after its lock expires: nothing is lost.
        await jobs.stop();
        await close();
        await database.close();
      } catch (closeError) {
        logger.error({ err: closeError }, 'error while closing the database');
      }
      if (!options.worker) logger.info('stopped');
      clearTimeout(force);
      process.exit(0);
    });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

const openDatabaseOf = (env: Env) =>
  openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    limits: {
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS,
      acquireTimeoutMs: env.DATABASE_ACQUIRE_TIMEOUT_MS,
    },
  });

function demoDescription(env: Env, demoDataAdded: boolean): string {
  if (!env.SEED_DEMO_DATA) return 'demo data off';
  return demoDataAdded ? 'demo data added' : 'demo data not added: the database already has data';
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
