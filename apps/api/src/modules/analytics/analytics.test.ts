import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics, InventoryItem } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import {
  createItem,
  createShop,
  setBusinessSettings,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';

/*
 * A business in New York (daylight saving time starts on 2027-03-14) with a 10% tax, and
 * sales at the edges of the range 2027-03-15 .. 2027-03-28 (the clock is in the future: session
 * tokens are checked against the real time). Every figure below is worked out
 * by hand from these sales and expenses.
 */
describe('analytics', () => {
  let t: TestContext;
  let shop: Shop;
  let items: Record<'a' | 'b' | 'c' | 'd', InventoryItem>;
  let ada: string;
  let ben: string;

  const get = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: shop.url(`/analytics${query}`),
      headers: shop.owner.headers,
    });
  const analytics = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Analytics;
  };
  const expense = async (amount: number, category: string, date: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/expenses'),
      headers: shop.owner.headers,
      payload: { amount, category, date, paymentMethod: 'cash' },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  beforeAll(async () => {
    t = await createTestContext();
    // Monday 2027-04-05, noon in New York: every sale below is less than 30 days old.
    t.clock.set(new Date('2027-04-05T16:00:00Z'));
    shop = await createShop(t);
    await setBusinessSettings(t, shop, { timezone: 'America/New_York', taxRate: 10 });
    items = {
      a: await createItem(t, shop, { name: 'Apples', price: 10, cost: 6, stock: 100 }),
      b: await createItem(t, shop, { name: 'Bread', price: 25, cost: 15, stock: 100 }),
      c: await createItem(t, shop, { name: 'Candles', price: 4, cost: 1, stock: 100 }),
      d: await createItem(t, shop, { name: 'Deluxe', price: 100, cost: 70, stock: 100 }),
    };
    ada = (await createCustomer(t, shop, { name: 'Ada' })).id;
    ben = (await createCustomer(t, shop, { name: 'Ben', phone: '+1 555 0100' })).id;
    const line = (k: keyof typeof items, quantity: number, extra: object = {}) => ({
      productId: items[k].id,
      quantity,
      ...extra,
    });
    // In the range: the first minutes of the first day and the last half hour of the last.
    await recordSale(t, shop, {
      items: [line('a', 2), line('b', 1)],
      customerId: ada,
      soldAt: '2027-03-15T00:05:00-04:00',
    });
    await recordSale(t, shop, {
      items: [line('c', 5, { discount: 2 }), line('a', 1)],
      discount: 7,
      paymentMethod: 'card',
      soldAt: '2027-03-17T14:30:00-04:00',
    });
    await recordSale(t, shop, {
      items: [line('b', 2), line('d', 1)],
      customerId: ben,
      paymentMethod: 'mobile_money',
      soldAt: '2027-03-23T09:15:00-04:00',
    });
    await recordSale(t, shop, {
      items: [line('a', 3)],
      customerId: ben,
      paymentMethod: 'credit',
      soldAt: '2027-03-28T23:30:00-04:00',
    });
    // Out: ten minutes into the day after; and ten minutes before the first day (previous).
    await recordSale(t, shop, { items: [line('c', 1)], soldAt: '2027-03-29T00:10:00-04:00' });
    await recordSale(t, shop, { items: [line('b', 1)], soldAt: '2027-03-14T23:50:00-04:00' });
    await recordSale(t, shop, {
      items: [line('a', 1)],
      customerId: ada,
      paymentMethod: 'transfer',
      soldAt: '2027-03-10T12:00:00-05:00',
    });
    await expense(100, 'rent', '2027-03-15');
    await expense(12.35, 'transport', '2027-03-28');
    await expense(40, 'rent', '2027-03-14');
    await expense(9.99, 'other', '2027-03-29');
    // History stays: a new cost does not rewrite the cost of goods sold, a deleted product
    // keeps the name it was sold under.
    const put = await t.app.inject({
      method: 'PUT',
      url: shop.url(`/inventory/${items.a.id}`),
      headers: shop.owner.headers,
      payload: { cost: 8 },
    });
    expect(put.statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: shop.url(`/inventory/${items.d.id}`),
      headers: shop.owner.headers,
    });
    expect(del.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('answers every figure of the range, in the business time zone, exactly', async () => {
    const a = await analytics('?from=2027-03-15&to=2027-03-28');
    expect(a).toMatchObject({
      from: '2027-03-15',
      to: '2027-03-28',
      granularity: 'day',
      currency: 'NGN',
      timezone: 'America/New_York',
      // Without tax: 45 + 21 + 150 + 30. Cost at the time of sale: 27 + 11 + 100 + 18.
      revenue: 246,
      cogs: 156,
      grossProfit: 90,
      expenses: 112.35,
      netProfit: -22.35,
      salesCount: 4,
      averageSale: 61.5,
      previous: {
        from: '2027-03-01',
        to: '2027-03-14',
        revenue: 35,
        cogs: 21,
        grossProfit: 14,
        expenses: 40,
        netProfit: -26,
        salesCount: 2,
        averageSale: 17.5,
      },
    });
    expect(a.series).toHaveLength(14);
    expect(a.series.filter((p) => p.salesCount > 0 || p.expenses > 0)).toEqual([
      {
        period: '2027-03-15',
        revenue: 45,
        cogs: 27,
        grossProfit: 18,
        expenses: 100,
        netProfit: -82,
        salesCount: 1,
      },
      {
        period: '2027-03-17',
        revenue: 21,
        cogs: 11,
        grossProfit: 10,
        expenses: 0,
        netProfit: 10,
        salesCount: 1,
      },
      {
        period: '2027-03-23',
        revenue: 150,
        cogs: 100,
        grossProfit: 50,
        expenses: 0,
        netProfit: 50,
        salesCount: 1,
      },
      {
        period: '2027-03-28',
        revenue: 30,
        cogs: 18,
        grossProfit: 12,
        expenses: 12.35,
        netProfit: -0.35,
        salesCount: 1,
      },
    ]);
    expect(a.series[1]).toEqual({
      period: '2027-03-16',
      revenue: 0,
      cogs: 0,
      grossProfit: 0,
      expenses: 0,
      netProfit: 0,
      salesCount: 0,
    });
  });

  it('ranks products by revenue, quantity and profit, with the sale discount shared out', async () => {
    const { topProducts } = await analytics('?from=2027-03-15&to=2027-03-28');
    const apples = {
      productId: items.a.id,
      name: 'Apples',
      quantity: 6,
      revenue: 57.5,
      profit: 21.5,
    };
    const bread = { productId: items.b.id, name: 'Bread', quantity: 3, revenue: 75, profit: 30 };
    // Sale 2: 7 off 28 is a quarter off each line: candles 18 -> 13.50, apples 10 -> 7.50.
    const candles = {
      productId: items.c.id,
      name: 'Candles',
      quantity: 5,
      revenue: 13.5,
      profit: 8.5,
    };
    const deluxe = { productId: null, name: 'Deluxe', quantity: 1, revenue: 100, profit: 30 };
    expect(topProducts.byRevenue).toEqual([deluxe, bread, apples, candles]);
    expect(topProducts.byQuantity).toEqual([apples, candles, bread, deluxe]);
    expect(topProducts.byProfit).toEqual([deluxe, bread, apples, candles]);
  });

  it('answers customers, payment methods and hours of the day', async () => {
    const a = await analytics('?from=2027-03-15&to=2027-03-28');
    expect(a.topCustomers).toEqual([
      { customerId: ben, name: 'Ben', salesCount: 2, revenue: 180 },
      { customerId: ada, name: 'Ada', salesCount: 1, revenue: 45 },
    ]);
    expect(a.byPaymentMethod).toEqual([
      { paymentMethod: 'mobile_money', salesCount: 1, revenue: 150 },
      { paymentMethod: 'cash', salesCount: 1, revenue: 45 },
      { paymentMethod: 'credit', salesCount: 1, revenue: 30 },
      { paymentMethod: 'card', salesCount: 1, revenue: 21 },
    ]);
    expect(a.byHour).toHaveLength(24);
    expect(a.byHour.map((h) => h.hour)).toEqual([...Array(24).keys()]);
    expect(a.byHour.filter((h) => h.salesCount > 0)).toEqual([
      { hour: 0, salesCount: 1, revenue: 45 },
      { hour: 9, salesCount: 1, revenue: 150 },
      { hour: 14, salesCount: 1, revenue: 21 },
      { hour: 23, salesCount: 1, revenue: 30 },
    ]);
  });

  it('groups by week from Monday and by month, empty periods included', async () => {
    const weeks = await analytics('?from=2027-03-15&to=2027-03-28&granularity=week');
    expect(weeks.series).toEqual([
      {
        period: '2027-03-15',
        revenue: 66,
        cogs: 38,
        grossProfit: 28,
        expenses: 100,
        netProfit: -72,
        salesCount: 2,
      },
      {
        period: '2027-03-22',
        revenue: 180,
        cogs: 118,
        grossProfit: 62,
        expenses: 12.35,
        netProfit: 49.65,
        salesCount: 2,
      },
    ]);
    // A month from the 12th: the periods start on the 1st; only the days in range count.
    const months = await analytics('?from=2027-02-17&to=2027-03-16&granularity=month');
    expect(months.series.map((p) => [p.period, p.revenue, p.salesCount, p.expenses])).toEqual([
      ['2027-02-01', 0, 0, 0],
      ['2027-03-01', 80, 3, 140],
    ]);
    expect(months.previous).toMatchObject({ from: '2027-01-20', to: '2027-02-16', revenue: 0 });
  });

  it('counts the last day to its last minute and not a minute of the next', async () => {
    const lastDay = await analytics('?from=2027-03-28&to=2027-03-28');
    expect(lastDay).toMatchObject({ revenue: 30, salesCount: 1, expenses: 12.35 });
    expect(lastDay.previous).toMatchObject({ from: '2027-03-27', to: '2027-03-27', revenue: 0 });
    const nextDay = await analytics('?from=2027-03-29&to=2027-03-29');
    expect(nextDay).toMatchObject({ revenue: 4, cogs: 1, salesCount: 1, expenses: 9.99 });
    expect(nextDay.previous).toMatchObject({ revenue: 30, salesCount: 1 });
  });

  it('defaults to the last 30 days by day, and refuses ranges it cannot answer', async () => {
    const recent = await analytics('');
    expect(recent).toMatchObject({ from: '2027-03-07', to: '2027-04-05', granularity: 'day' });
    expect(recent.series).toHaveLength(30);
    expect(recent.salesCount).toBe(7);
    expect((await analytics('?from=2026-04-06&to=2027-04-05')).granularity).toBe('week');
    expect((await analytics('?from=2025-01-01&to=2027-04-05')).granularity).toBe('month');
    const cases: [string, string, string][] = [
      ['?from=2027-03-15&to=2027-03-14', 'to', 'The end of the range cannot be before its start'],
      ['?from=2023-01-01&to=2027-04-05', 'from', 'Choose a range of at most 1096 days'],
      [
        '?from=2026-01-01&to=2027-04-05&granularity=day',
        'granularity',
        'Day by day covers at most 366 days: choose week or month',
      ],
      ['?from=2027-02-30', 'from', 'Use a date (YYYY-MM-DD)'],
      ['?granularity=year', 'granularity', 'Granularity must be one of day, week, month'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details, query).toEqual([{ field, message }]);
    }
  });

  it("keeps each sale's cost of goods through an edit of its lines, of its note, and a delete", async () => {
    const day = '?from=2027-04-01&to=2027-04-01';
    // Apples cost 8 since the edit above; Bread 15.
    const sale = await recordSale(t, shop, {
      items: [{ productId: items.a.id, quantity: 2 }],
      soldAt: '2027-04-01T10:00:00-04:00',
    });
    expect(await analytics(day)).toMatchObject({ revenue: 20, cogs: 16, grossProfit: 4 });
    const edit = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: shop.url(`/sales/${sale.id}`),
        headers: shop.owner.headers,
        payload,
      });
    expect((await edit({ note: 'Paid at the door' })).statusCode).toBe(200);
    expect(await analytics(day)).toMatchObject({ revenue: 20, cogs: 16 });
    const res = await edit({ items: [{ productId: items.b.id, quantity: 3 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await analytics(day)).toMatchObject({ revenue: 75, cogs: 45, grossProfit: 30 });
    const del = await t.app.inject({
      method: 'DELETE',
      url: shop.url(`/sales/${sale.id}`),
      headers: shop.owner.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(await analytics(day)).toMatchObject({ revenue: 0, cogs: 0, salesCount: 0 });
  });
});
