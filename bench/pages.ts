/**
 * Server-rendered public pages under load, on PostgreSQL at 100,000 events, measured with wrk
 * (a C load generator: a Node one takes a core of its own on a 2-core machine and reports about
 * half). For an anonymous event page, `/events`, an area page and `/`: the same address again
 * and again (what a link shared in a busy group chat gets; rendered pages are kept a few
 * seconds), and a new address for every request (`?v=<n>`: each one rendered afresh, the
 * cost of the render itself). `/api/health` is the floor: the middleware alone.
 *
 * Usage: npm run build && npm run bench:pages -w @lineup/bench [-- --reuse]
 * Env: BENCH_EVENTS (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_DATABASE_URL.
 * Needs wrk (`apt-get install wrk`) and a PostgreSQL server.
 */
import { cpus, loadavg } from 'node:os';
import { loadUnlessLoaded } from './lib/discovery-data';
import { createBenchPostgres, postgresAnswers } from './lib/postgres';
import { startServer } from './lib/server';
import { BROWSER_HEADERS, requireWrk, wrk, type WrkFigures } from './lib/wrk';

const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 4396;
const reuse = process.argv.includes('--reuse');

requireWrk();
if (!(await postgresAnswers())) {
  console.error('PostgreSQL: nothing answers at BENCH_DATABASE_URL.');
  process.exit(1);
}

const pg = await createBenchPostgres('lineup_bench_discovery', { reuse });
try {
  await loadUnlessLoaded(pg.database, EVENT_COUNT);
  await pg.database.close();
  const server = await startServer({
    port: PORT,
    env: { DATABASE_URL: pg.url, SEED_DEMO_DATA: 'false' },
  });
  try {
    const { events } = (await (await fetch(`${server.url}/api/events?limit=1`)).json()) as {
      events: { path: string; area: { slug: string } }[];
    };
    const event = events[0]!;
    const pages: [string, string, boolean][] = [
      ['`/api/health` (the floor)', '/api/health', false],
      ['event page, same address', event.path, false],
      ['event page, new address each time', event.path, true],
      ['`/events`, same address', '/events', false],
      ['`/events`, new address each time', '/events', true],
      ['area page, same address', `/${event.area.slug}`, false],
      ['`/`, same address', '/', false],
    ];
    const rows: [string, WrkFigures][] = [];
    for (const [name, pagePath, fresh] of pages) {
      // Warm up: code paths, the database's caches, the connection pool.
      const options = {
        connections: CONNECTIONS,
        seconds: SECONDS,
        fresh,
        headers: BROWSER_HEADERS,
      };
      wrk(server.url + pagePath, options);
      const figures = wrk(server.url + pagePath, options);
      rows.push([name, figures]);
      console.log(`${name.padEnd(40)} ${figures.rps.toFixed(0).padStart(6)} req/s`);
    }
    console.log(
      `\nwrk, ${CONNECTIONS} connections, ${SECONDS} s a row, PostgreSQL, ` +
        `${EVENT_COUNT.toLocaleString('en')} events; ${cpus().length} CPUs, load average ` +
        `${loadavg()
          .map((value) => value.toFixed(1))
          .join(' / ')}\n`,
    );
    console.log('| request | req/s | p50 ms | p99 ms | non-2xx |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const [name, f] of rows) {
      console.log(
        `| ${name} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.non2xx + f.errors} |`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  if (!reuse) await pg.drop();
}
