import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createItem, createShop } from '#src/modules/inventory/inventory.fixtures.ts';
import { recordSale } from '#src/modules/sales/sales.fixtures.ts';
import { warmAnalytics } from './analytics.warmup.ts';

/*
 * The start-up calls of analytics (ADR 042). What they buy is time (measured by the bench);
 * what is tested here is that they cannot harm a start: they work on a database with no business
 * at all, change nothing, and a database that cannot answer makes them reject (the server logs
 * that and goes on).
 */
describe('warmAnalytics', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const count = async (table: string) =>
    (
      (await t.database.db.execute(
        sql`select count(*)::integer as n from ${sql.identifier(table)}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

  it('calls analytics once on an empty database', async () => {
    expect(await count('businesses')).toBe(0);
    expect(await warmAnalytics(t.app.deps)).toHaveLength(1);
  });

  it('then three times on the figures of the business that sold last, and writes nothing', async () => {
    const shop = await createShop(t);
    const item = await createItem(t, shop, { name: 'Tea', price: 5, cost: 2, stock: 10 });
    await recordSale(t, shop, { items: [{ productId: item.id, quantity: 2 }] });
    const tables = ['sales', 'rollup_days', 'rollup_year_products', 'expenses'];
    const before = await Promise.all(tables.map(count));
    expect(await warmAnalytics(t.app.deps)).toHaveLength(4);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('rejects when the database cannot answer', async () => {
    const failing = {
      ...t.app.deps,
      db: { execute: () => Promise.reject(new Error('database unavailable')) },
    } as unknown as typeof t.app.deps;
    await expect(warmAnalytics(failing)).rejects.toThrow('database unavailable');
  });
});
