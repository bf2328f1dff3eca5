import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem, Transfer } from '@app/contracts';
import { createTestContext, TEST_DB_KIND, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import {
  addManager,
  createItem,
  createShop,
  setBusinessSettings,
  stockMismatches,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';

describe('transfers', () => {
  let t: TestContext;
  let from: Shop;
  let to: Shop;
  beforeAll(async () => {
    t = await createTestContext();
    from = await createShop(t);
    to = await createShop(t, from.owner);
  });
  afterAll(() => t.close());

  let keys = 0;
  const send = (payload: object, s: Shop = from, key = `transfer-${++keys}`) =>
    t.app.inject({
      method: 'POST',
      url: s.url('/transfers'),
      headers: { ...s.owner.headers, 'idempotency-key': key },
      payload,
    });
  const itemsOf = async (s: Shop) =>
    (
      await t.app.inject({
        method: 'GET',
        url: s.url('/inventory?limit=200'),
        headers: s.owner.headers,
      })
    ).json().items as InventoryItem[];
  const item = async (s: Shop, id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: s.url(`/inventory/${id}`),
        headers: s.owner.headers,
      })
    ).json().item as InventoryItem;
  const whole = async () => {
    expect(await stockMismatches(t, from.businessId)).toEqual([]);
    expect(await stockMismatches(t, to.businessId)).toEqual([]);
  };

  it('moves stock at cost, matching by barcode, SKU and exact name, or creating the item', async () => {
    const byBarcode = await createItem(t, from, {
      name: 'Milk 1L',
      barcode: '6001',
      stock: 10,
      cost: 2,
    });
    const theirMilk = await createItem(t, to, {
      name: 'Fresh milk',
      barcode: '6001',
      stock: 10,
      cost: 1,
    });
    const bySku = await createItem(t, from, { name: 'Rice', sku: 'RICE-5', stock: 10, cost: 8 });
    const theirRice = await createItem(t, to, {
      name: 'Rice 5kg',
      sku: 'rice-5',
      stock: 0,
      cost: 5,
    });
    const byName = await createItem(t, from, { name: 'Sugar', stock: 10, cost: 3 });
    const theirSugar = await createItem(t, to, { name: 'Sugar', stock: 0, cost: 9 });
    // Sold before it was on the books: below zero.
    await setBusinessSettings(t, to, { allowNegativeStock: true });
    const short = await t.app.inject({
      method: 'POST',
      url: to.url('/stock'),
      headers: to.owner.headers,
      payload: { productId: theirSugar.id, quantity: -2, type: 'damage' },
    });
    expect(short.statusCode, short.body).toBe(201);
    const created = await createItem(t, from, {
      name: 'Honey',
      sku: 'HNY',
      stock: 10,
      price: 7.5,
      cost: 4.25,
    });

    const res = await send({
      toBusinessId: to.businessId,
      lines: [
        { productId: byBarcode.id, quantity: 10 },
        { productId: bySku.id, quantity: 3 },
        { productId: byName.id, quantity: 4 },
        { productId: created.id, quantity: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const transfer = res.json().transfer as Transfer;
    expect(transfer).toMatchObject({
      fromBusinessId: from.businessId,
      toBusinessId: to.businessId,
      direction: 'out',
      quantity: 19,
      value: 10 * 2 + 3 * 8 + 4 * 3 + 2 * 4.25,
    });
    const byProduct = new Map(transfer.lines.map((l) => [l.productId, l]));
    expect(byProduct.get(byBarcode.id)).toMatchObject({
      matchedBy: 'barcode',
      toProductId: theirMilk.id,
      unitCost: 2,
    });
    expect(byProduct.get(bySku.id)).toMatchObject({ matchedBy: 'sku', toProductId: theirRice.id });
    expect(byProduct.get(byName.id)).toMatchObject({
      matchedBy: 'name',
      toProductId: theirSugar.id,
    });
    expect(byProduct.get(created.id)!.matchedBy).toBe('created');

    expect((await item(from, byBarcode.id)).stock).toBe(0);
    // Weighted average: (10 × 1 + 10 × 2) / 20 = 1.50
    expect(await item(to, theirMilk.id)).toMatchObject({ stock: 20, cost: 1.5 });
    expect(await item(to, theirRice.id)).toMatchObject({ stock: 3, cost: 8 });
    // Stock below zero counts as none: the new cost is the incoming one.
    expect(await item(to, theirSugar.id)).toMatchObject({ stock: 2, cost: 3 });
    const honey = (await itemsOf(to)).find((i) => i.name === 'Honey')!;
    expect(honey).toMatchObject({ stock: 2, price: 7.5, cost: 4.25, sku: 'HNY' });
    expect(byProduct.get(created.id)!.toProductId).toBe(honey.id);

    const rows = (
      (await t.database.db.execute(
        `select business_id, type, quantity_change, unit_cost from stock_entries
         where reference_id = '${transfer.id}' order by type, quantity_change`,
      )) as unknown as { rows: { business_id: string; type: string; quantity_change: number }[] }
    ).rows;
    expect(rows).toHaveLength(8);
    expect(
      rows.filter((r) => r.type === 'transfer_out').every((r) => r.business_id === from.businessId),
    ).toBe(true);
    expect(
      rows.filter((r) => r.type === 'transfer_in').every((r) => r.business_id === to.businessId),
    ).toBe(true);
    await whole();

    // Both businesses list it, each from its side.
    const list = async (s: Shop) =>
      (
        await t.app.inject({ method: 'GET', url: s.url('/transfers'), headers: s.owner.headers })
      ).json().transfers as Transfer[];
    expect((await list(from))[0]).toMatchObject({ id: transfer.id, direction: 'out' });
    expect((await list(to))[0]).toMatchObject({ id: transfer.id, direction: 'in' });
  });

  it('refuses a short line with 409 and moves nothing', async () => {
    const a = await createItem(t, from, { name: 'Plenty', stock: 5 });
    const b = await createItem(t, from, { name: 'Scarce', stock: 1 });
    const before = (await itemsOf(to)).length;
    const res = await send({
      toBusinessId: to.businessId,
      lines: [
        { productId: a.id, quantity: 5 },
        { productId: b.id, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'INSUFFICIENT_STOCK',
      message: 'Not enough stock of "Scarce": 1 available',
    });
    expect((await item(from, a.id)).stock).toBe(5);
    expect((await item(from, b.id)).stock).toBe(1);
    expect((await itemsOf(to)).length).toBe(before);
    await whole();
  });

  it('answers 404 for a business the caller does not own, and 400 for bad input', async () => {
    const a = await createItem(t, from, { name: 'Mine', stock: 5 });
    const stranger = await createShop(t);
    const notMine = await send({
      toBusinessId: stranger.businessId,
      lines: [{ productId: a.id, quantity: 1 }],
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error).toBe('Business not found');
    const fromStranger = await t.app.inject({
      method: 'POST',
      url: from.url('/transfers'),
      headers: stranger.owner.headers,
      payload: { toBusinessId: stranger.businessId, lines: [{ productId: a.id, quantity: 1 }] },
    });
    expect(fromStranger.statusCode).toBe(404);
    // A manager of both businesses is not their owner.
    const manager = await addManager(t, from);
    const byManager = await t.app.inject({
      method: 'POST',
      url: from.url('/transfers'),
      headers: manager.headers,
      payload: { toBusinessId: to.businessId, lines: [{ productId: a.id, quantity: 1 }] },
    });
    expect(byManager.statusCode).toBe(403);

    const cases: [object, string][] = [
      [
        { toBusinessId: from.businessId, lines: [{ productId: a.id, quantity: 1 }] },
        'toBusinessId',
      ],
      [{ toBusinessId: to.businessId, lines: [] }, 'lines'],
      [
        { toBusinessId: to.businessId, lines: [{ productId: a.id, quantity: 0 }] },
        'lines.0.quantity',
      ],
      [
        { toBusinessId: to.businessId, lines: [{ productId: a.id, quantity: -1 }] },
        'lines.0.quantity',
      ],
      [
        {
          toBusinessId: to.businessId,
          lines: [
            { productId: a.id, quantity: 1 },
            { productId: a.id, quantity: 1 },
          ],
        },
        'lines.1.productId',
      ],
      [
        {
          toBusinessId: to.businessId,
          lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
        },
        'lines.0.productId',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
    expect((await item(from, a.id)).stock).toBe(5);
    await whole();
  });

  it('replays a retry with the same Idempotency-Key', async () => {
    const a = await createItem(t, from, { name: 'Once', stock: 5 });
    const body = { toBusinessId: to.businessId, lines: [{ productId: a.id, quantity: 2 }] };
    const first = await send(body, from, 'same-key');
    const second = await send(body, from, 'same-key');
    expect(second.statusCode).toBe(201);
    expect(second.json().transfer.id).toBe(first.json().transfer.id);
    expect((await item(from, a.id)).stock).toBe(3);
    await whole();
  });

  it('never overdraws under parallel transfers, in both directions', async () => {
    const here = await createItem(t, from, {
      name: 'Racing',
      barcode: 'RACE-1',
      stock: 10,
      cost: 1,
    });
    const there = await createItem(t, to, {
      name: 'Racing',
      barcode: 'RACE-1',
      stock: 10,
      cost: 1,
    });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        n % 2 === 0
          ? send({ toBusinessId: to.businessId, lines: [{ productId: here.id, quantity: 3 }] })
          : send(
              { toBusinessId: from.businessId, lines: [{ productId: there.id, quantity: 3 }] },
              to,
            ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(
      codes.every((c) => c === 201 || c === 409),
      codes.join(),
    ).toBe(true);
    const a = await item(from, here.id);
    const b = await item(to, there.id);
    expect(a.stock).toBeGreaterThanOrEqual(0);
    expect(b.stock).toBeGreaterThanOrEqual(0);
    expect(a.stock + b.stock).toBe(20);
    await whole();
    if (TEST_DB_KIND === 'postgres')
      expect(codes.filter((c) => c === 201).length).toBeGreaterThan(0);
  });

  it('tells both businesses that their stock changed', async () => {
    const a = await createItem(t, from, { name: 'Signalled', stock: 3 });
    const seen: string[] = [];
    const unsubscribe = t.app.deps.bus.subscribe((e) => {
      if (e.type === 'changed') seen.push((e.payload as { businessId: string }).businessId);
    });
    try {
      const res = await send({
        toBusinessId: to.businessId,
        lines: [{ productId: a.id, quantity: 1 }],
      });
      expect(res.statusCode).toBe(201);
      // On PostgreSQL the signals come back through LISTEN/NOTIFY, a moment later.
      await expect
        .poll(() => [...new Set(seen)].sort())
        .toEqual([from.businessId, to.businessId].sort());
    } finally {
      unsubscribe();
    }
  });

  it('leaves a stranger no way in', async () => {
    const stranger = await createUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: from.url('/transfers'),
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
