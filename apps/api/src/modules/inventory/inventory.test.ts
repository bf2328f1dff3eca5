import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem } from '@app/contracts';
import { inventoryItems } from '#src/db/schema/index.ts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import { image, multipart } from '#test/businesses.ts';
import {
  addManager,
  createItem,
  createShop,
  setBusinessSettings,
  stockMismatches,
  type Shop,
} from './inventory.fixtures.ts';

describe('inventory', () => {
  let t: TestContext;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const get = (url: string, s: Shop = shop) =>
    t.app.inject({ method: 'GET', url: s.url(url), headers: s.owner.headers });

  describe('create and read', () => {
    it('creates an item with exact money and records its opening stock', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: shop.url('/inventory'),
        headers: shop.owner.headers,
        payload: {
          name: '  Palm oil 1L ',
          sku: 'PO-1',
          barcode: '6001234567890',
          price: 19.99,
          cost: '12.5',
          stock: 7,
          unit: 'bottle',
          lowStockThreshold: 3,
        },
      });
      expect(res.statusCode).toBe(201);
      const { item } = res.json() as { item: InventoryItem };
      expect(item).toMatchObject({
        businessId: shop.businessId,
        name: 'Palm oil 1L',
        sku: 'PO-1',
        price: 19.99,
        cost: 12.5,
        stock: 7,
        unit: 'bottle',
        lowStockThreshold: 3,
        isLowStock: false,
        showInShop: true,
        settings: { featured: false, taxRate: null, allowDiscount: true },
        image: null,
        imageUrl: null,
        categoryId: null,
      });
      const [stored] = await t.database.db
        .execute(
          sql`select price::text as price, cost::text as cost from inventory_items where id = ${item.id}`,
        )
        .then((r) => (r as unknown as { rows: { price: string; cost: string }[] }).rows);
      expect(stored).toEqual({ price: '19.99', cost: '12.50' });

      const history = await get(`/stock/product/${item.id}`);
      expect(history.json()).toMatchObject({
        total: 1,
        entries: [{ type: 'opening', quantityChange: 7, stockAfter: 7, unitCost: 12.5 }],
      });
      const one = await get(`/inventory/${item.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().item).toEqual(item);
    });

    it('answers the validation texts', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ price: 1 }, 'name', 'Name is required'],
        [{ name: ' ', price: 1 }, 'name', 'Name is required'],
        [{ name: 'A', price: 1.234 }, 'price', 'Use at most 2 decimals'],
        [{ name: 'A', price: -1 }, 'price', 'Must be 0 or more'],
        [{ name: 'A', price: 'ten' }, 'price', 'Must be a number'],
        [{ name: 'A', price: 1, cost: '1e3' }, 'cost', 'Must be a number'],
        [{ name: 'A', price: 1e13 }, 'price', 'Must be at most 999999999999.99'],
        [{ name: 'A', price: 1, stock: 1.5 }, 'stock', 'Must be a whole number'],
        [{ name: 'A', price: 1, stock: -2 }, 'stock', 'Must be 0 or more'],
        [{ name: 'A', price: 1, categoryId: 'x' }, 'categoryId', 'Must be a valid id'],
      ];
      for (const [payload, field, message] of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: shop.url('/inventory'),
          headers: shop.owner.headers,
          payload,
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().details).toContainEqual({ field, message });
        expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      }
      const missing = await t.app.inject({
        method: 'POST',
        url: shop.url('/inventory'),
        headers: shop.owner.headers,
        payload: { name: 'A', price: 1, categoryId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toEqual([
        { field: 'categoryId', message: 'Category not found in this business' },
      ]);
    });

    it('keeps SKU (ignoring case) and barcode unique in a business, not across businesses', async () => {
      await createItem(t, shop, { name: 'Sugar', sku: 'SUG-1', barcode: '111' });
      const sku = await t.app.inject({
        method: 'POST',
        url: shop.url('/inventory'),
        headers: shop.owner.headers,
        payload: { name: 'Sugar 2', price: 1, sku: 'sug-1' },
      });
      expect(sku.statusCode).toBe(409);
      expect(sku.json()).toMatchObject({
        errorCode: 'SKU_TAKEN',
        error: 'Another item in this business already uses this SKU',
      });
      const barcode = await t.app.inject({
        method: 'POST',
        url: shop.url('/inventory'),
        headers: shop.owner.headers,
        payload: { name: 'Sugar 3', price: 1, barcode: '111' },
      });
      expect(barcode.statusCode).toBe(409);
      expect(barcode.json().errorCode).toBe('BARCODE_TAKEN');
      const other = await createShop(t);
      await createItem(t, other, { name: 'Sugar', sku: 'SUG-1', barcode: '111' });
    });
  });

  describe('update', () => {
    it('turns a changed stock into an adjustment entry and keeps the rest exact', async () => {
      const item = await createItem(t, shop, { name: 'Beans', stock: 10, sku: 'BEAN' });
      const res = await t.app.inject({
        method: 'PUT',
        url: shop.url(`/inventory/${item.id}`),
        headers: shop.owner.headers,
        payload: { stock: 4, price: '2000.10', sku: null, description: 'Brown beans' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().item).toMatchObject({
        stock: 4,
        price: 2000.1,
        sku: null,
        description: 'Brown beans',
        name: 'Beans',
      });
      const history = await get(`/stock/product/${item.id}`);
      expect(history.json().entries[0]).toMatchObject({
        type: 'adjustment',
        quantityChange: -6,
        stockAfter: 4,
        createdBy: shop.owner.user.id,
        createdByUsername: shop.owner.user.username,
      });
      const same = await t.app.inject({
        method: 'PUT',
        url: shop.url(`/inventory/${item.id}`),
        headers: shop.owner.headers,
        payload: { stock: 4 },
      });
      expect(same.statusCode).toBe(200);
      expect((await get(`/stock/product/${item.id}`)).json().total).toBe(2);
      expect(await stockMismatches(t, shop.businessId)).toEqual([]);
    });

    it('sets show-in-shop and merges settings', async () => {
      const item = await createItem(t, shop, { name: 'Soap' });
      const shown = await t.app.inject({
        method: 'PATCH',
        url: shop.url(`/inventory/${item.id}/settings/show-in-shop`),
        headers: shop.owner.headers,
        payload: { showInShop: false },
      });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().item.showInShop).toBe(false);
      const bad = await t.app.inject({
        method: 'PATCH',
        url: shop.url(`/inventory/${item.id}/settings/show-in-shop`),
        headers: shop.owner.headers,
        payload: { showInShop: 'maybe' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0]).toEqual({
        field: 'showInShop',
        message: 'showInShop must be true or false',
      });
      await t.app.inject({
        method: 'PUT',
        url: shop.url(`/inventory/${item.id}/settings`),
        headers: shop.owner.headers,
        payload: { featured: true },
      });
      const merged = await t.app.inject({
        method: 'PUT',
        url: shop.url(`/inventory/${item.id}/settings`),
        headers: shop.owner.headers,
        payload: { allowDiscount: false, taxRate: null },
      });
      expect(merged.json().item.settings).toEqual({
        featured: true,
        taxRate: null,
        allowDiscount: false,
      });
      // Sales apply the business's rate: a per-item rate is refused, not stored and ignored.
      const perItemTax = await t.app.inject({
        method: 'PUT',
        url: shop.url(`/inventory/${item.id}/settings`),
        headers: shop.owner.headers,
        payload: { taxRate: 7.5 },
      });
      expect(perItemTax.statusCode).toBe(400);
      expect(perItemTax.json().details).toEqual([
        {
          field: 'taxRate',
          message:
            'Per-item tax rates are not supported yet: the business tax rate applies to every item',
        },
      ]);
    });

    it('stores a re-encoded image, replaces and removes it', async () => {
      const item = await createItem(t, shop, { name: 'Tomato paste' });
      const upload = async (buffer: Buffer, type: string) => {
        const form = await multipart({}, [{ buffer, filename: 'x', type, field: 'image' }]);
        return t.app.inject({
          method: 'PUT',
          url: shop.url(`/inventory/${item.id}/image`),
          headers: { ...shop.owner.headers, ...form.headers },
          payload: form.payload,
        });
      };
      const first = await upload(await image('png', 2000, 1000), 'image/png');
      expect(first.statusCode).toBe(200);
      const { imageUrl, image: name } = first.json().item as InventoryItem;
      expect(name).toMatch(/^[a-f0-9]{32}\.webp$/);
      expect(imageUrl).toBe(`/uploads/${name}`);

      const notImage = await upload(Buffer.from('<svg></svg>'), 'image/svg+xml');
      expect(notImage.statusCode).toBe(400);
      expect(notImage.json().error).toBe('Image must be a JPEG, PNG, WebP or GIF image');

      const second = await upload(await image('jpeg'), 'image/jpeg');
      expect(second.json().item.image).not.toBe(name);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: shop.url(`/inventory/${item.id}/image`),
        headers: shop.owner.headers,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({
        message: 'Image removed successfully',
        item: { image: null, imageUrl: null },
      });
    });

    it('deletes an item and keeps its stock history under its name', async () => {
      const item = await createItem(t, shop, { name: 'Old stock', stock: 3 });
      const res = await t.app.inject({
        method: 'DELETE',
        url: shop.url(`/inventory/${item.id}`),
        headers: shop.owner.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Item deleted successfully' });
      expect((await get(`/inventory/${item.id}`)).statusCode).toBe(404);
      const again = await t.app.inject({
        method: 'DELETE',
        url: shop.url(`/inventory/${item.id}`),
        headers: shop.owner.headers,
      });
      expect(again.json()).toMatchObject({ errorCode: 'ITEM_NOT_FOUND', error: 'Item not found' });
      const history = await get('/stock?type=opening&limit=200');
      expect(history.json().entries).toContainEqual(
        expect.objectContaining({ productId: null, productName: 'Old stock', quantityChange: 3 }),
      );
    });
  });

  describe('list', () => {
    let big: Shop;
    beforeAll(async () => {
      big = await createShop(t);
      const [cat] = await t.database.db
        .execute(
          sql`insert into categories (business_id, name) values (${big.businessId}, 'Drinks') returning id`,
        )
        .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
      // 250 items in one statement; n = 1..250, every 10th in Drinks, every 25th at 0 stock.
      await t.database.db.insert(inventoryItems).values(
        Array.from({ length: 250 }, (_, k) => {
          const n = k + 1;
          return {
            businessId: big.businessId,
            name: `Item ${String(n).padStart(3, '0')}`,
            sku: `SKU-${n}`,
            barcode: `BC${1000 + n}`,
            price: `${(n % 17) + 0.5}`,
            categoryId: n % 10 === 0 ? cat!.id : null,
            stock: n % 25 === 0 ? 0 : 100 + n,
          };
        }),
      );
    });

    const all = async (query: string) => {
      const seen: InventoryItem[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await get(
          `/inventory?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          big,
        );
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { items: InventoryItem[]; nextCursor: string | null };
        seen.push(...body.items);
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 20);
      return { seen, pages };
    };

    it('pages through 250 items by name with keyset cursors, none missed or repeated', async () => {
      const { seen, pages } = await all('limit=60');
      expect(pages).toBe(5);
      expect(seen).toHaveLength(250);
      expect(new Set(seen.map((i) => i.id)).size).toBe(250);
      expect(seen[0]!.name).toBe('Item 001');
      expect(seen[249]!.name).toBe('Item 250');
      const first = await get('/inventory', big);
      expect(first.json().items).toHaveLength(50);
    });

    it('pages in every sort and direction in the right order', async () => {
      for (const [sort, order, key] of [
        ['price', 'desc', (i: InventoryItem) => i.price],
        ['stock', 'asc', (i: InventoryItem) => i.stock],
        ['updated', 'desc', (i: InventoryItem) => Date.parse(i.updatedAt)],
      ] as const) {
        const { seen } = await all(`sort=${sort}&order=${order}&limit=200`);
        expect(seen).toHaveLength(250);
        expect(new Set(seen.map((i) => i.id)).size).toBe(250);
        const keys = seen.map(key);
        const sorted = [...keys].sort((a, b) => (order === 'asc' ? a - b : b - a));
        expect(keys).toEqual(sorted);
      }
    });

    it('searches by name, SKU and barcode, and filters by category and low stock', async () => {
      const names = async (q: string) =>
        ((await get(`/inventory?${q}`, big)).json().items as InventoryItem[]).map((i) => i.name);
      expect(await names('search=ITEM%2012')).toEqual([
        'Item 120',
        'Item 121',
        'Item 122',
        'Item 123',
        'Item 124',
        'Item 125',
        'Item 126',
        'Item 127',
        'Item 128',
        'Item 129',
      ]);
      expect(await names('search=120%20it')).toEqual(['Item 120']);
      expect(await names('search=sku-250')).toEqual(['Item 250']);
      expect(await names('search=bc1007')).toEqual(['Item 007']);
      expect(await names('search=%25')).toEqual([]);
      const drinks = (await get('/inventory?limit=200', big))
        .json()
        .items.find((i: InventoryItem) => i.categoryName === 'Drinks').categoryId;
      expect(await names(`categoryId=${drinks}&limit=200`)).toHaveLength(25);
      const none = (await get('/inventory?categoryId=none&limit=200', big)).json();
      expect(none.items).toHaveLength(200);
      expect(none.items.every((i: InventoryItem) => i.categoryId === null)).toBe(true);
      expect(none.nextCursor).not.toBeNull();
      expect(await names('lowStock=true&limit=200')).toEqual([
        'Item 025',
        'Item 050',
        'Item 075',
        'Item 100',
        'Item 125',
        'Item 150',
        'Item 175',
        'Item 200',
        'Item 225',
        'Item 250',
      ]);
    });

    it('refuses a forged cursor or a cursor of another sort', async () => {
      const forged = await get('/inventory?cursor=bm9wZQ', big);
      expect(forged.statusCode).toBe(400);
      expect(forged.json().details).toEqual([
        { field: 'cursor', message: 'This page link is no longer valid. Reload the list.' },
      ]);
      const cursor = (await get('/inventory?limit=1', big)).json().nextCursor;
      const mixed = await get(`/inventory?sort=price&cursor=${cursor}`, big);
      expect(mixed.statusCode).toBe(400);
      const tooMany = await get('/inventory?limit=201', big);
      expect(tooMany.statusCode).toBe(400);
    });
  });

  describe('access', () => {
    it('answers every route 404 to another user and changes nothing', async () => {
      const item = await createItem(t, shop, { name: 'Guarded', stock: 5 });
      const stranger = await createUser(t);
      const before = (await get(`/inventory/${item.id}`)).json().item;
      const routes: [string, string, unknown?][] = [
        ['GET', '/inventory'],
        ['POST', '/inventory', { name: 'X', price: 1 }],
        ['GET', `/inventory/${item.id}`],
        ['PUT', `/inventory/${item.id}`, { name: 'Stolen', stock: 0 }],
        ['DELETE', `/inventory/${item.id}`],
        ['PATCH', `/inventory/${item.id}/settings/show-in-shop`, { showInShop: false }],
        ['PUT', `/inventory/${item.id}/settings`, { featured: true }],
        ['DELETE', `/inventory/${item.id}/image`],
        ['GET', '/inventory/export.csv'],
        ['GET', '/categories'],
        ['POST', '/categories', { name: 'X' }],
        ['PUT', '/categories/reorder', { categories: [] }],
        ['POST', '/stock', { productId: item.id, quantity: 5, type: 'restock' }],
        ['GET', '/stock'],
        ['GET', `/stock/product/${item.id}`],
        ['GET', '/reports/stock'],
      ];
      for (const [method, path, payload] of routes) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: shop.url(path),
          headers: stranger.headers,
          ...(payload ? { payload: payload as object } : {}),
        });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().error).toBe('Business not found');
      }
      for (const [method, path] of [
        ['PUT', `/inventory/${item.id}/image`],
        ['POST', '/inventory/import'],
      ]) {
        const form = await multipart({}, [
          { buffer: await image('png'), filename: 'a.png', type: 'image/png', field: 'image' },
        ]);
        const res = await t.app.inject({
          method: method as 'PUT',
          url: shop.url(path!),
          headers: { ...stranger.headers, ...form.headers },
          payload: form.payload,
        });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
      }
      expect((await get(`/inventory/${item.id}`)).json().item).toEqual(before);
      // Another business's item id in the caller's own business is not found either.
      const own = await createShop(t, stranger);
      const res = await t.app.inject({
        method: 'GET',
        url: own.url(`/inventory/${item.id}`),
        headers: stranger.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('ITEM_NOT_FOUND');
    });

    it('lets a manager manage inventory', async () => {
      const manager = await addManager(t, shop);
      const item = await createItem(t, shop, { name: 'Managed' }, manager);
      const res = await t.app.inject({
        method: 'PUT',
        url: shop.url(`/inventory/${item.id}`),
        headers: manager.headers,
        payload: { price: 3 },
      });
      expect(res.statusCode).toBe(200);
    });

    it('refuses writes without a subscription and still allows reads', async () => {
      const lapsed = await createUser(t, { createdAt: new Date(Date.now() - 60 * DAY) });
      const own = await createShop(t, lapsed);
      const res = await t.app.inject({
        method: 'POST',
        url: own.url('/inventory'),
        headers: lapsed.headers,
        payload: { name: 'Nope', price: 1 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        errorCode: 'SUBSCRIPTION_REQUIRED',
        requiredOperation: 'create_item',
        upgradeUrl: '/subscriptions',
      });
      expect((await get('/inventory', own)).statusCode).toBe(200);
      expect((await get('/reports/stock', own)).statusCode).toBe(200);
    });

    it('counts an item as low on stock at the business default threshold', async () => {
      const own = await createShop(t);
      await setBusinessSettings(t, own, { lowStockThreshold: 10 });
      const item = await createItem(t, own, { name: 'Low', stock: 10 });
      expect(item.isLowStock).toBe(true);
    });
  });
});
