import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { createGeneration, type Generation } from './generation';

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
  const generation = createGeneration({
    name: 'public-cache',
    redisUrl: options.redisUrl,
    logger: options.logger,
  });
  return options.redisUrl
    ? redisCache(options.seconds, options.redisUrl, options.logger, generation)
    : memoryCache(options.seconds, generation);
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
function memoryCache(seconds: number, generation: Generation): PublicCache {
  const entries = new LRUCache<string, CachedResponse>({
    maxSize: MEMORY_MAX_BYTES,
    sizeCalculation: (entry) => entry.body.byteLength + entry.gzip.byteLength + entry.br.byteLength,
    ttl: (seconds + STALE_SECONDS) * 1000,
  });
  return {
    seconds,
    key: (name) => `${generation.current()}:${name}`,
    get: async (key) => entries.get(key),
    async put(key, contentType, body) {
      const entry = await makeEntry(contentType, body, seconds);
      if (key.length <= MAX_KEY_LENGTH) entries.set(key, entry);
      return entry;
    },
    changed: () => generation.bump(),
    async close() {
      await generation.close();
      entries.clear();
    },
  };
}

/**
 * Redis, shared by every server process and machine, with the generation there too. While
 * Redis does not answer, every read goes to the database.
 */
function redisCache(
  seconds: number,
  url: string,
  logger: Logger,
  generation: Generation,
): PublicCache {
  const redis = new Redis(url, {
    // Fail at once while disconnected instead of queueing requests behind a dead cache.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_TIMEOUT_MS,
  });
  let warned = false;
  const quiet = (error: unknown) => {
    // Once per outage: the cache is an optimisation, its absence is not an emergency.
    if (!warned)
      logger.warn({ err: error }, 'public cache: Redis does not answer; reading the database');
    warned = true;
  };
  redis.on('error', quiet);
  redis.on('ready', () => (warned = false));

  return {
    seconds,
    key: (name) => `lineup:public-cache:${generation.current()}:${name}`,
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
    changed: () => generation.bump(),
    async close() {
      redis.disconnect();
      await generation.close();
    },
  };
}

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
