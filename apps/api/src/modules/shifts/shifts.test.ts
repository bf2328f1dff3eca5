import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashMovement, Shift, ShiftList, ShiftWithReport } from '@app/contracts';
import { shiftCashMovements, shifts } from '#src/db/schema/index.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import {
  addManager,
  createItem,
  createShop,
  setBusinessSettings,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer, recordSale } from '#src/modules/sales/sales.fixtures.ts';

/** Shifts and cash-up, the cash arithmetic to the cent, on both databases. */
describe('shifts', () => {
  let t: TestContext;

  const post = (shop: Shop, path: string, payload: object, headers = shop.owner.headers) =>
    t.app.inject({ method: 'POST', url: shop.url(path), headers, payload });
  const get = (shop: Shop, path: string) =>
    t.app.inject({ method: 'GET', url: shop.url(path), headers: shop.owner.headers });

  const open = async (shop: Shop, body: object = { openingFloat: '100.00' }) => {
    const res = await post(shop, '/shifts', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().shift as Shift;
  };
  const move = async (shop: Shop, shiftId: string, body: object) => {
    const res = await post(shop, `/shifts/${shiftId}/cash-movements`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().cashMovement as CashMovement;
  };
  const report = async (shop: Shop, shiftId: string) => {
    const res = await get(shop, `/shifts/${shiftId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().shift as ShiftWithReport;
  };
  const rowsOf = async (shop: Shop) =>
    t.database.db.select().from(shifts).where(eq(shifts.businessId, shop.businessId));

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('opens a shift on "Main" with its float and who opened it; a second open on it is a 409', async () => {
    const shop = await createShop(t);
    const shift = await open(shop, { openingFloat: 150.5 });
    expect(shift).toMatchObject({
      register: 'Main',
      status: 'open',
      openingFloat: 150.5,
      openedBy: shop.owner.user.id,
      openedByUsername: shop.owner.user.username,
      closedAt: null,
      expectedCash: null,
      difference: null,
    });
    expect(Date.parse(shift.openedAt)).not.toBeNaN();

    const again = await post(shop, '/shifts', { openingFloat: '10.00', register: ' Main ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([{ field: 'register', message: expect.any(String) }]);
    // Another till of the same shop opens its own.
    const bar = await open(shop, { openingFloat: '0', register: 'Bar' });
    expect(bar.register).toBe('Bar');
    expect(await rowsOf(shop)).toHaveLength(2);
  });

  it('keeps a client-made id, and a resend of it answers the same shift and writes nothing', async () => {
    const shop = await createShop(t);
    const id = randomUUID();
    const first = await open(shop, { id, openingFloat: '20.00' });
    expect(first.id).toBe(id);
    const resend = await post(shop, '/shifts', { id, openingFloat: '20.00' });
    expect(resend.statusCode).toBe(201);
    expect(resend.json().shift).toEqual(first);
    // An Idempotency-Key is honoured the same way.
    const headers = { ...shop.owner.headers, 'idempotency-key': 'open-bar-1' };
    const a = await post(shop, '/shifts', { openingFloat: '5', register: 'Bar' }, headers);
    const b = await post(shop, '/shifts', { openingFloat: '5', register: 'Bar' }, headers);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().shift.id).toBe(a.json().shift.id);
    expect(await rowsOf(shop)).toHaveLength(2);
  });

  it('adds up a shift to the cent: float, cash sale with change, card sale, pay-in, pay-out, close with a difference', async () => {
    const shop = await createShop(t);
    await setBusinessSettings(t, shop, { taxRate: 7.5 });
    const rice = await createItem(t, shop, { name: 'Rice', price: 12.35, stock: 100 });
    const oil = await createItem(t, shop, { name: 'Oil', price: 40.1, stock: 100 });
    const customer = await createCustomer(t, shop);
    // A sale before the shift opens belongs to no shift.
    await recordSale(t, shop, { items: [{ productId: rice.id, quantity: 1 }] });
    const shift = await open(shop, { openingFloat: '100.00' });

    // 2 x 12.35 = 24.70, less 0.70 = 24.00, tax 7.5% = 1.80: 25.80, paid 30.00 (4.20 change).
    const cash = await recordSale(t, shop, {
      items: [{ productId: rice.id, quantity: 2 }],
      discount: '0.70',
      amountPaid: '30.00',
    });
    expect(cash.total).toBe(25.8);
    // 40.10 + 3.01 tax (3.0075 rounded) = 43.11 by card.
    const card = await recordSale(t, shop, {
      items: [{ productId: oil.id, quantity: 1 }],
      paymentMethod: 'card',
    });
    expect(card.total).toBe(43.11);
    // Cash paid in part: 13.28 total, 5.00 paid, the rest owed.
    await recordSale(t, shop, {
      items: [{ productId: rice.id, quantity: 1 }],
      amountPaid: '5.00',
      customerId: customer.id,
    });
    // Another till's sale is not this shift's.
    await recordSale(t, shop, { items: [{ productId: rice.id, quantity: 1 }], register: 'Bar' });
    await move(shop, shift.id, { type: 'in', amount: '25.00', reason: 'Change from the bank' });
    const out = await move(shop, shift.id, { type: 'out', amount: 7.45, reason: 'Delivery' });
    expect(out).toMatchObject({ type: 'out', amount: 7.45, reason: 'Delivery' });

    // 100.00 + 25.80 + 5.00 + 25.00 - 7.45 = 148.35
    const x = (await report(shop, shift.id)).report;
    expect(x).toMatchObject({
      kind: 'x',
      salesCount: 3,
      salesTotal: 82.19,
      discounts: 0.7,
      tax: 5.74,
      byPaymentMethod: { cash: 39.08, card: 43.11, transfer: 0, mobile_money: 0, credit: 0 },
      cashSales: 30.8,
      refundsCount: 0,
      refundsTotal: 0,
      cashRefunds: 0,
      payIns: 25,
      payOuts: 7.45,
      openingFloat: 100,
      expectedCash: 148.35,
      countedCash: null,
      difference: null,
    });
    expect(x.cashMovements.map((m) => m.reason)).toEqual(['Change from the bank', 'Delivery']);

    const closed = await post(shop, `/shifts/${shift.id}/close`, { countedCash: '147.90' });
    expect(closed.statusCode, closed.body).toBe(200);
    const z = closed.json().shift as ShiftWithReport;
    expect(z).toMatchObject({
      status: 'closed',
      expectedCash: 148.35,
      countedCash: 147.9,
      difference: -0.45,
      closedBy: shop.owner.user.id,
      report: { kind: 'z', expectedCash: 148.35, countedCash: 147.9, difference: -0.45 },
    });

    // A sale after the close belongs to no shift: the Z report stays as it was.
    await recordSale(t, shop, { items: [{ productId: rice.id, quantity: 1 }] });
    const later = await report(shop, shift.id);
    expect(later.report).toEqual(z.report);
  });

  it('takes cash refunds out of the drawer and every refund off its method, to the cent', async () => {
    const shop = await createShop(t);
    const rice = await createItem(t, shop, { name: 'Rice', price: 12.35, stock: 100 });
    const oil = await createItem(t, shop, { name: 'Oil', price: 40.1, stock: 100 });
    const shift = await open(shop, { openingFloat: '50.00' });
    const refund = async (saleId: string, body: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: shop.url(`/sales/${saleId}/refunds`),
        headers: { ...shop.owner.headers, 'idempotency-key': randomUUID() },
        payload: { restock: true, ...body },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().refund as { shiftId: string | null; amount: number };
    };

    const cash = await recordSale(t, shop, { items: [{ productId: rice.id, quantity: 2 }] });
    const card = await recordSale(t, shop, {
      items: [{ productId: oil.id, quantity: 1 }],
      paymentMethod: 'card',
    });
    const bar = await recordSale(t, shop, {
      items: [{ productId: rice.id, quantity: 1 }],
      register: 'Bar',
    });
    const back = await refund(cash.id, {
      lines: [{ productId: rice.id, quantity: 1 }],
      method: 'cash',
    });
    expect(back).toMatchObject({ shiftId: shift.id, amount: 12.35 });
    await refund(card.id, { lines: [{ productId: oil.id, quantity: 1 }], method: 'card' });
    // Paid back at the other till: not this drawer's.
    expect(
      await refund(bar.id, {
        lines: [{ productId: rice.id, quantity: 1 }],
        method: 'cash',
        register: 'Bar',
      }),
    ).toMatchObject({ shiftId: null });

    // 50.00 + 24.70 - 12.35 = 62.35
    const x = (await report(shop, shift.id)).report;
    expect(x).toMatchObject({
      salesCount: 2,
      salesTotal: 64.8,
      byPaymentMethod: { cash: 12.35, card: 0, transfer: 0, mobile_money: 0, credit: 0 },
      refundsCount: 2,
      refundsTotal: 52.45,
      cashRefunds: 12.35,
      expectedCash: 62.35,
    });
    const closed = await post(shop, `/shifts/${shift.id}/close`, { countedCash: '62.35' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().shift).toMatchObject({ expectedCash: 62.35, difference: 0 });
    // A refund after the close joins no shift: the Z report stays as it was.
    expect(
      await refund(cash.id, { lines: [{ productId: rice.id, quantity: 1 }], method: 'cash' }),
    ).toMatchObject({ shiftId: null });
    expect((await report(shop, shift.id)).report).toEqual(closed.json().shift.report);
  });

  it('refuses closing a closed shift and moving cash on it, writing nothing', async () => {
    const shop = await createShop(t);
    const shift = await open(shop);
    const first = await post(shop, `/shifts/${shift.id}/close`, { countedCash: 100 });
    expect(first.statusCode).toBe(200);
    const before = await rowsOf(shop);
    const again = await post(shop, `/shifts/${shift.id}/close`, { countedCash: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([{ field: 'status', message: expect.any(String) }]);
    const pay = await post(shop, `/shifts/${shift.id}/cash-movements`, {
      type: 'in',
      amount: 1,
      reason: 'Late',
    });
    expect(pay.statusCode).toBe(409);
    expect(await rowsOf(shop)).toEqual(before);
    const moves = await t.database.db
      .select()
      .from(shiftCashMovements)
      .where(eq(shiftCashMovements.shiftId, shift.id));
    expect(moves).toHaveLength(0);
  });

  it('answers bad input with field errors and writes nothing', async () => {
    const shop = await createShop(t);
    const bad = async (path: string, body: object, field: string) => {
      const res = await post(shop, path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    };
    await bad('/shifts', { openingFloat: -1 }, 'openingFloat');
    await bad('/shifts', { openingFloat: 'ten' }, 'openingFloat');
    await bad('/shifts', { openingFloat: 1.005 }, 'openingFloat');
    await bad('/shifts', {}, 'openingFloat');
    await bad('/shifts', { openingFloat: 1, register: '  ' }, 'register');
    await bad('/shifts', { openingFloat: 1, id: 'not-a-uuid' }, 'id');
    expect(await rowsOf(shop)).toHaveLength(0);

    const shift = await open(shop);
    const path = `/shifts/${shift.id}/cash-movements`;
    await bad(path, { type: 'in', amount: 0, reason: 'x' }, 'amount');
    await bad(path, { type: 'in', amount: -5, reason: 'x' }, 'amount');
    await bad(path, { type: 'in', amount: '1e3', reason: 'x' }, 'amount');
    await bad(path, { type: 'sideways', amount: 1, reason: 'x' }, 'type');
    await bad(path, { type: 'out', amount: 1, reason: ' ' }, 'reason');
    await bad(`/shifts/${shift.id}/close`, { countedCash: -0.01 }, 'countedCash');
    await bad(`/shifts/${shift.id}/close`, { countedCash: null }, 'countedCash');
    expect((await report(shop, shift.id)).status).toBe('open');
    expect((await report(shop, shift.id)).report.cashMovements).toHaveLength(0);

    const unknown = await post(shop, `/shifts/${randomUUID()}/close`, { countedCash: 1 });
    expect(unknown.statusCode).toBe(404);
    expect((await get(shop, '/shifts/nope')).statusCode).toBe(404);
    // Another business's shift is not found.
    const other = await createShop(t);
    expect((await get(other, `/shifts/${shift.id}`)).statusCode).toBe(404);
    const taken = await post(other, '/shifts', { id: shift.id, openingFloat: 1 });
    expect(taken.statusCode).toBe(400);
  });

  it('lets exactly one of concurrent opens of a register, and of concurrent closes, win', async () => {
    const shop = await createShop(t);
    const opens = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post(shop, '/shifts', { openingFloat: i + 1 })),
    );
    expect(opens.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const shift = opens.find((r) => r.statusCode === 201)!.json().shift as Shift;
    const closes = await Promise.all(
      [10, 20, 30, 40].map((countedCash) =>
        post(shop, `/shifts/${shift.id}/close`, { countedCash }),
      ),
    );
    expect(closes.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const winner = closes.find((r) => r.statusCode === 200)!.json().shift as Shift;
    const [row] = await rowsOf(shop);
    expect(Number(row!.countedCash)).toBe(winner.countedCash);
  });

  it('counts in the Z report exactly the sales that joined the shift, with sales racing the close', async () => {
    const shop = await createShop(t);
    const item = await createItem(t, shop, { price: 1.25, stock: 100 });
    const shift = await open(shop, { openingFloat: '10.00' });
    const items = [{ productId: item.id, quantity: 1 }];
    const sell = () => post(shop, '/sales', { paymentMethod: 'cash', items });
    const [a, b, c, closed, d, e] = await Promise.all([
      sell(),
      sell(),
      sell(),
      post(shop, `/shifts/${shift.id}/close`, { countedCash: '0' }),
      sell(),
      sell(),
    ]);
    expect([a, b, c, d, e].map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(closed.statusCode).toBe(200);
    const z = closed.json().shift as ShiftWithReport;
    // What the close kept is what the sales that joined it add up to, whenever they committed.
    const later = await report(shop, shift.id);
    expect(later.report.salesCount).toBe(z.report.salesCount);
    expect(z.expectedCash).toBe(10 + 1.25 * z.report.salesCount);
  });

  it('lists shifts newest first, filtered and paginated, with who opened and closed them', async () => {
    const shop = await createShop(t);
    const manager = await addManager(t, shop);
    const first = await open(shop, { openingFloat: 10 });
    await post(shop, `/shifts/${first.id}/close`, { countedCash: 12 });
    const res = await post(shop, '/shifts', { openingFloat: 20, register: 'Bar' }, manager.headers);
    expect(res.statusCode).toBe(201);
    const second = res.json().shift as Shift;

    const all = (await get(shop, '/shifts')).json() as ShiftList;
    expect(all.shifts.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(all.shifts[0]).toMatchObject({
      openedByUsername: manager.user.username,
      status: 'open',
    });
    expect(all.shifts[1]).toMatchObject({
      status: 'closed',
      closedByUsername: shop.owner.user.username,
      expectedCash: 10,
      countedCash: 12,
      difference: 2,
    });
    const closed = (await get(shop, '/shifts?status=closed')).json() as ShiftList;
    expect(closed.shifts.map((s) => s.id)).toEqual([first.id]);
    const bar = (await get(shop, '/shifts?register=Bar')).json() as ShiftList;
    expect(bar.shifts.map((s) => s.id)).toEqual([second.id]);
    const page1 = (await get(shop, '/shifts?limit=1')).json() as ShiftList;
    expect(page1.shifts.map((s) => s.id)).toEqual([second.id]);
    const page2 = (
      await get(shop, `/shifts?limit=1&cursor=${page1.nextCursor}`)
    ).json() as ShiftList;
    expect(page2).toEqual({
      shifts: [expect.objectContaining({ id: first.id })],
      nextCursor: null,
    });
    expect((await get(shop, '/shifts?cursor=garbage')).statusCode).toBe(400);
    expect((await get(shop, '/shifts?status=ajar')).statusCode).toBe(400);
  });

  it('with shiftRequired, refuses a sale rung up without an open shift but lands one queued offline', async () => {
    const shop = await createShop(t);
    await setBusinessSettings(t, shop, { shiftRequired: true });
    const item = await createItem(t, shop, { price: 3, stock: 10 });
    const items = [{ productId: item.id, quantity: 1 }];
    const refused = await post(shop, '/sales', { paymentMethod: 'cash', items });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'SHIFT_REQUIRED',
      details: [{ field: 'register', message: expect.any(String) }],
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: shop.url(`/inventory/${item.id}`),
          headers: shop.owner.headers,
        })
      ).json().item.stock,
    ).toBe(10);

    // Made an hour ago on a phone that was offline: it happened, it is recorded.
    const soldAt = new Date(t.clock.now().getTime() - 60 * 60_000).toISOString();
    const queued = await post(shop, '/sales', {
      paymentMethod: 'cash',
      items,
      soldAt,
      sentAt: new Date(t.clock.now().getTime()).toISOString(),
    });
    expect(queued.statusCode, queued.body).toBe(201);

    const shift = await open(shop);
    await recordSale(t, shop, { items });
    expect((await report(shop, shift.id)).report.salesCount).toBe(1);
    // Only its own register's shift counts.
    const bar = await post(shop, '/sales', { paymentMethod: 'cash', items, register: 'Bar' });
    expect(bar.statusCode).toBe(409);
  });

  it("is the business members' only", async () => {
    const shop = await createShop(t);
    const stranger = await createUser(t);
    const res = await post(shop, '/shifts', { openingFloat: 1 }, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(shop)).toHaveLength(0);
  });
});
