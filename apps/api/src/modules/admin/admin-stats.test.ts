import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, inventoryItems, sales, shopOrders } from '#src/db/schema/index.ts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import { createBusinessRow } from '#test/businesses.ts';
import { call } from '../auth/test-support.ts';

describe('admin statistics', () => {
  let t: TestContext;
  let admin: TestUser;
  const NOW = new Date('2026-06-15T12:00:00.000Z');
  let receipt = 0;

  async function sale(businessId: string, total: string, soldAt: Date) {
    receipt += 1;
    await t.database.db.insert(sales).values({
      businessId,
      receiptNumber: receipt,
      receiptCode: `R${receipt}`,
      subtotal: total,
      total,
      amountPaid: total,
      paymentMethod: 'cash',
      soldAt,
      createdAt: soldAt,
    });
  }

  beforeAll(async () => {
    t = await createTestContext();
    admin = await createUser(t, {
      adminRole: 'admin',
      createdAt: new Date(NOW.getTime() - 200 * DAY),
    });
    const owner = await createUser(t, { createdAt: new Date(NOW.getTime() - 2 * DAY) });
    // Sessions start on the real clock (token expiry); the server's clock then moves.
    t.clock.set(NOW);
    const naira = await createBusinessRow(t, owner, { currency: 'NGN' });
    const dollars = await createBusinessRow(t, owner, {
      currency: 'USD',
      createdAt: new Date(NOW.getTime() - 30 * DAY),
    });
    // 0.10 + 0.20 is not 0.30 in floating point; the totals must still be exact.
    await sale(naira.id, '0.10', new Date('2026-06-15T08:00:00.000Z'));
    await sale(naira.id, '0.20', new Date('2026-06-15T09:00:00.000Z'));
    await sale(naira.id, '1234567.89', new Date('2026-06-14T23:59:59.000Z'));
    await sale(dollars.id, '19.99', new Date('2026-06-14T00:00:00.000Z'));
    await sale(dollars.id, '0.01', new Date('2026-05-01T10:00:00.000Z'));
    // Older than the 90-day series: counted in the totals only.
    await sale(dollars.id, '100.00', new Date('2026-01-01T10:00:00.000Z'));
    await t.database.db.insert(inventoryItems).values([
      { businessId: naira.id, name: 'Rice' },
      { businessId: naira.id, name: 'Beans' },
      { businessId: dollars.id, name: 'Soap' },
    ]);
    await t.database.db
      .insert(customers)
      .values({ businessId: naira.id, name: 'Ada', createdAt: new Date(NOW.getTime() - DAY) });
    await t.database.db.insert(shopOrders).values({
      businessId: naira.id,
      reference: 'ABC123',
      customerName: 'Ada',
      customerPhone: '+2348000000000',
      fulfilment: 'pickup',
      lines: [],
      subtotal: '5.00',
      total: '5.00',
      createdAt: new Date(NOW.getTime() - DAY),
    });
  });
  afterAll(() => t.close());

  it('answers SPEC counts and recent, exact to the cent per currency', async () => {
    const res = await call(t, { method: 'GET', url: '/api/admin/stats', token: admin.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({
      users: 2,
      businesses: 2,
      inventory: 3,
      sales: 6,
      customers: 1,
      total_sales_amount: { NGN: 1234568.19, USD: 120 },
    });
    // Last 7 days: the owner, the naira business, four sales, one order.
    expect(body.recent).toEqual({ users: 1, businesses: 1, sales: 4, orders: 1 });
    expect(body.recent_days).toBe(7);
  });

  it('has 90 UTC days of sign-ups, sales per currency and active businesses', async () => {
    const body = (
      await call(t, { method: 'GET', url: '/api/admin/stats', token: admin.token })
    ).json();
    expect(body.series).toHaveLength(90);
    expect(body.series[89].date).toBe('2026-06-15');
    expect(body.series[0].date).toBe('2026-03-18');
    const day = (d: string) => body.series.find((p: { date: string }) => p.date === d);
    expect(day('2026-06-15')).toEqual({
      date: '2026-06-15',
      signups: 0,
      sales: 2,
      sales_amount: { NGN: 0.3 },
      active_businesses: 1,
    });
    expect(day('2026-06-14')).toEqual({
      date: '2026-06-14',
      signups: 0,
      sales: 2,
      sales_amount: { NGN: 1234567.89, USD: 19.99 },
      active_businesses: 2,
    });
    expect(day('2026-06-13')).toMatchObject({ signups: 1, sales: 0, sales_amount: {} });
    expect(day('2026-05-01')).toMatchObject({ sales: 1, sales_amount: { USD: 0.01 } });
    const seriesSales = body.series.reduce((n: number, p: { sales: number }) => n + p.sales, 0);
    expect(seriesSales).toBe(5);
  });

  it('answers one day, today by default', async () => {
    const today = await call(t, {
      method: 'GET',
      url: '/api/admin/stats/daily',
      token: admin.token,
    });
    expect(today.statusCode).toBe(200);
    expect(today.json()).toEqual({
      date: '2026-06-15',
      users: 0,
      businesses: 1,
      sales: 2,
      sales_amount: { NGN: 0.3 },
      orders: 0,
      active_businesses: 1,
      customers: 0,
    });
    const before = await call(t, {
      method: 'GET',
      url: '/api/admin/stats/daily?date=2026-06-14',
      token: admin.token,
    });
    expect(before.json()).toMatchObject({
      date: '2026-06-14',
      sales: 2,
      sales_amount: { NGN: 1234567.89, USD: 19.99 },
      orders: 1,
      customers: 1,
      active_businesses: 2,
    });
    const bad = await call(t, {
      method: 'GET',
      url: '/api/admin/stats/daily?date=2026-13-45',
      token: admin.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});
