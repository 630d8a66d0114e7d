import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { SessionInfo, SessionUser } from '../types';
import { createGeneration, type Generation } from './generation';

/**
 * Who a session cookie belongs to, remembered for a few seconds so that a member's reads do not
 * each ask the database (docs/decisions/0032-a-member-as-fast-as-a-visitor.md). Signing out
 * still ends a session everywhere at once: any change to sessions or accounts (`forget()`:
 * sign-out, revoke, password change, ban, role change, deletion) starts a new generation on
 * every server process, and what was remembered before it is never read again.
 */
export type SessionCache = {
  get(token: string): CachedSession | undefined;
  /**
   * The generation to read a session in: take it before asking the database, and give it to
   * `set`, so that a session ended while it was being read is never remembered as live.
   */
  generation(): string;
  set(token: string, session: CachedSession, readIn: string): void;
  /** Sessions or accounts changed: every process forgets what it remembered. */
  forget(): Promise<void>;
  close(): Promise<void>;
};

export type CachedSession = { user: SessionUser; session: SessionInfo };

/** Sessions one process remembers at most; the oldest go first. */
const MAX_SESSIONS = 20_000;

export function createSessionCache(options: {
  seconds: number;
  redisUrl?: string | undefined;
  logger: Logger;
}): SessionCache {
  if (options.seconds <= 0) {
    return {
      get: () => undefined,
      generation: () => '',
      set: () => {},
      forget: async () => {},
      close: async () => {},
    };
  }
  const generation: Generation = createGeneration({
    name: 'sessions',
    redisUrl: options.redisUrl,
    logger: options.logger,
  });
  type Entry = CachedSession & { generation: string };
  const entries = new LRUCache<string, Entry>({ max: MAX_SESSIONS, ttl: options.seconds * 1000 });
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.generation !== generation.current() || entry.session.expiresAt <= new Date()) {
        entries.delete(token);
        return undefined;
      }
      return entry;
    },
    generation: () => generation.current(),
    set(token, session, readIn) {
      if (readIn === generation.current()) entries.set(token, { ...session, generation: readIn });
    },
    forget: () => generation.bump(),
    async close() {
      entries.clear();
      await generation.close();
    },
  };
}
