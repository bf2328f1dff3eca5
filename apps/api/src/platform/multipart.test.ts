import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#test/app.ts';
import { image, multipart, validBusiness } from '#test/businesses.ts';
import { createItem, createShop, type Shop } from '#src/modules/inventory/inventory.fixtures.ts';
import { uploadsDir } from './storage.ts';

/**
 * Broken multipart bodies on every route that reads a form (platform/multipart.ts readForm):
 * each answers 400 (413 when too large) with a clear message, and writes nothing.
 */
describe('broken multipart bodies', () => {
  let t: TestContext;
  let shop: Shop;
  let itemId: string;
  let expenseId: string;

  const routes = () => [
    { method: 'POST' as const, url: '/api/businesses', file: 'logo' },
    { method: 'PUT' as const, url: shop.url(''), file: 'logo' },
    { method: 'PUT' as const, url: shop.url('/logo'), file: 'logo' },
    { method: 'POST' as const, url: shop.url('/inventory/import'), file: 'file' },
    { method: 'PUT' as const, url: shop.url(`/inventory/${itemId}/image`), file: 'image' },
    {
      method: 'PUT' as const,
      url: shop.url(`/expenses/${expenseId}/receipt`),
      file: 'receiptImage',
    },
  ];

  /** Everything a route could have written: rows counted, files on disk. */
  const snapshot = async () => {
    const counts = await t.database.db.execute(
      `select (select count(*) from businesses)::int as b,
              (select count(*) from inventory_items)::int as i,
              (select count(*) from expenses)::int as e,
              (select string_agg(coalesce(logo, '') || name || coalesce(description, ''), ',') from businesses) as bl,
              (select string_agg(coalesce(image, ''), ',') from inventory_items) as il,
              (select string_agg(coalesce(receipt_image, ''), ',') from expenses) as el`,
    );
    const dir = uploadsDir(t.app.deps);
    const files = existsSync(dir) ? readdirSync(dir).sort() : [];
    return { rows: (counts as unknown as { rows: unknown[] }).rows, files };
  };

  const send = (route: ReturnType<typeof routes>[number], payload: Buffer, contentType: string) =>
    t.app.inject({
      method: route.method,
      url: route.url,
      headers: { ...shop.owner.headers, 'content-type': contentType },
      payload,
    });

  beforeAll(async () => {
    t = await createTestContext();
    shop = await createShop(t);
    itemId = (await createItem(t, shop)).id;
    const res = await t.app.inject({
      method: 'POST',
      url: shop.url('/expenses'),
      headers: shop.owner.headers,
      payload: { amount: '10', category: 'fuel', paymentMethod: 'cash' },
    });
    expenseId = res.json().expense.id;
  });
  afterAll(() => t.close());

  it('answers 400 for a multipart body without a boundary', async () => {
    const before = await snapshot();
    for (const route of routes()) {
      const form = await multipart(validBusiness());
      const res = await send(route, form.payload, 'multipart/form-data');
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
      expect(res.json().message).toMatch(/form/i);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 for a truncated body, and writes nothing', async () => {
    const before = await snapshot();
    const png = await image('png', 32, 32);
    for (const route of routes()) {
      const form = await multipart(validBusiness({ name: 'Truncated Shop' }), [
        { buffer: png, filename: 'a.png', type: 'image/png', field: route.file },
      ]);
      // Cut inside the file part: the closing boundary never arrives.
      const cut = form.payload.subarray(0, form.payload.length - 60);
      const res = await send(route, cut, form.headers['content-type']);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/incomplete|truncated/i);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 413 for a file over the size limit, and writes nothing', async () => {
    const before = await snapshot();
    const big = Buffer.alloc(6 * 1024 * 1024, 0x41);
    for (const route of routes()) {
      const form = await multipart(validBusiness({ name: 'Huge Shop' }), [
        { buffer: big, filename: 'a.png', type: 'image/png', field: route.file },
      ]);
      const res = await send(route, form.payload, form.headers['content-type']);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(413);
      expect(res.json().errorCode).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 413 for a text field over the size limit', async () => {
    const before = await snapshot();
    for (const route of routes()) {
      const form = await multipart(validBusiness({ description: 'x'.repeat(70 * 1024) }));
      const res = await send(route, form.payload, form.headers['content-type']);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(413);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 when a text field comes where the file is expected', async () => {
    const before = await snapshot();
    for (const route of routes()) {
      const form = await multipart({
        ...validBusiness({ name: 'Text Shop' }),
        [route.file]: 'not a file',
      });
      const res = await send(route, form.payload, form.headers['content-type']);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
      expect(res.json().details).toContainEqual({
        field: route.file,
        message: expect.stringMatching(/file/i),
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 for a NUL character in a form field', async () => {
    const before = await snapshot();
    for (const route of routes().filter((r) => r.file === 'logo')) {
      const form = await multipart(validBusiness({ name: 'Nul\u0000Shop' }));
      const res = await send(route, form.payload, form.headers['content-type']);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
      expect(res.json().details).toContainEqual({ field: 'name', message: expect.any(String) });
    }
    expect(await snapshot()).toEqual(before);
  });
});
