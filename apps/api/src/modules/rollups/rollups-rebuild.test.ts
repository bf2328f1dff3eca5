import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';
import {
  parseRebuildArgs,
  rebuildCommand,
  rebuildDatabaseUrl,
  USAGE,
} from '#src/rollups-rebuild.ts';
import { rollupDifferences } from './rollups.fixtures.ts';

/* The admin command: rollups damaged behind the triggers' back come back equal to the raw rows. */
describe('rollups:rebuild', () => {
  let t: TestContext;
  let shops: Shop[];

  async function sellIn(shop: Shop) {
    const item = await createItem(t, shop, { name: 'Tea', price: 3.3, cost: 1.1, stock: 100 });
    const customer = await createCustomer(t, shop);
    const credit = await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 3 }],
      discount: 1,
      customerId: customer.id,
      paymentMethod: 'credit',
    });
    const cash = await recordSale(t, shop, { items: [{ productId: item.id, quantity: 2 }] });
    // Refunds are rebuilt too (a credit one onto the balance, a cash one restocked).
    for (const [sale, method, restock] of [
      [credit, 'credit', false],
      [cash, 'cash', true],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: shop.url(`/sales/${sale.id}/refunds`),
        headers: shop.owner.headers,
        payload: { lines: [{ productId: item.id, quantity: 1 }], method, restock },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }

  /** What a bad restore or a bulk load with the triggers off would leave. */
  async function damage(shop: Shop) {
    const id = shop.businessId;
    await t.database.db.execute(sql`
      update rollup_days set revenue = revenue + 1, expenses = 7 where business_id = ${id}`);
    await t.database.db.execute(sql`delete from rollup_day_products where business_id = ${id}`);
    await t.database.db.execute(sql`delete from rollup_year_products where business_id = ${id}`);
    await t.database.db.execute(sql`
      update rollup_customers set total = total + 1, owed = 0 where business_id = ${id}`);
    await t.database.db.execute(sql`
      insert into rollup_day_hours (business_id, day, hour, sales_count, revenue)
      values (${id}, '2001-01-01', 3, 1, 9)`);
    await t.database.db.execute(sql`
      update rollup_utc_days set sales_count = sales_count + 2 where business_id = ${id}`);
  }

  beforeAll(async () => {
    t = await createTestContext();
    shops = [await createShop(t), await createShop(t)];
    for (const shop of shops) await sellIn(shop);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads one business id or --all, and refuses anything else', () => {
    expect(parseRebuildArgs(['--all'])).toEqual({ businessId: null });
    const id = shops[0]!.businessId;
    expect(parseRebuildArgs([id.toUpperCase()])).toEqual({ businessId: id });
    expect(parseRebuildArgs([])).toEqual({ error: USAGE });
    expect(parseRebuildArgs(['--all', id])).toEqual({ error: USAGE });
    expect(parseRebuildArgs(['shop-1'])).toEqual({ error: `not a business id: shop-1\n${USAGE}` });
  });

  it('connects straight to PostgreSQL when DATABASE_URL is a pooler', () => {
    const pooler = 'postgres://app@pgbouncer:6432/shop';
    const direct = 'postgres://app@db:5432/shop';
    expect(rebuildDatabaseUrl({})).toBeUndefined();
    expect(rebuildDatabaseUrl({ DATABASE_URL: ' ' })).toBeUndefined();
    expect(rebuildDatabaseUrl({ DATABASE_URL: direct })).toBe(direct);
    expect(rebuildDatabaseUrl({ DATABASE_URL: pooler, DATABASE_LISTEN_URL: direct })).toBe(direct);
    expect(rebuildDatabaseUrl({ DATABASE_URL: direct, DATABASE_LISTEN_URL: '' })).toBe(direct);
  });

  it('rebuilds one business from its raw rows, and only that one', async () => {
    const [first, second] = shops as [Shop, Shop];
    await damage(first);
    await damage(second);
    expect((await rollupDifferences(t.database.db, first.businessId)).length).toBeGreaterThan(0);

    const result = await rebuildCommand(t.database, first.businessId);
    expect(result.code).toBe(0);
    expect(result.message).toMatch(
      new RegExp(`^rollups rebuilt for ${first.businessId} in \\d+ ms$`),
    );
    expect(await rollupDifferences(t.database.db, first.businessId)).toEqual([]);
    expect((await rollupDifferences(t.database.db, second.businessId)).length).toBeGreaterThan(0);
  });

  it('rebuilds every business with --all, and says when a business does not exist', async () => {
    await damage(shops[0]!);
    const result = await rebuildCommand(t.database, null);
    expect(result.code).toBe(0);
    expect(result.message).toMatch(/^rollups rebuilt for \d+ business\(es\) in \d+ ms$/);
    for (const shop of shops) {
      expect(await rollupDifferences(t.database.db, shop.businessId)).toEqual([]);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await rebuildCommand(t.database, missing)).toEqual({
      code: 1,
      message: `no business ${missing}`,
    });
  });
});
