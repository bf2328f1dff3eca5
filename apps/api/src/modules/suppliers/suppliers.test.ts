import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, Supplier, SupplierPayment } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import {
  addManager,
  createItem,
  createShop,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import {
  createOrder,
  createSupplier,
  markOrdered,
  purchasingCounts,
} from '#src/modules/purchase-orders/purchasing.fixtures.ts';

describe('suppliers', () => {
  let t: TestContext;
  let shop: Shop;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = shop.owner.headers,
  ) => t.app.inject({ method, url: shop.url(url), headers, ...(payload ? { payload } : {}) });
  const supplierOf = async (id: string) =>
    (await call('GET', `/suppliers/${id}`)).json().supplier as Supplier;
  const pay = (supplierId: string, body: object) =>
    call('POST', `/suppliers/${supplierId}/payments`, { method: 'cash', ...body });

  beforeAll(async () => {
    t = await createTestContext();
    t.clock.set(new Date('2027-05-10T12:00:00Z'));
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  it('creates, lists with search, updates and reads a supplier', async () => {
    const res = await call('POST', '/suppliers', {
      name: '  Kofi Traders ',
      phone: '+233 20 000 0000',
      whatsapp: '',
      email: 'kofi@example.com',
      notes: 'Delivers on Tuesdays',
    });
    expect(res.statusCode, res.body).toBe(201);
    const kofi = res.json().supplier as Supplier;
    expect(kofi).toMatchObject({
      name: 'Kofi Traders',
      whatsapp: null,
      received: 0,
      paid: 0,
      owed: 0,
    });
    await createSupplier(t, shop, { name: 'Amina Foods', phone: null });
    const all = (await call('GET', '/suppliers')).json().suppliers as Supplier[];
    expect(all.map((s) => s.name)).toEqual(['Amina Foods', 'Kofi Traders']);
    const found = (await call('GET', '/suppliers?search=kofi')).json().suppliers as Supplier[];
    expect(found.map((s) => s.id)).toEqual([kofi.id]);
    const updated = await call('PUT', `/suppliers/${kofi.id}`, { whatsapp: '+233200000000' });
    expect(updated.json().supplier).toMatchObject({
      whatsapp: '+233200000000',
      name: 'Kofi Traders',
    });
    expect(await supplierOf(kofi.id)).toMatchObject({ whatsapp: '+233200000000' });
  });

  it('refuses bad input and unknown suppliers', async () => {
    expect((await call('POST', '/suppliers', { name: ' ' })).statusCode).toBe(400);
    expect((await call('POST', '/suppliers', { name: 'X', email: 'nope' })).statusCode).toBe(400);
    expect((await call('GET', '/suppliers/not-an-id')).statusCode).toBe(404);
    const other = await createShop(t);
    const theirs = await createSupplier(t, other);
    expect((await call('GET', `/suppliers/${theirs.id}`)).statusCode).toBe(404);
    expect((await pay(theirs.id, { amount: 5 })).statusCode).toBe(404);
    const mine = await createSupplier(t, shop, { name: 'Zero Pay' });
    const before = await purchasingCounts(t, shop.businessId);
    for (const amount of [0, -5, '1.001', 'abc']) {
      const res = await pay(mine.id, { amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().details[0].field).toBe('amount');
    }
    expect((await pay(mine.id, { amount: 5, method: 'cheque' })).statusCode).toBe(400);
    expect(await purchasingCounts(t, shop.businessId)).toEqual(before);
  });

  it('owes the value received minus the payments, to the cent', async () => {
    const supplier = await createSupplier(t, shop, { name: 'Owed Ltd' });
    const item = await createItem(t, shop, { name: 'Flour', price: 5, cost: 1, stock: 0 });
    const order = await createOrder(t, shop, {
      supplierId: supplier.id,
      lines: [{ productId: item.id, quantity: 10, unitCost: '3.33' }],
    });
    // Ordered but not received: nothing owed yet.
    await markOrdered(t, shop, order.id);
    expect(await supplierOf(supplier.id)).toMatchObject({ received: 0, owed: 0 });
    const receipt = await call('POST', `/purchase-orders/${order.id}/receipts`, {
      lines: [{ productId: item.id, quantity: 3, unitCost: '3.35' }],
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    expect(await supplierOf(supplier.id)).toMatchObject({ received: 10.05, paid: 0, owed: 10.05 });
    const first = await pay(supplier.id, { amount: '0.10' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().supplier).toMatchObject({ paid: 0.1, owed: 9.95 });
    await pay(supplier.id, { amount: 0.2, method: 'mobile_money' });
    expect(await supplierOf(supplier.id)).toMatchObject({ paid: 0.3, owed: 9.75 });
    // Paid in advance: owed goes below zero (the supplier owes the shop goods).
    await pay(supplier.id, { amount: 20 });
    expect((await supplierOf(supplier.id)).owed).toBe(-10.25);
    const payments = (await call('GET', `/suppliers/${supplier.id}/payments`)).json()
      .payments as SupplierPayment[];
    expect(payments.map((p) => p.amount).sort((a, b) => a - b)).toEqual([0.1, 0.2, 20]);
  });

  it('replays a payment retried with the same Idempotency-Key', async () => {
    const supplier = await createSupplier(t, shop, { name: 'Retry Ltd' });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: shop.url(`/suppliers/${supplier.id}/payments`),
        headers: { ...shop.owner.headers, 'idempotency-key': 'supplier-pay-1' },
        payload: { amount: 7, method: 'cash' },
      });
    const [a, b] = [await send(), await send()];
    expect(a.statusCode).toBe(201);
    expect(b.body).toBe(a.body);
    expect((await supplierOf(supplier.id)).paid).toBe(7);
  });

  it('records a payment as a "stock purchases" expense that profit leaves out', async () => {
    const supplier = await createSupplier(t, shop, { name: 'Expense Ltd' });
    const dashboard = async () => (await call('GET', '/dashboard')).json() as Dashboard;
    const other = await call('POST', '/expenses', {
      amount: 5,
      category: 'rent',
      paymentMethod: 'cash',
    });
    expect(other.statusCode).toBe(201);
    const before = await dashboard();
    const res = await pay(supplier.id, { amount: '250.00', recordAsExpense: true });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json().payment as SupplierPayment;
    expect(payment.expenseId).not.toBeNull();
    const expense = (await call('GET', `/expenses/${payment.expenseId}`)).json().expense;
    expect(expense).toMatchObject({
      amount: 250,
      category: 'stock_purchases',
      paymentMethod: 'cash',
      note: 'Expense Ltd',
    });
    // The money left (the expenses list counts it) but it is not a cost of the period: the
    // stock's cost counts when it is sold.
    const list = (await call('GET', '/expenses')).json();
    expect(list.totals.byCategory).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'stock_purchases', total: 250 }),
      ]),
    );
    const after = await dashboard();
    expect(after.today.expenses).toBe(before.today.expenses);
    expect(after.today.netProfit).toBe(before.today.netProfit);
    // Moving it to another category counts it; moving it back leaves it out again.
    await call('PUT', `/expenses/${payment.expenseId}`, { category: 'supplies' });
    expect((await dashboard()).today.expenses).toBe(before.today.expenses + 250);
    await call('PUT', `/expenses/${payment.expenseId}`, { category: 'stock_purchases' });
    expect((await dashboard()).today.expenses).toBe(before.today.expenses);
    // A rebuild from the raw rows agrees.
    await t.database.db.execute(sql`select rollups_rebuild(${shop.businessId}::uuid)`);
    expect((await dashboard()).today.expenses).toBe(before.today.expenses);
  });

  it('deletes a supplier without history; keeps one with orders or payments (409)', async () => {
    const bare = await createSupplier(t, shop, { name: 'Bare' });
    const item = await createItem(t, shop, { name: 'Soap', price: 2, supplierId: bare.id });
    expect(item.supplierId).toBe(bare.id);
    const gone = await call('DELETE', `/suppliers/${bare.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await call('GET', `/suppliers/${bare.id}`)).statusCode).toBe(404);
    // The item stays, without its usual supplier.
    expect((await call('GET', `/inventory/${item.id}`)).json().item.supplierId).toBeNull();

    const busy = await createSupplier(t, shop, { name: 'Busy' });
    await createOrder(t, shop, {
      supplierId: busy.id,
      lines: [{ productId: item.id, quantity: 1, unitCost: 1 }],
    });
    const kept = await call('DELETE', `/suppliers/${busy.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().errorCode).toBe('SUPPLIER_HAS_HISTORY');
    const paid = await createSupplier(t, shop, { name: 'Paid' });
    await pay(paid.id, { amount: 1 });
    expect((await call('DELETE', `/suppliers/${paid.id}`)).statusCode).toBe(409);
  });

  it('checks an item names a supplier of its own business', async () => {
    const other = await createShop(t);
    const theirs = await createSupplier(t, other);
    const res = await call('POST', '/inventory', { name: 'X', price: 1, supplierId: theirs.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('supplierId');
  });

  it('deletes a business with its suppliers, orders and payments', async () => {
    const owner = await createUser(t);
    const doomed = await createShop(t, owner);
    const supplier = await createSupplier(t, doomed);
    const item = await createItem(t, doomed, { supplierId: supplier.id });
    await createOrder(t, doomed, {
      supplierId: supplier.id,
      lines: [{ productId: item.id, quantity: 1, unitCost: 1 }],
    });
    await t.app.inject({
      method: 'POST',
      url: doomed.url(`/suppliers/${supplier.id}/payments`),
      headers: doomed.owner.headers,
      payload: { amount: 1, method: 'cash' },
    });
    await t.database.db.execute(sql`delete from businesses where id = ${doomed.businessId}::uuid`);
    const left = await t.database.db.execute(
      sql`select count(*)::integer as n from suppliers where business_id = ${doomed.businessId}::uuid`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('lets managers in and keeps everyone else out (404)', async () => {
    const manager = await addManager(t, shop);
    expect((await call('GET', '/suppliers', undefined, manager.headers)).statusCode).toBe(200);
    const stranger = await createUser(t);
    expect((await call('GET', '/suppliers', undefined, stranger.headers)).statusCode).toBe(404);
    expect((await call('POST', '/suppliers', { name: 'X' }, stranger.headers)).statusCode).toBe(
      404,
    );
  });
});
