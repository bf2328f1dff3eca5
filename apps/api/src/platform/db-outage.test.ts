import pg from 'pg';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sales } from '#src/db/schema/index.ts';
import { createTestContext, TEST_DB_KIND, type TestContext } from '#test/app.ts';
import { adminUrl } from '#test/global-setup.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';

/*
 * PostgreSQL going away under a running server (a restart, a failover, pg_terminate_backend):
 * the process stays up, requests answer 503 DATABASE_UNAVAILABLE (never 500), /api/health says
 * so, and sales go through again within 5 s of the database coming back; no acknowledged sale
 * is lost. PGlite runs in the process and cannot go away, hence PostgreSQL only.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(TEST_DB_KIND !== 'postgres')('database outage (PostgreSQL only)', () => {
  let t: TestContext;
  let shop: Shop;
  let itemId: string;
  let admin: pg.Client;
  let dbName: string;

  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
    itemId = (await createItem(t, shop, { price: 2, stock: 100_000 })).id;
    dbName = (
      (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows[0]!.name;
    // An operator's connection to the maintenance database, outside the app's pool.
    admin = new pg.Client({
      connectionString: adminUrl(t.database.pool!.options.connectionString!),
    });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database "${dbName}" allow_connections true`).catch(() => undefined);
    await admin.end();
    await t.close();
  });

  const terminateAppConnections = () =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [dbName],
    );
  // Each sale from its own address: three tills at full speed pass the per-address ceiling of 600
  // requests a minute within the test, and a 429 is not what this test looks at.
  let till = 0;
  const sell = () =>
    t.app.inject({
      method: 'POST',
      url: shop.url('/sales'),
      headers: shop.owner.headers,
      remoteAddress: `10.9.${(++till >> 8) & 255}.${till & 255}`,
      payload: { paymentMethod: 'cash', items: [{ productId: itemId, quantity: 1 }] },
    });

  it('keeps serving through terminated backends and loses no acknowledged sale', async () => {
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    const codes = new Set<string>();
    let stop = false;
    const seller = async () => {
      while (!stop) {
        const res = await sell();
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 201) acknowledged.push(res.json().sale.id as string);
        else codes.add(`${res.statusCode} ${res.json().errorCode} ${res.json().message}`);
      }
    };
    const sellers = [seller(), seller(), seller()];
    await sleep(1_000);
    for (let i = 0; i < 3; i++) {
      await terminateAppConnections();
      await sleep(700);
    }
    await sleep(1_000);
    stop = true;
    await Promise.all(sellers);

    expect([...codes].filter((c) => !c.startsWith('503 DATABASE_UNAVAILABLE '))).toEqual([]);
    expect([...statuses.keys()].every((s) => s === 201 || s === 503)).toBe(true);
    expect(acknowledged.length, JSON.stringify([...statuses])).toBeGreaterThan(5);
    const stored = await t.database.db
      .select({ id: sales.id })
      .from(sales)
      .where(inArray(sales.id, acknowledged));
    expect(stored).toHaveLength(acknowledged.length);
  });

  it('answers 503 while the database refuses connections, and recovers within 5 s', async () => {
    await admin.query(`alter database "${dbName}" allow_connections false`);
    await terminateAppConnections();
    try {
      const down = await sell();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ errorCode: 'DATABASE_UNAVAILABLE' });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      await sleep(1_000);
      expect(t.app.deps.bus.listening).toBe(false);
    } finally {
      await admin.query(`alter database "${dbName}" allow_connections true`);
    }
    const back = Date.now();
    await vi.waitFor(async () => expect((await sell()).statusCode).toBe(201), {
      timeout: 5_000,
      interval: 100,
    });
    expect(Date.now() - back).toBeLessThan(5_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // The realtime listener (and with it the job queue's wake-up) reconnects by itself.
    await vi.waitFor(() => expect(t.app.deps.bus.listening).toBe(true), { timeout: 6_000 });
  });
});
