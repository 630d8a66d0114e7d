import { errorMessages, type HealthResponse } from '@lineup/contracts';
import type { Database } from '@lineup/db';
import { AppError } from '../../lib/app-error';

/**
 * A database ping answers every health check that arrives within this long of it: load
 * balancers and monitors poll often, and a burst of checks is not worth a burst of queries.
 */
export const PING_REUSE_MS = 1000;

/**
 * A health check answers within this long whatever the database does: a balancer polling an
 * instance whose every connection is stuck learns it is unwell instead of waiting with it.
 */
export const PING_TIMEOUT_MS = 1000;

/**
 * Up only when the database answers, so a load balancer stops sending traffic otherwise. One
 * ping at a time serves the checks that arrive while it runs and for a second after it
 * succeeded; a failed one is not reused.
 */
export function healthCheck({ database }: { database: Database }) {
  let last: { startedAt: number; ping: Promise<void> } | undefined;
  return async (): Promise<HealthResponse> => {
    const now = Date.now();
    if (!last || now - last.startedAt >= PING_REUSE_MS) {
      const ping = database.ping();
      const current = { startedAt: now, ping };
      last = current;
      ping.catch(() => {
        if (last === current) last = undefined;
      });
    }
    try {
      await withTimeout(last.ping, PING_TIMEOUT_MS);
    } catch (cause) {
      throw new AppError(
        'database_unavailable',
        503,
        errorMessages.databaseUnavailable,
        undefined,
        {
          cause,
        },
      );
    }
    return { status: 'ok', database: 'up' };
  };
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
