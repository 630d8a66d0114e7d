/**
 * Public reads at the machine's limit: the figures and goals of docs/product.md §12, on
 * PostgreSQL at 100,000 events, measured with wrk against the built server.
 *
 * Each row runs twice: the same address again and again (what a busy page gets, and what the
 * shared cache of public reads answers), and with the cache switched off (`PUBLIC_CACHE_SECONDS
 * =0`), the cost of answering from the database every time. `/api/health` is the floor: what
 * every request pays for the middleware.
 *
 * With the cache on, Discover, search and an event page are then read by a pool of signed-in
 * members (BENCH_MEMBERS, 200; each going to one event of the first page, each request with the
 * next member's cookie), printed beside the visitors' figures of the same run with the ratio.
 *
 * Usage: npm run build && npm run bench:reads -w @lineup/bench [-- --reuse]
 *   [-- --uncached-only | --cached-only]
 * Env: BENCH_EVENTS (100000), BENCH_SECONDS (10), BENCH_MEMBERS (200), BENCH_DATABASE_URL,
 * WEB_CONCURRENCY.
 * Needs wrk (`apt-get install wrk`) and a PostgreSQL server.
 */
import { cpus, loadavg } from 'node:os';
import { loadUnlessLoaded, RARE_WORD } from './lib/discovery-data';
import { signInMembers } from './lib/members';
import { createBenchPostgres, postgresAnswers } from './lib/postgres';
import { startServer } from './lib/server';
import { BROWSER_HEADERS, requireWrk, wrk, type WrkFigures } from './lib/wrk';

const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 4397;
const reuse = process.argv.includes('--reuse');
const uncachedOnly = process.argv.includes('--uncached-only');
const cachedOnly = process.argv.includes('--cached-only');

requireWrk();
if (!(await postgresAnswers())) {
  console.error('PostgreSQL: nothing answers at BENCH_DATABASE_URL.');
  process.exit(1);
}

type Goal = { rps?: number; p95?: number; p99?: number };
type Case = {
  name: string;
  path: string;
  connections: number;
  goal: Goal;
  /** Also read by the pool of signed-in members, with the member's goal. */
  member?: Goal;
};

/** Signed-in members in the pool: every request of a member row carries the next one's cookie. */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);

function cases(event: { path: string; area: string }): Case[] {
  return [
    {
      name: '`/api/health` (the floor)',
      path: '/api/health',
      connections: 50,
      goal: { rps: 10_000 },
    },
    {
      name: 'Discover, first page',
      path: '/api/events?limit=20',
      connections: 50,
      goal: { rps: 3_000, p99: 50 },
      member: { rps: 3_000, p99: 50 },
    },
    {
      name: 'Discover, an area and a category',
      path: `/api/events?limit=20&area=${event.area}&category=surf`,
      connections: 50,
      goal: { rps: 3_000, p99: 50 },
      member: { rps: 3_000, p99: 50 },
    },
    {
      name: 'Discover, a week',
      path: '/api/events?limit=20&when=week&tz=Europe/Lisbon',
      connections: 50,
      goal: { rps: 3_000, p99: 50 },
    },
    {
      name: 'search "surf"',
      path: '/api/search?q=surf',
      connections: 50,
      goal: { rps: 1_000, p95: 50 },
      member: { rps: 1_000, p95: 50 },
    },
    {
      name: 'search "yoga"',
      path: '/api/search?q=yoga',
      connections: 50,
      goal: { rps: 1_000, p95: 50 },
    },
    {
      name: 'search "market"',
      path: '/api/search?q=market',
      connections: 50,
      goal: { rps: 1_000, p95: 50 },
    },
    {
      name: `search "${RARE_WORD}" (10 connections)`,
      path: `/api/search?q=${RARE_WORD}`,
      connections: 10,
      goal: { p95: 50 },
    },
    {
      name: 'suggestions "pe"',
      path: '/api/search/suggestions?q=pe',
      connections: 50,
      goal: { rps: 1_000, p95: 50 },
    },
    {
      name: 'event page HTML',
      path: event.path,
      connections: 50,
      goal: { rps: 2_000 },
      member: { rps: 2_000 },
    },
  ];
}

function verdict(figures: WrkFigures, goal: Goal): string {
  const misses = [
    goal.rps !== undefined && figures.rps < goal.rps ? `< ${goal.rps} req/s` : '',
    goal.p95 !== undefined && figures.p95 > goal.p95 ? `p95 > ${goal.p95} ms` : '',
    goal.p99 !== undefined && figures.p99 > goal.p99 ? `p99 > ${goal.p99} ms` : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `missed (${misses.join(', ')})`;
}

const goalText = (goal: Goal) =>
  [
    goal.rps && `≥ ${goal.rps.toLocaleString('en')} req/s`,
    goal.p95 && `p95 ≤ ${goal.p95} ms`,
    goal.p99 && `p99 ≤ ${goal.p99} ms`,
  ]
    .filter(Boolean)
    .join(', ');

type Rows = { visitors: [Case, WrkFigures][]; members: [Case, WrkFigures][] };

async function measure(
  label: string,
  databaseUrl: string,
  cacheSeconds: string | undefined,
  withMembers: boolean,
): Promise<Rows> {
  const server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      // The pool of members signs up and in through the API at start.
      EMAIL_VERIFICATION: 'false',
      AUTH_RATE_LIMIT_PER_IP: String(Math.max(20, MEMBERS * 2)),
      ...(cacheSeconds !== undefined && { PUBLIC_CACHE_SECONDS: cacheSeconds }),
    },
  });
  try {
    const { events } = (await (await fetch(`${server.url}/api/events?limit=20`)).json()) as {
      events: { id: string; path: string; area: { slug: string } }[];
    };
    const first = events[0]!;
    const rows: Rows = { visitors: [], members: [] };
    const run = (entry: Case, who: string, cookies?: string[]) => {
      const options = { connections: entry.connections, headers: BROWSER_HEADERS, cookies };
      // Warm up: code paths, the database's caches, every connection of the pools.
      wrk(server.url + entry.path, { ...options, seconds: 3 });
      const figures = wrk(server.url + entry.path, { ...options, seconds: SECONDS });
      console.log(
        `${`${label} ${who}`.padEnd(17)} ${entry.name.padEnd(44)} ` +
          `${figures.rps.toFixed(0).padStart(6)} req/s  p95 ${figures.p95.toFixed(1)} ms  ` +
          `p99 ${figures.p99.toFixed(1)} ms`,
      );
      return figures;
    };
    const all = cases({ path: first.path, area: first.area.slug });
    for (const entry of all) rows.visitors.push([entry, run(entry, 'visitor')]);
    if (withMembers) {
      const cookies = await signInMembers(
        server.url,
        MEMBERS,
        events.map((event) => event.id),
      );
      for (const entry of all) {
        if (entry.member) rows.members.push([entry, run(entry, 'member', cookies)]);
      }
    }
    return rows;
  } finally {
    await server.stop();
  }
}

const pg = await createBenchPostgres('lineup_bench_discovery', { reuse });
try {
  await loadUnlessLoaded(pg.database, EVENT_COUNT);
  await pg.database.close();
  const cached = uncachedOnly
    ? { visitors: [], members: [] }
    : await measure('cached', pg.url, undefined, true);
  const uncached = cachedOnly ? [] : (await measure('uncached', pg.url, '0', false)).visitors;

  console.log(
    `\nwrk, 2 threads, ${SECONDS} s a row, PostgreSQL, ${EVENT_COUNT.toLocaleString('en')} ` +
      `events, WEB_CONCURRENCY ${process.env.WEB_CONCURRENCY ?? 'default'}; ${cpus().length} ` +
      `CPUs, load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}\n`,
  );
  for (const [title, rows] of [
    ['Shared cache on (the default)', cached.visitors],
    ['Cache off (PUBLIC_CACHE_SECONDS=0): every request reaches the database', uncached],
  ] as const) {
    if (rows.length === 0) continue;
    console.log(`${title}\n`);
    console.log('| request | conns | req/s | p50 ms | p95 ms | p99 ms | errors | goal | |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
    for (const [entry, f] of rows) {
      console.log(
        `| ${entry.name} | ${entry.connections} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ` +
          `${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.non2xx + f.errors} | ` +
          `${goalText(entry.goal)} | ${verdict(f, entry.goal)} |`,
      );
    }
    console.log('');
  }
  if (cached.members.length > 0) {
    console.log(
      `Members beside visitors, same run: ${MEMBERS} signed-in members, each going to one ` +
        `event of the first page, every request with the next member's cookie\n`,
    );
    console.log(
      '| request | visitor req/s (p99) | member req/s (p95, p99) | member / visitor | goal | |',
    );
    console.log('| --- | ---: | ---: | ---: | --- | --- |');
    for (const [entry, member] of cached.members) {
      const visitor = cached.visitors.find(([candidate]) => candidate === entry)![1];
      console.log(
        `| ${entry.name} | ${visitor.rps.toFixed(0)} (${visitor.p99.toFixed(0)} ms) | ` +
          `${member.rps.toFixed(0)} (${member.p95.toFixed(0)}, ${member.p99.toFixed(0)} ms) | ` +
          `${(member.rps / visitor.rps).toFixed(2)} | ${goalText(entry.member!)} | ` +
          `${verdict(member, entry.member!)} |`,
      );
    }
    console.log('');
  }
} finally {
  if (!reuse) await pg.drop();
}
