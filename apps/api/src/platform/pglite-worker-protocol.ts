/*
 * The messages between the main thread's PGlite client (pglite-worker-client.ts) and the worker
 * thread that owns the PGlite instance (pglite-worker.ts). Everything here crosses postMessage,
 * so it is structured-clonable: no functions (a query's custom parsers stay on the main thread,
 * the worker returns those columns as PostgreSQL's text and the main thread parses them).
 */

/** What the worker opens: a data directory, a tarball of one (the tests' template), or memory. */
export interface PgliteWorkerData {
  dataDir?: string;
  /** A file written by PGlite's dumpDataDir (a tar, gzipped or not), loaded into memory. */
  loadDataDir?: string;
  /** The WASM heap PGlite starts with, in bytes (it grows on demand). */
  initialMemory?: number;
  /** PostgreSQL settings added to PGlite's own start parameters (`-c name=value`). */
  settings?: Record<string, string>;
}

export type PgliteRequest =
  | {
      id: number;
      op: 'query';
      /** The transaction this query belongs to (an id the main thread chose). */
      tx?: number;
      /** Opens `tx` first: a transaction's BEGIN rides with its first statement. */
      begin?: boolean;
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Type oids the caller parses itself: the worker leaves those values as text. */
      rawTypes: number[];
    }
  | { id: number; op: 'exec'; tx?: number; begin?: boolean; sql: string; rawTypes: number[] }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'gc' }
  /** The data directory as PGlite's uncompressed tarball, between two transactions (ADR 079). */
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/**
 * A database error as its own fields (SQLSTATE code, constraint, detail...), message included;
 * `cause` serialized the same way.
 */
export type SerializedError = Record<string, unknown> & {
  message: string;
  name: string;
  cause?: SerializedError;
};

export type PgliteReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/** The worker's first message once PGlite is open (or could not be). */
export type PgliteReady = { ready: true } | { ready: false; error: SerializedError };
