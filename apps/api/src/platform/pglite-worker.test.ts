import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements, openDatabase, type Database } from './db.ts';
import { isDatabaseUnavailable } from './db-errors.ts';
import type { PgliteWorkerClient } from './pglite-worker-client.ts';

/*
 * PGlite in its worker thread (ADR 035) against PGlite in this thread: the same answers, the
 * same transactions, and a stopped worker is a 503-class error, never a hang.
 */

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const clientOf = (database: Database) =>
  (database.db as unknown as { $client: PgliteWorkerClient }).$client;

const EVERY_TYPE = sql`select 12.30::numeric(14,2) as money, 9007199254740993::int8 as big,
  42::int4 as int, 1.5::float8 as float, true as yes, null::text as nothing,
  '2026-03-01 10:00:00+00'::timestamptz as at, '2026-03-01 10:00:00'::timestamp as local,
  '2026-03-01'::date as day, '1 day 02:00'::interval as span,
  '{"a": [1, "b", null], "n": 1.10}'::jsonb as doc, array[1.10, 2.00]::numeric[] as amounts,
  array['x', null, 'z'] as texts, array['2026-03-01 10:00+00']::timestamptz[] as ats,
  '\\x00ff'::bytea as bytes, gen_random_uuid() is not null as uuid_ok`;

describe('PGlite in a worker thread', () => {
  let dir: string;
  let worker: Database;
  let inThread: Database;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-pglite-worker-'));
    worker = await openDatabase({ kind: 'pglite', dataDir: dir });
    inThread = await openDatabase({ kind: 'pglite', client: await PGlite.create() });
    for (const database of [worker, inThread]) {
      await database.db.execute(
        sql`create table t (id integer primary key, amount numeric(14,2) not null)`,
      );
    }
  });
  afterAll(async () => {
    await worker.close();
    await inThread.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every type exactly as PGlite in this thread does', async () => {
    const [a, b] = await Promise.all([worker, inThread].map((d) => d.db.execute(EVERY_TYPE)));
    expect(rowsOf(a)).toEqual(rowsOf(b));
    const row = rowsOf(a)[0]!;
    // Money stays a string; drizzle keeps timestamps as PostgreSQL's text.
    expect(row.money).toBe('12.30');
    expect(row.big).toBe(9007199254740993n);
    expect(row.at).toBe('2026-03-01 10:00:00+00');
    expect(row.doc).toEqual({ a: [1, 'b', null], n: 1.1 });
    expect(row.amounts).toBe('{1.10,2.00}');
    expect(row.bytes).toEqual(new Uint8Array([0, 255]));
  });

  it('keeps an interactive transaction exclusive, and rolls back on an error', async () => {
    let outside: Promise<unknown> | undefined;
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1, 1.10)`);
      // Another request's query while the transaction is open waits for its commit.
      outside = worker.db.execute(sql`select count(*)::int as n from t`);
      await sleep(100);
      await tx.execute(sql`insert into t values (2, 2.20)`);
    });
    expect(rowsOf(await outside)).toEqual([{ n: 2 }]);

    const failed = worker.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (3, 3.30)`);
      await tx.execute(sql`insert into t values (1, 0)`);
    });
    await expect(failed).rejects.toMatchObject({ cause: { code: '23505', table: 't' } });
    const rows = await worker.db.execute(sql`select id, amount from t order by id`);
    expect(rowsOf(rows)).toEqual([
      { id: 1, amount: '1.10' },
      { id: 2, amount: '2.20' },
    ]);
  });

  it('sends BEGIN with the first statement, and releases the lock when that statement fails', async () => {
    const thread = clientOf(worker).workerForTests!;
    const post = thread.postMessage.bind(thread);
    const sent: string[] = [];
    thread.postMessage = (message: { op: string }) => {
      sent.push(message.op);
      post(message);
    };
    try {
      await worker.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (50, 5.50)`);
        await tx.execute(sql`update t set amount = 5.55 where id = 50`);
      });
      // No message of its own for BEGIN: the worker holds the lock for no round trip of it.
      expect(sent).toEqual(['query', 'query', 'end']);
      await expect(
        worker.db.transaction(async (tx) => {
          await tx.execute(sql`insert into t values (50, 0)`);
        }),
      ).rejects.toMatchObject({ cause: { code: '23505' } });
      // A transaction that sends nothing opens nothing.
      sent.length = 0;
      await worker.db.transaction(async () => undefined);
      expect(sent).toEqual([]);
    } finally {
      thread.postMessage = post;
    }
    const rows = await worker.db.execute(sql`select amount from t where id = 50`);
    expect(rowsOf(rows)).toEqual([{ amount: '5.55' }]);
    await worker.db.execute(sql`delete from t where id = 50`);
  });

  it('rolls back to a savepoint and counts BEGIN and COMMIT', async () => {
    const { statements } = await countStatements(() =>
      worker.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (4, 4.40)`);
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`insert into t values (4, 0)`);
          })
          .catch(() => undefined);
      }),
    );
    // BEGIN, insert, savepoint, insert, rollback to savepoint, COMMIT.
    expect(statements).toBe(6);
    const rows = await worker.db.execute(sql`select amount from t where id = 4`);
    expect(rowsOf(rows)).toEqual([{ amount: '4.40' }]);
  });

  it('stays ready while a long query runs, and answers the probe without queueing', async () => {
    await worker.db.execute(sql`select 1`);
    const long = worker.db.execute(sql`select pg_sleep(1.5)`);
    await sleep(50);
    const started = performance.now();
    expect(await worker.answers(2_000)).toBe(true);
    expect(performance.now() - started).toBeLessThan(100);
    // The main thread's event loop is free meanwhile.
    const tick = performance.now();
    await sleep(10);
    expect(performance.now() - tick).toBeLessThan(200);
    await long;
  });

  it('answers a stopped worker with a database-unavailable error, then starts a new one', async () => {
    // The thread ends (as on a crash) with a query in flight.
    const stopping = clientOf(worker).workerForTests!.terminate();
    const err = await worker.db.execute(sql`select count(*) from t`).then(
      () => null,
      (e: unknown) => e,
    );
    await stopping;
    expect(isDatabaseUnavailable(err)).toBe(true);
    // The data directory is opened again: committed rows are there.
    const rows = await worker.db.execute(sql`select count(*)::int as n from t`);
    expect(rowsOf(rows)).toEqual([{ n: 3 }]);
  });

  it('stays down when its database lived only in the stopped worker', async () => {
    const memory = await openDatabase({ kind: 'pglite' });
    await clientOf(memory).workerForTests!.terminate();
    await sleep(50);
    const err = await memory.db.execute(sql`select 1`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(await memory.answers(500)).toBe(false);
    await memory.close();
  });

  it('closes durably: a new worker on the directory finds every committed row', async () => {
    await worker.db.execute(sql`insert into t values (5, 5.50)`);
    await worker.close();
    worker = await openDatabase({ kind: 'pglite', dataDir: dir });
    const rows = await worker.db.execute(sql`select count(*)::int as n from t`);
    expect(rowsOf(rows)).toEqual([{ n: 4 }]);
  });
});
