import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem, PurchaseOrder, StockEntry, Supplier } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import {
  addManager,
  createItem,
  createShop,
  setBusinessSettings,
  stockMismatches,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import {
  createOrder,
  createSupplier,
  markOrdered,
  purchasingCounts,
} from './purchasing.fixtures.ts';

describe('purchase orders', () => {
  let t: TestContext;
  let shop: Shop;
  let supplier: Supplier;
  let rice: InventoryItem;
  let oil: InventoryItem;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = shop.owner.headers,
  ) => t.app.inject({ method, url: shop.url(url), headers, ...(payload ? { payload } : {}) });
  const item = async (id: string) =>
    (await call('GET', `/inventory/${id}`)).json().item as InventoryItem;
  const receive = (orderId: string, lines: object[], key?: string) =>
    call(
      'POST',
      `/purchase-orders/${orderId}/receipts`,
      { lines },
      key ? { ...shop.owner.headers, 'idempotency-key': key } : shop.owner.headers,
    );

  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
    supplier = await createSupplier(t, shop);
    rice = await createItem(t, shop, { name: 'Rice 5kg', price: 20, cost: 10, stock: 10 });
    oil = await createItem(t, shop, { name: 'Palm oil 1L', price: 8, cost: 3, stock: 0 });
  });
  afterAll(() => t.close());

  it('creates a draft with a per-business number, its lines and total', async () => {
    const order = await createOrder(t, shop, {
      supplierId: supplier.id,
      lines: [
        { productId: rice.id, quantity: 10, unitCost: '12.00' },
        { productId: oil.id, quantity: 3, unitCost: 4.35 },
      ],
      note: 'Before the weekend',
    });
    expect(order).toMatchObject({
      status: 'draft',
      supplierId: supplier.id,
      supplierName: supplier.name,
      note: 'Before the weekend',
      total: 133.05,
      receivedValue: 0,
      lines: [
        {
          productId: rice.id,
          productName: 'Rice 5kg',
          quantity: 10,
          receivedQuantity: 0,
          unitCost: 12,
        },
        {
          productId: oil.id,
          productName: 'Palm oil 1L',
          quantity: 3,
          receivedQuantity: 0,
          unitCost: 4.35,
        },
      ],
    });
    const next = await createOrder(t, shop, {
      supplierId: supplier.id,
      lines: [{ productId: rice.id, quantity: 1, unitCost: 1 }],
    });
    expect(next.number).toBe(order.number + 1);
    // Another business counts from 1.
    const other = await createShop(t);
    const theirs = await createOrder(t, other, {
      supplierId: (await createSupplier(t, other)).id,
      lines: [{ productId: (await createItem(t, other)).id, quantity: 1, unitCost: 1 }],
    });
    expect(theirs.number).toBe(1);
    const got = await call('GET', `/purchase-orders/${order.id}`);
    expect(got.json().purchaseOrder).toEqual(order);
    const list = await call('GET', `/purchase-orders?supplierId=${supplier.id}`);
    expect((list.json().purchaseOrders as PurchaseOrder[]).map((o) => o.number)).toEqual([
      next.number,
      order.number,
    ]);
  });

  it('edits a draft, then refuses edits once ordered; cancels only before receiving', async () => {
    const order = await createOrder(t, shop, {
      supplierId: supplier.id,
      lines: [{ productId: rice.id, quantity: 2, unitCost: 10 }],
    });
    const edited = await call('PUT', `/purchase-orders/${order.id}`, {
      lines: [
        { productId: oil.id, quantity: 5, unitCost: '2.10' },
        { productId: rice.id, quantity: 1, unitCost: 9 },
      ],
      note: 'Changed',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().purchaseOrder).toMatchObject({
      total: 19.5,
      note: 'Changed',
      lines: [
        { productId: oil.id, quantity: 5 },
        { productId: rice.id, quantity: 1 },
      ],
    });
    const ordered = await markOrdered(t, shop, order.id);
    expect(ordered.status).toBe('ordered');
    expect(ordered.orderedAt).not.toBeNull();
    const late = await call('PUT', `/purchase-orders/${order.id}`, {
      lines: [{ productId: rice.id, quantity: 1, unitCost: 1 }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('PURCHASE_ORDER_NOT_DRAFT');
    const again = await call('PUT', `/purchase-orders/${order.id}`, { status: 'ordered' });
    expect(again.statusCode).toBe(409);
    const cancelled = await call('PUT', `/purchase-orders/${order.id}`, { status: 'cancelled' });
    expect(cancelled.json().purchaseOrder.status).toBe('cancelled');
    const before = await purchasingCounts(t, shop.businessId);
    const onCancelled = await receive(order.id, [{ productId: rice.id, quantity: 1 }]);
    expect(onCancelled.statusCode).toBe(409);
    expect(onCancelled.json().errorCode).toBe('PURCHASE_ORDER_NOT_RECEIVABLE');
    expect(await purchasingCounts(t, shop.businessId)).toEqual(before);
  });

  it('refuses receiving on a draft, writing nothing', async () => {
    const draft = await createOrder(t, shop, {
      supplierId: supplier.id,
      lines: [{ productId: rice.id, quantity: 2, unitCost: 10 }],
    });
    const before = await purchasingCounts(t, shop.businessId);
    const res = await receive(draft.id, [{ productId: rice.id, quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0].field).toBe('status');
    expect(await purchasingCounts(t, shop.businessId)).toEqual(before);
  });

  it('receives in parts: stock through purchase entries, weighted cost to the cent, status', async () => {
    const a = await createItem(t, shop, { name: 'Sugar 1kg', price: 5, cost: '1.00', stock: 3 });
    const b = await createItem(t, shop, { name: 'Salt', price: 1, cost: '0.50', stock: 0 });
    // Sold before it was bought: counted down to -2.
    await setBusinessSettings(t, shop, { allowNegativeStock: true });
    const short = await call('POST', '/stock', { productId: b.id, quantity: -2, type: 'damage' });
    expect(short.statusCode, short.body).toBe(201);
    const order = await createOrder(t, shop, {
      supplierId: supplier.id,
      lines: [
        { productId: a.id, quantity: 10, unitCost: '1.25' },
        { productId: b.id, quantity: 4, unitCost: '0.70' },
      ],
    });
    await markOrdered(t, shop, order.id);

    // (3 x 1.00 + 4 x 1.25) / 7 = 1.142857 -> 1.14
    const first = await receive(order.id, [{ productId: a.id, quantity: 4 }], 'receive-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().purchaseOrder).toMatchObject({
      status: 'partially_received',
      receivedValue: 5,
      lines: [
        { productId: a.id, receivedQuantity: 4 },
        { productId: b.id, receivedQuantity: 0 },
      ],
    });
    expect(await item(a.id)).toMatchObject({ stock: 7, cost: 1.14 });

    // A retry with the same key replays: nothing more is received.
    const retry = await receive(order.id, [{ productId: a.id, quantity: 4 }], 'receive-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect((await item(a.id)).stock).toBe(7);

    // Delivered at another cost: (7 x 1.14 + 6 x 1.31) / 13 = 15.84 / 13 = 1.21846 -> 1.22.
    // Negative stock counts as none: Salt's cost becomes the delivered 0.73.
    const second = await receive(order.id, [
      { productId: a.id, quantity: 6, unitCost: '1.31' },
      { productId: b.id, quantity: 4, unitCost: 0.73 },
    ]);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().purchaseOrder).toMatchObject({
      status: 'received',
      receivedValue: 5 + 7.86 + 2.92,
    });
    expect(await item(a.id)).toMatchObject({ stock: 13, cost: 1.22 });
    expect(await item(b.id)).toMatchObject({ stock: 2, cost: 0.73 });

    const history = await call('GET', `/stock?productId=${a.id}`);
    const entries = history.json().entries as StockEntry[];
    const purchases = entries.filter((e) => e.type === 'purchase');
    expect(purchases.map((e) => [e.quantityChange, e.unitCost]).sort()).toEqual([
      [4, 1.25],
      [6, 1.31],
    ]);
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);

    const done = await receive(order.id, [{ productId: a.id, quantity: 1 }]);
    expect(done.statusCode).toBe(409);
  });

  it('refuses more than is left on a line with a field error, writing nothing', async () => {
    const order = await createOrder(t, shop, {
      supplierId: supplier.id,
      lines: [
        { productId: rice.id, quantity: 5, unitCost: 10 },
        { productId: oil.id, quantity: 2, unitCost: 3 },
      ],
    });
    await markOrdered(t, shop, order.id);
    expect((await receive(order.id, [{ productId: rice.id, quantity: 3 }])).statusCode).toBe(201);
    const before = await purchasingCounts(t, shop.businessId);
    // The first line fits, the second does not: neither is received.
    const res = await receive(order.id, [
      { productId: oil.id, quantity: 1 },
      { productId: rice.id, quantity: 3 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'RECEIVE_TOO_MUCH',
      details: [{ field: 'lines.1.quantity', message: 'Only 2 left to receive on this line' }],
    });
    expect(await purchasingCounts(t, shop.businessId)).toEqual(before);
  });

  it('refuses bad input with field errors, writing nothing', async () => {
    const other = await createShop(t);
    const foreignItem = await createItem(t, other);
    const foreignSupplier = await createSupplier(t, other);
    const order = await createOrder(t, shop, {
      supplierId: supplier.id,
      lines: [{ productId: rice.id, quantity: 5, unitCost: 10 }],
    });
    await markOrdered(t, shop, order.id);
    const before = await purchasingCounts(t, shop.businessId);
    const line = { productId: rice.id, quantity: 1, unitCost: 1 };
    const bad: [object, string][] = [
      [{ supplierId: supplier.id, lines: [{ ...line, quantity: 0 }] }, 'lines.0.quantity'],
      [{ supplierId: supplier.id, lines: [{ ...line, quantity: -2 }] }, 'lines.0.quantity'],
      [{ supplierId: supplier.id, lines: [{ ...line, quantity: 1.5 }] }, 'lines.0.quantity'],
      [{ supplierId: supplier.id, lines: [{ ...line, unitCost: 0 }] }, 'lines.0.unitCost'],
      [{ supplierId: supplier.id, lines: [{ ...line, unitCost: -1 }] }, 'lines.0.unitCost'],
      [{ supplierId: supplier.id, lines: [{ ...line, unitCost: '1.001' }] }, 'lines.0.unitCost'],
      [{ supplierId: supplier.id, lines: [] }, 'lines'],
      [{ supplierId: supplier.id, lines: [line, line] }, 'lines.1.productId'],
      [
        { supplierId: supplier.id, lines: [{ ...line, productId: foreignItem.id }] },
        'lines.0.productId',
      ],
      [{ supplierId: supplier.id, lines: [{ ...line, productId: 'nope' }] }, 'lines.0.productId'],
      [{ supplierId: foreignSupplier.id, lines: [line] }, 'supplierId'],
      [{ supplierId: '00000000-0000-4000-8000-000000000000', lines: [line] }, 'supplierId'],
    ];
    for (const [body, field] of bad) {
      const res = await call('POST', '/purchase-orders', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const badReceipts: [object[], string][] = [
      [[{ productId: rice.id, quantity: 0 }], 'lines.0.quantity'],
      [[{ productId: rice.id, quantity: -1 }], 'lines.0.quantity'],
      [[{ productId: rice.id, quantity: 1, unitCost: 0 }], 'lines.0.unitCost'],
      [[{ productId: rice.id, quantity: 1, unitCost: -3 }], 'lines.0.unitCost'],
      [[{ productId: oil.id, quantity: 1 }], 'lines.0.productId'],
      [[{ productId: foreignItem.id, quantity: 1 }], 'lines.0.productId'],
    ];
    for (const [lines, field] of badReceipts) {
      const res = await receive(order.id, lines);
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const unknown = await receive('00000000-0000-4000-8000-000000000000', [line]);
    expect(unknown.statusCode).toBe(404);
    expect(await purchasingCounts(t, shop.businessId)).toEqual(before);
  });

  it('never receives more than ordered when receipts of the same line run in parallel', async () => {
    const item = await createItem(t, shop, { name: 'Matches', price: 1, cost: 1, stock: 0 });
    const order = await createOrder(t, shop, {
      supplierId: supplier.id,
      lines: [{ productId: item.id, quantity: 10, unitCost: 2 }],
    });
    await markOrdered(t, shop, order.id);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        receive(order.id, [{ productId: item.id, quantity: 3 }], `parallel-${i}`),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    const after = (await call('GET', `/purchase-orders/${order.id}`)).json()
      .purchaseOrder as PurchaseOrder;
    expect(after.lines[0]!.receivedQuantity).toBe(9);
    expect(after.status).toBe('partially_received');
    expect(after.receivedValue).toBe(18);
    const stock = (await call('GET', `/inventory/${item.id}`)).json().item.stock;
    expect(stock).toBe(9);
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);
  });

  it('lets managers work and keeps everyone else out (404)', async () => {
    const manager = await addManager(t, shop);
    const asManager = await call('GET', '/purchase-orders', undefined, manager.headers);
    expect(asManager.statusCode).toBe(200);
    const stranger = await createUser(t);
    for (const [method, url] of [
      ['GET', '/purchase-orders'],
      ['POST', '/purchase-orders'],
      ['GET', '/reorder-suggestions'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? {} : undefined, stranger.headers);
      expect(res.statusCode).toBe(404);
    }
  });
});
