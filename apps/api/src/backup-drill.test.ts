import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Sale } from '@app/contracts';
import { buildApp } from '#src/app.ts';
import { parseConfig } from '#src/config/env.ts';
import { pgToolsInstalled } from '#src/platform/backup.ts';
import { openDatabase, type Database } from '#src/platform/db.ts';
import {
  createItem,
  createShop,
  stockMismatches,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { createTestDatabase, TEST_DB_KIND, type TestContext } from '#test/app.ts';
import { adminUrl } from '#test/global-setup.ts';
import { startServer, type ServerProcess } from '#test/server-process.ts';
import { allSalesOverHttp, sellOverHttp, stockOverHttp } from '#test/shop-over-http.ts';

/*
 * The restore drill of docs/operations.md, as CI runs it (ADR 079): the compiled
 * server records a stream of sales; `npm run backup` (dist/backup.js) runs in the middle of the
 * stream; the backup is restored with dist/restore.js into a fresh data directory (PGlite) or a
 * fresh, empty database (PostgreSQL); a server started on it shows every sale acknowledged
 * before the backup began, none sent after it ended, each exactly as the first server had it,
 * and stock that matches those sales and the sum of the stock entries.
 */

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const OPENING_STOCK = 10_000;
const CLIENTS = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Attempt {
  id: string;
  productId: string;
  quantity: number;
  sentAt: number;
}

/** Runs one of the compiled commands (dist/backup.js, dist/restore.js) as an operator would. */
function command(
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join('dist', file), ...args], {
      cwd: API_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** On PostgreSQL the drill needs pg_dump and pg_restore (the commands refuse without them). */
const canRun = TEST_DB_KIND === 'pglite' || pgToolsInstalled();
if (!canRun) console.warn('pg_dump/pg_restore are not installed: the PostgreSQL drill is skipped');

describe.skipIf(!canRun)(`backup drill on ${TEST_DB_KIND}`, () => {
  let database: (Database & { drop: () => Promise<void>; url?: string }) | undefined;
  let work: string;
  let env: Record<string, string>;
  let shop: Shop;
  let products: string[];
  let server: ServerProcess | undefined;
  /** PostgreSQL: the empty database the backup is restored into. */
  let restoredDb: { name: string; url: string } | undefined;

  /** The real app in this process, only to seed the owner, the shop and its products. */
  async function seed(db: Database) {
    const config = parseConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: db, logger: false });
    await app.ready();
    const clock = { now: () => new Date() };
    const t = { app, database: db, config, clock } as unknown as TestContext;
    shop = await createShop(t);
    products = [];
    for (const name of ['Rice 5kg', 'Palm oil']) {
      products.push((await createItem(t, shop, { name, price: 3.5, stock: OPENING_STOCK })).id);
    }
    await app.close();
  }

  async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl(inject('templateUrl')) });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'shopbook-drill-'));
    env = {
      NODE_ENV: 'production',
      DATA_DIR: path.join(work, 'data'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent',
      DATABASE_URL: '',
    };
    if (TEST_DB_KIND === 'postgres') {
      database = await createTestDatabase();
      env.DATABASE_URL = database.url!;
      await seed(database);
    } else {
      mkdirSync(env.DATA_DIR!, { recursive: true });
      const client = await PGlite.create(path.join(env.DATA_DIR!, 'db'), {
        loadDataDir: new Blob([readFileSync(inject('templateTarball'))]),
      });
      const db = await openDatabase({ kind: 'pglite', client });
      await seed(db);
      await db.close();
    }
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database?.drop();
    if (restoredDb) {
      await admin((c) => c.query(`drop database if exists "${restoredDb!.name}" with (force)`));
    }
    rmSync(work, { recursive: true, force: true });
  });

  const sell = (base: string, attempt: Attempt) => sellOverHttp(base, shop, attempt);

  const allSales = (base: string) => allSalesOverHttp(base, shop);
  const stockOf = (base: string, productId: string) => stockOverHttp(base, shop, productId);

  const summary = (sales: Sale[]) =>
    new Map(sales.map((s) => [s.id, { receiptNumber: s.receiptNumber, total: s.total }]));

  it('backs up a server while it sells, restores it into an empty database, and it matches', async () => {
    const started = performance.now();
    server = startServer(env);
    const base = await server.ready;

    // The stream: clients recording sales one after another until told to stop.
    const acknowledged = new Map<string, Attempt>();
    let stopping = false;
    const client = async () => {
      while (!stopping) {
        const attempt: Attempt = {
          id: randomUUID(),
          productId: products[Math.floor(Math.random() * products.length)]!,
          quantity: 1 + Math.floor(Math.random() * 3),
          sentAt: performance.now(),
        };
        const status = await sell(base, attempt);
        if (status !== 201 && status !== 200) throw new Error(`a sale answered ${status}`);
        acknowledged.set(attempt.id, attempt);
      }
    };
    const clients = Array.from({ length: CLIENTS }, () => client());
    const deadline = Date.now() + 20_000;
    while (acknowledged.size < 10 && Date.now() < deadline) await sleep(10);

    // The backup, in the middle of the stream.
    const backupFile = path.join(work, `backup-${TEST_DB_KIND}`);
    const beforeBackup = new Set(acknowledged.keys());
    const backupStarted = performance.now();
    const backup = await command('backup.js', ['--out', backupFile], env);
    const backupEnded = performance.now();
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.output).toMatch(
      TEST_DB_KIND === 'pglite' ? /through the running server/ : /pg_dump/,
    );
    // The stream went on after the backup: a few more sales, then stop.
    const afterCount = acknowledged.size + 5;
    while (acknowledged.size < afterCount && Date.now() < deadline + 20_000) await sleep(10);
    stopping = true;
    await Promise.all(clients);
    const sentDuringBackup = [...acknowledged.values()].filter(
      (a) => a.sentAt > backupStarted && a.sentAt < backupEnded,
    ).length;
    // The server kept selling while the backup ran (PGlite: it waits only for the copy itself).
    expect(sentDuringBackup).toBeGreaterThan(0);
    const original = summary(await allSales(base));
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    server = undefined;

    // The restore: into a fresh data directory, or a fresh empty database.
    const restoredEnv: Record<string, string> = { ...env, DATA_DIR: path.join(work, 'restored') };
    if (TEST_DB_KIND === 'postgres') {
      const url = new URL(inject('templateUrl'));
      const name = `${url.pathname.slice(1)}_t_r${randomBytes(5).toString('hex')}`;
      await admin((c) => c.query(`create database "${name}"`));
      url.pathname = `/${name}`;
      restoredDb = { name, url: url.toString() };
      restoredEnv.DATABASE_URL = restoredDb.url;
    }
    const restore = await command('restore.js', [backupFile], restoredEnv);
    expect(restore).toMatchObject({ code: 0 });
    // Never over data: a second restore into the same place is refused, with the reason.
    const again = await command('restore.js', [backupFile], restoredEnv);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(
      TEST_DB_KIND === 'pglite' ? /is not empty: restore only goes into an empty/ : /table\(s\)/,
    );

    server = startServer(restoredEnv);
    const restoredBase = await server.ready;
    const restoredSales = await allSales(restoredBase);
    const restored = summary(restoredSales);
    const missing = [...beforeBackup].filter((id) => !restored.has(id));
    const afterBackup = [...acknowledged.values()]
      .filter((a) => a.sentAt > backupEnded && restored.has(a.id))
      .map((a) => a.id);
    const different = [...restored].filter(
      ([id, sale]) => JSON.stringify(original.get(id)) !== JSON.stringify(sale),
    );
    expect({ missing, afterBackup, different }).toEqual({
      missing: [],
      afterBackup: [],
      different: [],
    });
    expect(restored.size).toBe(restoredSales.length);
    // Receipt numbers with no gap: the backup holds a prefix of the business's history.
    const receipts = restoredSales.map((s) => s.receiptNumber).sort((a, b) => a - b);
    expect(receipts).toEqual(receipts.map((_, i) => receipts[0]! + i));
    for (const productId of products) {
      const sold = restoredSales
        .flatMap((s) => s.items)
        .filter((line) => line.productId === productId)
        .reduce((sum, line) => sum + line.quantity, 0);
      expect({ productId, stock: await stockOf(restoredBase, productId) }).toEqual({
        productId,
        stock: OPENING_STOCK - sold,
      });
    }
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    server = undefined;

    // The restored database itself: stock equals the sum of its entries, totals add up.
    const db =
      TEST_DB_KIND === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: restoredDb!.url, poolSize: 1 })
        : await openDatabase({ kind: 'pglite', dataDir: restoredEnv.DATA_DIR });
    try {
      const t = { database: db } as unknown as TestContext;
      expect(await stockMismatches(t, shop.businessId)).toEqual([]);
      const [row] = (
        (await db.db.execute(sql`
          select count(*)::int as n, coalesce(sum(total), 0)::text as total from sales
          where business_id = ${shop.businessId}`)) as unknown as {
          rows: { n: number; total: string }[];
        }
      ).rows;
      const listed = restoredSales.reduce((sum, s) => sum + Math.round(s.total * 100), 0);
      expect({ n: row!.n, cents: Math.round(Number(row!.total) * 100) }).toEqual({
        n: restoredSales.length,
        cents: listed,
      });
    } finally {
      await db.close();
    }

    console.log(
      `backup drill on ${TEST_DB_KIND}: ${acknowledged.size} sales, ${beforeBackup.size} before ` +
        `the backup, ${sentDuringBackup} sent while it ran ` +
        `(${Math.round(backupEnded - backupStarted)} ms), ${restored.size} restored, ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 120_000);
});
