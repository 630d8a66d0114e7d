import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from './client';
import { createTestDatabase } from './testing';

describe('migrate', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('applies every table and can run again without error', async () => {
    await migrate(database);
    await migrate(database);
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(result.rows.map((row) => row.table_name).sort()).toEqual([
      'accounts',
      'admin_audit_log',
      'announcement_mutes',
      'calendar_feeds',
      'casual_plan_members',
      'casual_plans',
      'cities',
      'crew_followers',
      'crew_members',
      'crews',
      'event_announcements',
      'event_answers',
      'event_hosts',
      'event_photos',
      'event_questions',
      'event_rsvps',
      'event_slug_redirects',
      'event_translations',
      'event_views',
      'events',
      'friendships',
      'jobs',
      'member_blocks',
      'messages',
      'moderation_notes',
      'notification_preferences',
      'notifications',
      'outbox_messages',
      'profiles',
      'push_subscriptions',
      'rate_limits',
      'reports',
      'sea_forecast_hours',
      'sea_spots',
      'search_queries',
      'series',
      'sessions',
      'stays',
      'thread_mutes',
      'user_consent_log',
      'users',
      'venue_areas',
      'venues',
      'verifications',
    ]);
  });

  it('has pg_trgm available', async () => {
    const result = await database.db.execute<{ similarity: number }>(
      sql`select similarity('ericeira', 'ericiera') as similarity`,
    );
    expect(result.rows[0]?.similarity).toBeGreaterThan(0.3);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('openDatabase with PGlite', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lineup-db-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates the data folder, keeps data across restarts and refuses a second owner', async () => {
    const folder = join(dataDir, 'nested', 'data');
    const first = await openDatabase({ dataDir: folder });
    expect(first.kind).toBe('pglite');
    await migrate(first);
    await first.db.execute(sql`insert into venue_areas (name, slug) values ('Test', 'test-area')`);

    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(/already open/);
    await first.close();

    const second = await openDatabase({ dataDir: folder });
    await second.ping();
    const result = await second.db.execute<{ slug: string }>(sql`select slug from venue_areas`);
    expect(result.rows).toEqual([{ slug: 'test-area' }]);
    await second.close();
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('openDatabase with PostgreSQL', () => {
  it('connects through DATABASE_URL and reports an unreachable server on ping', async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '.' });
    expect(database.kind).toBe('postgres');
    await database.ping();
    await database.close();

    const unreachable = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      dataDir: '.',
    });
    await expect(unreachable.ping()).rejects.toThrow();
    await unreachable.close();
  });

  it('keeps at most DATABASE_POOL_SIZE connections, each planning statements for their values', async () => {
    const database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: '.',
      poolSize: 2,
    });
    try {
      const backends = async () =>
        Number(
          (
            await database.db.execute<{ n: number }>(
              sql`select count(*)::int as n from pg_stat_activity where application_name = 'pool-size-probe'`,
            )
          ).rows[0]?.n,
        );
      // Five slow statements at once share the two connections.
      await Promise.all(
        Array.from({ length: 5 }, () =>
          database.db.execute(sql`set application_name = 'pool-size-probe'; select pg_sleep(0.05)`),
        ),
      );
      expect(await backends()).toBeLessThanOrEqual(2);
      const mode = await database.db.execute<{ plan_cache_mode: string }>(
        sql`show plan_cache_mode`,
      );
      expect(mode.rows[0]?.plan_cache_mode).toBe('force_custom_plan');
    } finally {
      await database.close();
    }
  });
});
