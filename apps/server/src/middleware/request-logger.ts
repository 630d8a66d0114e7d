import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../types';

/**
 * One line per request: id, method, path, status and duration. Only the path is logged, never
 * the query string (sign-in and reset links carry tokens there), cookies or Authorization.
 * Expects `requestId()` to have run first.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.var.requestId });
    c.set('logger', log);
    await next();
    const status = c.res.status;
    const entry = {
      method: c.req.method,
      path: c.var.logPath ?? c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) log.error(entry, 'request failed');
    else log.info(entry, 'request');
  };
}
