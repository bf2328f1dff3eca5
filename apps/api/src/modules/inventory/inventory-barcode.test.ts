import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem } from '@app/contracts';
import { IN_STORE_EAN13_PREFIX, inStoreEan13, isValidEan13 } from '@app/contracts/domain/ean13';
import { loadBusinessForUser } from '#src/platform/business-access.ts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { createUser, type TestUser } from '#test/builders.ts';
import { addManager, createItem, createShop, type Shop } from './inventory.fixtures.ts';
import * as service from './inventory.service.ts';

/** Digits for `inStoreEan13` from a fixed list: the codes a test wants drawn, in order. */
function drawing(...twelves: string[]) {
  const digits = twelves.flatMap((t) => [...t.slice(IN_STORE_EAN13_PREFIX.length)].map(Number));
  let next = 0;
  return () => digits[next++ % digits.length]!;
}

describe('in-store barcodes (POST /inventory/{itemId}/barcode)', () => {
  let t: TestContext;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const generate = (itemId: string, as: TestUser = shop.owner, s: Shop = shop) =>
    t.app.inject({
      method: 'POST',
      url: s.url(`/inventory/${itemId}/barcode`),
      headers: as.headers,
    });

  it('gives an item without a code an EAN-13 starting with 2 that the POS search finds', async () => {
    const item = await createItem(t, shop, { name: 'Loose groundnuts' });
    const res = await generate(item.id);
    expect(res.statusCode).toBe(201);
    const answer = res.json() as { item: InventoryItem; generated: boolean };
    expect(answer.generated).toBe(true);
    const code = answer.item.barcode!;
    expect(code).toMatch(/^20\d{11}$/);
    expect(isValidEan13(code)).toBe(true);
    expect(answer.item).toMatchObject({ id: item.id, name: 'Loose groundnuts', sku: null });

    // What the POS asks when a scanner types the code and Enter (features/sales search-products).
    const found = await t.app.inject({
      method: 'GET',
      url: shop.url(`/inventory?search=${code}`),
      headers: shop.owner.headers,
    });
    expect(found.json().items.map((i: InventoryItem) => [i.id, i.barcode])).toEqual([
      [item.id, code],
    ]);
  });

  it('leaves an item that already has a barcode as it is, and answers a retry the same', async () => {
    const item = await createItem(t, shop, { name: 'Peak milk', barcode: '6151234567890' });
    const res = await generate(item.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ generated: false, item: { barcode: '6151234567890' } });

    const fresh = await createItem(t, shop, { name: 'Kola nuts' });
    const first = await generate(fresh.id);
    const again = await generate(fresh.id);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().item.barcode).toBe(first.json().item.barcode);
    expect(again.json().item.updatedAt).toBe(first.json().item.updatedAt);
  });

  it('answers 404 for an unknown item, a malformed id and another business item', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await generate(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'ITEM_NOT_FOUND', error: 'Item not found' });
    }
    const other = await createShop(t);
    const theirs = await createItem(t, other, { name: 'Theirs' });
    const res = await generate(theirs.id);
    expect(res.statusCode).toBe(404);
    const untouched = await t.app.inject({
      method: 'GET',
      url: other.url(`/inventory/${theirs.id}`),
      headers: other.owner.headers,
    });
    expect(untouched.json().item.barcode).toBeNull();
  });

  it('lets a manager generate codes and hides the business from a stranger', async () => {
    const item = await createItem(t, shop, { name: 'Chin chin' });
    const stranger = await createUser(t);
    const refused = await generate(item.id, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorCode).toBe('BUSINESS_NOT_FOUND');

    const manager = await addManager(t, shop);
    const res = await generate(item.id, manager);
    expect(res.statusCode).toBe(201);
    expect(isValidEan13(res.json().item.barcode)).toBe(true);
  });

  it('draws another code when the first is taken, and gives up with 409 after five', async () => {
    const access = await loadBusinessForUser(t.app.deps, shop.owner.user.id, shop.businessId, {
      role: 'owner',
    });
    const taken = inStoreEan13(drawing('200000000001'));
    await createItem(t, shop, { name: 'Holder', barcode: taken });
    const item = await createItem(t, shop, { name: 'Plantain chips' });

    const answer = await service.generateBarcode(
      t.database.db,
      access,
      item.id,
      drawing('200000000001', '200000000002'),
    );
    expect(answer.item.barcode).toBe(inStoreEan13(drawing('200000000002')));

    const unlucky = await createItem(t, shop, { name: 'Zobo' });
    await expect(
      service.generateBarcode(t.database.db, access, unlucky.id, drawing('200000000001')),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: 'BARCODE_TAKEN' });
    const after = await t.app.inject({
      method: 'GET',
      url: shop.url(`/inventory/${unlucky.id}`),
      headers: shop.owner.headers,
    });
    expect(after.json().item.barcode).toBeNull();
  });

  it('never hands out one code twice, nor two codes to one item, under parallel requests', async () => {
    const items = await Promise.all(
      Array.from({ length: 12 }, (_, n) => createItem(t, shop, { name: `Parallel ${n}` })),
    );
    const answers = await Promise.all(items.map((i) => generate(i.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(items.map(() => 201));
    const codes = answers.map((r) => r.json().item.barcode as string);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every(isValidEan13)).toBe(true);

    const one = await createItem(t, shop, { name: 'Contended' });
    const racing = await Promise.all(Array.from({ length: 6 }, () => generate(one.id)));
    const statuses = racing.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(racing.map((r) => r.json().item.barcode)).size).toBe(1);
  });
});
