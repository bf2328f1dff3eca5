import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem, Sale } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer } from '#src/modules/sales/sales.fixtures.ts';
import {
  customerRangeDifferences,
  productRangeDifferences,
  rollupDifferences,
} from './rollups.fixtures.ts';

/*
 * Random sequences of writes through the API (sales with discounts and credit, at any time of
 * the last days so some fall either side of midnight in the business's time zone; edits of
 * their lines, discount, day and payment; deletes; payments; expenses made, edited and deleted;
 * refunds of part or all of a sale, on a later day too; a product deleted; the time zone
 * changed), after which every rollup row must equal its
 * recompute from the raw rows, to the cent. ROLLUPS_PROPERTY_RUNS=200 for a longer search.
 */
const RUNS = Number(process.env.ROLLUPS_PROPERTY_RUNS ?? 6);
// Early on New Year's day: the three days before reach into the previous month and year in
// every zone, so the day, month and year rollups all see sales either side of a boundary.
const NOW = new Date('2027-01-01T10:00:00Z');
const ZONES = ['America/New_York', 'Africa/Lagos', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC'];

const money = fc.integer({ min: 1, max: 50_000 }).map((cents) => cents / 100);
const line = fc.record({
  product: fc.nat({ max: 2 }),
  quantity: fc.integer({ min: 1, max: 4 }),
  discount: fc.option(
    fc.integer({ min: 0, max: 300 }).map((c) => c / 100),
    { nil: undefined },
  ),
});
const saleFields = {
  items: fc.array(line, { minLength: 1, maxLength: 3 }),
  discount: fc.option(
    fc.integer({ min: 0, max: 500 }).map((c) => c / 100),
    { nil: undefined },
  ),
  credit: fc.boolean(),
  /** One of two customers, or none (a walk-in sale is in no customer rollup). */
  customer: fc.constantFrom(0, 1, null),
  /** Minutes before now: up to three days back, so sales land on several local days. */
  minutesAgo: fc.integer({ min: 0, max: 3 * 24 * 60 }),
};
const command = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('sale' as const), ...saleFields }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      which: fc.nat(),
      items: fc.option(saleFields.items, { nil: undefined }),
      discount: saleFields.discount,
      minutesAgo: fc.option(saleFields.minutesAgo, { nil: undefined }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), which: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payment' as const), amount: money }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('expense' as const),
      amount: money,
      daysAgo: fc.nat({ max: 3 }),
      which: fc.option(fc.nat(), { nil: undefined }),
      remove: fc.boolean(),
    }),
  },
  {
    // Part or all of a sale given back, as cash or as credit, restocked or not, at a
    // time up to a day after now (a refund falls on its own day, maybe not the sale's).
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      which: fc.nat(),
      units: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 3, maxLength: 3 }),
      method: fc.constantFrom('cash', 'credit', 'card'),
      restock: fc.boolean(),
      minutesLater: fc.integer({ min: 0, max: 24 * 60 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('dropProduct' as const),
      product: fc.nat({ max: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('timezone' as const),
      zone: fc.constantFrom(...ZONES),
    }),
  },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

describe('rollups equal the raw rows', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
    t.clock.set(NOW);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function play(commands: Command[]) {
    const shop: Shop = await createShop(t);
    const send = async (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) => {
      const res = await t.app.inject({
        method,
        url: path.startsWith('/api') ? path : shop.url(path),
        headers: shop.owner.headers,
        ...(payload ? { payload } : {}),
      });
      // A write the API refuses (stock, a payment above what is owed) changes nothing: fine
      // here. A 500 is a failure.
      expect(res.statusCode, res.body).toBeLessThan(500);
      return res.statusCode < 300 ? (res.json() as Record<string, { id: string }>) : null;
    };
    const products: (InventoryItem | null)[] = [];
    for (const [i, [price, cost]] of [
      [10, 6],
      [2.35, 1.17],
      [99.99, 45.5],
    ].entries()) {
      products.push(await createItem(t, shop, { name: `P${i}`, price, cost, stock: 100_000 }));
    }
    const customer = (await createCustomer(t, shop, { name: 'Ada' })).id;
    const customers = [customer, (await createCustomer(t, shop, { name: 'Bola' })).id];
    const sales: string[] = [];
    const expenses: string[] = [];
    const items = (lines: { product: number; quantity: number; discount?: number }[]) =>
      lines.flatMap((l) => {
        const product = products[l.product];
        return product
          ? [{ productId: product.id, quantity: l.quantity, discount: l.discount }]
          : [];
      });
    const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * 60_000).toISOString();
    const day = (daysAgo: number) =>
      new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

    for (const c of commands) {
      if (c.kind === 'sale') {
        const lines = items(c.items);
        if (lines.length === 0) continue;
        const body = await send('POST', '/sales', {
          items: lines,
          discount: c.discount,
          soldAt: at(c.minutesAgo),
          customerId: c.customer === null ? undefined : customers[c.customer],
          // Credit needs a customer.
          paymentMethod: c.credit && c.customer !== null ? 'credit' : 'cash',
        });
        if (body) sales.push(body.sale!.id);
      } else if (c.kind === 'edit' && sales.length > 0) {
        const lines = c.items && items(c.items);
        await send('PUT', `/sales/${sales[c.which % sales.length]}`, {
          ...(lines && lines.length > 0 ? { items: lines } : {}),
          discount: c.discount,
          ...(c.minutesAgo === undefined ? {} : { soldAt: at(c.minutesAgo) }),
        });
      } else if (c.kind === 'delete' && sales.length > 0) {
        const [id] = sales.splice(c.which % sales.length, 1);
        await send('DELETE', `/sales/${id}`);
      } else if (c.kind === 'payment') {
        // At most what the customer owes (more is refused): part of it, or all of it.
        const res = await t.app.inject({
          method: 'GET',
          url: shop.url(`/customers/${customer}`),
          headers: shop.owner.headers,
        });
        const owed = Math.round(Number(res.json().customer.balance) * 100);
        const cents = Math.min(Math.round(c.amount * 100), owed);
        if (cents > 0) {
          await send('POST', `/customers/${customer}/payments`, {
            amount: cents / 100,
            method: 'cash',
          });
        }
      } else if (c.kind === 'expense') {
        if (c.which === undefined || expenses.length === 0) {
          const body = await send('POST', '/expenses', {
            amount: c.amount,
            category: 'rent',
            date: day(c.daysAgo),
            paymentMethod: 'cash',
          });
          if (body) expenses.push(body.expense!.id);
        } else if (c.remove) {
          const [id] = expenses.splice(c.which % expenses.length, 1);
          await send('DELETE', `/expenses/${id}`);
        } else {
          const id = expenses[c.which % expenses.length];
          await send('PUT', `/expenses/${id}`, { amount: c.amount, date: day(c.daysAgo) });
        }
      } else if (c.kind === 'refund' && sales.length > 0) {
        const id = sales[c.which % sales.length]!;
        const res = await t.app.inject({
          method: 'GET',
          url: shop.url(`/sales/${id}`),
          headers: shop.owner.headers,
        });
        const sale = res.json().sale as Sale;
        const lines = sale.items.flatMap((item, i) => {
          const units = Math.min(c.units[i % 3]!, item.quantity - item.refundedQuantity);
          return units > 0 ? [{ lineId: item.id, quantity: units }] : [];
        });
        if (lines.length === 0) continue;
        t.clock.set(new Date(NOW.getTime() + c.minutesLater * 60_000));
        await send('POST', `/sales/${id}/refunds`, {
          lines,
          method: c.method,
          restock: c.restock,
        });
        t.clock.set(NOW);
      } else if (c.kind === 'dropProduct') {
        const product = products[c.product];
        if (!product) continue;
        await send('DELETE', `/inventory/${product.id}`);
        products[c.product] = null;
      } else if (c.kind === 'timezone') {
        await send('PUT', `/api/businesses/${shop.businessId}`, { settings: { timezone: c.zone } });
      }
    }
    return shop;
  }

  it('after any sequence of sales, edits, deletes, refunds, payments, expenses and a time zone change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const shop = await play(commands);
        expect(await rollupDifferences(t.database.db, shop.businessId)).toEqual([]);
        // Ranges read as signed years, months and days (ADR 037), with sales in the parts
        // added and in the parts subtracted: a month plus edge days, a month less days at
        // either end, edge days only, a whole month, a whole year, a year less its last or its
        // first month, and two years with a month added and days subtracted. With a today
        // (ADR 044), the units after it count as empty, so a month or year is taken whole and
        // what follows today subtracted: here sales fall after that today, and still cancel.
        for (const [from, to, today] of [
          ['2026-11-28', '2027-01-01'],
          ['2026-12-02', '2027-01-01'],
          ['2026-11-15', '2026-12-30'],
          ['2027-01-02', '2027-01-31'],
          ['2026-12-30', '2027-01-01'],
          ['2026-12-01', '2026-12-31'],
          ['2026-01-01', '2026-12-31'],
          ['2026-01-01', '2026-11-30'],
          ['2027-02-01', '2027-12-31'],
          ['2025-12-03', '2027-01-30'],
          ['2026-01-01', '2026-11-20', '2026-11-20'],
          ['2026-12-01', '2026-12-15', '2026-12-15'],
          ['2025-12-16', '2026-12-15', '2026-12-15'],
        ] as const) {
          const db = t.database.db;
          expect(await productRangeDifferences(db, shop.businessId, from, to, today)).toEqual([]);
          expect(await customerRangeDifferences(db, shop.businessId, from, to, today)).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
