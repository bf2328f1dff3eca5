import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@app/contracts';
import { createTestContext, DAY, type TestContext } from '#test/app.ts';
import { createUser } from '#test/builders.ts';
import {
  addManager,
  createItem,
  createShop,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';

describe('categories', () => {
  let t: TestContext;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: shop.url(path),
      headers: shop.owner.headers,
      ...(payload ? { payload } : {}),
    });
  const create = async (name: string) =>
    (await call('POST', '/categories', { name })).json().category as Category;

  it('creates categories at the end of the order and lists them with item counts', async () => {
    const res = await call('POST', '/categories', { name: ' Drinks ', description: 'Cold ones' });
    expect(res.statusCode).toBe(201);
    const drinks = res.json().category as Category;
    expect(drinks).toMatchObject({
      name: 'Drinks',
      description: 'Cold ones',
      position: 0,
      itemCount: 0,
    });
    const snacks = await create('Snacks');
    expect(snacks.position).toBe(1);
    await createItem(t, shop, { name: 'Cola', categoryId: drinks.id });
    const list = (await call('GET', '/categories')).json().categories as Category[];
    expect(list.map((c) => [c.name, c.itemCount])).toEqual([
      ['Drinks', 1],
      ['Snacks', 0],
    ]);
  });

  it('keeps names unique ignoring case and answers the validation texts', async () => {
    await create('Household');
    const dup = await call('POST', '/categories', { name: 'HOUSEHOLD' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      errorCode: 'CATEGORY_NAME_TAKEN',
      error: 'A category with this name already exists in this business',
    });
    const empty = await call('POST', '/categories', { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ field: 'name', message: 'Name is required' }]);
    const other = await create('Other');
    const rename = await call('PUT', `/categories/${other.id}`, { name: 'household' });
    expect(rename.statusCode).toBe(409);
  });

  it('renames and reorders with an explicit position', async () => {
    const list = (await call('GET', '/categories')).json().categories as Category[];
    const renamed = await call('PUT', `/categories/${list[0]!.id}`, { name: 'Beverages' });
    expect(renamed.json().category).toMatchObject({ name: 'Beverages', itemCount: 1 });
    const reversed = list.map((c) => c.id).reverse();
    const res = await call('PUT', '/categories/reorder', { categories: reversed });
    expect(res.statusCode).toBe(200);
    const after = res.json().categories as Category[];
    expect(after.map((c) => c.id)).toEqual(reversed);
    expect(after.map((c) => c.position)).toEqual(reversed.map((_, n) => n));
    expect((await call('GET', '/categories')).json().categories).toEqual(after);
  });

  it('refuses a reorder that does not list every category exactly once', async () => {
    const ids = ((await call('GET', '/categories')).json().categories as Category[]).map(
      (c) => c.id,
    );
    const stranger = await createShop(t);
    const foreign = (
      await t.app.inject({
        method: 'POST',
        url: stranger.url('/categories'),
        headers: stranger.owner.headers,
        payload: { name: 'Foreign' },
      })
    ).json().category.id as string;
    for (const categories of [
      ids.slice(1),
      [...ids, ids[0]],
      [...ids.slice(1), foreign],
      [...ids, 'x'],
    ]) {
      const res = await call('PUT', '/categories/reorder', { categories });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { field: 'categories', message: "List each of the business's categories exactly once" },
      ]);
    }
  });

  it('deletes a category and leaves its products uncategorised', async () => {
    const bakery = await create('Bakery');
    const bread = await createItem(t, shop, { name: 'Bread', categoryId: bakery.id });
    expect(bread.categoryName).toBe('Bakery');
    const res = await call('DELETE', `/categories/${bakery.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Category deleted successfully. Its products are now uncategorised.',
    );
    const after = (await call('GET', `/inventory/${bread.id}`)).json().item;
    expect(after).toMatchObject({ categoryId: null, categoryName: null });
    const again = await call('DELETE', `/categories/${bakery.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      errorCode: 'CATEGORY_NOT_FOUND',
      error: 'Category not found',
    });
  });

  it('answers 404 to another user on every route and changes nothing', async () => {
    const cat = await create('Guarded');
    const stranger = await createUser(t);
    for (const [method, path, payload] of [
      ['GET', '/categories', undefined],
      ['POST', '/categories', { name: 'X' }],
      ['PUT', `/categories/${cat.id}`, { name: 'Mine' }],
      ['DELETE', `/categories/${cat.id}`, undefined],
      ['PUT', '/categories/reorder', { categories: [cat.id] }],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: shop.url(path),
        headers: stranger.headers,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().error).toBe('Business not found');
    }
    const list = (await call('GET', '/categories')).json().categories as Category[];
    expect(list.find((c) => c.id === cat.id)?.name).toBe('Guarded');
  });

  it('lets a manager manage categories; refuses writes without a subscription', async () => {
    const manager = await addManager(t, shop);
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/categories'),
      headers: manager.headers,
      payload: { name: 'By manager' },
    });
    expect(res.statusCode).toBe(201);
    const lapsed = await createUser(t, { createdAt: new Date(Date.now() - 60 * DAY) });
    const own = await createShop(t, lapsed);
    const refused = await t.app.inject({
      method: 'POST',
      url: own.url('/categories'),
      headers: lapsed.headers,
      payload: { name: 'Nope' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'SUBSCRIPTION_REQUIRED',
      requiredOperation: 'create_category',
    });
  });
});
