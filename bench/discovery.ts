/**
 * Discover list and search on PGlite and on PostgreSQL, measured with wrk against the built
 * server, at 100,000 events (or BENCH_EVENTS).
 *
 * For each database: loads the benchmark data set into a fresh database, VACUUM ANALYZE,
 * starts the built server on it and runs one of two modes.
 *
 * - Load (the default): BENCH_CONNECTIONS connections (50) for a fixed time against the first
 *   Discover page, the same filtered to dawn, a page about 5,000 events deep, and search for
 *   "surf", a rare word and a two-letter term. Prints latency percentiles, requests per second
 *   and the CPU time each request cost the server and PostgreSQL.
 * - `--spread`: the "any term" goal (p95 ≤ 50 ms at one connection): every search of
 *   `searchSpread` (common, middling, rare and absent terms, one and two letters, several
 *   words, filters, suggestions), one connection each.
 *
 * Every request has an address of its own (wrk's `fresh`) and the server's shared response
 * cache is off, so the figures are what the queries cost. PostgreSQL runs when one answers at
 * BENCH_DATABASE_URL (default 127.0.0.1:5432).
 *
 * Usage: npm run build -w @lineup/server && npm run bench:discovery -w @lineup/bench
 *   A million events: npm run bench:search:million -w @lineup/bench (the spread, PostgreSQL).
 * Env: BENCH_EVENTS (100000), BENCH_SECONDS (10, the spread 5), BENCH_CONNECTIONS (50),
 *   BENCH_DB (the PostgreSQL database: lineup_bench_discovery, lineup_bench_million at a
 *   million events).
 * Flags: --only=pglite|postgres (a million events: PostgreSQL unless --only=pglite); --reuse
 * keeps the loaded databases for the next run (loading takes minutes) and reuses them when
 * they are there. Needs wrk (`apt-get install wrk`).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, type Database } from '@lineup/db';
import { sql } from 'drizzle-orm';
import { backendPids, processCpuMs } from './lib/cpu-time';
import { loadDiscoveryData, RARE_WORD, searchSpread, settle } from './lib/discovery-data';
import { BENCH_DATABASE_URL, createBenchPostgres, postgresAnswers } from './lib/postgres';
import { startServer } from './lib/server';
import { requireWrk, wrk, type WrkFigures } from './lib/wrk';

const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 100_000);
const spread = process.argv.includes('--spread');
const SECONDS = Number(process.env.BENCH_SECONDS ?? (spread ? 5 : 10));
const CONNECTIONS = spread ? 1 : Number(process.env.BENCH_CONNECTIONS ?? 50);
const MILLION = EVENT_COUNT >= 1_000_000;
const POSTGRES_DATABASE =
  process.env.BENCH_DB ?? (MILLION ? 'lineup_bench_million' : 'lineup_bench_discovery');
const PORT = 4393;
/** Goals on PostgreSQL: list p95 under 30 ms, search p95 under 50 ms. */
const GOALS = { list: 30, search: 50 } as const;
const reuse = process.argv.includes('--reuse');
const only =
  process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ??
  (MILLION ? 'postgres' : undefined);

requireWrk();

type Case = { name: string; kind: keyof typeof GOALS; path: string };

type Row = WrkFigures & {
  database: string;
  name: string;
  kind: keyof typeof GOALS;
  /** CPU time per request of the server process (PGlite included) and of PostgreSQL. */
  serverCpu: number;
  databaseCpu: number | null;
};

async function load(database: Database): Promise<void> {
  const started = performance.now();
  await migrate(database);
  const existing = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from events`,
  );
  if ((existing.rows[0]?.n ?? 0) > 0) {
    console.log(`${database.kind}: reusing ${existing.rows[0]!.n} loaded events`);
    await settle(database);
    return;
  }
  const counts = await loadDiscoveryData(database, { eventCount: EVENT_COUNT });
  await settle(database);
  console.log(
    `${database.kind}: ${counts.events} events, ${counts.venues} venues, ${counts.rsvps} RSVPs, ` +
      `${counts.plans} plans loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** `pid` and its descendants: on PostgreSQL the server forks a worker per core. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(processTree)];
}

/** CPU time so far of each process, to subtract from a later reading. */
const cpuReading = (pids: number[]) => new Map(pids.map((pid) => [pid, processCpuMs(pid)]));

/**
 * CPU time spent between two readings by the processes of the second. Pool connections open
 * and close meanwhile: a new process counts from zero, one that ended is missing (a little
 * under-counted, where summing both readings would be wildly off).
 */
function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += Math.max(0, ms - (before.get(pid) ?? 0));
  return total;
}

async function loadCases(url: string): Promise<Case[]> {
  if (spread) {
    return searchSpread().map((entry) => ({ ...entry, kind: 'search' }));
  }
  // A cursor 100 pages of 50 into the list: what infinite scroll reaches after a while.
  let cursor = '';
  for (let page = 0; page < 100; page++) {
    const response = await fetch(`${url}/api/events?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
    const body = (await response.json()) as { nextCursor: string | null };
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  return [
    { name: 'Discover, first page', kind: 'list', path: '/api/events?limit=20' },
    { name: 'Discover, 5,000 deep', kind: 'list', path: `/api/events?limit=20&cursor=${cursor}` },
    // Worked out per area and day, then checked per row (docs/product.md §13).
    { name: 'Discover, at dawn', kind: 'list', path: '/api/events?limit=20&light=dawn' },
    { name: 'Search "surf"', kind: 'search', path: '/api/search?q=surf' },
    { name: `Search "${RARE_WORD}"`, kind: 'search', path: `/api/search?q=${RARE_WORD}` },
    { name: 'Search "yo"', kind: 'search', path: '/api/search?q=yo' },
  ];
}

async function run(
  label: string,
  env: Record<string, string>,
  dataDir?: string,
  postgresDatabase?: string,
): Promise<Row[]> {
  const server = await startServer({
    port: PORT,
    dataDir,
    env: {
      SEED_DEMO_DATA: 'false',
      // Production mode wants a session secret; any will do for anonymous reads.
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
      // The queries are measured, not the shared cache of public reads in front of them.
      PUBLIC_CACHE_SECONDS: '0',
      ...env,
    },
  });
  try {
    const rows: Row[] = [];
    for (const entry of await loadCases(server.url)) {
      const url = server.url + entry.path;
      // Warm the path (plans, caches) and open the connection pool before timing it, so the
      // database processes counted below are all there is.
      wrk(url, { connections: CONNECTIONS, seconds: spread ? 1 : 2, fresh: true });
      const backends = async () =>
        postgresDatabase ? await backendPids(BENCH_DATABASE_URL, postgresDatabase) : [];
      const serverBefore = cpuReading(processTree(server.child.pid!));
      const databaseBefore = cpuReading(await backends());
      const figures = wrk(url, { connections: CONNECTIONS, seconds: SECONDS, fresh: true });
      const requests = Math.max(1, figures.rps * SECONDS);
      const serverCpu =
        cpuSince(serverBefore, cpuReading(processTree(server.child.pid!))) / requests;
      const databaseCpu = postgresDatabase
        ? cpuSince(databaseBefore, cpuReading(await backends())) / requests
        : null;
      rows.push({
        database: label,
        name: entry.name,
        kind: entry.kind,
        ...figures,
        serverCpu,
        databaseCpu,
      });
      console.log(
        `${label.padEnd(10)} ${entry.name.padEnd(40)} p50 ${figures.p50.toFixed(1)} ms  ` +
          `p95 ${figures.p95.toFixed(1)} ms  ${figures.rps.toFixed(0)} req/s`,
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}

const rows: Row[] = [];

if (only !== 'postgres') {
  const dataDir = reuse
    ? path.join(tmpdir(), `lineup-bench-discovery-pglite-${EVENT_COUNT}`)
    : mkdtempSync(path.join(tmpdir(), 'lineup-bench-discovery-'));
  mkdirSync(dataDir, { recursive: true });
  try {
    const database = await openDatabase({ dataDir });
    try {
      await load(database);
    } finally {
      await database.close();
    }
    rows.push(...(await run('PGlite', {}, dataDir)));
  } finally {
    if (!reuse) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only === 'pglite') {
  // PostgreSQL not asked for.
} else if (await postgresAnswers()) {
  const pg = await createBenchPostgres(POSTGRES_DATABASE, { reuse });
  try {
    await load(pg.database);
    await pg.database.close();
    rows.push(...(await run('PostgreSQL', { DATABASE_URL: pg.url }, undefined, POSTGRES_DATABASE)));
  } finally {
    if (!reuse) await pg.drop();
  }
} else {
  console.log('PostgreSQL: nothing answers at BENCH_DATABASE_URL; skipped.');
}

// Client, server and database share this machine; its load says how far apart they were.
console.log(
  `\n${EVENT_COUNT.toLocaleString('en')} events, wrk (2 threads), ${CONNECTIONS} ` +
    `connection${CONNECTIONS === 1 ? '' : 's'}, ${SECONDS} s per row, a fresh address per ` +
    `request; ${cpus().length} CPUs, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} (1/5/15 min)\n`,
);
console.log(
  '| Database | Request | p50 ms | p95 ms | p99 ms | req/s | errors | server CPU ms/req | PostgreSQL CPU ms/req | goal (PostgreSQL p95) |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const row of rows) {
  const goal = GOALS[row.kind];
  const verdict =
    row.database === 'PostgreSQL' ? `${row.p95 <= goal ? 'met' : 'missed'} (≤ ${goal} ms)` : '';
  console.log(
    `| ${row.database} | ${row.name} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.rps.toFixed(0)} | ${row.non2xx + row.errors} | ${row.serverCpu.toFixed(2)} | ${row.databaseCpu === null ? '' : row.databaseCpu.toFixed(2)} | ${verdict} |`,
  );
}
