import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { PGLITE_WORKER_FILE, RUNNING_FROM_SOURCE } from '#src/paths.ts';
import type {
  PgliteReady,
  PgliteReply,
  PgliteRequest,
  PgliteWorkerData,
  SerializedError,
} from './pglite-worker-protocol.ts';

/*
 * The main thread's side of PGlite in a worker thread (ADR 035): the part of PGlite's client
 * that drizzle-orm/pglite calls (query with rowMode and parsers, exec, transaction), each call a
 * message to the worker (pglite-worker.ts) that owns the one PGlite instance.
 */

type Parser = (value: string, type: number) => unknown;
type Request = PgliteRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

/** SQLSTATE 57P02 (crash shutdown): requests answer 503, as when PostgreSQL goes away. */
function workerStopped(reason: string): Error {
  return Object.assign(new Error(`The database worker stopped: ${reason}`), { code: '57P02' });
}

function toError(serialized: SerializedError): Error {
  const { message, name, stack, cause, ...fields } = serialized;
  const err = Object.assign(new Error(message, cause ? { cause: toError(cause) } : {}), fields);
  err.name = name;
  // The worker's stack says where PostgreSQL failed; the caller's says which request asked.
  if (typeof stack === 'string') err.stack = `${err.stack}\n    (in the PGlite worker) ${stack}`;
  return err;
}

/** tsx's ES module API, as its package exports it (resolving from here would give the CJS one). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = JSON.parse(readFileSync(manifest, 'utf8')).exports['./esm/api'];
  return path.join(path.dirname(manifest), exports.import.default);
}

/** A .ts worker needs tsx's loader, which Node 20 does not pass from --import to a worker. */
function startWorker(data: PgliteWorkerData): Worker {
  if (!RUNNING_FROM_SOURCE) return new Worker(PGLITE_WORKER_FILE, { workerData: data });
  const tsx = pathToFileURL(tsxEsmApi()).href;
  const file = pathToFileURL(PGLITE_WORKER_FILE).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}))`;
  return new Worker(boot, { eval: true, workerData: data });
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/** Applies the caller's own parsers to the columns the worker left as text. */
function parseRows(result: Results, options: QueryOptions | undefined): Results {
  const parsers = options?.parsers as Record<number, Parser> | undefined;
  if (!parsers || result.rows.length === 0) return result;
  const columns = result.fields
    .map((field, index) => ({ ...field, index, parse: parsers[field.dataTypeID] }))
    .filter((c) => c.parse);
  if (columns.length === 0) return result;
  const arrays = options?.rowMode === 'array';
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const c of columns) {
      const key = arrays ? c.index : c.name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = c.parse!(value as string, c.dataTypeID);
    }
  }
  return result;
}

const rawTypes = (options: QueryOptions | undefined) =>
  Object.keys(options?.parsers ?? {}).map(Number);

export class PgliteWorkerClient {
  #data: PgliteWorkerData;
  #worker: Worker | null = null;
  #starting: Promise<Worker> | null = null;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;
  /** When the worker last answered anything (performance.now()), and who waits for the next. */
  #answeredAt = 0;
  #nextAnswer: (() => void)[] = [];
  /** Why the worker stopped, when it did and cannot be started again. */
  #stopped: Error | null = null;

  private constructor(data: PgliteWorkerData) {
    this.#data = data;
  }

  /** Starts the worker and waits for PGlite to open (or to fail to). */
  static async create(data: PgliteWorkerData): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(data);
    await client.#ensureWorker();
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /**
   * A worker that stopped (a crash, an out-of-memory abort) answers every request in flight with
   * a 503. The next request starts a new one on the same data directory, which PostgreSQL
   * recovers from its WAL as after a power cut; a database loaded from a tarball lives only in
   * the stopped worker, so it stays down.
   */
  #ensureWorker(): Promise<Worker> {
    if (this.#worker) return Promise.resolve(this.#worker);
    if (this.#closed) return Promise.reject(workerStopped('the database is closed'));
    if (this.#stopped) return Promise.reject(this.#stopped);
    this.#starting ??= new Promise<Worker>((resolve, reject) => {
      const worker = startWorker(this.#data);
      const failed = (err: Error) => {
        this.#starting = null;
        reject(err);
      };
      worker.once('message', (ready: PgliteReady) => {
        this.#starting = null;
        if (!ready.ready) {
          void worker.terminate();
          return reject(toError(ready.error));
        }
        worker.on('message', (reply: PgliteReply) => this.#answer(reply));
        this.#worker = worker;
        worker.unref();
        resolve(worker);
      });
      worker.on('error', (err) => this.#lost(worker, err.message, failed));
      worker.on('exit', (code) => this.#lost(worker, `exit code ${code}`, failed));
    });
    return this.#starting;
  }

  #lost(worker: Worker, reason: string, failedToStart: (err: Error) => void): void {
    const err = workerStopped(reason);
    if (this.#worker !== worker) return failedToStart(err);
    this.#worker = null;
    if (!this.#data.dataDir) this.#stopped = err;
    this.#nextAnswer.length = 0;
    for (const pending of this.#pending.values()) pending.reject(err);
    this.#pending.clear();
  }

  #answer(reply: PgliteReply): void {
    this.#answeredAt = performance.now();
    for (const wake of this.#nextAnswer.splice(0)) wake();
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    // Idle, the worker does not keep the process alive (PGlite in the main thread did not).
    if (this.#pending.size === 0) this.#worker?.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(toError(reply.error));
  }

  async #send<T>(request: Request): Promise<T> {
    const worker = this.#worker ?? (await this.#ensureWorker());
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  async query<T>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
    tx?: number,
    begin?: boolean,
  ) {
    const result = await this.#send<Results<T>>({
      op: 'query',
      tx,
      begin,
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes: rawTypes(options),
    });
    return parseRows(result as Results, options) as Results<T>;
  }

  async exec(
    sql: string,
    options?: QueryOptions,
    tx?: number,
    begin?: boolean,
  ): Promise<Results[]> {
    const results = await this.#send<Results[]>({
      op: 'exec',
      tx,
      begin,
      sql,
      rawTypes: rawTypes(options),
    });
    return results.map((result) => parseRows(result, options));
  }

  /**
   * An interactive transaction, exclusive as in PGlite: the worker holds PGlite's transaction
   * lock from the first statement to `end`, other queries wait there. The BEGIN rides with the
   * first statement (one message, and no round trip while the lock is held); a callback that
   * sends nothing opens nothing. An error in `callback` rolls back.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.#nextId++;
    let begun = false;
    let closed = false;
    /** True for the statement that opens the transaction. */
    const opens = () => {
      if (closed) throw new Error('Transaction is closed');
      if (begun) return false;
      begun = true;
      return true;
    };
    const end = async (commit: boolean) => {
      closed = true;
      if (begun) await this.#send<null>({ op: 'end', tx: id, commit });
    };
    const tx = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        await this.query<R>(sql, params, options, id, opens()),
      exec: async (sql: string, options?: QueryOptions) =>
        await this.exec(sql, options, id, opens()),
      rollback: async () => {
        if (closed) throw new Error('Transaction is closed');
        await end(false);
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await callback(tx);
      if (!closed) await end(true);
      return result;
    } catch (err) {
      if (!closed) await end(false).catch(() => undefined);
      throw err;
    }
  }

  /**
   * For the readiness probe while the worker is busy (a report running): a `select 1` queued
   * behind the report would call a working database down, so the worker answering anything
   * within `timeoutMs`, before or after this call, is the proof instead. Null when idle: the
   * caller then runs its `select 1`.
   */
  answeringWhileBusy(timeoutMs: number): Promise<boolean> | null {
    if (this.#worker === null || this.#pending.size === 0) return null;
    if (performance.now() - this.#answeredAt < timeoutMs) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.#nextAnswer.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** A major GC on the worker's thread (with --expose-gc), as server.ts runs on its own. */
  async collectGarbage(): Promise<void> {
    if (this.#worker) await this.#send<null>({ op: 'gc' });
  }

  /**
   * The data directory as PGlite's tarball (uncompressed), copied between two transactions while
   * the server keeps serving: the operator's backup (ADR 079).
   */
  async dumpDataDir(): Promise<Uint8Array> {
    return await this.#send<Uint8Array>({ op: 'dump' });
  }

  /** Closes PGlite (its files flushed), then ends the worker. */
  async close(): Promise<void> {
    if (this.#closed) return;
    const worker = this.#worker ?? (await this.#starting?.catch(() => null));
    this.#closed = true;
    if (!worker) return;
    try {
      await this.#send<null>({ op: 'close' }).catch(() => undefined);
    } finally {
      this.#worker = null;
      await worker.terminate();
    }
  }

  /** For tests: the worker thread, to stop it as a crash would. */
  get workerForTests(): Worker | null {
    return this.#worker;
  }

  /** drizzle-orm/pglite takes a PGlite; this is the part of one that it calls. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
