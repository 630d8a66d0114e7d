/**
 * Query plans of the discovery queries at 100,000 events: loads the benchmark data set into
 * a fresh database, runs the real services (event list, deep page, search) while recording
 * the SQL they send, and prints EXPLAIN (ANALYZE, BUFFERS) for each statement.
 * Usage: npm run bench:discovery:explain -w @lineup/bench [-- --pglite]
 *   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, type Database } from '@lineup/db';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { listEvents } from '../apps/server/src/modules/events/events.service';
import { search, suggest } from '../apps/server/src/modules/search/search.service';
import { loadDiscoveryData, RARE_WORD, settle } from './lib/discovery-data';
import { createBenchPostgres } from './lib/postgres';

const usePglite = process.argv.includes('--pglite');
// Keeps the PostgreSQL database (and reuses a loaded one) while indexes are being tuned.
const reuse = process.argv.includes('--reuse');
const EVENT_COUNT = 100_000;

type Captured = { text: string; params: unknown[] };
type QueryClient = { query: (...args: unknown[]) => Promise<unknown> };

/** Records every statement the services send, to explain it afterwards. */
function recordQueries(database: Database): { take(): Captured[] } {
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  const original = client.query.bind(client);
  let captured: Captured[] = [];
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string')
      captured.push({ text: first, params: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      captured.push({ text: config.text, params: config.values ?? (second as unknown[]) ?? [] });
    }
    return original(...args);
  };
  return {
    take() {
      const result = captured;
      captured = [];
      return result;
    },
  };
}

async function explain(database: Database, statement: Captured): Promise<string> {
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  const result = (await client.query(
    `explain (analyze, buffers, costs off) ${statement.text}`,
    statement.params,
  )) as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
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
  const pg = await createBenchPostgres('lineup_bench_explain', { reuse });
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
  cases.push([
    'Suggestions "qz" (two letters, no match)',
    () => suggest({ db, logger, q: 'qz', viewer: null }),
  ]);
  for (const term of ['surf', RARE_WORD, 'yo']) {
    cases.push([
      `Search "${term}"`,
      () => search({ db, logger, q: term, filters: {}, limit: 20, viewer: null }),
    ]);
  }

  recorder.take();
  for (const [name, run] of cases) {
    await run();
    for (const statement of recorder.take()) {
      if (!/^\s*select/i.test(statement.text)) continue;
      console.log(
        `=== ${name}\n${statement.text}\n--- params: ${JSON.stringify(statement.params)}`,
      );
      console.log(`${await explain(database, statement)}\n`);
    }
  }
} finally {
  await cleanup();
}
