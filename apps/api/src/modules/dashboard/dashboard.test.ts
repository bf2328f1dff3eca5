import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, InventoryItem } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import {
  createItem,
  createShop,
  setBusinessSettings,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';

/*
 * Wednesday 2027-03-17, noon in New York (the clock is in the future: session tokens are
 * checked against the real time). Today, this week from Monday the 15th and this month, each
 * against the period before up to the same point.
 */
describe('dashboard', () => {
  let t: TestContext;
  let shop: Shop;
  let p: InventoryItem;
  let q: InventoryItem;
  let out: InventoryItem;
  const sales: Record<string, string> = {};

  const dashboard = async (s: Shop = shop) => {
    const res = await t.app.inject({
      method: 'GET',
      url: s.url('/dashboard'),
      headers: s.owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Dashboard;
  };

  beforeAll(async () => {
    t = await createTestContext();
    t.clock.set(new Date('2027-03-17T16:00:00Z'));
    shop = await createShop(t);
    await setBusinessSettings(t, shop, { timezone: 'America/New_York', lowStockThreshold: 5 });
    p = await createItem(t, shop, { name: 'Pens', price: 10, cost: 4, stock: 30 });
    q = await createItem(t, shop, { name: 'Quills', price: 50, cost: 30, stock: 3 });
    out = await createItem(t, shop, { name: 'Rulers', price: 2, stock: 0 });
    await createItem(t, shop, { name: 'Zips', price: 1, stock: 100, lowStockThreshold: 50 });
    const ada = await createCustomer(t, shop, { name: 'Ada Obi' });
    const ben = await createCustomer(t, shop, { name: 'Ben Eze', phone: '+234 803 000 0000' });
    const sell = async (
      key: string,
      soldAt: string,
      item: InventoryItem,
      quantity: number,
      extra: object = {},
    ) => {
      const sale = await recordSale(t, shop, {
        items: [{ productId: item.id, quantity }],
        soldAt,
        ...extra,
      });
      sales[key] = sale.id;
    };
    await sell('m1', '2027-02-16T10:00:00-05:00', p, 1);
    await sell('m2', '2027-02-18T10:00:00-05:00', p, 1, {
      paymentMethod: 'credit',
      customerId: ben.id,
    });
    await sell('m3', '2027-03-03T10:00:00-05:00', p, 1);
    await sell('w1', '2027-03-08T10:00:00-05:00', p, 1);
    await sell('w2', '2027-03-11T10:00:00-05:00', p, 1);
    await sell('y1', '2027-03-16T08:00:00-04:00', p, 1);
    await sell('y2', '2027-03-16T13:00:00-04:00', p, 3);
    await sell('t1', '2027-03-17T09:00:00-04:00', p, 2);
    await sell('t2', '2027-03-17T11:59:00-04:00', q, 1, {
      paymentMethod: 'credit',
      customerId: ada.id,
      amountPaid: 10,
    });
    const pay = await t.app.inject({
      method: 'POST',
      url: shop.url(`/customers/${ada.id}/payments`),
      headers: shop.owner.headers,
      payload: { amount: 15, method: 'cash' },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    for (const [amount, date] of [
      [5, '2027-03-17'],
      [7, '2027-03-16'],
      [11, '2027-03-08'],
      [13, '2027-03-11'],
      [17, '2027-02-17'],
      [19, '2027-02-18'],
      [23, '2027-03-03'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: shop.url('/expenses'),
        headers: shop.owner.headers,
        payload: { amount, date, category: 'supplies', paymentMethod: 'cash' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('compares today, this week and this month with the period before up to the same point', async () => {
    const d = await dashboard();
    expect(d).toMatchObject({
      currency: 'NGN',
      timezone: 'America/New_York',
      generatedAt: '2027-03-17T16:00:00.000Z',
    });
    expect(d.today).toEqual({
      from: '2027-03-17',
      revenue: 70,
      grossProfit: 32,
      salesCount: 2,
      expenses: 5,
      netProfit: 27,
      // Yesterday until noon: the 8:00 sale, not the 13:00 one; the day's expenses.
      previous: {
        from: '2027-03-16',
        to: '2027-03-16',
        revenue: 10,
        grossProfit: 6,
        salesCount: 1,
        expenses: 7,
        netProfit: -1,
      },
    });
    expect(d.week).toEqual({
      from: '2027-03-15',
      revenue: 110,
      grossProfit: 56,
      salesCount: 4,
      expenses: 12,
      netProfit: 44,
      // Last Monday until Wednesday noon: not Thursday's sale nor its expense.
      previous: {
        from: '2027-03-08',
        to: '2027-03-10',
        revenue: 10,
        grossProfit: 6,
        salesCount: 1,
        expenses: 11,
        netProfit: -5,
      },
    });
    expect(d.month).toEqual({
      from: '2027-03-01',
      revenue: 140,
      grossProfit: 74,
      salesCount: 7,
      expenses: 59,
      netProfit: 15,
      previous: {
        from: '2027-02-01',
        to: '2027-02-17',
        revenue: 10,
        grossProfit: 6,
        salesCount: 1,
        expenses: 17,
        netProfit: -11,
      },
    });
  });

  it('lists what needs attention: low stock, recent sales and what customers owe', async () => {
    const d = await dashboard();
    expect(d.lowStock).toEqual([
      {
        id: out.id,
        name: 'Rulers',
        sku: null,
        unit: null,
        stock: 0,
        threshold: 5,
        imageUrl: null,
      },
      { id: q.id, name: 'Quills', sku: null, unit: null, stock: 2, threshold: 5, imageUrl: null },
    ]);
    expect(d.recentSales.map((s) => s.id)).toEqual(
      ['t2', 't1', 'y2', 'y1', 'w2', 'w1', 'm3', 'm2', 'm1'].map((k) => sales[k]),
    );
    expect(d.recentSales[0]).toEqual({
      id: sales.t2,
      receiptNumber: 9,
      total: 50,
      customerName: 'Ada Obi',
      soldAt: '2027-03-17T15:59:00.000Z',
      paymentMethod: 'credit',
    });
    expect(d.recentSales[1]!.customerName).toBeNull();
    // Ada: 40 unpaid less 15 paid; Ben: a credit sale of 10.
    expect(d.outstandingBalances).toMatchObject({ total: 35, customerCount: 2 });
    expect(d.outstandingBalances.customers.map((c) => [c.name, c.balance])).toEqual([
      ['Ada Obi', 25],
      ['Ben Eze', 10],
    ]);
  });

  it('answers an empty business with zeros and a manager like the owner', async () => {
    const empty = await createShop(t);
    const d = await dashboard(empty);
    const zero = { revenue: 0, grossProfit: 0, salesCount: 0, expenses: 0, netProfit: 0 };
    expect(d.today).toMatchObject({ ...zero, previous: zero });
    expect(d.month).toMatchObject({ ...zero, from: '2027-03-01' });
    expect(d).toMatchObject({
      timezone: 'UTC',
      lowStock: [],
      recentSales: [],
      outstandingBalances: { total: 0, customerCount: 0, customers: [] },
    });
    const stranger = await createUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: shop.url('/dashboard'),
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'BUSINESS_NOT_FOUND' });
  });
});
