/*
 * Errors that mean "the database is not reachable right now" (a restart, a failover, a terminated
 * backend, a refused connection), as opposed to a bad query. Requests answer them with 503
 * DATABASE_UNAVAILABLE; the pool replaces broken connections on the next checkout.
 */

/** SQLSTATE class 08 (connection exception) and 57P01-57P03 (shutdown, crash, cannot connect now). */
const SQLSTATES = /^(08|57P0[1-3])/;
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const MESSAGES = [
  'Connection terminated',
  'encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'is not currently accepting connections',
];

/** The error and the driver's errors it wraps (drizzle puts the driver's in `cause`), outermost first. */
export function* errorChain(err: unknown): Generator<object> {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of errorChain(err)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SQLSTATES.test(code) || NODE_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** The SQLSTATE (or Node's code) of a database error, through drizzle's wrapping. */
export function sqlStateOf(err: unknown): string | undefined {
  for (const e of errorChain(err)) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * The constraint a unique violation (23505) names, or null for any other error: how a write
 * tells "this name / slug / id is taken" from a failure.
 */
export function uniqueViolationConstraint(err: unknown): string | null {
  for (const e of errorChain(err)) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';
