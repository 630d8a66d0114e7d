import cluster from 'node:cluster';
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';

/**
 * The shared cache of anonymous public reads (docs/decisions/0022-public-read-cache.md): the
 * answers every visitor gets alike (event lists and pages, areas, places, search, rendered
 * public pages), kept for `seconds` and forgotten at once when a change is made through any
 * server process. Nothing a member sees as a member is ever put here.
 *
 * Entries are kept with their gzip and brotli forms and an ETag, so a hit costs neither the
 * database nor compression, and a browser or CDN that has it already gets a 304.
 */

export type CachedResponse = {
  contentType: string;
  /** A weak validator: the bytes differ per encoding, the content does not. */
  etag: string;
  body: Uint8Array;
  gzip: Uint8Array;
  br: Uint8Array;
  /** Epoch ms after which the entry is served only while a fresher one is being made. */
  freshUntil: number;
};

export type PublicCache = {
  /** How long an answer is served as it is; 0 turns the cache off. */
  readonly seconds: number;
  /**
   * The entry's key for `name` in the cache's current generation. Take it before reading the
   * database: a change made after that starts a new generation, so an answer read before the
   * change can never be filed where later readers look.
   */
  key(name: string): string;
  get(key: string): Promise<CachedResponse | undefined>;
  /** Compresses, labels and keeps a 200 answer; resolves with what was kept. */
  put(key: string, contentType: string, body: Uint8Array | string): Promise<CachedResponse>;
  /** Something public changed: every process starts a new generation, old entries go unread. */
  changed(): Promise<void>;
  close(): Promise<void>;
};

/** After they stop being fresh, entries are kept this long to be served while one is refreshed. */
export const STALE_SECONDS = 30;
/** Keys longer than this (an address padded to fill the cache) are not cached. */
const MAX_KEY_LENGTH = 1024;
const MEMORY_MAX_BYTES = 64 * 1024 * 1024;
/** A cache that answers slower than this is skipped: the database is the truth anyway. */
const REDIS_TIMEOUT_MS = 50;
const REDIS_VERSION_KEY = 'lineup:public-cache:version';
const REDIS_CHANNEL = 'lineup:public-cache:changed';
/** The message a worker process sends its siblings, through the cluster's primary. */
export const CHANGED_MESSAGE = 'lineup:public-cache:changed';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const encoder = new TextEncoder();

export async function makeEntry(
  contentType: string,
  content: Uint8Array | string,
  seconds: number,
): Promise<CachedResponse> {
  const body = typeof content === 'string' ? encoder.encode(content) : content;
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    // Quality 5: most of brotli's gain over gzip at a fraction of the time of 11.
    brotliAsync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  ]);
  return {
    contentType,
    etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    body,
    gzip: new Uint8Array(gzipped),
    br: new Uint8Array(brotli),
    freshUntil: Date.now() + seconds * 1000,
  };
}

export function createPublicCache(options: {
  seconds: number;
  redisUrl?: string | undefined;
  logger: Logger;
}): PublicCache {
  if (options.seconds <= 0) return offCache();
  return options.redisUrl
    ? redisCache(options.seconds, options.redisUrl, options.logger)
    : memoryCache(options.seconds);
}

function offCache(): PublicCache {
  return {
    seconds: 0,
    key: (name) => name,
    get: async () => undefined,
    put: (_key, contentType, body) => makeEntry(contentType, body, 0),
    changed: async () => {},
    close: async () => {},
  };
}

/**
 * One process's memory. Server processes forked on one machine (WEB_CONCURRENCY) each keep
 * their own, and hear of each other's changes through the cluster's primary.
 */
function memoryCache(seconds: number): PublicCache {
  let generation = 0;
  const entries = new LRUCache<string, CachedResponse>({
    maxSize: MEMORY_MAX_BYTES,
    sizeCalculation: (entry) => entry.body.byteLength + entry.gzip.byteLength + entry.br.byteLength,
    ttl: (seconds + STALE_SECONDS) * 1000,
  });
  const onMessage = (message: unknown) => {
    if (message === CHANGED_MESSAGE) generation++;
  };
  if (cluster.isWorker) process.on('message', onMessage);
  return {
    seconds,
    key: (name) => `${generation}:${name}`,
    get: async (key) => entries.get(key),
    async put(key, contentType, body) {
      const entry = await makeEntry(contentType, body, seconds);
      if (key.length <= MAX_KEY_LENGTH) entries.set(key, entry);
      return entry;
    },
    async changed() {
      generation++;
      if (cluster.isWorker) process.send?.(CHANGED_MESSAGE);
    },
    async close() {
      process.off('message', onMessage);
      entries.clear();
    },
  };
}

/**
 * Redis, shared by every server process and machine. The generation is a random token kept in
 * Redis; a change sets a new one and publishes it in one script, so every process hears the
 * changes in the order Redis made them and adopts the last. A process reads the token again
 * whenever its subscription reconnects, in case a message was missed. A token, not a counter:
 * a Redis that restarts empty would count again from 1, below what the processes hold, and a
 * comparison would keep them on the old generation. While Redis does not answer, every read
 * goes to the database.
 */
function redisCache(seconds: number, url: string, logger: Logger): PublicCache {
  const options = {
    // Fail at once while disconnected instead of queueing requests behind a dead cache.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_TIMEOUT_MS,
  };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  let generation = '0';
  let warned = false;
  const quiet = (error: unknown) => {
    // Once per outage: the cache is an optimisation, its absence is not an emergency.
    if (!warned)
      logger.warn({ err: error }, 'public cache: Redis does not answer; reading the database');
    warned = true;
  };
  redis.on('error', quiet);
  redis.on('ready', () => (warned = false));
  subscriber.on('error', () => {});
  const readGeneration = async () => {
    const value = await subscriber.get(REDIS_VERSION_KEY);
    // None kept (a Redis new or restarted empty): whatever this process cached there is gone,
    // and the next change sets one for everybody.
    if (value !== null) generation = value;
  };
  subscriber.on('ready', () => {
    void readGeneration().catch(() => {});
  });
  subscriber.on('message', (_channel, value: string) => {
    generation = value;
  });
  void subscriber.subscribe(REDIS_CHANNEL).catch(() => {});

  return {
    seconds,
    key: (name) => `lineup:public-cache:${generation}:${name}`,
    async get(key) {
      try {
        const stored = await redis.getBuffer(key);
        return stored ? decode(stored) : undefined;
      } catch (error) {
        quiet(error);
        return undefined;
      }
    },
    async put(key, contentType, body) {
      const entry = await makeEntry(contentType, body, seconds);
      if (key.length <= MAX_KEY_LENGTH) {
        await redis.set(key, encode(entry), 'PX', (seconds + STALE_SECONDS) * 1000).catch(quiet);
      }
      return entry;
    },
    async changed() {
      const next = newGeneration();
      generation = next;
      try {
        await redis.eval(CHANGE_SCRIPT, 1, REDIS_VERSION_KEY, next, REDIS_CHANNEL);
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

/** Sets the new generation and tells every process, atomically: all hear changes in one order. */
const CHANGE_SCRIPT = `
redis.call('SET', KEYS[1], ARGV[1])
redis.call('PUBLISH', ARGV[2], ARGV[1])
`;

const newGeneration = () => randomBytes(9).toString('base64url');

// An entry in Redis: a JSON header with the lengths, then the three bodies.
function encode(entry: CachedResponse): Buffer {
  const header = Buffer.from(
    JSON.stringify({
      contentType: entry.contentType,
      etag: entry.etag,
      freshUntil: entry.freshUntil,
      lengths: [entry.body.byteLength, entry.gzip.byteLength, entry.br.byteLength],
    }),
  );
  const size = Buffer.alloc(4);
  size.writeUInt32BE(header.byteLength);
  return Buffer.concat([size, header, entry.body, entry.gzip, entry.br]);
}

function decode(stored: Buffer): CachedResponse {
  const headerLength = stored.readUInt32BE(0);
  const header = JSON.parse(stored.subarray(4, 4 + headerLength).toString()) as {
    contentType: string;
    etag: string;
    freshUntil: number;
    lengths: [number, number, number];
  };
  let at = 4 + headerLength;
  const [body, gzipped, brotli] = header.lengths.map((length) => {
    const part = stored.subarray(at, at + length);
    at += length;
    return part;
  }) as [Buffer, Buffer, Buffer];
  return {
    contentType: header.contentType,
    etag: header.etag,
    freshUntil: header.freshUntil,
    body,
    gzip: gzipped,
    br: brotli,
  };
}
