import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * A token every server process holds alike and `bump()` replaces everywhere: how a change
 * reaches the caches of every process (the public read cache, the session cache). An entry is
 * filed under the generation it was read in, so after a bump it is never read again.
 */
export type Generation = {
  current(): string;
  /** Something changed: every process moves to a new generation. */
  bump(): Promise<void>;
  close(): Promise<void>;
};

/** What a worker process sends its siblings through the cluster's primary, then the name. */
export const GENERATION_MESSAGE_PREFIX = 'lineup:generation:';

/** A Redis slower than this is taken as away; the change is then seen when entries expire. */
const REDIS_TIMEOUT_MS = 250;

export function createGeneration(options: {
  /** Which generation: each has its own counter and channel. */
  name: string;
  redisUrl?: string | undefined;
  logger: Logger;
}): Generation {
  return options.redisUrl
    ? redisGeneration(options.name, options.redisUrl, options.logger)
    : clusterGeneration(options.name);
}

/**
 * One machine's processes (WEB_CONCURRENCY), which hear of each other's bumps through the
 * cluster's primary (`server.ts` passes the message on).
 */
function clusterGeneration(name: string): Generation {
  let generation = 0;
  const message = GENERATION_MESSAGE_PREFIX + name;
  const onMessage = (received: unknown) => {
    if (received === message) generation++;
  };
  if (cluster.isWorker) process.on('message', onMessage);
  return {
    current: () => String(generation),
    async bump() {
      generation++;
      if (cluster.isWorker) process.send?.(message);
    },
    async close() {
      process.off('message', onMessage);
    },
  };
}

/**
 * Every process and machine sharing a Redis. The generation is a random token kept in Redis;
 * a bump sets a new one and publishes it in one script, so every process hears the bumps in the
 * order Redis made them and adopts the last. A process reads the token again whenever its
 * subscription reconnects, in case a message was missed. A token, not a counter: a Redis that
 * restarts empty would count again from 1, below what the processes hold, and a comparison
 * would keep them where they were.
 */
function redisGeneration(name: string, url: string, logger: Logger): Generation {
  const key = GENERATION_MESSAGE_PREFIX + name;
  const redis = new Redis(url, {
    // Fail at once while disconnected instead of queueing behind a dead Redis.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_TIMEOUT_MS,
  });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  let generation = '0';
  let warned = false;
  const quiet = (error: unknown) => {
    // Once per outage: caches fall back on their own expiry meanwhile.
    if (!warned) logger.warn({ err: error, generation: name }, 'Redis does not answer');
    warned = true;
  };
  redis.on('error', quiet);
  redis.on('ready', () => (warned = false));
  subscriber.on('error', () => {});
  subscriber.on('ready', () => {
    void subscriber
      .get(key)
      .then((value) => {
        // None kept (a Redis new or restarted empty): the next bump sets one for everybody.
        if (value !== null) generation = value;
      })
      .catch(() => {});
  });
  subscriber.on('message', (_channel, value: string) => {
    generation = value;
  });
  void subscriber.subscribe(key).catch(() => {});
  return {
    current: () => generation,
    async bump() {
      const next = randomBytes(9).toString('base64url');
      generation = next;
      try {
        await redis.eval(BUMP_SCRIPT, 1, key, next);
      } catch (error) {
        // The change is saved; other processes see it once their entries expire.
        quiet(error);
      }
    },
    async close() {
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}

/** Sets the new generation and tells every process, atomically: all hear bumps in one order. */
const BUMP_SCRIPT = `
redis.call('SET', KEYS[1], ARGV[1])
redis.call('PUBLISH', KEYS[1], ARGV[1])
`;
