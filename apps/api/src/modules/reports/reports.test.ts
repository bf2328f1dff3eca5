import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockReport } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import {
  createItem,
  createShop,
  setBusinessSettings,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';

describe('stock report', () => {
  let t: TestContext;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const report = async (s: Shop = shop) => {
    const res = await t.app.inject({
      method: 'GET',
      url: s.url('/reports/stock'),
      headers: s.owner.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as StockReport;
  };

  it('answers zeros for an empty business', async () => {
    const empty = await report(await createShop(t));
    expect(empty).toMatchObject({
      currency: 'NGN',
      totals: {
        stockValueAtCost: 0,
        stockValueAtPrice: 0,
        potentialProfit: 0,
        itemCount: 0,
        unitCount: 0,
        lowStockCount: 0,
        outOfStockCount: 0,
      },
      byCategory: [],
      lowStock: [],
      outOfStock: [],
    });
  });

  it('values stock exactly at cost and price, by category, with low and out-of-stock items', async () => {
    await setBusinessSettings(t, shop, { allowNegativeStock: true, lowStockThreshold: 4 });
    const cat = await t.app.inject({
      method: 'POST',
      url: shop.url('/categories'),
      headers: shop.owner.headers,
      payload: { name: 'Drinks' },
    });
    const drinks = cat.json().category.id as string;
    const empty = await t.app.inject({
      method: 'POST',
      url: shop.url('/categories'),
      headers: shop.owner.headers,
      payload: { name: 'Empty' },
    });
    // Floats would drift on these: 0.1 + 0.2 and 3 * 33.33.
    await createItem(t, shop, {
      name: 'Water',
      categoryId: drinks,
      stock: 3,
      cost: 33.33,
      price: 40.1,
    });
    await createItem(t, shop, {
      name: 'Juice',
      categoryId: drinks,
      stock: 2,
      cost: 0.1,
      price: 0.2,
      lowStockThreshold: 1,
    });
    await createItem(t, shop, { name: 'Soap', stock: 0, cost: 1, price: 2 });
    const owed = await createItem(t, shop, { name: 'Owed', stock: 0, cost: 5, price: 9 });
    await t.app.inject({
      method: 'POST',
      url: shop.url('/stock'),
      headers: shop.owner.headers,
      payload: { productId: owed.id, quantity: -2, type: 'adjustment' },
    });

    const r = await report();
    expect(r.totals).toEqual({
      stockValueAtCost: 100.19, // 3 * 33.33 + 2 * 0.10
      stockValueAtPrice: 120.7, // 3 * 40.10 + 2 * 0.20
      potentialProfit: 20.51,
      itemCount: 4,
      unitCount: 5,
      lowStockCount: 1, // Water: 3 <= 4 (Juice's own threshold is 1)
      outOfStockCount: 2, // Soap at 0, Owed at -2
    });
    expect(r.byCategory).toEqual([
      {
        categoryId: drinks,
        categoryName: 'Drinks',
        stockValueAtCost: 100.19,
        stockValueAtPrice: 120.7,
        potentialProfit: 20.51,
        itemCount: 2,
        unitCount: 5,
        lowStockCount: 1,
        outOfStockCount: 0,
      },
      expect.objectContaining({
        categoryId: empty.json().category.id,
        itemCount: 0,
        stockValueAtCost: 0,
      }),
      expect.objectContaining({
        categoryId: null,
        categoryName: null,
        itemCount: 2,
        outOfStockCount: 2,
      }),
    ]);
    expect(r.lowStock.map((i) => i.name)).toEqual(['Water']);
    expect(r.outOfStock.map((i) => [i.name, i.stock])).toEqual([
      ['Owed', -2],
      ['Soap', 0],
    ]);
  });
});
