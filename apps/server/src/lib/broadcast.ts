import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * A message every server process hears, on this machine and on the others: how a change reaches
 * the pages open on it wherever their readers are connected (the discussion's live updates).
 * Delivery is at most once and never waits: a reader who misses one sees the change on their
 * next read.
 */
export type Broadcast = {
  publish(message: string): void;
  /** Hears every message published from now on, this process's own too; returns the stop. */
  subscribe(listener: (message: string) => void): () => void;
  close(): Promise<void>;
};

/** What a worker process sends its siblings through the cluster's primary: this, the name, the message. */
export const BROADCAST_MESSAGE_PREFIX = 'lineup:broadcast:';

/**
 * With `redisUrl`, every process and machine sharing the Redis (its publish and subscribe);
 * without, the processes of one machine (`WEB_CONCURRENCY`), through the cluster's primary
 * (`server.ts` passes the message on).
 */
export function createBroadcast(options: {
  name: string;
  redisUrl?: string | undefined;
  logger: Logger;
}): Broadcast {
  const listeners = new Set<(message: string) => void>();
  const deliver = (message: string) => {
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        options.logger.error({ err: error, broadcast: options.name }, 'a listener failed');
      }
    }
  };
  const subscribe = (listener: (message: string) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return options.redisUrl
    ? redisBroadcast(options.name, options.redisUrl, options.logger, deliver, subscribe)
    : clusterBroadcast(options.name, deliver, subscribe);
}

type Subscribe = Broadcast['subscribe'];

function clusterBroadcast(
  name: string,
  deliver: (message: string) => void,
  subscribe: Subscribe,
): Broadcast {
  const prefix = `${BROADCAST_MESSAGE_PREFIX}${name}:`;
  const onMessage = (received: unknown) => {
    if (typeof received === 'string' && received.startsWith(prefix)) {
      deliver(received.slice(prefix.length));
    }
  };
  if (cluster.isWorker) process.on('message', onMessage);
  return {
    publish(message) {
      deliver(message);
      if (cluster.isWorker) process.send?.(prefix + message);
    },
    subscribe,
    async close() {
      process.off('message', onMessage);
    },
  };
}

/**
 * Over Redis. Each process tags what it publishes, delivers its own messages at once and skips
 * them when Redis hands them back. While Redis is away, messages reach this process's readers
 * only; publishing never waits for it.
 */
function redisBroadcast(
  name: string,
  url: string,
  logger: Logger,
  deliver: (message: string) => void,
  subscribe: Subscribe,
): Broadcast {
  const channel = `${BROADCAST_MESSAGE_PREFIX}${name}`;
  const self = randomUUID();
  const publisher = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
  });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  let warned = false;
  const quiet = (error: unknown) => {
    if (!warned) logger.warn({ err: error, broadcast: name }, 'Redis does not answer');
    warned = true;
  };
  publisher.on('error', quiet);
  publisher.on('ready', () => (warned = false));
  subscriber.on('error', () => {});
  subscriber.on('message', (_channel, raw: string) => {
    const at = raw.indexOf(' ');
    if (at > 0 && raw.slice(0, at) !== self) deliver(raw.slice(at + 1));
  });
  void subscriber.subscribe(channel).catch(() => {});
  return {
    publish(message) {
      deliver(message);
      publisher.publish(channel, `${self} ${message}`).catch(quiet);
    },
    subscribe,
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
