/*
 * The worker thread that owns PGlite (ADR 035). PGlite runs PostgreSQL as WebAssembly on the
 * thread that calls it: in the main thread one long report stalled every request. Here it runs
 * on its own thread and answers the main thread's messages (pglite-worker-protocol.ts).
 *
 * Exclusivity is PGlite's own: a transaction's first statement (flagged `begin`) opens
 * `pg.transaction()`, which holds PGlite's transaction lock until the main thread sends `end`;
 * queries of other requests wait on that lock here, exactly as they did in the main thread.
 * This file and pglite-worker-errors.ts import only PGlite and node built-ins: they are bundled
 * to dist/platform/pglite-worker.js for production.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { serializeError, startFailure } from './pglite-worker-errors.ts';
import type {
  PgliteReady,
  PgliteReply,
  PgliteRequest,
  PgliteWorkerData,
} from './pglite-worker-protocol.ts';

const port = parentPort!;
const options = workerData as PgliteWorkerData;

function reply(message: PgliteReply): void {
  // A dump (a Uint8Array of the whole data directory) is moved to the main thread, not copied.
  const transfer =
    message.ok && message.value instanceof Uint8Array ? [message.value.buffer as ArrayBuffer] : [];
  try {
    port.postMessage(message, transfer);
  } catch (err) {
    // A value that cannot be cloned (none of PostgreSQL's types should be) is an error answer.
    port.postMessage({ id: message.id, ok: false, error: serializeError(err) });
  }
}

const keepText = (value: unknown) => value;
const rawParsers = (types: number[]) => Object.fromEntries(types.map((type) => [type, keepText]));

/** Settings go after PGlite's own start parameters, so a later `-c` wins. */
function startParams(settings: Record<string, string> = {}): string[] {
  const extra = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return [...PGlite.defaultStartParams, ...extra];
}

interface OpenTransaction {
  tx: Transaction;
  /** Lets `pg.transaction()`'s callback return (commit) or throw (rollback). */
  finish: (commit: boolean) => void;
  done: Promise<void>;
}

/** Thrown inside `pg.transaction()` so that PGlite rolls back; not an error for the caller. */
const ROLLBACK = Symbol('rollback');

async function main() {
  let pg: PGlite;
  // What PostgreSQL prints while it starts: when it refuses the data directory, PGlite's error
  // says only that it failed, and these lines say why (startFailure). Kept until PGlite is open.
  let startLog: string[] | null = [];
  const keepStartLine = (line: string) => {
    // The last lines say what went wrong; a long recovery's LOG lines are not kept in memory.
    if (startLog && startLog.push(line) > 50) startLog.shift();
    return false; // Nothing more to do: PGlite itself prints these only in debug mode.
  };
  try {
    pg = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ? new Blob([readFileSync(options.loadDataDir)]) : undefined,
      initialMemory: options.initialMemory,
      startParams: startParams(options.settings),
      onStderr: keepStartLine,
    });
  } catch (err) {
    const error = startFailure(options.dataDir, err, startLog ?? []);
    port.postMessage({ ready: false, error } satisfies PgliteReady);
    return;
  }
  startLog = null;
  const transactions = new Map<number, OpenTransaction>();

  /** Transactions whose BEGIN is under way: their statements wait for it. */
  const opening = new Map<number, Promise<void>>();

  /** Opens transaction `id` (PGlite's lock, then BEGIN); rejects when BEGIN failed. */
  function begin(id: number): Promise<void> {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    let opened!: () => void;
    let failed!: (err: unknown) => void;
    const open = new Promise<void>((resolve, reject) => {
      opened = resolve;
      failed = reject;
    });
    const done = pg.transaction(async (tx) => {
      transactions.set(id, { tx, finish, done });
      opened();
      if (!(await decided)) throw ROLLBACK;
    });
    done.then(
      () => transactions.delete(id),
      (err: unknown) => {
        transactions.delete(id);
        // Settles nothing once open; before, BEGIN itself failed and the first statement says so.
        failed(err);
      },
    );
    opening.set(id, open);
    const settled = () => void opening.delete(id);
    open.then(settled, settled);
    return open;
  }

  /** The transaction a statement runs in, opened first when the statement carries its BEGIN. */
  async function transactionOf(id: number, opens: boolean): Promise<Transaction> {
    if (opens) await begin(id);
    else await opening.get(id);
    const open = transactions.get(id);
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  }

  async function handle(request: PgliteRequest): Promise<unknown> {
    switch (request.op) {
      case 'query':
      case 'exec': {
        const target =
          request.tx === undefined ? pg : await transactionOf(request.tx, request.begin === true);
        const parsers = rawParsers(request.rawTypes);
        if (request.op === 'exec') return await target.exec(request.sql, { parsers });
        return await target.query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers,
        });
      }
      case 'end': {
        await opening.get(request.tx)?.catch(() => undefined);
        const open = transactions.get(request.tx);
        if (!open) throw new Error('Transaction is closed');
        open.finish(request.commit);
        await open.done.catch((err: unknown) => {
          if (err !== ROLLBACK) throw err;
        });
        return null;
      }
      case 'gc':
        // server.ts asks once it listens: start-up (initdb on a first start, migrations) leaves
        // buffers for a major GC an idle worker may not run for hours. `npm start` passes
        // --expose-gc, which worker threads share; elsewhere this does nothing.
        (globalThis as { gc?: () => void }).gc?.();
        return null;
      case 'dump': {
        // A checkpoint first, so that a restored copy has little WAL to replay. Then the copy,
        // under PGlite's transaction lock (which every statement outside a transaction takes
        // too): no transaction is open while the files are read, and sales wait only for the
        // copy, not for its compression (done by the caller). See ADR 079.
        await pg.exec('checkpoint');
        const tar = await pg._runExclusiveTransaction(() => pg.dumpDataDir('none'));
        return new Uint8Array(await tar.arrayBuffer());
      }
      case 'close':
        await pg.close();
        return null;
    }
  }

  port.on('message', (request: PgliteRequest) => {
    handle(request).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (err: unknown) => reply({ id: request.id, ok: false, error: serializeError(err) }),
    );
  });
  port.postMessage({ ready: true } satisfies PgliteReady);
}

void main();
