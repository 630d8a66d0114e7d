/**
 * Discover list and search under load, on PGlite and on PostgreSQL, at 100,000 events.
 *
 * For each database: loads the benchmark data set into a fresh database, VACUUM ANALYZE,
 * starts the built server on it and runs autocannon (50 connections, fixed duration) against
 * the first Discover page, a page about 5,000 events deep, and search for "surf", a rare word
 * and a two-letter term. Prints median and 95th-percentile latency and requests per second.
 * PostgreSQL runs when one answers at BENCH_DATABASE_URL (default 127.0.0.1:5432).
 *
 * Usage: npm run build -w @lineup/server && npm run bench:discovery -w @lineup/bench
 * Env: BENCH_EVENTS (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50).
 * Flags: --only=pglite|postgres; --reuse keeps the loaded databases for the next run (loading
 * takes minutes) and reuses them when they are there.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { migrate, openDatabase, type Database } from '@lineup/db';
import { sql } from 'drizzle-orm';
import { backendPids, processCpuMs, totalCpuMs } from './lib/cpu-time';
import { loadDiscoveryData, RARE_WORD, settle } from './lib/discovery-data';
import { BENCH_DATABASE_URL, createBenchPostgres, postgresAnswers } from './lib/postgres';
import { startServer } from './lib/server';

const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 4393;
/** Goals on PostgreSQL (issue 4): search p95 under 50 ms, list p95 under 30 ms. */
const GOALS = { list: 30, search: 50 } as const;
const reuse = process.argv.includes('--reuse');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

type Row = {
  database: string;
  name: string;
  kind: keyof typeof GOALS;
  p50: number;
  p95: number;
  rps: number;
  /** Answers other than 2xx, and requests without an answer in autocannon's 10 s. */
  non2xx: number;
  timeouts: number;
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

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(
  url: string,
): Promise<{ p50: number; p95: number; rps: number; non2xx: number; timeouts: number }> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: latencies.length / SECONDS,
    non2xx: result.non2xx,
    // autocannon counts timeouts among its errors; other errors are failed connections.
    timeouts: result.errors,
  };
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
      ...env,
    },
  });
  try {
    // A cursor 100 pages of 50 into the list: what infinite scroll reaches after a while.
    let cursor = '';
    for (let page = 0; page < 100; page++) {
      const response = await fetch(
        `${server.url}/api/events?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const body = (await response.json()) as { nextCursor: string | null };
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    const cases: [string, keyof typeof GOALS, string][] = [
      ['Discover, first page', 'list', '/api/events?limit=20'],
      ['Discover, 5,000 deep', 'list', `/api/events?limit=20&cursor=${cursor}`],
      ['Search "surf"', 'search', '/api/search?q=surf'],
      [`Search "${RARE_WORD}"`, 'search', `/api/search?q=${RARE_WORD}`],
      ['Search "yo"', 'search', '/api/search?q=yo'],
    ];
    const rows: Row[] = [];
    for (const [name, kind, pathAndQuery] of cases) {
      // Warm the path (plans, caches) and open the whole connection pool before timing it,
      // so the database processes counted below are all there is.
      for (let round = 0; round < 4; round++) {
        await Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            await (await fetch(server.url + pathAndQuery)).arrayBuffer();
          }),
        );
      }
      const pids = postgresDatabase ? await backendPids(BENCH_DATABASE_URL, postgresDatabase) : [];
      const serverBefore = processCpuMs(server.child.pid!);
      const databaseBefore = totalCpuMs(pids);
      const figures = await measure(server.url + pathAndQuery);
      const requests = Math.max(1, figures.rps * SECONDS);
      const serverCpu = (processCpuMs(server.child.pid!) - serverBefore) / requests;
      const databaseCpu = postgresDatabase ? (totalCpuMs(pids) - databaseBefore) / requests : null;
      rows.push({ database: label, name, kind, ...figures, serverCpu, databaseCpu });
      console.log(
        `${label.padEnd(10)} ${name.padEnd(28)} p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms  ${figures.rps.toFixed(0)} req/s`,
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
    ? path.join(tmpdir(), 'lineup-bench-discovery-pglite')
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
  const pg = await createBenchPostgres('lineup_bench_discovery', { reuse });
  try {
    await load(pg.database);
    await pg.database.close();
    rows.push(
      ...(await run('PostgreSQL', { DATABASE_URL: pg.url }, undefined, 'lineup_bench_discovery')),
    );
  } finally {
    if (!reuse) await pg.drop();
  }
} else {
  console.log('PostgreSQL: nothing answers at BENCH_DATABASE_URL; skipped.');
}

// Client, server and database share this machine; its load says how far apart they were.
console.log(
  `\n${EVENT_COUNT.toLocaleString('en')} events, ${CONNECTIONS} connections, ${SECONDS} s per row; ` +
    `${cpus().length} CPUs, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} (1/5/15 min)\n`,
);
console.log(
  '| Database | Request | p50 ms | p95 ms | req/s | non-2xx / no answer | server CPU ms/req | PostgreSQL CPU ms/req | goal (PostgreSQL p95) |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const row of rows) {
  const goal = GOALS[row.kind];
  const verdict =
    row.database === 'PostgreSQL' ? `${row.p95 < goal ? 'met' : 'missed'} (< ${goal} ms)` : '';
  console.log(
    `| ${row.database} | ${row.name} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.rps.toFixed(0)} | ${row.non2xx} / ${row.timeouts} | ${row.serverCpu.toFixed(2)} | ${row.databaseCpu === null ? '' : row.databaseCpu.toFixed(2)} | ${verdict} |`,
  );
}
