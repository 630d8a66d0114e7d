import type { Database } from '@lineup/db';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

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

/** A Redis that answers slower than this is taken as away: the database counts instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

export function createRateLimitStore(options: {
  database: Database;
  redisUrl?: string | undefined;
  logger?: Logger;
}): RateLimitStore {
  const database = databaseStore(options.database);
  if (!options.redisUrl) return database;
  const redis = new Redis(options.redisUrl, {
    lazyConnect: true,
    // Fail at once while disconnected, and give up on a frozen server, instead of queueing
    // sign-ins behind it; each failure falls back to the database's counters.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  return withFallback(redisStore(redis), database, redis, options.logger);
}

/**
 * Counts in Redis while it answers, and in the database while it does not: limits keep holding
 * through a Redis outage (counts restart in the other store, so a limit is at most doubled for
 * one window), and no request waits longer than `REDIS_COMMAND_TIMEOUT_MS` for Redis.
 */
function withFallback(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  redis: Redis,
  logger: Logger | undefined,
): RateLimitStore {
  let warned = false;
  const warn = (error: unknown) => {
    // Once per outage: the database is counting meanwhile.
    if (!warned)
      logger?.warn({ err: error }, 'rate limits: Redis does not answer; counting in the database');
    warned = true;
  };
  redis.on('error', warn);
  redis.on('ready', () => (warned = false));
  // Connects in the background: the first requests count in the database until it is ready.
  redis.connect().catch(warn);
  return {
    async consume(key, rule) {
      if (redis.status !== 'ready') return fallback.consume(key, rule);
      try {
        return await primary.consume(key, rule);
      } catch (error) {
        warn(error);
        return fallback.consume(key, rule);
      }
    },
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
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
