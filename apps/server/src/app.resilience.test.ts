import { openDatabase, type Database } from '@lineup/db';
import { createTestDatabase } from '@lineup/db/testing';
import { sql } from 'drizzle-orm';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './lib/database-unavailable';
import { COOKIE_PREFIX } from './modules/auth';
import { originOf } from './testing/members';
import { createTestApp, type TestApp } from './testing/test-app';

// What Lineup does when PostgreSQL stops answering, restarts or blocks: a clear 503 to retry,
// never a 500, a hang without bound or a dead process (docs/deploy.md, "When a service fails").

const PAGE =
  '<!doctype html><html><head><title>Lineup</title></head><body><div id="root"></div></body></html>';

describe('when PostgreSQL cannot be reached', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'lineup-web-'));
    await mkdir(webDist, { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), PAGE);
    // A port nobody listens on: every connection is refused, as while PostgreSQL restarts.
    const database = await openDatabase({
      databaseUrl: 'postgres://lineup@127.0.0.1:1/lineup',
      dataDir: webDist,
    });
    t = await createTestApp({ database, webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers the API with 503 database_unavailable and Retry-After', async () => {
    for (const url of [
      '/api/events',
      '/api/areas',
      '/api/events/by-path/portugal/ericeira/dawn-patrol',
      '/api/health',
    ]) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(503);
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).toBe('database_unavailable');
    }
    const res = await t.app.request('/api/events');
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a member, and a sign-in, with 503 too', async () => {
    const member = await t.app.request('/api/events', {
      headers: { Cookie: `${COOKIE_PREFIX}.session_token=abc.def` },
    });
    expect(member.status).toBe(503);
    const signIn = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: originOf(t) },
      body: JSON.stringify({ email: 'ines@example.com', password: 'a long enough password' }),
    });
    expect(signIn.status).toBe(503);
  });

  it('fails a search instead of answering "no results" that a cache would keep', async () => {
    const res = await t.app.request('/api/search?q=surf');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends an event page as the app with 503, never the API’s JSON, to visitors and members', async () => {
    for (const headers of [{}, { Cookie: `${COOKIE_PREFIX}.session_token=abc.def` }]) {
      const res = await t.app.request('/portugal/ericeira/events/dawn-patrol', { headers });
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.text()).toContain('<div id="root">');
    }
  });
});

// These need a real PostgreSQL server (CI runs this file again with DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('when PostgreSQL ends or blocks connections', () => {
  it('outlives a connection ended while it was checked out, and reconnects', async () => {
    const t = await createTestApp();
    try {
      let resume!: () => void;
      const paused = new Promise<void>((resolve) => (resume = resolve));
      // A transaction between two statements: its connection is checked out, no query runs.
      const held = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await paused;
        await tx.execute(sql`select 1`);
      });
      held.catch(() => {});
      await waitFor(async () => {
        const { rows } = await t.database.db.execute<{ count: number }>(
          sql`select count(*)::int as count from pg_stat_activity
              where datname = current_database() and state = 'idle in transaction'`,
        );
        return rows[0]!.count === 1;
      });
      // What a PostgreSQL restart or crash does to every connection: the server ends it
      // (57P01). Without a listener on the checked-out client, Node would end the process.
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      resume();
      await expect(held).rejects.toSatisfy(isDatabaseUnavailable);
      expect((await t.app.request('/api/health')).status).toBe(200);
      expect((await t.app.request('/api/events')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  describe('with a table locked by another session', () => {
    let t: TestApp;
    let observer: Database;
    let unlock: () => void;
    let locked: Promise<void>;
    beforeAll(async () => {
      // Three connections: one holds the lock, two serve requests. Short limits keep the
      // test quick; the defaults are in POSTGRES_LIMITS.
      const database = await createTestDatabase({
        poolSize: 3,
        limits: { lockTimeoutMs: 3_000, acquireTimeoutMs: 1_000 },
      });
      t = await createTestApp({ database });
      const { rows } = await database.db.execute<{ name: string }>(
        sql`select current_database() as name`,
      );
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      observer = await openDatabase({ databaseUrl: url.toString(), dataDir: '.', poolSize: 1 });
    });
    afterAll(async () => {
      unlock?.();
      await locked?.catch(() => {});
      await observer?.close();
      await t?.close();
    });

    /** Sessions waiting for a lock, seen from a connection outside the app's pool. */
    async function waitingForLocks(): Promise<number> {
      const { rows } = await observer.db.execute<{ count: number }>(
        sql`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return rows[0]!.count;
    }

    /** Another session takes the events table for itself until `release` is called. */
    async function lockEvents(): Promise<() => void> {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      unlock = release;
      let lockTaken!: () => void;
      const taken = new Promise<void>((resolve) => (lockTaken = resolve));
      locked = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table events in access exclusive mode`);
        lockTaken();
        await released;
      });
      await taken;
      return release;
    }

    it('sheds what cannot get a connection with 503, and health says so within a second', async () => {
      const release = await lockEvents();
      // Both remaining connections wait for the lock.
      const stuck = [t.app.request('/api/events'), t.app.request('/api/events?category=surf')];
      await waitFor(async () => (await waitingForLocks()) === 2);
      // Nothing left for a request that never touches the table: refused, not queued.
      const shed = await t.app.request('/api/areas');
      expect(shed.status).toBe(503);
      const started = Date.now();
      const health = await t.app.request('/api/health');
      expect(health.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2_000);
      release();
      await locked;
      expect((await Promise.all(stuck)).map((res) => res.status)).toEqual([200, 200]);
      expect((await t.app.request('/api/health')).status).toBe(200);
    });

    it('gives up on a lock after the lock timeout with 503', async () => {
      const release = await lockEvents();
      const res = await t.app.request('/api/events');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'database_unavailable',
      );
      release();
      await locked;
    });
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
