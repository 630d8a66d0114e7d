/**
 * Whether a query failed on a unique constraint (SQLSTATE 23505), optionally a given one.
 * Drizzle wraps driver errors, and node-postgres and PGlite both put the code on theirs, so
 * the cause chain is searched.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      if (candidate.constraint === constraint) return true;
      return typeof candidate.message === 'string' && candidate.message.includes(constraint);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
