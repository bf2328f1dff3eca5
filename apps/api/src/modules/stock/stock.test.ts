import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockEntry } from '@app/contracts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import {
  addManager,
  createItem,
  createShop,
  setBusinessSettings,
  stockMismatches,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';

describe('stock', () => {
  let t: TestContext;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const post = (payload: object, headers: Record<string, string> = {}, s: Shop = shop) =>
    t.app.inject({
      method: 'POST',
      url: s.url('/stock'),
      headers: { ...s.owner.headers, ...headers },
      payload,
    });
  const get = (path: string) =>
    t.app.inject({ method: 'GET', url: shop.url(path), headers: shop.owner.headers });

  it('records a restock and answers the entry and the item', async () => {
    const item = await createItem(t, shop, { name: 'Milk', stock: 2, cost: 10 });
    const res = await post({
      productId: item.id,
      quantity: 8,
      type: 'restock',
      note: ' Supplier A ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      entry: {
        productId: item.id,
        productName: 'Milk',
        type: 'restock',
        quantityChange: 8,
        stockAfter: 10,
        unitCost: null,
        note: 'Supplier A',
        saleId: null,
        createdBy: shop.owner.user.id,
      },
      item: { id: item.id, stock: 10, cost: 10 },
    });
  });

  it('answers the validation texts', async () => {
    const item = await createItem(t, shop, { name: 'Bread', stock: 1 });
    const cases: [object, string, string][] = [
      [{ productId: item.id, quantity: 0, type: 'adjustment' }, 'quantity', 'Quantity cannot be 0'],
      [
        { productId: item.id, quantity: 1.5, type: 'adjustment' },
        'quantity',
        'Quantity must be a whole number',
      ],
      [
        { productId: item.id, quantity: -1, type: 'restock' },
        'quantity',
        'A restock adds stock: use a quantity above 0',
      ],
      [
        { productId: item.id, quantity: 1, type: 'damage' },
        'quantity',
        'Damage removes stock: use a quantity below 0',
      ],
      [
        { productId: item.id, quantity: 1, type: 'sale' },
        'type',
        'Type must be one of restock, adjustment, damage, return',
      ],
      [{ productId: 'abc', quantity: 1, type: 'return' }, 'productId', 'Must be a valid id'],
      [
        { productId: item.id, quantity: 1, type: 'restock', unitCost: 1.001 },
        'unitCost',
        'Use at most 2 decimals',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details).toContainEqual({ field, message });
    }
    const missing = await post({
      productId: '00000000-0000-4000-8000-000000000000',
      quantity: 1,
      type: 'return',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('ITEM_NOT_FOUND');
  });

  it('refuses to take stock below zero, naming the item, unless the business allows it', async () => {
    const item = await createItem(t, shop, { name: 'Eggs (crate)', stock: 3 });
    const res = await post({ productId: item.id, quantity: -4, type: 'damage' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'INSUFFICIENT_STOCK',
      error: 'Not enough stock of "Eggs (crate)": 3 available',
      productId: item.id,
      available: 3,
    });
    expect((await post({ productId: item.id, quantity: -3, type: 'damage' })).statusCode).toBe(201);

    const lenient = await createShop(t);
    await setBusinessSettings(t, lenient, { allowNegativeStock: true });
    const other = await createItem(t, lenient, { name: 'Flour', stock: 1 });
    const below = await post(
      { productId: other.id, quantity: -3, type: 'adjustment' },
      {},
      lenient,
    );
    expect(below.statusCode).toBe(201);
    expect(below.json().item.stock).toBe(-2);
    expect(await stockMismatches(t, lenient.businessId)).toEqual([]);
  });

  it('moves the cost to the exact weighted average on a restock with a unit cost', async () => {
    const item = await createItem(t, shop, { name: 'Oil', stock: 3, cost: '10.00' });
    // (3 * 10.00 + 7 * 13.33) / 10 = 12.331 -> 12.33
    const first = await post({ productId: item.id, quantity: 7, type: 'restock', unitCost: 13.33 });
    expect(first.json().item.cost).toBe(12.33);
    expect(first.json().entry.unitCost).toBe(13.33);
    // (10 * 12.33 + 2 * 0.01) / 12 = 10.2766... -> 10.28
    const second = await post({
      productId: item.id,
      quantity: 2,
      type: 'restock',
      unitCost: '0.01',
    });
    expect(second.json().item.cost).toBe(10.28);
    // A return with a unit cost leaves the cost alone.
    const back = await post({ productId: item.id, quantity: 1, type: 'return', unitCost: 99 });
    expect(back.json().item.cost).toBe(10.28);
    // Negative stock counts as none: the new cost is the unit cost.
    const lenient = await createShop(t);
    await setBusinessSettings(t, lenient, { allowNegativeStock: true });
    const neg = await createItem(t, lenient, { name: 'Salt', stock: 0, cost: 5 });
    await post({ productId: neg.id, quantity: -2, type: 'adjustment' }, {}, lenient);
    const restocked = await post(
      { productId: neg.id, quantity: 4, type: 'restock', unitCost: 6.5 },
      {},
      lenient,
    );
    expect(restocked.json().item).toMatchObject({ stock: 2, cost: 6.5 });
  });

  it('replays a retry with the same Idempotency-Key and records once', async () => {
    const item = await createItem(t, shop, { name: 'Yam', stock: 0 });
    const body = { productId: item.id, quantity: 5, type: 'restock' };
    const key = { 'idempotency-key': `restock-${item.id}` };
    const first = await post(body, key);
    const retry = await post(body, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const history = await get(`/stock/product/${item.id}`);
    expect(history.json().total).toBe(1);
    const reused = await post({ ...body, quantity: 6 }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errorCode).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('answers what it wrote, and replays byte for byte after the stock ran out', async () => {
    const item = await createItem(t, shop, { name: 'Salt', stock: 4, cost: 2 });
    // A note may say anything, even what the statement fills in.
    const note = '"updatedAt":"itemUpdatedAtStandInForTheStatement" 9007199254740990';
    const body = { productId: item.id, quantity: -4, type: 'damage', note };
    const key = { 'idempotency-key': `damage-${item.id}` };
    const first = await post(body, key);
    expect(first.statusCode).toBe(201);
    // The stock is now 0: the retry is still the first answer, not a 409.
    const retry = await post(body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    const { entry, item: answered } = first.json();
    expect((await get(`/inventory/${item.id}`)).json().item).toEqual(answered);
    expect((await get(`/stock/product/${item.id}`)).json().entries[0]).toEqual(entry);
    expect(answered).toMatchObject({ stock: 0, cost: 2, isLowStock: true });
  });

  it('keeps stock == sum of entries after mixed operations', async () => {
    const item = await createItem(t, shop, { name: 'Mixed', stock: 20, sku: 'MIX' });
    await post({ productId: item.id, quantity: 5, type: 'restock', unitCost: 3 });
    await post({ productId: item.id, quantity: -2, type: 'damage' });
    await post({ productId: item.id, quantity: 1, type: 'return' });
    await post({ productId: item.id, quantity: -30, type: 'adjustment' }); // refused
    await t.app.inject({
      method: 'PUT',
      url: shop.url(`/inventory/${item.id}`),
      headers: shop.owner.headers,
      payload: { stock: 11 },
    });
    await post({ productId: item.id, quantity: -11, type: 'adjustment' });
    const history = (await get(`/stock/product/${item.id}`)).json();
    expect(
      history.entries.map((e: StockEntry) => [e.type, e.quantityChange, e.stockAfter]),
    ).toEqual([
      ['adjustment', -11, 0],
      ['adjustment', -13, 11],
      ['return', 1, 24],
      ['damage', -2, 23],
      ['restock', 5, 25],
      ['opening', 20, 20],
    ]);
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);
  });

  it('lists entries with page, limit, total and filters', async () => {
    const item = await createItem(t, shop, { name: 'Paged', stock: 1 });
    for (let n = 0; n < 4; n++) await post({ productId: item.id, quantity: 1, type: 'restock' });
    const page2 = (await get(`/stock?productId=${item.id}&page=2&limit=2`)).json();
    expect(page2).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(page2.entries.map((e: StockEntry) => e.stockAfter)).toEqual([3, 2]);
    const openings = (await get('/stock?type=opening&limit=200')).json();
    expect(openings.entries.every((e: StockEntry) => e.type === 'opening')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const dated = (await get(`/stock?productId=${item.id}&from=${today}&to=${today}`)).json();
    expect(dated.total).toBe(5);
    const future = (await get(`/stock?productId=${item.id}&from=2999-01-01`)).json();
    expect(future.total).toBe(0);
    const before = (await get(`/stock?productId=${item.id}&to=2000-01-01T00:00:00Z`)).json();
    expect(before.total).toBe(0);
    const bad = await get('/stock?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('from');
  });

  it('lets a manager adjust stock', async () => {
    const manager = await addManager(t, shop);
    const item = await createItem(t, shop, { name: 'Manager stock', stock: 2 });
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/stock'),
      headers: manager.headers,
      payload: { productId: item.id, quantity: -1, type: 'damage' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().entry.createdByUsername).toBe(manager.user.username);
  });

  it('refuses stock changes without a subscription and still lists the history', async () => {
    const lapsed = await createUser(t, { createdAt: new Date(Date.now() - 60 * DAY) });
    const own = await createShop(t, lapsed);
    const res = await post(
      { productId: crypto.randomUUID(), quantity: 1, type: 'restock' },
      {},
      own,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      errorCode: 'SUBSCRIPTION_REQUIRED',
      requiredOperation: 'adjust_stock',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: own.url('/stock'),
      headers: lapsed.headers,
    });
    expect(list.statusCode).toBe(200);
  });

  it('applies 50 concurrent restocks of one item exactly once each', async () => {
    const item = await createItem(t, shop, { name: 'Busy', stock: 0, cost: 1 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        post({ productId: item.id, quantity: n + 1, type: 'restock', unitCost: 2 }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const expected = (50 * 51) / 2;
    const final = (await get(`/inventory/${item.id}`)).json().item;
    expect(final.stock).toBe(expected);
    expect(final.cost).toBe(2);
    const history = (await get(`/stock/product/${item.id}?limit=200`)).json();
    expect(history.total).toBe(50);
    const afters = history.entries
      .map((e: StockEntry) => e.stockAfter)
      .sort((a: number, b: number) => a - b);
    expect(new Set(afters).size).toBe(50);
    expect(afters[49]).toBe(expected);
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);
  });

  it('never oversells under 30 concurrent decrements', async () => {
    const item = await createItem(t, shop, { name: 'Scarce', stock: 10 });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => post({ productId: item.id, quantity: -1, type: 'damage' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(20);
    expect((await get(`/inventory/${item.id}`)).json().item.stock).toBe(0);
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);
  });
});
