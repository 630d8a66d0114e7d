/**
 * The server's render and memory: one server process on PostgreSQL at 100,000 events, asked
 * for never-seen page addresses with wrk, its resident memory read before, during and after.
 *
 * 1. `/events?utm_source=chat-<n>`: addresses people share, each with a parameter the page does
 *    not read. The server renders Discover once for its own address and answers the rest from
 *    the page cache.
 * 2. `/search?q=<n>`: every request a page never rendered before, rendered in full (its search
 *    is read from the database), the most memory a visitor can make the render use.
 *
 * Then, with `--soak`, ten minutes (BENCH_SOAK_MINUTES) of the second kind at a lighter load
 * (10 connections), memory and p99 printed minute by minute: both must stay flat.
 *
 * Usage: npm run build && npm run bench:render-memory -w @lineup/bench [-- --reuse] [-- --soak]
 * Env: BENCH_EVENTS (100000), BENCH_SECONDS (60), BENCH_DATABASE_URL.
 * Needs wrk (`apt-get install wrk`) and a PostgreSQL server.
 */
import { readFileSync } from 'node:fs';
import { loadUnlessLoaded } from './lib/discovery-data';
import { createBenchPostgres, postgresAnswers } from './lib/postgres';
import { startServer } from './lib/server';
import { BROWSER_HEADERS, requireWrk, wrk } from './lib/wrk';

const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const PORT = 4398;
const reuse = process.argv.includes('--reuse');
const soak = process.argv.includes('--soak');

requireWrk();
if (!(await postgresAnswers())) {
  console.error('PostgreSQL: nothing answers at BENCH_DATABASE_URL.');
  process.exit(1);
}

/** Resident memory of the process, in MB (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pg = await createBenchPostgres('lineup_bench_discovery', { reuse });
try {
  await loadUnlessLoaded(pg.database, EVENT_COUNT);
  await pg.database.close();
  const server = await startServer({
    port: PORT,
    env: { DATABASE_URL: pg.url, SEED_DEMO_DATA: 'false', WEB_CONCURRENCY: '1' },
  });
  const pid = server.child.pid!;
  try {
    // Warm up: the render's code, the database's caches, the pool.
    wrk(`${server.url}/events`, { connections: 10, seconds: 5, headers: BROWSER_HEADERS });
    await pause(2000);
    const rows: string[] = [];
    for (const [name, path, parameter] of [
      ['`/events?utm_source=chat-<n>`', '/events', 'utm_source'],
      ['`/search?q=<n>` (each a new render)', '/search', 'q'],
    ] as const) {
      const before = residentMb(pid);
      const figures = wrk(server.url + path, {
        connections: 50,
        seconds: SECONDS,
        fresh: parameter,
        headers: BROWSER_HEADERS,
      });
      const after = residentMb(pid);
      await pause(20_000);
      const later = residentMb(pid);
      rows.push(
        `| ${name} | ${figures.rps.toFixed(0)} | ${figures.p99.toFixed(0)} | ` +
          `${figures.non2xx + figures.errors} | ${mb(before)} | ${mb(after)} | ${mb(later)} |`,
      );
      console.log(rows.at(-1));
    }
    console.log(
      `\nOne server process, PostgreSQL, ${EVENT_COUNT.toLocaleString('en')} events, wrk 50 ` +
        `connections for ${SECONDS} s, a never-seen address each request\n`,
    );
    console.log('| addresses | req/s | p99 ms | errors | memory before | after | 20 s later |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(row);

    if (soak) {
      console.log(`\nSoak: \`/search?q=<n>\`, 10 connections, ${SOAK_MINUTES} minutes\n`);
      console.log('| minute | req/s | p99 ms | errors | memory |');
      console.log('| ---: | ---: | ---: | ---: | ---: |');
      for (let minute = 1; minute <= SOAK_MINUTES; minute++) {
        const figures = wrk(`${server.url}/search`, {
          connections: 10,
          seconds: 60,
          fresh: 'q',
          headers: BROWSER_HEADERS,
        });
        console.log(
          `| ${minute} | ${figures.rps.toFixed(0)} | ${figures.p99.toFixed(0)} | ` +
            `${figures.non2xx + figures.errors} | ${mb(residentMb(pid))} |`,
        );
      }
    }
  } finally {
    await server.stop();
  }
} finally {
  if (!reuse) await pg.drop();
}
