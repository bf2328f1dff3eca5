import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { parseConfig } from '#src/config/env.ts';
import { openDatabase, type Database } from '#src/platform/db.ts';
import {
  createItem,
  createShop,
  stockMismatches,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { createTestDatabase, TEST_DB_KIND, type TestContext } from '#test/app.ts';
import { startServer, type ServerProcess } from '#test/server-process.ts';
import { allSalesOverHttp, sellOverHttp, stockOverHttp } from '#test/shop-over-http.ts';

/*
 * Crash safety: the compiled server is killed with SIGKILL at a random moment while
 * clients record sales, CRASH_ROUNDS times. After each restart every sale the server acknowledged
 * (2xx) is there, none is there twice (a phone re-sends the sales it got no answer for, with the
 * same id), and each product's stock is its opening stock less what the recorded sales took.
 * At the end, with the server stopped, the database itself: stock equals the sum of its entries.
 */

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 10);
/** Clients recording sales at once: several requests are in flight when the kill comes. */
const CLIENTS = 3;
const OPENING_STOCK = 100_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Attempt {
  id: string;
  productId: string;
  quantity: number;
}

describe('kill -9 while sales are recorded', () => {
  let database: (Database & { drop: () => Promise<void>; url?: string }) | undefined;
  let dataDir: string;
  let env: Record<string, string>;
  let shop: Shop;
  let products: string[];
  let server: ServerProcess | undefined;

  /** The real app in this process, only to seed the owner, the shop and its products. */
  async function seed(db: Database) {
    const config = parseConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: db, logger: false });
    await app.ready();
    const t = {
      app,
      database: db,
      config,
      clock: { now: () => new Date() },
    } as unknown as TestContext;
    shop = await createShop(t);
    products = [];
    for (const name of ['Rice 5kg', 'Palm oil', 'Sugar']) {
      products.push((await createItem(t, shop, { name, price: 3, stock: OPENING_STOCK })).id);
    }
    await app.close();
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shopbook-crash-'));
    env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent',
      DATABASE_URL: '',
    };
    if (TEST_DB_KIND === 'postgres') {
      database = await createTestDatabase();
      env.DATABASE_URL = database.url!;
      await seed(database);
    } else {
      // The server's own PGlite directory (DATA_DIR/db), from the suite's migrated template,
      // seeded and closed before the server starts.
      const client = await PGlite.create(path.join(dataDir, 'db'), {
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
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** One sale, as a phone sends it: its own id, which is also the idempotency key. */
  async function sell(base: string, attempt: Attempt): Promise<number | 'no answer'> {
    try {
      return await sellOverHttp(base, shop, attempt);
    } catch {
      return 'no answer';
    }
  }

  const allSales = (base: string) => allSalesOverHttp(base, shop);
  const stockOf = (base: string, productId: string) => stockOverHttp(base, shop, productId);

  /** What a restarted server must show: every acknowledged sale once, stock to match. */
  async function expectIntact(base: string, acknowledged: Map<string, Attempt>, round: number) {
    const sales = await allSales(base);
    const ids = sales.map((s) => s.id);
    const missing = [...acknowledged.keys()].filter((id) => !ids.includes(id));
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    const receipts = sales.map((s) => s.receiptNumber);
    const sameReceipt = receipts.filter((n, i) => receipts.indexOf(n) !== i);
    expect({ round, missing, twice, sameReceipt }).toEqual({
      round,
      missing: [],
      twice: [],
      sameReceipt: [],
    });
    for (const productId of products) {
      const sold = sales
        .flatMap((s) => s.items)
        .filter((line) => line.productId === productId)
        .reduce((sum, line) => sum + line.quantity, 0);
      expect({ round, productId, stock: await stockOf(base, productId) }).toEqual({
        round,
        productId,
        stock: OPENING_STOCK - sold,
      });
    }
    return sales.length;
  }

  it(`loses no acknowledged sale and records none twice over ${ROUNDS} kills`, async () => {
    const started = performance.now();
    const acknowledged = new Map<string, Attempt>();
    /** Sent, but the server died before answering: re-sent after the restart. */
    let unanswered: Attempt[] = [];
    let sent = 0;
    let recorded = 0;
    for (let round = 1; round <= ROUNDS + 1; round++) {
      server = startServer(env);
      const base = await server.ready;
      recorded = await expectIntact(base, acknowledged, round);
      if (round > ROUNDS) break;

      let killed = false;
      const retries = unanswered;
      unanswered = [];
      const client = async (c: number) => {
        // The first client re-sends what got no answer before the crash.
        const queue = c === 0 ? [...retries] : [];
        while (!killed) {
          const attempt = queue.shift() ?? {
            id: randomUUID(),
            productId: products[Math.floor(Math.random() * products.length)]!,
            quantity: 1 + Math.floor(Math.random() * 3),
          };
          sent++;
          const status = await sell(base, attempt);
          if (status === 200 || status === 201) acknowledged.set(attempt.id, attempt);
          else if (status === 'no answer') unanswered.push(attempt);
          else throw new Error(`round ${round}: a sale answered ${status}`);
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
      // The kill comes at a random moment of the stream: after a few sales went through (a
      // loaded machine answers slowly), then a random while later.
      const ackedBefore = acknowledged.size;
      const target = 1 + Math.floor(Math.random() * 10);
      const deadline = Date.now() + 20_000;
      while (acknowledged.size - ackedBefore < target && Date.now() < deadline) await sleep(5);
      await sleep(Math.random() * 300);
      server.child.kill('SIGKILL');
      const { signal } = await server.exited;
      killed = true;
      await Promise.all(clients);
      expect(signal).toBe('SIGKILL');
    }

    // Stopped cleanly, then the database itself: stock equals the sum of its entries.
    server!.child.kill('SIGTERM');
    expect((await server!.exited).code).toBe(0);
    server = undefined;
    const db = database ?? (await openDatabase({ kind: 'pglite', dataDir }));
    const t = { database: db } as unknown as TestContext;
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);
    const counted = (await db.db.execute(
      sql`select count(*)::int as n, count(distinct id)::int as d from sales
            where business_id = ${shop.businessId}`,
    )) as unknown as { rows: { n: number; d: number }[] };
    expect(counted.rows[0]).toEqual({ n: recorded, d: recorded });
    if (!database) await db.close();

    console.log(
      `crash safety on ${TEST_DB_KIND}: ${ROUNDS} kills, ${sent} sales sent, ` +
        `${acknowledged.size} acknowledged, ${recorded} recorded, ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 600_000);
});
