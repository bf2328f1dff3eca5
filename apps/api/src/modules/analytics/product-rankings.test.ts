import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import {
  createItem,
  createShop,
  setBusinessSettings,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { recordSale } from '#src/modules/sales/sales.fixtures.ts';
import { analyticsFigures } from './analytics.repo.ts';

/*
 * The three product rankings of analytics, for every top size from 1 to more than the products,
 * against the rankings of the raw lines with the reports' formula (round(sum(share), 2)), order
 * and ties included: random sales of products priced a cent apart, with sale discounts, so
 * revenues have remainders below a cent that round either way. A guard for any cheaper way of
 * ranking (ADR 047 tried integer cents and exact figures for candidate products only).
 * PRODUCT_RANKINGS_RUNS=100 for a longer search.
 */
const RUNS = Number(process.env.PRODUCT_RANKINGS_RUNS ?? 8);
const NOW = new Date('2027-01-01T10:00:00Z');
const TODAY = '2027-01-01';
/*
 * Dear products sold one at a time, priced a cent apart (close revenues, at the top by revenue
 * and profit) and cheap ones sold by the dozen (at the top by quantity): the rankings' tops
 * differ, so a ranking that leaves out a product that belongs shows in its own top.
 */
const PRICES = [33.33, 33.34, 33.35, 33.36, 66.67, 66.68, 1.01, 1.02, 1.03];
const bulk = (product: number) => PRICES[product]! < 2;
const RANGES = [
  { from: '2026-01-02', to: TODAY },
  { from: '2026-12-03', to: '2026-12-31' },
];

const sale = fc.record({
  items: fc.array(
    fc.record({
      product: fc.nat({ max: PRICES.length - 1 }),
      quantity: fc.integer({ min: 1, max: 12 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  discount: fc.option(
    fc.integer({ min: 1, max: 299 }).map((c) => c / 100),
    { nil: undefined },
  ),
  /** Up to 29 days back (a sale is at most 30 days old): December and this year's first day. */
  minutesAgo: fc.integer({ min: 0, max: 29 * 24 * 60 }),
});

type Ranked = { productId: string; quantity: number; revenue: number; profit: number }[];

describe('product rankings', () => {
  let t: TestContext;
  let shop: Shop;
  let items: InventoryItem[];

  beforeAll(async () => {
    t = await createTestContext();
    t.clock.set(NOW);
    shop = await createShop(t);
    await setBusinessSettings(t, shop, { timezone: 'UTC' });
    items = [];
    for (const [i, price] of PRICES.entries()) {
      items.push(
        await createItem(t, shop, {
          name: `P${i}`,
          price,
          cost: Math.round(price * 50) / 100,
          stock: 100_000,
        }),
      );
    }
  });
  afterAll(() => t.close());

  /** The three rankings from the raw lines, as the reports ranked them before the rollups. */
  async function rankedFromLines(from: string, to: string, top: number) {
    const order = {
      byRevenue: 'revenue desc, quantity desc, product_id',
      byQuantity: 'quantity desc, revenue desc, product_id',
      byProfit: 'profit desc, revenue desc, product_id',
    };
    const ranked: Record<string, Ranked> = {};
    for (const [ranking, by] of Object.entries(order)) {
      const result = await t.database.db.execute(sql`
        with sums as (
          select i.product_id, sum(i.quantity)::integer as quantity,
                 round(sum(case when s.discount > 0
                                then i.line_total * ((s.subtotal - s.discount) / s.subtotal)
                                else i.line_total end), 2) as revenue,
                 sum(i.quantity * i.cost) as cogs
          from sales s join sale_items i on i.sale_id = s.id
          where s.business_id = ${shop.businessId}
            and (s.sold_at at time zone 'UTC')::date between ${from}::date and ${to}::date
          group by 1
        )
        select coalesce(json_agg(json_build_object('productId', product_id, 'quantity', quantity,
                 'revenue', revenue, 'profit', revenue - cogs) order by ${sql.raw(by)}), '[]') as rows
        from (select *, revenue - cogs as profit from sums order by ${sql.raw(by)} limit ${top}) x`);
      ranked[ranking] = (result as unknown as { rows: { rows: Ranked }[] }).rows[0]!.rows;
    }
    return ranked;
  }

  it('equal the rankings of the raw lines for every top size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sale, { minLength: 1, maxLength: 6 }), async (sales) => {
        for (const s of sales) {
          const lines = s.items.map((l) => ({
            product: l.product,
            quantity: bulk(l.product) ? l.quantity : 1,
          }));
          // A discount is less than the subtotal (a cheap line alone can be under 3.00).
          const subtotalCents = lines.reduce(
            (sum, l) => sum + Math.round(PRICES[l.product]! * 100) * l.quantity,
            0,
          );
          await recordSale(t, shop, {
            items: lines.map((l) => ({ productId: items[l.product]!.id, quantity: l.quantity })),
            discount:
              s.discount === undefined
                ? undefined
                : Math.min(Math.round(s.discount * 100), subtotalCents - 1) / 100,
            soldAt: new Date(NOW.getTime() - s.minutesAgo * 60_000).toISOString(),
          });
        }
        for (const range of RANGES) {
          for (let top = 1; top <= PRICES.length + 1; top++) {
            const figures = await analyticsFigures(
              t.database.db,
              {
                businessId: shop.businessId,
                timezone: 'UTC',
                ...range,
                granularity: 'month',
                today: TODAY,
              },
              range,
              top,
            );
            const read = Object.fromEntries(
              Object.entries(figures.products).map(([ranking, rows]) => [
                ranking,
                rows.map(({ productId, quantity, revenue, profit }) => ({
                  productId,
                  quantity,
                  revenue,
                  profit,
                })),
              ]),
            );
            expect(read, `${range.from}..${range.to} top ${top}`).toEqual(
              await rankedFromLines(range.from, range.to, top),
            );
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
  it('ranks first a product whose revenue is a cent short in whole cents but rounds up', async () => {
    const other = await createShop(t);
    await setBusinessSettings(t, other, { timezone: 'UTC' });
    const item = (name: string, price: number, cost: number) =>
      createItem(t, other, { name, price, cost, stock: 1_000 });
    const a = await item('A', 5, 1);
    const b = await item('B', 19.99, 0);
    const c = await item('C', 10, 0);
    const d = await item('D', 0.1, 0);
    // 0.01 off 20.00 is 0.9995 of each line: A 10.00 -> 9.995 (999 cents and a
    // half), rounded 10.00 like B's 10.00 (whole cents), and A sold 2 to B's 1: A is first.
    await recordSale(t, other, {
      items: [
        { productId: a.id, quantity: 2 },
        { productId: c.id, quantity: 1 },
      ],
      discount: 0.01,
    });
    await recordSale(t, other, { items: [{ productId: b.id, quantity: 1, discount: 9.99 }] });
    // The top by quantity, so that A is not first by quantity as well.
    await recordSale(t, other, { items: [{ productId: d.id, quantity: 50 }] });
    const range = { from: TODAY, to: TODAY };
    const figures = await analyticsFigures(
      t.database.db,
      { businessId: other.businessId, timezone: 'UTC', ...range, granularity: 'day', today: TODAY },
      range,
      1,
    );
    expect(figures.products.byRevenue).toEqual([
      { productId: a.id, name: 'A', quantity: 2, revenue: 10, profit: 8 },
    ]);
    expect(figures.products.byQuantity.map((p) => p.name)).toEqual(['D']);
    expect(figures.products.byProfit.map((p) => p.revenue)).toEqual([10]);
  });
});
