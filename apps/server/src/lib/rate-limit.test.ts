import { createTestDatabase } from '@lineup/db/testing';
import type { Database } from '@lineup/db';
import { rateLimits } from '@lineup/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canStartRedis, startPrivateRedis } from '../testing/private-redis';
import { createRateLimitStore, type RateLimitStore } from './rate-limit';

let database: Database;
let store: RateLimitStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = createRateLimitStore({ database });
});
afterAll(async () => {
  await store.close();
  await database.close();
});

describe('the database rate-limit store', () => {
  it('allows `max` requests per window, then says how long to wait', async () => {
    const rule = { window: 600, max: 3 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await store.consume('test:a', rule));
    expect(results.slice(0, 3).every((result) => result.allowed)).toBe(true);
    expect(results[3]).toEqual({ allowed: false, retryAfter: expect.any(Number) });
    expect(results[3]!.retryAfter).toBeGreaterThan(590);
    expect(results[3]!.retryAfter).toBeLessThanOrEqual(600);
  });

  it('counts keys apart', async () => {
    const rule = { window: 600, max: 1 };
    expect((await store.consume('test:b', rule)).allowed).toBe(true);
    expect((await store.consume('test:c', rule)).allowed).toBe(true);
    expect((await store.consume('test:b', rule)).allowed).toBe(false);
  });

  it('starts a new window once the old one has ended', async () => {
    const rule = { window: 600, max: 1 };
    await store.consume('test:d', rule);
    expect((await store.consume('test:d', rule)).allowed).toBe(false);
    await database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'test:d'));
    expect((await store.consume('test:d', rule)).allowed).toBe(true);
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:d'));
    expect(row?.count).toBe(1);
  });

  it('does not let concurrent requests slip past the limit', async () => {
    const rule = { window: 600, max: 5 };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => store.consume('test:e', rule)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });
});

describe.skipIf(!process.env.REDIS_URL)('the Redis rate-limit store', () => {
  it('allows `max` requests per window', async () => {
    const redis = createRateLimitStore({ database, redisUrl: process.env.REDIS_URL });
    try {
      const key = `test:${Date.now()}`;
      const rule = { window: 60, max: 2 };
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await redis.consume(key, rule));
      expect(results.map((result) => result.allowed)).toEqual([true, true, false]);
      expect(results[2]!.retryAfter).toBeGreaterThan(0);
    } finally {
      await redis.close();
    }
  });
});

describe.skipIf(!canStartRedis)('rate limits when Redis falters', () => {
  const rule = { window: 60, max: 5 };
  const counted = async (key: string) =>
    (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key))).length === 1;

  it('count in the database while Redis is frozen, without waiting for it', async () => {
    const redis = await startPrivateRedis();
    const store = createRateLimitStore({ database, redisUrl: redis.url });
    try {
      await vi.waitFor(async () => {
        await store.consume('frozen:before', rule);
        expect(await redis.admin.exists('lineup:rate-limit:frozen:before')).toBe(1);
      });
      // Stopped, not gone: its connections stay open and simply get no answer.
      redis.pause();
      const started = Date.now();
      expect(await store.consume('frozen:during', rule)).toEqual({
        allowed: true,
        retryAfter: null,
      });
      // Bounded by the command timeout, not by how long Redis stays frozen.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await counted('frozen:during')).toBe(true);
      redis.resume();
      await vi.waitFor(async () => {
        await store.consume('frozen:after', rule);
        expect(await redis.admin.exists('lineup:rate-limit:frozen:after')).toBe(1);
      });
    } finally {
      redis.resume();
      await store.close();
      await redis.stop();
    }
  });

  it('count in the database when Redis is gone, and no error escapes', async () => {
    const redis = await startPrivateRedis();
    const store = createRateLimitStore({ database, redisUrl: redis.url });
    try {
      await vi.waitFor(async () => {
        await store.consume('gone:before', rule);
        expect(await redis.admin.exists('lineup:rate-limit:gone:before')).toBe(1);
      });
      await redis.stop();
      for (let i = 0; i < 6; i++) await store.consume('gone:during', rule);
      expect((await store.consume('gone:during', rule)).allowed).toBe(false);
    } finally {
      await store.close();
    }
  });
});
