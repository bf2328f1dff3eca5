import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem, ReorderSuggestion } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import {
  createItem,
  createShop,
  setBusinessSettings,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { recordSale } from '#src/modules/sales/sales.fixtures.ts';
import { createSupplier } from './purchasing.fixtures.ts';

const NOW = new Date('2027-05-10T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 3600 * 1000).toISOString();

describe('reorder suggestions', () => {
  let t: TestContext;
  let shop: Shop;
  let steady: InventoryItem;
  let fast: InventoryItem;
  let low: InventoryItem;
  let plenty: InventoryItem;
  let old: InventoryItem;
  let supplierId: string;

  const suggestions = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: shop.url(`/reorder-suggestions${query}`),
      headers: shop.owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().suggestions as ReorderSuggestion[];
  };
  const sell = (item: InventoryItem, quantity: number, at: string) =>
    recordSale(t, shop, { items: [{ productId: item.id, quantity }], soldAt: at });

  beforeAll(async () => {
    t = await createTestContext();
    t.clock.set(NOW);
    shop = await createShop(t);
    await setBusinessSettings(t, shop, { lowStockThreshold: 5 });
    supplierId = (await createSupplier(t, shop)).id;
    // 28 sold in the last 28 days: 1 a day, 20 left -> 20 days.
    steady = await createItem(t, shop, {
      name: 'Steady',
      price: 1,
      stock: 48,
      lowStockThreshold: 2,
      supplierId,
    });
    await sell(steady, 14, daysAgo(20));
    await sell(steady, 14, daysAgo(1));
    // 56 in 28 days: 2 a day, 10 left -> 5 days.
    fast = await createItem(t, shop, {
      name: 'Fast',
      price: 1,
      cost: 3,
      stock: 66,
      lowStockThreshold: 2,
    });
    await sell(fast, 56, daysAgo(3));
    // At its low-stock level, never sold.
    low = await createItem(t, shop, { name: 'Low', price: 1, stock: 3 });
    plenty = await createItem(t, shop, { name: 'Plenty', price: 1, stock: 100 });
    // Sold 40 days ago only: no rate.
    old = await createItem(t, shop, { name: 'Old', price: 1, stock: 90 });
    // (Sales are refused more than 30 days back: the clock goes back to record it.)
    t.clock.set(new Date(daysAgo(40)));
    await sell(old, 40, daysAgo(40));
    t.clock.set(NOW);
  });
  afterAll(() => t.close());

  it('suggests items at their low-stock level or running out within the days asked', async () => {
    const within14 = await suggestions('?days=14');
    expect(within14).toEqual([
      {
        productId: fast.id,
        name: 'Fast',
        stock: 10,
        lowStockLevel: 2,
        dailyRate: 2,
        daysLeft: 5,
        // 14 days at 2 a day on top of the level (2), less the 10 on hand.
        suggestedQuantity: 20,
        cost: 3,
        supplierId: null,
      },
      {
        productId: low.id,
        name: 'Low',
        stock: 3,
        lowStockLevel: 5,
        dailyRate: 0,
        daysLeft: null,
        suggestedQuantity: 2,
        cost: 0,
        supplierId: null,
      },
    ]);
    const within30 = await suggestions('?days=30');
    expect(within30.map((s) => s.name)).toEqual(['Fast', 'Low', 'Steady']);
    expect(within30.find((s) => s.productId === steady.id)).toMatchObject({
      dailyRate: 1,
      daysLeft: 20,
      suggestedQuantity: 30 + 2 - 20,
      supplierId,
    });
    expect(within30.some((s) => [plenty.id, old.id].includes(s.productId))).toBe(false);
    // 14 is the default.
    expect(await suggestions()).toEqual(within14);
  });

  it('refuses a bad number of days', async () => {
    for (const days of ['0', '-3', 'abc', '1.5', '9999']) {
      const res = await t.app.inject({
        method: 'GET',
        url: shop.url(`/reorder-suggestions?days=${days}`),
        headers: shop.owner.headers,
      });
      expect(res.statusCode, days).toBe(400);
    }
  });
});
