import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@app/api/src/platform/db.ts';
import { measureSaleFloor } from './floor.ts';

/*
 * npm run bench:pglite-hop -w @app/bench: what running PGlite in a worker thread (ADR 035) costs.
 * The same 4-statement sale (the raw floor of npm run bench) and a bare `select 1`, on PGlite
 * in this thread and on PGlite in its worker, both in memory, in one run.
 */

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUND_TRIPS = 2_000;
const log = (message: string) => console.log(message);

async function roundTripMicros(database: Database): Promise<number> {
  for (let i = 0; i < 200; i++) await database.db.execute(sql`select 1`);
  const started = performance.now();
  for (let i = 0; i < ROUND_TRIPS; i++) await database.db.execute(sql`select 1`);
  return ((performance.now() - started) * 1000) / ROUND_TRIPS;
}

async function measure(name: string, database: Database) {
  const selectOne = await roundTripMicros(database);
  const one = await measureSaleFloor(database, DURATION_S, 1);
  const ten = await measureSaleFloor(database, DURATION_S, 10);
  log(
    `${name}: select 1 ${selectOne.toFixed(0)} µs; sale, 1 caller ${one.rps.toFixed(0)}/s (p50 ${one.p50} ms); 10 callers ${ten.rps.toFixed(0)}/s (p50 ${ten.p50} ms, p99 ${ten.p99} ms)`,
  );
  await database.close();
  return { selectOne, one, ten };
}

const open = {
  inThread: async () => openDatabase({ kind: 'pglite', client: await PGlite.create() }),
  worker: () => openDatabase({ kind: 'pglite' }),
};
// Worker first, then this thread: the first PGlite of the process also pays the WASM warm-up.
await measure('PGlite in a worker (warm-up)', await open.worker());
const inThread = await measure('PGlite in this thread', await open.inThread());
const worker = await measure('PGlite in a worker  ', await open.worker());
const perSale = (a: number, b: number) => ((1 / b - 1 / a) * 1e6).toFixed(0);
log(
  `The hop: ${(worker.selectOne - inThread.selectOne).toFixed(0)} µs a statement; ` +
    `${perSale(inThread.one.rps, worker.one.rps)} µs a sale alone, ` +
    `${perSale(inThread.ten.rps, worker.ten.rps)} µs a sale at 10 callers ` +
    `(${((worker.ten.rps / inThread.ten.rps) * 100).toFixed(0)}% of the in-thread rate).`,
);
