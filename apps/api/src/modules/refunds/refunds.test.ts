import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics, Dashboard, InventoryItem, Refund, Sale } from '@app/contracts';
import { refunds, stockEntries } from '#src/db/schema/index.ts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import {
  createItem,
  createShop,
  setBusinessSettings,
  stockMismatches,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { toolContext } from '#src/modules/assistant/tools/context.ts';
import { runTool } from '#src/modules/assistant/tools/index.ts';
import { rollupDifferences } from '#src/modules/rollups/rollups.fixtures.ts';
import { loadBusinessForUser } from '#src/platform/business-access.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';

/*
 * Refunds. A business with a 10% tax sells 3 apples (10.00, cost 6) and a loaf (25.00,
 * cost 15) with 6.00 off the order: subtotal 55.00, tax round(49.00 x 10%) = 4.90, total 53.90,
 * revenue (total - tax) 49.00, cost of goods 33.00. Every figure below is worked out by hand.
 */
describe('refunds', () => {
  let t: TestContext;
  let shop: Shop;
  let apples: InventoryItem;
  let bread: InventoryItem;
  const SOLD_AT = new Date('2027-04-05T10:00:00Z');

  beforeAll(async () => {
    t = await createTestContext();
    t.clock.set(SOLD_AT);
    shop = await createShop(t);
    await setBusinessSettings(t, shop, { taxRate: 10 });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: shop.url(path),
      headers: { ...shop.owner.headers, ...headers },
      ...(payload ? { payload } : {}),
    });
  const refund = (saleId: string, body: object, headers: Record<string, string> = {}) =>
    call('POST', `/sales/${saleId}/refunds`, body, headers);
  const getSale = async (id: string) => (await call('GET', `/sales/${id}`)).json().sale as Sale;
  const stockOf = async (id: string) =>
    (await call('GET', `/inventory/${id}`)).json().item.stock as number;
  const refundCount = async () => {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::integer` })
      .from(refunds)
      .where(eq(refunds.businessId, shop.businessId));
    return row!.n;
  };
  const analytics = async (from: string, to: string) => {
    const res = await call('GET', `/analytics?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Analytics;
  };
  const sell = async () => {
    apples = await createItem(t, shop, { name: 'Apples', price: 10, cost: 6, stock: 10 });
    bread = await createItem(t, shop, { name: 'Bread', price: 25, cost: 15, stock: 10 });
    return recordSale(t, shop, {
      items: [
        { productId: apples.id, quantity: 3 },
        { productId: bread.id, quantity: 1 },
      ],
      discount: 6,
    });
  };

  it('refunds part of a sale: its share of the charge, restocked, on every report', async () => {
    t.clock.set(SOLD_AT);
    const sale = await sell();
    expect(sale).toMatchObject({ subtotal: 55, discount: 6, tax: 4.9, total: 53.9, refunds: [] });
    expect(sale.items.map((i) => i.refundedQuantity)).toEqual([0, 0]);

    // The next day: 1 apple back on the shelf. gross 10.00; discount round(6 x 10/55) = 1.09;
    // tax round(4.90 x 10/55) = 0.89; amount 9.80; revenue back 8.91, cost back 6.00.
    t.clock.set(new Date(SOLD_AT.getTime() + DAY));
    const res = await refund(
      sale.id,
      {
        lines: [{ productId: apples.id, quantity: 1 }],
        restock: true,
        method: 'cash',
        reason: 'Bruised',
      },
      { 'idempotency-key': 'refund-1' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json().refund as Refund;
    expect(first).toMatchObject({
      saleId: sale.id,
      method: 'cash',
      subtotal: 10,
      discount: 1.09,
      tax: 0.89,
      amount: 9.8,
      restock: true,
      reason: 'Bruised',
      register: 'Main',
      shiftId: null,
      lines: [{ productId: apples.id, name: 'Apples', quantity: 1, amount: 9.8 }],
    });
    expect(await stockOf(apples.id)).toBe(8);
    const [entry] = await t.database.db
      .select()
      .from(stockEntries)
      .where(eq(stockEntries.referenceId, first.id));
    expect(entry).toMatchObject({ type: 'refund', quantityChange: 1, saleId: sale.id });
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);

    // The same key again: the same answer, nothing written.
    const again = await refund(
      sale.id,
      {
        lines: [{ productId: apples.id, quantity: 1 }],
        restock: true,
        method: 'cash',
        reason: 'Bruised',
      },
      { 'idempotency-key': 'refund-1' },
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().refund.id).toBe(first.id);
    expect(await refundCount()).toBe(1);
    expect(await stockOf(apples.id)).toBe(8);

    const detail = await getSale(sale.id);
    expect(detail.items.map((i) => i.refundedQuantity)).toEqual([1, 0]);
    expect(detail.refunds.map((r) => r.id)).toEqual([first.id]);
    expect(detail.total).toBe(53.9);

    // Reports: the sale on its day, the refund on its own.
    const saleDay = await analytics('2027-04-05', '2027-04-05');
    expect(saleDay).toMatchObject({ revenue: 49, cogs: 33, grossProfit: 16, salesCount: 1 });
    const refundDay = await analytics('2027-04-06', '2027-04-06');
    expect(refundDay).toMatchObject({
      revenue: -8.91,
      cogs: -6,
      grossProfit: -2.91,
      salesCount: 0,
    });
    const both = await analytics('2027-04-05', '2027-04-06');
    expect(both).toMatchObject({ revenue: 40.09, cogs: 27, grossProfit: 13.09, salesCount: 1 });
    // Apples: 30 x 49/55 = 26.727..., less 10 x 49/55 = 8.909...: 17.82 for 2 units.
    const applesRow = both.topProducts.byRevenue.find((p) => p.productId === apples.id);
    expect(applesRow).toMatchObject({ quantity: 2, revenue: 17.82, profit: 5.82 });
    expect(both.byPaymentMethod).toEqual([
      expect.objectContaining({ paymentMethod: 'cash', revenue: 40.09 }),
    ]);

    const dashboard = (await call('GET', '/dashboard')).json() as Dashboard;
    expect(dashboard.today).toMatchObject({ revenue: -8.91, grossProfit: -2.91, salesCount: 0 });
    expect(dashboard.week).toMatchObject({ revenue: 40.09, grossProfit: 13.09, salesCount: 1 });

    // The assistant's tools read the same figures (through analytics).
    const access = await loadBusinessForUser(t.app.deps, shop.owner.user.id, shop.businessId, {
      role: 'owner',
    });
    const ctx = toolContext(t.app.deps, access);
    const summary = async (period: string) =>
      (await runTool(ctx, 'sales_summary', { period })).result as Record<string, unknown>;
    expect(await summary('today')).toMatchObject({ revenue: -8.91, cogs: -6, grossProfit: -2.91 });
    expect(await summary('this_week')).toMatchObject({
      revenue: 40.09,
      cogs: 27,
      grossProfit: 13.09,
      salesCount: 1,
    });

    const stock = (await call('GET', '/reports/stock')).json();
    // Apples 8 x 6 + bread 9 x 15 = 183.00 at cost; 8 x 10 + 9 x 25 = 305.00 at price.
    expect(stock.totals).toMatchObject({ stockValueAtCost: 183, stockValueAtPrice: 305 });

    // The rest, without restocking: the refunds add up to the sale's total to the cent.
    const rest = await refund(sale.id, {
      lines: [
        { productId: apples.id, quantity: 2 },
        { productId: bread.id, quantity: 1 },
      ],
      restock: false,
      method: 'card',
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().refund.amount).toBe(44.1);
    expect(await stockOf(apples.id)).toBe(8);
    expect(await stockOf(bread.id)).toBe(9);
    const all = await analytics('2027-04-05', '2027-04-06');
    expect(all).toMatchObject({ revenue: 0, cogs: 0, grossProfit: 0, salesCount: 1 });
    expect(await rollupDifferences(t.database.db, shop.businessId)).toEqual([]);

    // Nothing left: any more is a conflict naming the line, and nothing is written.
    const over = await refund(sale.id, {
      lines: [{ productId: apples.id, quantity: 1 }],
      restock: true,
      method: 'cash',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().details).toEqual([
      { field: 'lines.0.quantity', message: 'This line was already refunded in full' },
    ]);
    expect(await refundCount()).toBe(2);

    // A refunded sale keeps its lines and cannot be deleted.
    expect((await call('DELETE', `/sales/${sale.id}`)).statusCode).toBe(409);
    const edit = await call('PUT', `/sales/${sale.id}`, {
      items: [{ productId: apples.id, quantity: 1 }],
    });
    expect(edit.statusCode).toBe(409);
    expect((await call('PUT', `/sales/${sale.id}`, { note: 'Returned' })).statusCode).toBe(200);
  });

  it('refuses bad refunds with field errors and writes nothing', async () => {
    t.clock.set(SOLD_AT);
    const sale = await sell();
    const before = await refundCount();
    const cases: [object, number, string][] = [
      [{ lines: [], restock: true, method: 'cash' }, 400, 'lines'],
      [
        { lines: [{ productId: apples.id, quantity: 0 }], restock: true, method: 'cash' },
        400,
        'lines.0.quantity',
      ],
      [
        { lines: [{ productId: apples.id, quantity: -1 }], restock: true, method: 'cash' },
        400,
        'lines.0.quantity',
      ],
      [
        { lines: [{ productId: apples.id, quantity: 1.5 }], restock: true, method: 'cash' },
        400,
        'lines.0.quantity',
      ],
      [
        { lines: [{ productId: apples.id, quantity: '1' }], restock: true, method: 'cash' },
        400,
        'lines.0.quantity',
      ],
      [
        { lines: [{ productId: 'nope', quantity: 1 }], restock: true, method: 'cash' },
        400,
        'lines.0.productId',
      ],
      [
        {
          lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
          restock: true,
          method: 'cash',
        },
        400,
        'lines.0.productId',
      ],
      [
        { lines: [{ productId: apples.id, quantity: 4 }], restock: true, method: 'cash' },
        409,
        'lines.0.quantity',
      ],
      [
        { lines: [{ productId: apples.id, quantity: 1 }], restock: true, method: 'cheque' },
        400,
        'method',
      ],
      [{ lines: [{ productId: apples.id, quantity: 1 }], method: 'cash' }, 400, 'restock'],
      // A walk-in sale has no balance to put credit on.
      [
        { lines: [{ productId: apples.id, quantity: 1 }], restock: true, method: 'credit' },
        400,
        'method',
      ],
    ];
    for (const [body, status, field] of cases) {
      const res = await refund(sale.id, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const unknown = await refund('00000000-0000-4000-8000-000000000000', {
      lines: [{ productId: apples.id, quantity: 1 }],
      restock: true,
      method: 'cash',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await refund('not-a-sale', {
      lines: [{ productId: apples.id, quantity: 1 }],
      restock: true,
      method: 'cash',
    });
    expect(malformed.statusCode).toBe(404);
    // A deleted sale is gone: 404.
    const doomed = await recordSale(t, shop, { items: [{ productId: apples.id, quantity: 1 }] });
    expect((await call('DELETE', `/sales/${doomed.id}`)).statusCode).toBe(200);
    const gone = await refund(doomed.id, {
      lines: [{ productId: apples.id, quantity: 1 }],
      restock: true,
      method: 'cash',
    });
    expect(gone.statusCode).toBe(404);
    expect(await refundCount()).toBe(before);
    expect(await stockOf(apples.id)).toBe(7);
  });

  it('puts a credit refund onto the customer balance, at most what they owe', async () => {
    t.clock.set(SOLD_AT);
    const item = await createItem(t, shop, { name: 'Sugar', price: 5, cost: 3, stock: 10 });
    const customer = await createCustomer(t, shop, { name: 'Ngozi' });
    const sale = await recordSale(t, shop, {
      items: [{ productId: item.id, quantity: 4 }],
      customerId: customer.id,
      paymentMethod: 'credit',
    });
    const balance = async () =>
      (await call('GET', `/customers/${customer.id}`)).json().customer.balance as number;
    expect(await balance()).toBe(22); // 20.00 + 10% tax
    const res = await refund(sale.id, {
      lines: [{ productId: item.id, quantity: 1 }],
      restock: true,
      method: 'credit',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refund.amount).toBe(5.5);
    expect(await balance()).toBe(16.5);
    // Paid off, then a credit refund has nothing left to lower.
    expect(
      (await call('POST', `/customers/${customer.id}/payments`, { amount: 16.5, method: 'cash' }))
        .statusCode,
    ).toBe(201);
    const refused = await refund(sale.id, {
      lines: [{ productId: item.id, quantity: 1 }],
      restock: true,
      method: 'credit',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe('method');
  });

  it('replays a refund sent again with its own id, and refuses the id for another', async () => {
    t.clock.set(SOLD_AT);
    const sale = await sell();
    const id = '5b0e5f53-6f1c-4c55-9a43-4f0f0a0c0d01';
    const body = {
      id,
      lines: [{ productId: bread.id, quantity: 1 }],
      restock: true,
      method: 'cash',
    };
    const first = await refund(sale.id, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().refund.id).toBe(id);
    const replay = await refund(sale.id, body);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().refund.id).toBe(id);
    const other = await refund(sale.id, {
      ...body,
      lines: [{ productId: apples.id, quantity: 1 }],
    });
    expect(other.statusCode).toBe(409);
    expect((await getSale(sale.id)).refunds).toHaveLength(1);
    expect(await stockOf(bread.id)).toBe(10);
  });

  it('never refunds more than was sold under concurrent requests', async () => {
    t.clock.set(SOLD_AT);
    const sale = await sell();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        refund(
          sale.id,
          { lines: [{ productId: apples.id, quantity: 1 }], restock: true, method: 'cash' },
          { 'idempotency-key': `parallel-${sale.id}-${i}` },
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    const detail = await getSale(sale.id);
    expect(detail.items[0]!.refundedQuantity).toBe(3);
    expect(detail.refunds.reduce((s, r) => s + Math.round(r.amount * 100), 0)).toBe(
      Math.round(
        detail.refunds.reduce((s, r) => s + r.lines.reduce((a, l) => a + l.amount, 0), 0) * 100,
      ),
    );
    expect(await stockOf(apples.id)).toBe(10);
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);
    expect(await rollupDifferences(t.database.db, shop.businessId)).toEqual([]);
  });

  it('is for this business only', async () => {
    t.clock.set(SOLD_AT);
    const sale = await sell();
    const stranger = await createShop(t);
    const res = await t.app.inject({
      method: 'POST',
      url: stranger.url(`/sales/${sale.id}/refunds`),
      headers: stranger.owner.headers,
      payload: { lines: [{ productId: apples.id, quantity: 1 }], restock: true, method: 'cash' },
    });
    expect(res.statusCode).toBe(404);
    const outsider = await t.app.inject({
      method: 'POST',
      url: shop.url(`/sales/${sale.id}/refunds`),
      headers: stranger.owner.headers,
      payload: { lines: [{ productId: apples.id, quantity: 1 }], restock: true, method: 'cash' },
    });
    expect(outsider.statusCode).toBe(404);
  });
});
