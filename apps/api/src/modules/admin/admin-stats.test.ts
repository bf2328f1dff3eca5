import { eq, sql } from 'drizzle-orm';
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

/**
 * The statistics read the UTC-day rollup (ADR 066) instead of the sales: every figure must stay
 * what a direct count over the sales gives, in a business whose own day is not UTC's, with sales
 * either side of the 7-day window's edge, later today, and after a sale is deleted or moved.
 */
describe('admin statistics equal a direct count over the sales', () => {
  let t: TestContext;
  let admin: TestUser;
  const NOW = new Date('2026-06-15T12:00:00.000Z');
  const sold: { id: string; businessId: string }[] = [];

  async function sale(businessId: string, total: string, soldAt: string) {
    const [row] = await t.database.db
      .insert(sales)
      .values({
        businessId,
        receiptNumber: sold.length + 1,
        receiptCode: `D${sold.length + 1}`,
        subtotal: total,
        total,
        amountPaid: total,
        paymentMethod: 'cash',
        soldAt: new Date(soldAt),
        createdAt: new Date(soldAt),
      })
      .returning({ id: sales.id });
    sold.push({ id: row!.id, businessId });
  }

  type Rows<T> = { rows: T[] };
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
  const byCurrency = (rows: { currency: string; amount: string }[]) =>
    Object.fromEntries(rows.map((r) => [r.currency, Number(r.amount)]));

  /** The figures straight from the sales, as the statements before ADR 066 read them. */
  async function direct(from: Date, to: Date) {
    const between = sql`sold_at >= ${from.toISOString()}::timestamptz and sold_at < ${to.toISOString()}::timestamptz`;
    const [counts] = await query<{ n: number; active: number }>(sql`
      select count(*)::int as n, count(distinct business_id)::int as active from sales where ${between}`);
    const amounts = await query<{ currency: string; amount: string }>(sql`
      select b.currency, sum(s.total)::text as amount from sales s join businesses b on b.id = s.business_id
      where ${between} group by 1`);
    return { sales: counts!.n, active: counts!.active, amounts: byCurrency(amounts) };
  }

  async function expectEqualToDirect() {
    const res = await call(t, { method: 'GET', url: '/api/admin/stats', token: admin.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const all = await direct(new Date('1970-01-01T00:00:00Z'), new Date('9999-01-01T00:00:00Z'));
    expect(body.counts.sales).toBe(all.sales);
    expect(body.counts.total_sales_amount).toEqual(all.amounts);
    const recent = await direct(new Date(NOW.getTime() - 7 * DAY), new Date(NOW.getTime() + 1));
    expect(body.recent.sales).toBe(recent.sales);
    for (const point of body.series as {
      date: string;
      sales: number;
      sales_amount: Record<string, number>;
      active_businesses: number;
    }[]) {
      const from = new Date(`${point.date}T00:00:00.000Z`);
      const day = await direct(from, new Date(from.getTime() + DAY));
      expect(point, point.date).toMatchObject({
        sales: day.sales,
        sales_amount: day.amounts,
        active_businesses: day.active,
      });
    }
    for (const date of ['2026-06-08', '2026-06-14', '2026-06-15']) {
      const daily = await call(t, {
        method: 'GET',
        url: `/api/admin/stats/daily?date=${date}`,
        token: admin.token,
      });
      const from = new Date(`${date}T00:00:00.000Z`);
      const day = await direct(from, new Date(from.getTime() + DAY));
      expect(daily.json(), date).toMatchObject({
        sales: day.sales,
        sales_amount: day.amounts,
        active_businesses: day.active,
      });
    }
    return body;
  }

  beforeAll(async () => {
    t = await createTestContext();
    admin = await createUser(t, { adminRole: 'admin' });
    const owner = await createUser(t);
    t.clock.set(NOW);
    // India is UTC+5:30: its local day starts at 18:30 UTC, so its own rollups' days are not UTC's.
    const india = await createBusinessRow(t, owner, {
      currency: 'INR',
      settings: { timezone: 'Asia/Kolkata' },
    });
    const lagos = await createBusinessRow(t, owner, {
      currency: 'NGN',
      settings: { timezone: 'Africa/Lagos' },
    });
    const utc = await createBusinessRow(t, owner, { currency: 'NGN' });
    await sale(india.id, '10.10', '2026-06-14T18:29:59.000Z');
    await sale(india.id, '20.20', '2026-06-14T18:30:00.000Z');
    await sale(india.id, '0.05', '2026-06-14T23:59:59.999Z');
    await sale(india.id, '7.00', '2026-06-15T00:00:00.000Z');
    // Either side of the 7-day window's start (2026-06-08T12:00Z).
    await sale(lagos.id, '1.11', '2026-06-08T11:59:59.999Z');
    await sale(lagos.id, '2.22', '2026-06-08T12:00:00.000Z');
    await sale(utc.id, '3.33', '2026-06-08T00:00:00.000Z');
    // Later today (a clock ahead): in today's figure, not in the last 7 days up to now.
    await sale(utc.id, '4.44', '2026-06-15T18:00:00.000Z');
    await sale(utc.id, '5.55', '2026-06-15T11:59:59.000Z');
    // Old, beyond the 90-day series.
    await sale(lagos.id, '999.99', '2025-01-01T10:00:00.000Z');
    await sale(india.id, '0.10', '2026-04-01T10:00:00.000Z');
  });
  afterAll(() => t.close());

  it('answers the same figures as the sales, per currency, day and window', async () => {
    const body = await expectEqualToDirect();
    expect(body.counts.sales).toBe(11);
    expect(body.counts.total_sales_amount).toEqual({ INR: 37.45, NGN: 1016.64 });
    expect(body.recent.sales).toBe(6);
  });

  it('stays equal after a sale is deleted, moved to another day and repriced', async () => {
    await t.database.db.delete(sales).where(eq(sales.id, sold[1]!.id));
    await t.database.db
      .update(sales)
      .set({
        soldAt: new Date('2026-06-10T09:00:00.000Z'),
        subtotal: '8.88',
        total: '8.88',
        amountPaid: '8.88',
      })
      .where(eq(sales.id, sold[3]!.id));
    await t.database.db.delete(sales).where(eq(sales.id, sold[5]!.id));
    const body = await expectEqualToDirect();
    expect(body.counts.sales).toBe(9);
    expect(body.counts.total_sales_amount).toEqual({ INR: 19.13, NGN: 1014.42 });
  });
});
