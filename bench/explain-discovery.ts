/**
 * Query plans of the discovery queries at 100,000 events (or BENCH_EVENTS): loads the
 * benchmark data set into a fresh database, runs the real services (event list, deep page,
 * the search spread of the benchmark) while recording the SQL they send, and prints EXPLAIN
 * (ANALYZE, BUFFERS) for each statement.
 * Usage: npm run bench:discovery:explain -w @lineup/bench [-- --pglite] [-- --reuse] [-- --brief]
 *   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 *   database BENCH_DB (lineup_bench_explain; lineup_bench_million at a million events, shared
 *   with `bench:search:million`). `--brief` prints one line per statement: its time and the
 *   plan's scans, instead of the statement and the whole plan.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, type Database, type EventCategory } from '@lineup/db';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { listEvents } from '../apps/server/src/modules/events/event-list';
import { search, suggest } from '../apps/server/src/modules/search/search.service';
import { loadDiscoveryData, searchSpread, settle } from './lib/discovery-data';
import { createBenchPostgres } from './lib/postgres';

const usePglite = process.argv.includes('--pglite');
// Keeps the PostgreSQL database (and reuses a loaded one) while indexes are being tuned.
const reuse = process.argv.includes('--reuse');
const brief = process.argv.includes('--brief');
const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 100_000);
const POSTGRES_DATABASE =
  process.env.BENCH_DB ??
  (EVENT_COUNT >= 1_000_000 ? 'lineup_bench_million' : 'lineup_bench_explain');

type Captured = { text: string; params: unknown[]; settings?: Captured };
type QueryClient = { query: (...args: unknown[]) => Promise<unknown> };
type Pool = QueryClient & { connect?: () => Promise<QueryClient & { release(): void }> };

/**
 * Records every statement the services send, to explain it afterwards: through the pool, and
 * through the clients transactions take from it. A statement that follows a transaction's
 * `set_config` carries it, to be explained with the same planner settings.
 */
function recordQueries(database: Database): { take(): Captured[] } {
  const pool = (database.db as unknown as { $client: Pool }).$client;
  let captured: Captured[] = [];
  const recorded = new WeakSet<QueryClient>();
  /** `inTransaction`: only what a transaction sends, as the rest goes through the pool. */
  const record = (client: QueryClient, inTransaction?: { open: boolean }) => {
    // The pool hands the same clients out again.
    if (recorded.has(client)) return;
    recorded.add(client);
    const original = client.query.bind(client);
    let settings: Captured | undefined;
    client.query = (...args: unknown[]) => {
      const [first, second] = args;
      let statement: Captured | undefined;
      if (typeof first === 'string')
        statement = { text: first, params: (second as unknown[]) ?? [] };
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { text: string; values?: unknown[] };
        statement = { text: config.text, params: config.values ?? (second as unknown[]) ?? [] };
      }
      if (!statement) return original(...args);
      if (inTransaction && /^\s*begin/i.test(statement.text)) inTransaction.open = true;
      else if (/^\s*(commit|rollback)/i.test(statement.text)) {
        settings = undefined;
        if (inTransaction) inTransaction.open = false;
      } else if (/^\s*select set_config/i.test(statement.text)) settings = statement;
      else if (!inTransaction || inTransaction.open) captured.push({ ...statement, settings });
      return original(...args);
    };
  };
  record(pool);
  // pg's own `pool.query` takes a client through `connect(callback)`; only the promise form
  // (drizzle's transactions) is wrapped, so that each statement is recorded once.
  const connect = pool.connect?.bind(pool) as ((...args: unknown[]) => unknown) | undefined;
  if (connect) {
    pool.connect = ((...args: unknown[]) => {
      if (args.length > 0) return connect(...args);
      return (connect() as Promise<QueryClient & { release(): void }>).then((client) => {
        record(client, { open: false });
        return client;
      });
    }) as Pool['connect'];
  }
  return {
    take() {
      const result = captured;
      captured = [];
      return result;
    },
  };
}

async function explain(database: Database, statement: Captured): Promise<string> {
  const run = async (client: QueryClient) => {
    const result = (await client.query(
      `explain (analyze, buffers, costs off) ${statement.text}`,
      statement.params,
    )) as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  };
  const pool = (database.db as unknown as { $client: Pool }).$client;
  if (!statement.settings || !pool.connect) return run(pool);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(statement.settings.text, statement.settings.params);
    return `(with ${statement.settings.text.replace(/^\s*select\s+/i, '')})\n${await run(client)}`;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** One line for a plan: which table it searched, its execution time and how it read it. */
function summary(text: string, plan: string): string {
  const table = /^\s*select[\s\S]*?\bfrom\s+(?:\(select[\s\S]*?\bfrom\s+)?"(\w+)"/i.exec(text)?.[1];
  const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?';
  const scans = [
    ...plan.matchAll(
      /(Index Scan(?: Backward)?|Index Only Scan|Bitmap Index Scan|Seq Scan) (?:using |on )(\w+)/g,
    ),
  ]
    .map((match) => `${match[1]} ${match[2]}`)
    .filter((scan) => !/duration_idx|_pkey|venue_areas/.test(scan));
  const removed = [...plan.matchAll(/Rows Removed by Filter: (\d+)/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
  return `${(table ?? '?').padEnd(13)} ${time.padStart(8)} ms  ${[...new Set(scans)].join(', ')}${removed ? `; ${removed} rows filtered out` : ''}`;
}

let database: Database;
let cleanup: () => Promise<void>;
if (usePglite) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lineup-explain-'));
  database = await openDatabase({ dataDir });
  cleanup = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
} else {
  const pg = await createBenchPostgres(POSTGRES_DATABASE, { reuse });
  database = pg.database;
  cleanup = reuse ? () => database.close() : pg.drop;
}

try {
  await migrate(database);
  const existing = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from events`,
  );
  if ((existing.rows[0]?.n ?? 0) === 0) {
    const loadStarted = performance.now();
    await loadDiscoveryData(database, { eventCount: EVENT_COUNT });
    console.log(
      `${database.kind}: loaded ${EVENT_COUNT} events in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s\n`,
    );
  }
  await settle(database);

  const recorder = recordQueries(database);
  const logger = pino({ level: 'silent' });
  const db = database.db;

  const cases: [string, () => Promise<unknown>][] = [
    ['Discover, first page', () => listEvents({ db, query: { limit: 20 } })],
    [
      'Discover, one area, this week',
      () => listEvents({ db, query: { area: 'portugal-ericeira-area', when: 'week', limit: 20 } }),
    ],
  ];
  // A cursor about 5,000 events deep.
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const result: Awaited<ReturnType<typeof listEvents>> = await listEvents({
      db,
      query: { limit: 50, cursor: cursor ?? undefined },
    });
    cursor = result.nextCursor;
  }
  const deep = cursor!;
  cases.push([
    'Discover, page 5,000 events deep',
    () => listEvents({ db, query: { limit: 20, cursor: deep } }),
  ]);
  // The benchmark's search spread, through the services with the same parameters.
  for (const entry of searchSpread()) {
    const url = new URL(entry.path, 'http://bench');
    const query = Object.fromEntries(url.searchParams);
    const q = query.q ?? '';
    cases.push([
      entry.name,
      url.pathname.endsWith('/suggestions')
        ? () => suggest({ db, logger, q, viewer: null })
        : () =>
            search({
              db,
              logger,
              q,
              filters: {
                category: query.category as EventCategory | undefined,
                location: query.location,
                startDate: query.startDate,
                endDate: query.endDate,
              },
              limit: 20,
              viewer: null,
            }),
    ]);
  }

  recorder.take();
  for (const [name, run] of cases) {
    await run();
    for (const statement of recorder.take()) {
      if (!/^\s*select/i.test(statement.text)) continue;
      const plan = await explain(database, statement);
      if (brief) {
        console.log(`${name.padEnd(44)} ${summary(statement.text, plan)}`);
        continue;
      }
      console.log(
        `=== ${name}\n${statement.text}\n--- params: ${JSON.stringify(statement.params)}`,
      );
      console.log(`${plan}\n`);
    }
  }
} finally {
  await cleanup();
}
