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
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, type Database } from '@lineup/db';
import { sql } from 'drizzle-orm';
import { loadDiscoveryData, settle } from './lib/discovery-data';
import { createBenchPostgres, postgresAnswers } from './lib/postgres';
import { startServer } from './lib/server';

const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 4396;
const reuse = process.argv.includes('--reuse');

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' });
} catch (error) {
  // wrk prints its version and exits 1; only a missing binary is a problem.
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error('wrk is not installed: apt-get install wrk');
    process.exit(1);
  }
}
if (!(await postgresAnswers())) {
  console.error('PostgreSQL: nothing answers at BENCH_DATABASE_URL.');
  process.exit(1);
}

async function load(database: Database): Promise<void> {
  await migrate(database);
  const existing = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from events`,
  );
  if ((existing.rows[0]?.n ?? 0) === 0) {
    const started = performance.now();
    await loadDiscoveryData(database, { eventCount: EVENT_COUNT });
    console.log(`loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await settle(database);
}

type Figures = { rps: number; p50: number; p99: number; non2xx: number };

/** One wrk run; with `fresh`, every request asks for another address (`?v=<n>`). */
function wrk(url: string, fresh: boolean): Figures {
  const dir = mkdtempSync(path.join(tmpdir(), 'lineup-bench-wrk-'));
  const script = path.join(dir, 'fresh.lua');
  writeFileSync(
    script,
    `counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. "${url.includes('?') ? '&' : '?'}v=" .. counter .. math.random(1e9))
end
`,
  );
  try {
    const out = execFileSync(
      'wrk',
      [
        '-t2',
        `-c${CONNECTIONS}`,
        `-d${SECONDS}s`,
        '--latency',
        ...(fresh ? ['-s', script] : []),
        url,
      ],
      { encoding: 'utf8' },
    );
    const ms = (label: string) => {
      const match = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
      if (!match) return NaN;
      const value = Number(match[1]);
      return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
    };
    return {
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
      p50: ms('50'),
      p99: ms('99'),
      non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pg = await createBenchPostgres('lineup_bench_discovery', { reuse });
try {
  await load(pg.database);
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
    const rows: [string, Figures][] = [];
    for (const [name, pagePath, fresh] of pages) {
      // Warm up: code paths, the database's caches, the connection pool.
      wrk(server.url + pagePath, fresh);
      const figures = wrk(server.url + pagePath, fresh);
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
        `| ${name} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.non2xx} |`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  if (!reuse) await pg.drop();
}
