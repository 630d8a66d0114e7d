import type { Database } from '@lineup/db';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';

export type RateLimitRule = {
  /** Length of the window in seconds. */
  window: number;
  /** Requests allowed within one window. */
  max: number;
};

export type RateLimitResult = {
  allowed: boolean;
  /** Seconds until the window frees up; null when allowed. */
  retryAfter: number | null;
};

/**
 * Counts requests per key in fixed windows, in storage every server process shares (the
 * database, or Redis when REDIS_URL is set), so limits hold behind a load balancer. The
 * shape matches Better Auth's `rateLimit.customStorage`, which uses the same store.
 */
export type RateLimitStore = {
  consume(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  close(): Promise<void>;
};

export function createRateLimitStore(options: {
  database: Database;
  redisUrl?: string;
}): RateLimitStore {
  return options.redisUrl
    ? redisStore(new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }))
    : databaseStore(options.database);
}

function databaseStore(database: Database): RateLimitStore {
  return {
    async consume(key, rule) {
      // One statement: concurrent requests cannot all read a stale count before one writes.
      const result = await database.db.execute<{ count: number; retry_after: number }>(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${rule.window}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at
                          else rate_limits.reset_at end
        returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after
      `);
      const row = result.rows[0];
      if (!row) return { allowed: true, retryAfter: null };
      const allowed = Number(row.count) <= rule.max;
      return { allowed, retryAfter: allowed ? null : Math.max(1, Number(row.retry_after)) };
    },
    close: async () => {},
  };
}

// INCR and the first PEXPIRE in one script, so a crash between them cannot leave a counter
// that never expires.
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

function redisStore(redis: Redis): RateLimitStore {
  return {
    async consume(key, rule) {
      const [count, ttl] = (await redis.eval(
        CONSUME_SCRIPT,
        1,
        `lineup:rate-limit:${key}`,
        String(rule.window * 1000),
      )) as [number, number];
      const allowed = count <= rule.max;
      return { allowed, retryAfter: allowed ? null : Math.max(1, Math.ceil(ttl / 1000)) };
    },
    close: async () => {
      redis.disconnect();
    },
  };
}
