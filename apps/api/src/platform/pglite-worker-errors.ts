import type { SerializedError } from './pglite-worker-protocol.ts';

/*
 * Errors that cross from the PGlite worker to the main thread (pglite-worker.ts). Only node
 * built-ins here: the worker is bundled on its own for production.
 */

/**
 * Emscripten's errno numbers (WASI's, not the host's), as PGlite's file system throws them: the
 * ones a data directory can give.
 */
const WASM_ERRNO: Record<number, [code: string, text: string]> = {
  2: ['EACCES', 'permission denied'],
  20: ['EEXIST', 'file already exists'],
  28: ['EINVAL', 'invalid argument'],
  29: ['EIO', 'input/output error'],
  31: ['EISDIR', 'is a directory'],
  44: ['ENOENT', 'no such file or directory'],
  51: ['ENOSPC', 'no space left on device'],
  54: ['ENOTDIR', 'not a directory'],
  55: ['ENOTEMPTY', 'directory not empty'],
  63: ['EPERM', 'operation not permitted'],
  69: ['EROFS', 'read-only file system'],
};

/**
 * Emscripten's file system throws `ErrnoError` objects that are not Errors: `{ name, errno }`,
 * no message. String() of one is "[object Object]", which is all a failed start used to say.
 */
function describeObject(fields: Record<string, unknown>): string {
  if (typeof fields.message === 'string' && fields.message) return fields.message;
  const name = typeof fields.name === 'string' ? fields.name : 'Error';
  if (typeof fields.errno !== 'number') {
    try {
      return `${name} ${JSON.stringify(fields)}`;
    } catch {
      return name;
    }
  }
  const known = WASM_ERRNO[fields.errno];
  const what = known ? `${known[0]}: ${known[1]}` : 'file system error';
  return `${what} (${name}, errno ${fields.errno} in PGlite's file system)`;
}

/** Only what postMessage can clone: strings, numbers, booleans (an ErrnoError holds FS nodes). */
function plainFields(value: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)),
  );
}

export function serializeError(err: unknown): SerializedError {
  if (err instanceof Error) {
    // queryOptions holds the caller's parsers (functions): it cannot cross, and is not needed.
    const { queryOptions: _options, cause, ...fields } = err as Error & Record<string, unknown>;
    return {
      ...fields,
      name: err.name,
      message: err.message,
      stack: err.stack,
      ...(cause === undefined ? {} : { cause: serializeError(cause) }),
    };
  }
  if (err !== null && typeof err === 'object') {
    const fields = plainFields(err);
    return { ...fields, name: String(fields.name ?? 'Error'), message: describeObject(fields) };
  }
  return { name: 'Error', message: String(err) };
}

/** PGlite's PGDATA inside its WebAssembly file system, where it mounts the data directory. */
const PGLITE_PGDATA = '/pglite/data';
/** PostgreSQL's routine start-up lines, left out of a failed start's message. */
const ROUTINE = /\b(LOG|DEBUG\d?|INFO|NOTICE):\s/;
/** What PostgreSQL said last is what went wrong; earlier lines are kept out of one line of text. */
const LINES_KEPT = 5;

/**
 * The error of a start that failed: where (the data directory), why (PGlite's error, kept as the
 * cause) and what PostgreSQL printed, which is often the only useful part: PGlite itself says
 * "PGlite failed to initialize properly" for any data directory PostgreSQL refuses.
 */
export function startFailure(
  dataDir: string | undefined,
  err: unknown,
  postgresSaid: string[],
): SerializedError {
  const cause = serializeError(err);
  const said = postgresSaid
    .filter((line) => line.trim() && !ROUTINE.test(line))
    .slice(-LINES_KEPT)
    .map((line) => (dataDir ? line.replaceAll(PGLITE_PGDATA, dataDir) : line).trim());
  const where = dataDir
    ? `its data directory ${dataDir} (a PGlite data directory, or missing or empty for a new database)`
    : 'an in-memory database';
  const message = [
    `PGlite could not open ${where}: ${cause.message}`,
    ...(said.length > 0 ? [`PostgreSQL said: ${said.join(' / ')}`] : []),
  ].join('. ');
  return { name: 'Error', message, cause };
}
