import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { is, sql, type ExtractTablesWithRelations, type Logger, type SQL } from 'drizzle-orm';
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '#src/db/schema/index.ts';
import { releaseClientsOfFailedTransactions } from './pg-transaction-release.ts';
import { MIGRATIONS_FOLDER } from '#src/paths.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';
import type { PgliteWorkerData } from './pglite-worker-protocol.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repos take either the database or a transaction, so services decide the transaction. */
export type DbOrTx = Db | Tx;

export { MIGRATIONS_FOLDER };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool (PostgreSQL only): LISTEN/NOTIFY needs its own connection. */
  pool?: pg.Pool;
  /** Whether the database answers within `timeoutMs` (the readiness probe, /api/health). */
  answers(timeoutMs: number): Promise<boolean>;
  /** A major GC where the database has a thread of its own (PGlite's worker, ADR 035). */
  collectGarbage?(): Promise<void>;
  close(): Promise<void>;
}

/** A `select 1` that answers within `timeoutMs`. */
async function selectOneWithin(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The statement counter (ADR 023): every statement sent to the database, BEGIN and COMMIT
 * included, on both drivers. `countStatements(fn)` gives the statements that `fn` (and everything
 * it awaits, e.g. one `app.inject`) sent; the bench prints it per endpoint and a test keeps a sale
 * under its budget. Counting is one increment per statement, cheap enough to stay on in production.
 */
const statementScope = new AsyncLocalStorage<{ count: number }>();
/** Statements sent since the process started (all requests, jobs and start-up). */
export const statementTotals = { count: 0 };

function countStatement(n = 1): void {
  statementTotals.count += n;
  const scope = statementScope.getStore();
  if (scope) scope.count += n;
}

let countingScopes = 0;

export async function countStatements<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  const scope = { count: 0 };
  countingScopes++;
  try {
    // Awaited inside the scope: query builders and inject() are lazy thenables that start on then().
    const result = await statementScope.run(scope, async () => await fn());
    return { result, statements: scope.count };
  } finally {
    // A storage once run keeps Node's promise hooks on, a cost on every promise of every request
    // after it (the bench counted, then measured a slower server than production's, which never
    // counts). Off again once no count is running; the next run() turns them back on.
    if (--countingScopes === 0) statementScope.disable();
  }
}

const statementLogger: Logger = { logQuery: () => countStatement() };

/**
 * A hot statement as a named prepared statement on PostgreSQL (ADR 049): each pooled connection
 * parses and plans it once and then runs its cached plan, where `db.execute` parses and plans the
 * text at every call (the sale's write, ~8 KB of CTEs: ~2 ms of the backend's CPU per sale,
 * about 40% of the statement). The name is the text's hash, so texts never share a name; at most
 * MAX_PREPARED texts get one (each costs every connection some memory for its plan), beyond them
 * statements run as before. On PGlite, `db.execute` (its worker plans each statement anyway).
 * Counted by the statement logger like any other statement.
 */
const MAX_PREPARED = 32;
const preparedNames = new Map<string, string>();
const dialect = new PgDialect();

export function executePrepared(db: DbOrTx, query: SQL): Promise<unknown> {
  const session = (db as unknown as { _: { session: unknown } })._.session;
  if (!is(session, NodePgSession)) return db.execute(query);
  const built = dialect.sqlToQuery(query);
  let name = preparedNames.get(built.sql);
  if (name === undefined && preparedNames.size < MAX_PREPARED) {
    name = `p_${createHash('sha1').update(built.sql).digest('base64url')}`;
    preparedNames.set(built.sql, name);
  }
  return session.prepareQuery(built, undefined, name, false).execute();
}

/**
 * PGlite sends BEGIN and COMMIT (or ROLLBACK) inside its own `transaction()`, past Drizzle's
 * logger; they are counted here so both drivers report the same round trips. Savepoints
 * (`tx.transaction`) go through Drizzle's logger already.
 */
function countPgliteTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((...args: Parameters<Db['transaction']>) => {
    countStatement(2);
    return transaction(...args);
  }) as Db['transaction'];
}

/**
 * PGlite's memory (ADR 035). PostgreSQL's default 128 MB of shared buffers grew the WASM heap
 * from its floor (128 MB, the smallest PGlite's build accepts) to 189 MB at start. 32 MB keeps
 * the heap at its floor and measured no slower on the 100k-sale bench business: the OS page
 * cache holds the files beneath it. work_mem and the rest keep PostgreSQL's defaults (4 MB).
 */
const PGLITE_MEMORY: Pick<PgliteWorkerData, 'initialMemory' | 'settings'> = {
  settings: { shared_buffers: '32MB' },
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onIdleError?: (err: Error) => void }
  | {
      kind: 'pglite';
      /** The server's DATA_DIR (PGlite's files in DATA_DIR/db); none: in memory. */
      dataDir?: string;
      /** A tarball from PGlite's dumpDataDir to start from (the tests' migrated template). */
      loadDataDir?: string;
      /**
       * A PGlite already open in this thread, used as it is (a test that drives PGlite itself).
       * Without one, PGlite runs in a worker thread (ADR 035).
       */
      client?: PGlite;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the database is away a request fails fast (503) instead of queueing forever.
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection that dies (a database restart, a terminated backend) is emitted here;
    // without a listener node-postgres would crash the process. The pool replaces it on demand.
    pool.on('error', (err) => options.onIdleError?.(err));
    // A checked-out connection has no pool listener: one that dies between two queries of a
    // transaction would emit an unhandled 'error' and end the process. The query in flight (or
    // the next one) fails instead, and the pool discards the client when it is released.
    pool.on('connect', (client) => {
      client.on('error', (err) => options.onIdleError?.(err));
    });
    // numeric(14,2) money stays a string end to end; never parsed to a float here.
    releaseClientsOfFailedTransactions();
    const db = drizzlePg(pool, { schema, logger: statementLogger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      answers: (timeoutMs) => selectOneWithin(db, timeoutMs),
      close: () => pool.end(),
    };
  }
  let client: PGlite | PgliteWorkerClient;
  if (options.client) {
    client = options.client;
  } else {
    const dir = options.dataDir ? path.join(options.dataDir, 'db') : undefined;
    if (dir) mkdirSync(dir, { recursive: true });
    client = await PgliteWorkerClient.create({
      dataDir: dir,
      loadDataDir: options.loadDataDir,
      ...PGLITE_MEMORY,
    });
  }
  const driver = client instanceof PgliteWorkerClient ? client.asPglite() : client;
  const db = drizzlePglite(driver, { schema, logger: statementLogger }) as unknown as Db;
  countPgliteTransactions(db);
  return {
    db,
    kind: 'pglite',
    answers: (timeoutMs) =>
      (client instanceof PgliteWorkerClient && client.answeringWhileBusy(timeoutMs)) ||
      selectOneWithin(db, timeoutMs),
    collectGarbage: () =>
      client instanceof PgliteWorkerClient ? client.collectGarbage() : Promise.resolve(),
    close: () => client.close(),
  };
}

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 5_146_011_013;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    // Instances starting together migrate one at a time: the others wait on this lock, then find
    // every migration applied (docs/operations.md).
    const lock = await database.pool!.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      // On the connection that holds the lock: a pool of one (the tests' setup) has no second.
      await migratePg(drizzlePg(lock, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock
        .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      lock.release();
    }
  } else {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
