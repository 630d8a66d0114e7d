/**
 * SQLSTATE classes and codes that say PostgreSQL could not do the work right now, not that the
 * request was wrong: the connection broke or was refused (class 08), the server is shutting
 * down, starting or out of connections (57P01–57P03, 53300), or a statement hit its time or
 * lock limit (57014, 55P03, `POSTGRES_LIMITS` in `@lineup/db`).
 */
const UNAVAILABLE_CODES = new Set(['57014', '55P03', '57P01', '57P02', '57P03', '53300']);

/** What node-postgres and Node's sockets say when no query could be sent or answered. */
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect$/i,
  /^connection terminated/i,
  /not queryable/i,
  /^connect (ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)/,
];
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether a query failed because the database was unreachable, restarting or too slow, so the
 * answer is a 503 to retry rather than a 500 to fix. Drizzle wraps driver errors, so the cause
 * chain is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
      if (UNAVAILABLE_ERRNOS.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
