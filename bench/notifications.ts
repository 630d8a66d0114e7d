/**
 * Notification fan-out at scale: 10,000 members going to one event that is cancelled.
 *
 * For each database: loads 10,000 members going to one published event, starts the built
 * server (its job worker included) on it, signs in an admin and cancels the event through the
 * API. Then waits until the job queue is empty (the admin's `/api/admin/jobs`), stops the server
 * and counts what was made: a notification per member and a mail handed to the mailer per
 * member (the outbox, as no SMTP server is configured). Prints the time from the cancel request
 * to the last mail, and the server process's peak memory (VmHWM) before and after.
 * PostgreSQL runs when one answers at BENCH_DATABASE_URL (default 127.0.0.1:5432).
 *
 * Usage: npm run build && npm run bench:notifications -w @lineup/bench
 * Env: BENCH_MEMBERS (10000). Flags: --only=pglite|postgres.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, seedAreas, type Database } from '@lineup/db';
import { createEvent } from '@lineup/db/factories';
import { venueAreas } from '@lineup/db/schema';
import { sql } from 'drizzle-orm';
import {
  BENCH_DATABASE_URL,
  BULK_LOAD_LIMITS,
  createBenchPostgres,
  postgresAnswers,
} from './lib/postgres';
import { startServer } from './lib/server';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const PORT = 4394;
const ADMIN_EMAIL = 'admin@bench.example';
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

/** Members going to one event a week from now; returns the event's id. */
async function load(database: Database): Promise<string> {
  await migrate(database);
  await seedAreas(database);
  const [area] = await database.db.select().from(venueAreas).limit(1);
  const event = await createEvent(database, { areaId: area!.id, title: 'Full moon session' });
  await database.db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-' || n, 'Member ' || n, 'member' || n || '@bench.example', true
    from generate_series(1, ${MEMBERS}) as n`);
  await database.db.execute(sql`
    insert into event_rsvps (event_id, user_id, status)
    select ${event.id}, 'bench-' || n, 'going' from generate_series(1, ${MEMBERS}) as n`);
  return event.id;
}

/** Peak and current resident memory of a process, in MB (Linux). */
function memoryOf(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

async function signInAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: 'bench-admin-tide-pool-42', name: '' }),
  });
  if (!response.ok) throw new Error(`admin sign-up: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

type JobCounts = { pending: number; running: number; failed: number };

async function queueCounts(url: string, cookie: string): Promise<JobCounts> {
  const response = await fetch(`${url}/api/admin/jobs`, { headers: { cookie } });
  if (!response.ok) throw new Error(`admin jobs: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { counts: JobCounts };
  return body.counts;
}

async function run(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lineup-bench-notifications-'));
  let databaseUrl: string | undefined;
  let dropPostgres: (() => Promise<void>) | undefined;
  let database: Database;
  if (kind === 'postgres') {
    const bench = await createBenchPostgres('lineup_bench_notifications');
    databaseUrl = bench.url;
    database = bench.database;
    dropPostgres = bench.drop;
  } else {
    database = await openDatabase({ dataDir });
  }
  const loadStarted = performance.now();
  const eventId = await load(database);
  console.log(
    `${kind}: ${MEMBERS} members going, loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  );
  await database.close();

  const server = await startServer({
    port: PORT,
    dataDir,
    env: {
      SEED_DEMO_DATA: 'false',
      EMAIL_VERIFICATION: 'false',
      ADMIN_EMAILS: ADMIN_EMAIL,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    const pid = server.child.pid!;
    const cookie = await signInAdmin(server.url);
    const before = memoryOf(pid);

    const started = performance.now();
    const cancel = await fetch(`${server.url}/api/events/${eventId}/cancel`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
    });
    if (!cancel.ok) throw new Error(`cancel: ${cancel.status} ${await cancel.text()}`);
    const answeredMs = performance.now() - started;

    let counts: JobCounts;
    for (;;) {
      counts = await queueCounts(server.url, cookie);
      if (counts.pending === 0 && counts.running === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const doneMs = performance.now() - started;
    const after = memoryOf(pid);
    await server.stop();

    const reopened = databaseUrl
      ? await openDatabase({ databaseUrl, dataDir, limits: BULK_LOAD_LIMITS })
      : await openDatabase({ dataDir });
    const [made] = (
      await reopened.db.execute<{ notifications: number; mails: number }>(sql`
        select
          (select count(*)::int from notifications where kind = 'event_cancelled') as notifications,
          (select count(*)::int from outbox_messages where headers is not null) as mails`)
    ).rows;
    await reopened.close();

    console.log(
      `${kind}: cancel answered in ${answeredMs.toFixed(0)} ms; ` +
        `${made!.notifications} notifications and ${made!.mails} mails in ${(doneMs / 1000).toFixed(1)} s ` +
        `(${((made!.mails / doneMs) * 1000).toFixed(0)} mails/s); failed jobs: ${counts.failed}; ` +
        `server memory peak ${before.peak.toFixed(0)} MB before, ${after.peak.toFixed(0)} MB after`,
    );
    if (made!.notifications !== MEMBERS || made!.mails !== MEMBERS) {
      process.exitCode = 1;
      console.error(`${kind}: expected ${MEMBERS} of each`);
    }
  } finally {
    await server.stop();
    await dropPostgres?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only !== 'postgres') await run('pglite');
if (only !== 'pglite') {
  if (await postgresAnswers()) await run('postgres');
  else console.log(`postgres: skipped, nothing answers at ${new URL(BENCH_DATABASE_URL).host}`);
}
