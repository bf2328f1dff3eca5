/**
 * The constraint a PostgreSQL unique violation (23505) names, or null for any other error.
 * Drizzle wraps driver errors (node-postgres, PGlite) in `cause`, so the chain is walked.
 */
export function uniqueViolationConstraint(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    e = candidate.cause;
  }
  return null;
}
