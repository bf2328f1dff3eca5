import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { loadBusinessForUser } from '#src/platform/business-access.ts';
import {
  CURRENCY,
  expectedTotals,
  rawFacts,
  seedAssistantShop,
  TIMEZONE,
  type AssistantShop,
  type RawFacts,
} from '../assistant.fixtures.ts';
import { toolContext, type ToolContext } from './context.ts';
import { ASSISTANT_TOOLS, runTool, ToolArgsError } from './index.ts';

// The results are compact JSON for a model: the tests read them as such.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

describe('assistant tools', () => {
  let t: TestContext;
  let seeded: AssistantShop;
  let raw: RawFacts;
  let ctx: ToolContext;

  beforeAll(async () => {
    t = await createTestContext();
    seeded = await seedAssistantShop(t);
    raw = await rawFacts(t, seeded.shop.businessId);
    const access = await loadBusinessForUser(
      t.app.deps,
      seeded.shop.owner.user.id,
      seeded.shop.businessId,
      { role: 'owner' },
    );
    ctx = toolContext(t.app.deps, access);
  });
  afterAll(() => t.close());

  const call = async (tool: string, args: object = {}) =>
    (await runTool(ctx, tool, args)).result as Json;

  it('offers eight tools, each with a JSON schema for its arguments', () => {
    expect(ASSISTANT_TOOLS.map((x) => x.name)).toHaveLength(8);
    expect(new Set(ASSISTANT_TOOLS.map((x) => x.name)).size).toBe(8);
  });

  it('sums sales and profit of a period in the business time zone and currency', async () => {
    for (const [period, from, to] of [
      ['today', '2027-03-17', '2027-03-17'],
      ['this_week', '2027-03-15', '2027-03-17'],
      ['last_week', '2027-03-08', '2027-03-14'],
      ['this_month', '2027-03-01', '2027-03-17'],
      ['last_month', '2027-02-01', '2027-02-28'],
    ] as const) {
      const r = await call('sales_summary', { period });
      expect(r, period).toMatchObject({
        currency: CURRENCY,
        timezone: TIMEZONE,
        period: { from, to },
      });
      expect(r, period).toMatchObject(expectedTotals(raw, from, to));
    }
    // The sale at 00:30 local on Monday the 15th (Sunday in UTC) is in this week.
    expect(raw.sales.some((s) => s.day === '2027-03-15' && s.hour === 0)).toBe(true);
  });

  it('compares two periods with the difference and the change in percent', async () => {
    const r = await call('compare_periods', { current: 'this_month', previous: 'last_month' });
    const a = expectedTotals(raw, '2027-03-01', '2027-03-17');
    const b = expectedTotals(raw, '2027-02-01', '2027-02-28');
    expect(r.current).toMatchObject(a);
    expect(r.previous).toMatchObject(b);
    const diff = Math.round(a.revenue * 100) - Math.round(b.revenue * 100);
    expect(r.change.revenue.difference).toBe(diff / 100);
    expect(r.change.revenue.percent).toBe(
      Math.round((diff * 1000) / Math.round(b.revenue * 100)) / 10,
    );
  });

  it('ranks products by revenue, quantity or profit, slowest including those that sold nothing', async () => {
    const from = '2027-03-01';
    const perProduct = new Map<string, { quantity: number; revenue: number; cogs: number }>();
    for (const sale of raw.sales.filter((s) => s.day >= from)) {
      const share =
        Number(sale.discount) > 0
          ? (Number(sale.subtotal) - Number(sale.discount)) / Number(sale.subtotal)
          : 1;
      for (const line of raw.lines.filter((l) => l.sale_id === sale.id)) {
        const p = perProduct.get(line.product_id!) ?? { quantity: 0, revenue: 0, cogs: 0 };
        p.quantity += line.quantity;
        p.revenue += line.lineCents * share;
        p.cogs += line.quantity * line.costCents;
        perProduct.set(line.product_id!, p);
      }
    }
    const names = Object.fromEntries(Object.values(seeded.items).map((i) => [i.id, i.name]));
    const expected = [...perProduct].map(([id, p]) => ({
      name: names[id]!,
      quantity: p.quantity,
      revenue: Math.round(p.revenue) / 100,
      profit: (Math.round(p.revenue) - p.cogs) / 100,
    }));
    const top = await call('top_products', { period: 'this_month', by: 'revenue', limit: 3 });
    expect(top.products).toEqual([...expected].sort((a, b) => b.revenue - a.revenue).slice(0, 3));
    const byQuantity = await call('top_products', {
      period: 'this_month',
      by: 'quantity',
      limit: 2,
    });
    expect(byQuantity.products.map((p: { quantity: number }) => p.quantity)).toEqual(
      expected
        .map((p) => p.quantity)
        .sort((a, b) => b - a)
        .slice(0, 2),
    );
    const slowest = await call('top_products', {
      period: 'this_month',
      by: 'revenue',
      order: 'slowest',
      limit: 1,
    });
    expect(slowest.products).toEqual([{ name: 'Cooking oil', quantity: 0, revenue: 0, profit: 0 }]);
  });

  it('lists stock to reorder: below threshold, or running out at the rate of the last 28 days', async () => {
    const r = await call('restock', { days: 14 });
    const since = '2027-02-18';
    const sold = (id: string) =>
      raw.lines
        .filter(
          (l) => l.product_id === id && raw.sales.find((s) => s.id === l.sale_id)!.day >= since,
        )
        .reduce((a, l) => a + l.quantity, 0);
    const expected = Object.values(seeded.items)
      .map((item) => {
        const stock =
          item.stock -
          raw.lines.filter((l) => l.product_id === item.id).reduce((a, l) => a + l.quantity, 0);
        const perDay = sold(item.id) / 28;
        const daysLeft = perDay > 0 ? Math.floor(stock / perDay) : null;
        const threshold = item.lowStockThreshold ?? 5;
        return {
          name: item.name,
          stock,
          daysLeft,
          due: stock <= threshold || (daysLeft !== null && daysLeft <= 14),
        };
      })
      .filter((x) => x.due)
      .map((x) => x.name)
      .sort();
    expect(r.items.map((i: { name: string }) => i.name).sort()).toEqual(expected);
    expect(expected).toContain('Cooking oil');
  });

  it('lists customers who owe money and how much', async () => {
    const r = await call('customers_owing');
    const owed = new Map<string, number>();
    for (const s of raw.sales.filter((x) => x.customer_id && x.balanceCents > 0)) {
      owed.set(s.customer_id!, (owed.get(s.customer_id!) ?? 0) + s.balanceCents);
    }
    for (const p of raw.payments) owed.set(p.customer_id, (owed.get(p.customer_id) ?? 0) - p.cents);
    const expected = [...owed]
      .filter(([, c]) => c > 0)
      .map(([id, c]) => ({
        name: raw.customers.find((x) => x.id === id)!.name,
        balance: c / 100,
      }));
    expect(r.customers).toEqual(expected.sort((a, b) => b.balance - a.balance));
    expect(r.total).toBe(expected.reduce((a, c) => a + Math.round(c.balance * 100), 0) / 100);
  });

  it('sums expenses by category, and of one category', async () => {
    const r = await call('expenses_by_category', { period: 'this_month' });
    const march = raw.expenses.filter((e) => e.date >= '2027-03-01');
    expect(r.total).toBe(march.reduce((a, e) => a + e.cents, 0) / 100);
    expect(r.byCategory).toHaveLength(3);
    const rent = await call('expenses_by_category', { period: 'last_month', category: 'rent' });
    expect(rent).toMatchObject({ total: 24000, count: 1 });
  });

  it('finds the best hours and weekdays', async () => {
    const r = await call('best_times', { period: 'last_30_days' });
    const sales = raw.sales.filter((s) => s.day >= '2027-02-16');
    const hours = new Map<number, number>();
    for (const s of sales) hours.set(s.hour, (hours.get(s.hour) ?? 0) + s.revenueCents);
    const best = Math.max(...hours.values());
    expect(r.hours[0].revenue).toBe(best / 100);
    expect(hours.get(r.hours[0].hour)).toBe(best);
    const weekdayTotal = r.weekdays.reduce(
      (a: number, w: { revenue: number }) => a + Math.round(w.revenue * 100),
      0,
    );
    expect(weekdayTotal).toBe(sales.reduce((a, s) => a + s.revenueCents, 0));
  });

  it('forecasts next week from the same weekday of the last four weeks with the trend, and says how', async () => {
    const r = await call('forecast_next_week');
    expect(r.method).toContain('average revenue of that weekday');
    const dayCents = (day: string) =>
      raw.sales.filter((s) => s.day === day).reduce((a, s) => a + s.revenueCents, 0);
    const addDays = (d: string, n: number) =>
      new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const history = Array.from({ length: 28 }, (_, i) => dayCents(addDays('2027-02-15', i)));
    const older = history.slice(0, 14).reduce((a, c) => a + c, 0);
    const recent = history.slice(14).reduce((a, c) => a + c, 0);
    const trend = Math.round(Math.min(1.5, Math.max(0.5, recent / older)) * 100) / 100;
    expect(r.trend).toBe(trend);
    const monday = history.filter((_, i) => i % 7 === 0);
    const average = Math.round(monday.reduce((a, c) => a + c, 0) / 4);
    expect(r.days[0]).toEqual({
      date: '2027-03-22',
      weekday: 'monday',
      average: average / 100,
      forecast: Math.round(average * trend) / 100,
    });
  });

  it('rejects bad arguments with a clear error', async () => {
    await expect(runTool(ctx, 'top_products', { limit: 500 })).rejects.toBeInstanceOf(
      ToolArgsError,
    );
    await expect(runTool(ctx, 'drop_tables', {})).rejects.toBeInstanceOf(ToolArgsError);
  });
});
