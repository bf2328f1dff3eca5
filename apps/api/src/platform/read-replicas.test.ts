import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminHealthResponseSchema,
  type AdminHealthResponse,
  type Customer,
  type Dashboard,
  type InventoryItem,
  type Supplier,
} from '@app/contracts';
import {
  createTestCluster,
  sameDatabaseAt,
  TEST_DB_KIND,
  type TestCluster,
  type TestContext,
} from '#test/app.ts';
import { customers, inventoryItems, suppliers } from '#src/db/schema/index.ts';
import { createUser } from '#test/builders.ts';
import { call } from '#src/modules/auth/test-support.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { createSupplier } from '#src/modules/purchase-orders/purchasing.fixtures.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';
import type { ReadReplicas } from './read-replicas.ts';

/*
 * Reads on a streaming replica (ADR 080). Needs PostgreSQL (TEST_DB=postgres) and, for the
 * replica itself, TEST_READ_URL: a hot standby of TEST_DATABASE_URL's server (any database in
 * the URL; the test's own is used). `scripts/pg-scale-services.sh` starts one; CI does.
 */
const READ_URL = process.env.TEST_READ_URL;
// Room for a few requests on a loaded machine before a paused replica falls past the bound.
const MAX_LAG_MS = 3_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await wait(50);
  }
}

const dashboard = async (t: TestContext, shop: Shop) => {
  const res = await t.app.inject({
    method: 'GET',
    url: shop.url('/dashboard'),
    headers: shop.owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Dashboard;
};

/** The names a list route answers with, read on `t`. */
const listed = async (t: TestContext, shop: Shop, path: string, key: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: shop.url(path),
    headers: shop.owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json()[key] as Array<{ name: string }>).map((row) => row.name);
};

/** GET /admin/health on `t`, as a super admin made there. */
const health = async (t: TestContext): Promise<AdminHealthResponse> => {
  const admin = await createUser(t, { adminRole: 'super_admin' });
  const res = await call(t, { method: 'GET', url: '/api/admin/health', token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).not.toContain('s3cret');
  return AdminHealthResponseSchema.parse(res.json());
};

const replicasOf = (t: TestContext) => t.database.replicas as ReadReplicas;

describe.skipIf(TEST_DB_KIND !== 'postgres')('a read replica that does not answer', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    // Nothing listens on port 1: every health check fails.
    cluster = await createTestCluster(1, {}, () => ({
      readUrls: ['postgres://postgres:s3cret@127.0.0.1:1/x'],
    }));
  });
  afterAll(() => cluster?.close());

  it('is skipped: reads answer from the primary, never an error', async () => {
    const [t] = cluster.nodes as [TestContext];
    const shop = await createShop(t);
    const item = await createItem(t, shop, { price: 5, stock: 10 });
    await recordSale(t, shop, { items: [{ productId: item.id, quantity: 1 }] });
    expect((await dashboard(t, shop)).today.salesCount).toBe(1);
    expect(replicasOf(t).states()).toEqual([expect.objectContaining({ up: false, usable: false })]);
    // The admin health names it without its user or password, down and skipped.
    expect((await health(t)).read_replicas).toEqual({
      max_lag_ms: 2_000,
      replicas: [{ name: '127.0.0.1:1/x', up: false, lag_ms: null, skipped: true }],
    });
  });
});

if (TEST_DB_KIND === 'postgres' && !READ_URL) {
  console.log('TEST_READ_URL is not set: reads on a streaming replica are not tested.');
}

describe.skipIf(TEST_DB_KIND !== 'postgres' || !READ_URL)('reads on a streaming replica', () => {
  let cluster: TestCluster;
  let a: TestContext;
  let b: TestContext;
  let standby: pg.Client;
  let seller: Shop;
  let quiet: Shop;
  let item: InventoryItem;
  let quietItem: InventoryItem;
  let quietCustomer: Customer;
  let quietSupplier: Supplier;

  const replay = (on: boolean) =>
    standby.query(on ? 'select pg_wal_replay_resume()' : 'select pg_wal_replay_pause()');

  beforeAll(async () => {
    cluster = await createTestCluster(2, {}, (url) => ({
      readUrls: [sameDatabaseAt(READ_URL!, url)],
      readMaxLagMs: MAX_LAG_MS,
    }));
    standby = new pg.Client({
      connectionString: sameDatabaseAt(READ_URL!, 'postgres:///postgres'),
    });
    await standby.connect();
    [a, b] = cluster.nodes as [TestContext, TestContext];
    seller = await createShop(a);
    quiet = await createShop(a);
    item = await createItem(a, seller, { name: 'Soap', price: 3, cost: 1, stock: 50 });
    quietItem = await createItem(a, quiet, { name: 'Candles', price: 2, stock: 5 });
    quietCustomer = await createCustomer(a, quiet, { name: 'Ada Obi' });
    quietSupplier = await createSupplier(a, quiet, { name: 'Mama Ngozi Wholesale' });
    await until(
      () =>
        [a, b].every((t) =>
          [seller, quiet].every((shop) => replicasOf(t).pick(shop.businessId) !== null),
        ),
      'the replica to catch up',
    );
  }, 60_000);

  afterAll(async () => {
    await standby?.query('select pg_wal_replay_resume()').catch(() => undefined);
    await standby?.end();
    await cluster?.close();
  });

  it('shows the replica in the admin health: up, its lag, in use', async () => {
    await until(() => replicasOf(b).pick(quiet.businessId) !== null, 'the replica to catch up');
    const { read_replicas } = await health(b);
    expect(read_replicas.max_lag_ms).toBe(MAX_LAG_MS);
    expect(read_replicas.replicas).toEqual([
      {
        name: expect.stringMatching(/^[^@/]+:\d+\/[^/?]+$/),
        up: true,
        lag_ms: expect.any(Number),
        skipped: false,
      },
    ]);
    expect(read_replicas.replicas[0]!.lag_ms).toBeLessThanOrEqual(MAX_LAG_MS);
  });

  it('serves a business without recent writes from the replica', async () => {
    await replay(false);
    try {
      // Written straight to the primary (no HTTP write, nobody told): the replica does not have
      // it, and within the lag bound the dashboard is read there.
      await a.database.db.execute(
        sql`update businesses set name = 'Renamed' where id = ${quiet.businessId}`,
      );
      expect(replicasOf(b).pick(quiet.businessId)).not.toBeNull();
      const result = await replicasOf(b).read(b.database.db, quiet.businessId, (db) =>
        db.execute(sql`select name from businesses where id = ${quiet.businessId}`),
      );
      const [row] = (result as unknown as { rows: Array<{ name: string }> }).rows;
      expect(row!.name).not.toBe('Renamed');
    } finally {
      await replay(true);
    }
  });

  it('serves the lists from the replica, and an item, customer or supplier added at once from the primary', async () => {
    await until(() => replicasOf(b).pick(quiet.businessId) !== null, 'the replica to catch up');
    await replay(false);
    try {
      // Renamed straight on the primary (nobody told): the lists are read on the replica.
      const db = a.database.db;
      await db
        .update(inventoryItems)
        .set({ name: 'Renamed item' })
        .where(eq(inventoryItems.id, quietItem.id));
      await db
        .update(customers)
        .set({ name: 'Renamed customer' })
        .where(eq(customers.id, quietCustomer.id));
      await db
        .update(suppliers)
        .set({ name: 'Renamed supplier' })
        .where(eq(suppliers.id, quietSupplier.id));
      expect(await listed(b, quiet, '/inventory', 'items')).toEqual(['Candles']);
      expect(await listed(b, quiet, '/customers', 'customers')).toEqual(['Ada Obi']);
      expect(await listed(b, quiet, '/suppliers', 'suppliers')).toEqual(['Mama Ngozi Wholesale']);

      // Added through instance A: B's lists and search show them at once (and, read on the
      // primary now, the renames too).
      await createItem(a, quiet, { name: 'Matches', price: 1 });
      await createCustomer(a, quiet, { name: 'Ben Otieno', phone: '+254 700 000 001' });
      await createSupplier(a, quiet, { name: 'Kano Traders', phone: '+234 803 111 3333' });
      expect(await listed(b, quiet, '/inventory', 'items')).toEqual(['Matches', 'Renamed item']);
      expect(await listed(b, quiet, '/inventory?search=match', 'items')).toEqual(['Matches']);
      expect(await listed(b, quiet, '/customers', 'customers')).toEqual([
        'Ben Otieno',
        'Renamed customer',
      ]);
      expect(await listed(b, quiet, '/customers?search=ben', 'customers')).toEqual(['Ben Otieno']);
      expect(await listed(b, quiet, '/suppliers', 'suppliers')).toEqual([
        'Kano Traders',
        'Renamed supplier',
      ]);
    } finally {
      await replay(true);
    }
  });

  it('shows a sale on the dashboard at once, on the other instance, with the replay paused', async () => {
    await until(() => replicasOf(b).pick(seller.businessId) !== null, 'the replica to catch up');
    await replay(false);
    try {
      const before = (await dashboard(b, seller)).today.salesCount;
      const sale = await recordSale(a, seller, { items: [{ productId: item.id, quantity: 2 }] });
      const after = await dashboard(b, seller);
      expect(after.today.salesCount).toBe(before + 1);
      expect(after.recentSales.map((s) => s.id)).toContain(sale.id);
      // The sales list (a list a replica may answer) and the receipt follow the write too.
      const list = await b.app.inject({
        method: 'GET',
        url: seller.url('/sales'),
        headers: seller.owner.headers,
      });
      expect(list.json().sales.map((s: { id: string }) => s.id)).toContain(sale.id);
      const one = await b.app.inject({
        method: 'GET',
        url: seller.url(`/sales/${sale.id}`),
        headers: seller.owner.headers,
      });
      expect(one.statusCode).toBe(200);
      // While the replay stays paused the replica falls past the lag bound: skipped for every
      // business, and reads still answer.
      await wait(MAX_LAG_MS + 500);
      expect(replicasOf(b).pick(quiet.businessId)).toBeNull();
      expect(replicasOf(b).states()[0]).toMatchObject({ up: true, usable: false });
      const [behind] = (await health(b)).read_replicas.replicas;
      expect(behind).toMatchObject({ up: true, skipped: true });
      expect(behind!.lag_ms).toBeGreaterThan(MAX_LAG_MS);
      expect((await dashboard(b, quiet)).today.salesCount).toBe(0);
    } finally {
      await replay(true);
    }
    // Replayed past the sale: the seller's reads may go to the replica again.
    await until(() => replicasOf(b).pick(seller.businessId) !== null, 'the replica to catch up');
    expect((await dashboard(b, seller)).today.salesCount).toBeGreaterThan(0);
  });
});
