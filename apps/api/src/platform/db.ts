import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { is, sql, type Logger, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '#src/db/schema/index.ts';
import { sqlStateOf } from './db-errors.ts';
import { releaseClientsOfFailedTransactions } from './pg-transaction-release.ts';
import { MIGRATIONS_FOLDER } from '#src/paths.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';
import type { PgliteWorkerData } from './pglite-worker-protocol.ts';
import { ReadReplicas } from './read-replicas.ts';

import type { Db, DbOrTx } from './db-types.ts';

export type { Db, DbOrTx, Schema, Tx } from './db-types.ts';

export { MIGRATIONS_FOLDER };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool (PostgreSQL only). */
  pool?: pg.Pool;
  /**
   * PostgreSQL only: connections that keep session state, to DATABASE_LISTEN_URL (ADR 080): the
   * event bus's LISTEN and the migrations' advisory lock. The main pool itself unless a pooler
   * (PgBouncer in transaction mode) stands between the server and PostgreSQL.
   */
  sessionPool?: pg.Pool;
  /**
   * PostgreSQL only: the URL straight to PostgreSQL (DATABASE_LISTEN_URL, else DATABASE_URL):
   * pg_dump's scheduled backups (ADR 079) keep a session too.
   */
  url?: string;
  /** PostgreSQL with DATABASE_READ_URLS: the streaming replicas that take some reads (ADR 080). */
  replicas?: ReadReplicas;
  /** Whether the database answers within `timeoutMs` (the readiness probe, /api/health). */
  answers(timeoutMs: number): Promise<boolean>;
  /**
   * PGlite in a worker: its data directory as PGlite's uncompressed tarball, taken between two
   * transactions while the server keeps running (the operator's backup, ADR 079).
   */
  dumpDataDir?(): Promise<Uint8Array>;
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

/**
 * The statement logger of a database; it also carries whether that database may name its
 * statements (`executePrepared`), the one setting drizzle passes down to every transaction.
 */
interface StatementLogger extends Logger {
  prepare: boolean;
}

const statementLogger = (prepare = true): StatementLogger => ({
  logQuery: () => countStatement(),
  prepare,
});

/**
 * A hot statement as a named prepared statement (ADR 049, 062): parsed and planned once per
 * connection (PGlite has one, in its worker), then run from its cached plan, where `db.execute`
 * parses and plans the text at every call (the sale's write, ~8 KB of CTEs: ~2 ms of a
 * PostgreSQL backend's CPU per sale, about 40% of the statement; on PGlite ~2.2 of the worker's
 * ~8.5 ms). The name is the text's hash, so texts never share a name; at most MAX_PREPARED texts
 * get one (each costs every connection some memory for its plan), beyond them statements run as
 * before. Counted by the statement logger like any other statement.
 */
const MAX_PREPARED = 32;
const preparedNames = new Map<string, string>();
const dialect = new PgDialect();

function preparedName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < MAX_PREPARED) {
    name = `p_${createHash('sha1').update(text).digest('base64url')}`;
    preparedNames.set(text, name);
  }
  return name;
}

export function executePrepared(db: DbOrTx, query: SQL): Promise<unknown> {
  const session = (db as unknown as { _: { session: unknown } })._.session;
  if (!is(session, NodePgSession)) return executePreparedOnPglite(db, query);
  // PgBouncer 1.18 in transaction mode hands each transaction any server connection: a statement
  // named on one is unknown on the next (DATABASE_PREPARED_STATEMENTS=false, ADR 080).
  const { logger } = session as unknown as { logger: Partial<StatementLogger> };
  if (logger.prepare === false) return db.execute(query);
  const built = dialect.sqlToQuery(query);
  return session.prepareQuery(built, undefined, preparedName(built.sql), false).execute();
}

/**
 * A value written into an EXECUTE as a literal, as the driver would have sent it as text
 * (node-postgres's quoting, right whatever `standard_conforming_strings` says); undefined for
 * what the driver would have converted (dates, arrays, objects, bytes) and for text with a NUL,
 * which PostgreSQL refuses as a value and which would end the statement's text.
 */
function literal(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'string') return value.includes('\0') ? undefined : pg.escapeLiteral(value);
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${value}'`;
  return undefined;
}

/** What each PGlite session has prepared, by name: the PREPARE, one for concurrent callers. */
const preparedOnPglite = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * PGlite's client has no named statements (its `query` parses and plans the text every time), so
 * the statement is prepared in SQL (`PREPARE`) and run with `EXECUTE`, its values written into
 * that short statement as literals: EXECUTE takes no bind parameters. Inside a transaction (where
 * a failed PREPARE would end it), with a value that has no literal here or for a text past
 * MAX_PREPARED, the statement runs as before.
 */
async function executePreparedOnPglite(db: DbOrTx, query: SQL): Promise<unknown> {
  const client = (db as { $client?: object }).$client;
  if (is(db, PgTransaction) || typeof client !== 'object') return db.execute(query);
  const built = dialect.sqlToQuery(query);
  const values = built.params.map(literal);
  const name = preparedName(built.sql);
  if (name === undefined || values.some((value) => value === undefined)) return db.execute(query);
  let session = preparedOnPglite.get(client);
  if (!session) preparedOnPglite.set(client, (session = new Map()));
  const prepare = (stale?: Promise<unknown>) => {
    let prepared = session.get(name);
    if (prepared === undefined || prepared === stale) {
      // A real promise: drizzle's query runs again at every then() of its own.
      const statement = Promise.resolve(db.execute(sql.raw(`prepare "${name}" as ${built.sql}`)));
      prepared = statement;
      session.set(name, statement);
      // A failed PREPARE is tried again by the next caller.
      statement.catch(() => session.get(name) === statement && session.delete(name));
    }
    return prepared;
  };
  const execute = sql.raw(`execute "${name}"${values.length ? `(${values.join(', ')})` : ''}`);
  const prepared = prepare();
  await prepared;
  try {
    return await db.execute(execute);
  } catch (err) {
    // A worker started after a crash is a new session, without the statement: prepared again.
    if (sqlStateOf(err) !== UNDEFINED_PREPARED_STATEMENT) throw err;
    await prepare(prepared);
    return db.execute(execute);
  }
}

const UNDEFINED_PREPARED_STATEMENT = '26000';

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

export interface PostgresOptions {
  kind: 'postgres';
  url: string;
  /** Straight to PostgreSQL when `url` goes through a pooler: LISTEN, locks, pg_dump (ADR 080). */
  listenUrl?: string;
  /** false behind PgBouncer in transaction mode: every statement unnamed (ADR 080). */
  preparedStatements?: boolean;
  /** Streaming replicas for the reads modules send there, and the lag they may have (ADR 080). */
  readUrls?: string[];
  readMaxLagMs?: number;
  poolSize?: number;
  onIdleError?: (err: Error) => void;
}

export type DatabaseOptions =
  | PostgresOptions
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
    const db = drizzlePg(pool, {
      schema,
      logger: statementLogger(options.preparedStatements),
    }) as unknown as Db;
    const listenUrl = options.listenUrl && options.listenUrl !== options.url && options.listenUrl;
    const sessionPool = listenUrl ? sessionPoolFor(listenUrl, options.onIdleError) : pool;
    const replicas = options.readUrls?.length
      ? new ReadReplicas({
          urls: options.readUrls,
          maxLagMs: options.readMaxLagMs ?? 2_000,
          poolSize: options.poolSize ?? 10,
        })
      : undefined;
    return {
      db,
      kind: 'postgres',
      pool,
      sessionPool,
      url: listenUrl || options.url,
      replicas,
      answers: (timeoutMs) => selectOneWithin(db, timeoutMs),
      close: async () => {
        await replicas?.close();
        if (sessionPool !== pool) await sessionPool.end();
        await pool.end();
      },
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
  const db = drizzlePglite(driver, { schema, logger: statementLogger() }) as unknown as Db;
  countPgliteTransactions(db);
  return {
    db,
    kind: 'pglite',
    answers: (timeoutMs) =>
      (client instanceof PgliteWorkerClient && client.answeringWhileBusy(timeoutMs)) ||
      selectOneWithin(db, timeoutMs),
    collectGarbage: () =>
      client instanceof PgliteWorkerClient ? client.collectGarbage() : Promise.resolve(),
    dumpDataDir: async () =>
      client instanceof PgliteWorkerClient
        ? await client.dumpDataDir()
        : new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
    close: () => client.close(),
  };
}

/** A few connections straight to PostgreSQL: the LISTEN and the migrations' lock hold one each. */
function sessionPoolFor(url: string, onIdleError?: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000 });
  pool.on('error', (err) => onIdleError?.(err));
  pool.on('connect', (client) => client.on('error', (err) => onIdleError?.(err)));
  return pool;
}

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 5_146_011_013;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    // Instances starting together migrate one at a time: the others wait on this lock, then find
    // every migration applied (docs/operations.md).
    // A session lock: on a connection straight to PostgreSQL, never through a pooler (ADR 080).
    const lock = await database.sessionPool!.connect();
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
