import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockCount, StockEntry } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import {
  addManager,
  createItem,
  createShop,
  stockMismatches,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { recordSale } from '#src/modules/sales/sales.fixtures.ts';

describe('stock counts', () => {
  let t: TestContext;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, s = shop) =>
    t.app.inject({ method, url: s.url(path), headers: s.owner.headers, payload });
  const start = async (payload: object, s = shop) => {
    const res = await send('POST', '/stock-counts', payload, s);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().stockCount as StockCount;
  };
  const stockOf = async (id: string, s = shop) =>
    (await send('GET', `/inventory/${id}`, undefined, s)).json().item.stock as number;
  const countEntries = async (id: string) =>
    ((await send('GET', `/stock/product/${id}?type=count`)).json().entries as StockEntry[]).filter(
      (e) => e.type === 'count',
    );

  it('counts a chosen list: a sale made after a line was saved is not shrinkage', async () => {
    const soap = await createItem(t, shop, { name: 'Soap', stock: 10, cost: 1.5 });
    const salt = await createItem(t, shop, { name: 'Salt', stock: 4, cost: 0.4 });
    const count = await start({ productIds: [soap.id, salt.id] });
    expect(count).toMatchObject({
      status: 'open',
      scope: 'list',
      totals: { items: 2, counted: 0 },
    });
    expect(count.lines.map((l) => [l.productName, l.counted, l.expected])).toEqual([
      ['Salt', null, null],
      ['Soap', null, null],
    ]);

    // 9 soaps on the shelf while the books say 10: one short.
    const saved = await send('PUT', `/stock-counts/${count.id}`, {
      lines: [{ productId: soap.id, counted: 9 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const soapLine = (saved.json().stockCount as StockCount).lines.find(
      (l) => l.productId === soap.id,
    );
    expect(soapLine).toMatchObject({
      counted: 9,
      expected: 10,
      varianceQuantity: -1,
      varianceValue: -1.5,
    });

    // Two soaps are sold after the line was counted: real sales, not missing stock.
    await recordSale(t, shop, { items: [{ productId: soap.id, quantity: 2 }] });
    expect(await stockOf(soap.id)).toBe(8);

    const applied = await send('POST', `/stock-counts/${count.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().stockCount).toMatchObject({
      status: 'applied',
      totals: { items: 2, counted: 1, varianceQuantity: -1, varianceValue: -1.5, shortQuantity: 1 },
    });
    expect(await stockOf(soap.id)).toBe(7);
    expect(await stockOf(salt.id)).toBe(4);
    const entries = await countEntries(soap.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'count', quantityChange: -1, stockAfter: 7 });
    expect(await countEntries(salt.id)).toHaveLength(0);

    // Applying again changes nothing.
    const again = await send('POST', `/stock-counts/${count.id}/apply`);
    expect(again.statusCode).toBe(200);
    expect(again.json().stockCount.status).toBe('applied');
    expect(await stockOf(soap.id)).toBe(7);
    expect(await countEntries(soap.id)).toHaveLength(1);
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);

    // An applied count takes no more counts and cannot be cancelled.
    const late = await send('PUT', `/stock-counts/${count.id}`, {
      lines: [{ productId: soap.id, counted: 1 }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorCode).toBe('STOCK_COUNT_CLOSED');
    expect((await send('POST', `/stock-counts/${count.id}/cancel`)).statusCode).toBe(409);
  });

  it('compares a count kept offline with the stock when it was counted', async () => {
    const own = await createShop(t);
    const rice = await createItem(t, own, { name: 'Rice', stock: 10, cost: 2 });
    const count = await start({ productIds: [rice.id] }, own);
    // Counted 9 on a phone with no connection; two bags are sold before it is sent.
    // 50 ms either side of the moment it was counted, so the window the server looks back over
    // (countedAgoMs, 25 ms short of the truth) holds the sale and not the item's opening stock.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    await pause();
    const countedAt = Date.now();
    await pause();
    await recordSale(t, own, { items: [{ productId: rice.id, quantity: 2 }] });
    await pause();
    const res = await send(
      'PUT',
      `/stock-counts/${count.id}`,
      { lines: [{ productId: rice.id, counted: 9, countedAgoMs: Date.now() - countedAt - 25 }] },
      own,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().stockCount as StockCount).lines[0]).toMatchObject({
      counted: 9,
      expected: 10,
      varianceQuantity: -1,
    });
    await send('POST', `/stock-counts/${count.id}/apply`, undefined, own);
    // 10 - 2 sold - 1 missing.
    expect(await stockOf(rice.id, own)).toBe(7);
    const tooOld = await send(
      'PUT',
      `/stock-counts/${(await start({ productIds: [rice.id] }, own)).id}`,
      { lines: [{ productId: rice.id, counted: 1, countedAgoMs: 8 * 24 * 3600 * 1000 }] },
      own,
    );
    expect(tooOld.statusCode).toBe(400);
  });

  it('writes the count entry with its reference and keeps the last save of a line', async () => {
    const own = await createShop(t);
    const tea = await createItem(t, own, { name: 'Tea', stock: 5, cost: 2 });
    const count = await start({}, own);
    expect(count.scope).toBe('all');
    for (const counted of [3, 8]) {
      const res = await send(
        'PUT',
        `/stock-counts/${count.id}`,
        { lines: [{ productId: tea.id, counted }] },
        own,
      );
      expect(res.statusCode).toBe(200);
    }
    const applied = await send('POST', `/stock-counts/${count.id}/apply`, undefined, own);
    expect(applied.json().stockCount.totals).toMatchObject({
      varianceQuantity: 3,
      overQuantity: 3,
      overValue: 6,
    });
    expect(await stockOf(tea.id, own)).toBe(8);
    const rows = await t.database.db.execute(
      `select type, quantity_change, reference_id from stock_entries where product_id = '${tea.id}' and type = 'count'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { type: 'count', quantity_change: 3, reference_id: count.id },
    ]);
  });

  it('counts a category', async () => {
    const own = await createShop(t);
    const cat = await send('POST', '/categories', { name: 'Drinks' }, own);
    expect(cat.statusCode, cat.body).toBe(201);
    const categoryId = cat.json().category.id as string;
    const cola = await createItem(t, own, { name: 'Cola', stock: 3, categoryId });
    await createItem(t, own, { name: 'Bread', stock: 3 });
    const count = await start({ categoryId }, own);
    expect(count.scope).toBe('category');
    expect(count.lines.map((l) => l.productId)).toEqual([cola.id]);
  });

  it('refuses an empty apply, an item outside the count, and overlapping counts', async () => {
    const own = await createShop(t);
    const a = await createItem(t, own, { name: 'A', stock: 1 });
    const b = await createItem(t, own, { name: 'B', stock: 1 });
    const count = await start({ productIds: [a.id] }, own);

    const empty = await send('POST', `/stock-counts/${count.id}/apply`, undefined, own);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([
      { field: 'lines', message: 'Count at least one item before applying' },
    ]);

    const outside = await send(
      'PUT',
      `/stock-counts/${count.id}`,
      {
        lines: [
          { productId: a.id, counted: 4 },
          { productId: b.id, counted: 2 },
        ],
      },
      own,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().details[0].field).toBe('lines.1.productId');
    // Nothing of the refused save was kept.
    const kept = (await send('GET', `/stock-counts/${count.id}`, undefined, own)).json()
      .stockCount as StockCount;
    expect(kept.lines[0]!.counted).toBeNull();

    const overlap = await send('POST', '/stock-counts', { productIds: [b.id, a.id] }, own);
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({
      errorCode: 'STOCK_COUNT_OVERLAP',
      message: 'Already in an open stock count: A',
    });
    expect((await send('POST', '/stock-counts', { productIds: [b.id] }, own)).statusCode).toBe(201);

    const cancelled = await send('POST', `/stock-counts/${count.id}/cancel`, undefined, own);
    expect(cancelled.json().stockCount.status).toBe('cancelled');
    expect((await send('POST', `/stock-counts/${count.id}/apply`, undefined, own)).statusCode).toBe(
      409,
    );
    // Once cancelled, its items may be counted again.
    expect((await send('POST', '/stock-counts', { productIds: [a.id] }, own)).statusCode).toBe(201);
  });

  it('answers the validation texts and writes nothing', async () => {
    const own = await createShop(t);
    const item = await createItem(t, own, { name: 'X', stock: 1 });
    const count = await start({ productIds: [item.id] }, own);
    const bad: [string, object, string][] = [
      ['/stock-counts', { productIds: [] }, 'productIds'],
      ['/stock-counts', { productIds: ['00000000-0000-4000-8000-000000000000'] }, 'productIds.0'],
      [
        '/stock-counts',
        { productIds: [item.id], categoryId: '00000000-0000-4000-8000-000000000000' },
        'categoryId',
      ],
      ['/stock-counts', { categoryId: '00000000-0000-4000-8000-000000000000' }, 'categoryId'],
    ];
    for (const [path, body, field] of bad) {
      const res = await send('POST', path, body, own);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
    for (const lines of [
      [],
      [{ productId: item.id, counted: -1 }],
      [{ productId: item.id, counted: 1.5 }],
      [
        { productId: item.id, counted: 1 },
        { productId: item.id, counted: 2 },
      ],
    ]) {
      const res = await send('PUT', `/stock-counts/${count.id}`, { lines }, own);
      expect(res.statusCode, res.body).toBe(400);
    }
    const list = await send('GET', '/stock-counts', undefined, own);
    expect(list.json().stockCounts).toHaveLength(1);
    expect((await send('GET', '/stock-counts/not-a-uuid', undefined, own)).statusCode).toBe(404);
  });

  it('keeps counts to their business: strangers get 404, managers count', async () => {
    const count = await start({
      productIds: [(await createItem(t, shop, { name: 'Kept', stock: 2 })).id],
    });
    const stranger = await createUser(t);
    for (const [method, path] of [
      ['GET', `/stock-counts/${count.id}`],
      ['GET', '/stock-counts'],
      ['POST', `/stock-counts/${count.id}/apply`],
    ] as const) {
      const res = await t.app.inject({ method, url: shop.url(path), headers: stranger.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Business not found');
    }
    const other = await createShop(t);
    const wrongBusiness = await send('GET', `/stock-counts/${count.id}`, undefined, other);
    expect(wrongBusiness.statusCode).toBe(404);
    const manager = await addManager(t, shop);
    const res = await t.app.inject({
      method: 'PUT',
      url: shop.url(`/stock-counts/${count.id}`),
      headers: manager.headers,
      payload: { lines: [{ productId: count.lines[0]!.productId, counted: 2 }] },
    });
    expect(res.statusCode).toBe(200);
  });

  it('lists counts with their totals', async () => {
    const res = await send('GET', '/stock-counts?status=applied');
    expect(res.statusCode).toBe(200);
    const [applied] = res.json().stockCounts;
    expect(applied).toMatchObject({
      status: 'applied',
      totals: { counted: 1, varianceQuantity: -1, varianceValue: -1.5 },
    });
  });
});
