import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataImport } from '@app/contracts';
import { createTestContext, type TestContext } from '#test/app.ts';
import { multipart } from '#test/businesses.ts';
import {
  addManager,
  createItem,
  createShop,
  stockMismatches,
  type Shop,
} from '#src/modules/inventory/inventory.fixtures.ts';
import { createCustomer } from '#src/modules/sales/sales.fixtures.ts';
import { decodeText, parsePrice } from './import-formats.ts';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/imports', name));
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('parsePrice', () => {
  it.each([
    ['₦4,500.00', '4500.00'],
    ['$1,250.50', '1250.50'],
    ['GHS 12', '12.00'],
    ['12,50', '12.50'],
    ['1.234,56', '1234.56'],
    ['1 200', '1200.00'],
    ['1,200', '1200.00'],
    ['1,234,567', '1234567.00'],
    ['KSh 99.9', '99.90'],
  ])('reads %s as %s', (input, expected) => {
    expect(parsePrice(input)).toEqual({ ok: true, value: expected });
  });
  it.each(['abc', '-5', '1.234'])('refuses %s', (input) => {
    expect(parsePrice(input).ok).toBe(false);
  });
});

describe('decodeText', () => {
  const text = 'name,price\r\nCafé crème,2\r\n';
  it('reads UTF-8 with and without a BOM, UTF-16 LE/BE with a BOM, and Windows-1252', () => {
    expect(decodeText(Buffer.from(text, 'utf8'))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeText(Buffer.from(`\uFEFF${text}`, 'utf8')).text).toBe(text);
    expect(decodeText(Buffer.from(`\uFEFF${text}`, 'utf16le'))).toEqual({
      text,
      encoding: 'utf-16le',
    });
    const be = Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
    expect(decodeText(be)).toEqual({ text, encoding: 'utf-16be' });
    expect(decodeText(Buffer.from(text, 'utf16le'))).toEqual({ text, encoding: 'utf-16le' });
    expect(decodeText(Buffer.from(text, 'latin1'))).toEqual({ text, encoding: 'windows-1252' });
  });
});

describe('data imports', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  async function upload(
    shop: Shop,
    fields: Record<string, string>,
    file: Buffer | null,
    filename = 'export.csv',
    headers = shop.owner.headers,
  ) {
    const form = await multipart(
      fields,
      file ? [{ field: 'file', buffer: file, type: 'text/csv', filename }] : [],
    );
    return t.app.inject({
      method: 'POST',
      url: shop.url('/imports'),
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }
  const apply = (shop: Shop, id: string, headers = shop.owner.headers) =>
    t.app.inject({ method: 'POST', url: shop.url(`/imports/${id}/apply`), headers });

  const items = async (shop: Shop) =>
    rows<{
      name: string;
      sku: string | null;
      barcode: string | null;
      price: string;
      cost: string;
      stock: number;
      low: number | null;
      category: string | null;
    }>(
      await t.database.db.execute(sql`select i.name, i.sku, i.barcode, i.price::text as price,
        i.cost::text as cost, i.stock, i.low_stock_threshold as low, c.name as category
        from inventory_items i left join categories c on c.id = i.category_id
        where i.business_id = ${shop.businessId} order by i.name`),
    );

  it('previews a Loyverse item export, asks for the store, then applies it once', async () => {
    const shop = await createShop(t);
    // An item already there, matched by its barcode: updated, and its stock adjusted.
    await createItem(t, shop, { name: 'Rice', barcode: '6151234500011', price: 5000, stock: 30 });

    const noStore = await upload(
      shop,
      { source: 'loyverse', kind: 'items' },
      fixture('loyverse-items.csv'),
    );
    expect(noStore.statusCode).toBe(400);
    expect(noStore.json().details).toEqual([
      { field: 'store', message: "Choose one of the file's stores: Main Store, Airport Kiosk" },
    ]);

    const res = await upload(
      shop,
      { source: 'loyverse', kind: 'items', store: 'Main Store' },
      fixture('loyverse-items.csv'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const previewed = res.json().import as DataImport;
    expect(previewed).toMatchObject({
      status: 'previewed',
      source: 'loyverse',
      kind: 'items',
      preview: {
        create: 2,
        update: 1,
        stores: ['Main Store', 'Airport Kiosk'],
        store: 'Main Store',
        errors: [
          { row: 5, field: 'stock', message: 'Must be a number' },
          { row: 6, field: 'sku', message: 'The same record as row 2' },
        ],
      },
    });
    // Nothing written yet.
    expect(await items(shop)).toHaveLength(1);

    const applied = await apply(shop, previewed.id);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().import).toMatchObject({ status: 'applied', created: 2, updated: 1 });
    expect(await items(shop)).toEqual([
      {
        name: 'Rice 5kg',
        sku: null,
        barcode: '6151234500011',
        price: '6000.00',
        cost: '4500.00',
        stock: 40,
        low: 5,
        category: 'Groceries',
      },
      {
        name: 'T-shirt (M / Blue)',
        sku: '10003',
        barcode: '6151234500035',
        price: '3500.00',
        cost: '2000.00',
        stock: 8,
        low: 2,
        category: 'Clothing',
      },
      {
        name: 'T-shirt (S / Blue)',
        sku: '10002',
        barcode: '6151234500028',
        price: '3500.00',
        cost: '2000.00',
        stock: 10,
        low: 2,
        category: 'Clothing',
      },
    ]);
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);
    const entries = rows<{ type: string; quantity_change: number }>(
      await t.database.db.execute(sql`select type, quantity_change from stock_entries
        where business_id = ${shop.businessId} order by created_at, quantity_change`),
    );
    expect(entries.map((e) => `${e.type} ${e.quantity_change}`).sort()).toEqual([
      'adjustment 10',
      'opening 10',
      'opening 30',
      'opening 8',
    ]);

    // Applying again answers the same and writes nothing; so does importing the file again.
    const again = await apply(shop, previewed.id);
    expect(again.json().import).toMatchObject({ status: 'applied', created: 2, updated: 1 });
    const second = await upload(
      shop,
      { source: 'loyverse', kind: 'items', store: 'Main Store' },
      fixture('loyverse-items.csv'),
    );
    expect(second.json().import.preview).toMatchObject({ create: 0, update: 0 });
    await apply(shop, second.json().import.id);
    expect(await items(shop)).toHaveLength(3);
    expect(
      rows<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from stock_entries where business_id = ${shop.businessId}`,
        ),
      )[0]!.n,
    ).toBe(4);
  });

  it('reads Square and Shopify item exports', async () => {
    const shop = await createShop(t);
    const square = await upload(
      shop,
      { source: 'square', kind: 'items' },
      fixture('square-items.csv'),
    );
    expect(square.statusCode, square.body).toBe(201);
    expect(square.json().import.preview).toEqual({ create: 2, update: 0, errors: [] });
    await apply(shop, square.json().import.id);
    const shopify = await upload(
      shop,
      { source: 'shopify', kind: 'items' },
      fixture('shopify-products.csv'),
    );
    expect(shopify.statusCode, shopify.body).toBe(201);
    expect(shopify.json().import.preview).toEqual({ create: 3, update: 0, errors: [] });
    await apply(shop, shopify.json().import.id);
    expect(await items(shop)).toEqual([
      expect.objectContaining({
        name: 'Bread (Large)',
        sku: 'SQ-BREAD-L',
        price: '1250.50',
        cost: '800.00',
        stock: 5,
      }),
      expect.objectContaining({
        name: 'Kente scarf (Gold)',
        sku: 'SH-KS-GOLD',
        price: '45.00',
        cost: '20.00',
        stock: 7,
        category: 'Apparel & Accessories',
      }),
      expect.objectContaining({ name: 'Kente scarf (Green)', sku: 'SH-KS-GREEN', stock: 3 }),
      expect.objectContaining({
        name: 'Milo 400g',
        barcode: '0012345678905',
        price: '8.99',
        cost: '6.10',
        stock: 24,
        low: 6,
        category: 'Beverages',
      }),
      expect.objectContaining({
        name: 'Shea butter',
        barcode: '5012345678900',
        price: '12.50',
        stock: 30,
      }),
    ]);
    expect(await stockMismatches(t, shop.businessId)).toEqual([]);
  });

  it('imports customers from each app, matching by phone, then email, then name', async () => {
    const shop = await createShop(t);
    await createCustomer(t, shop, { name: 'Ama', phone: '0241112222' });
    const loyverse = await upload(
      shop,
      { source: 'loyverse', kind: 'customers' },
      fixture('loyverse-customers.csv'),
    );
    expect(loyverse.statusCode, loyverse.body).toBe(201);
    // Row 2 is Ama by her phone's last 9 digits; row 4 has the same phone as row 2: a duplicate.
    expect(loyverse.json().import.preview).toEqual({
      create: 1,
      update: 1,
      errors: [{ row: 4, field: 'phone', message: 'The same record as row 2' }],
    });
    for (const [source, file] of [
      ['square', 'square-customers.csv'],
      ['shopify', 'shopify-customers.csv'],
    ] as const) {
      const res = await upload(shop, { source, kind: 'customers' }, fixture(file));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().import.preview).toEqual({ create: 2, update: 0, errors: [] });
      expect((await apply(shop, res.json().import.id)).statusCode).toBe(200);
    }
    await apply(shop, loyverse.json().import.id);
    const customers = rows<{
      name: string;
      phone: string | null;
      email: string | null;
      address: string | null;
    }>(
      await t.database.db.execute(sql`select name, phone, email, address from customers
        where business_id = ${shop.businessId} order by name`),
    );
    expect(customers.map((c) => c.name)).toEqual([
      'Ama Mensah',
      'Chinedu Okafor',
      'Fatima Bello',
      'Kwame Boateng',
      'Musa',
      'Okafor Stores',
    ]);
    expect(customers.find((c) => c.name === 'Fatima Bello')).toMatchObject({
      email: 'fatima@example.com',
      address: '14 Zoo Road, Kano, KN, 700001, NG',
    });
  });

  it('refuses bad files with clear errors', async () => {
    const shop = await createShop(t);
    const manager = await addManager(t, shop);
    const csv = Buffer.from('name,price\nTea,2\n');
    const status = async (fields: Record<string, string>, file: Buffer | null) => {
      const res = await upload(shop, fields, file);
      return [res.statusCode, res.json().details?.[0]?.field];
    };
    expect(await status({ source: 'lightspeed', kind: 'items' }, csv)).toEqual([400, 'source']);
    expect(await status({ source: 'shopbook', kind: 'items' }, null)).toEqual([400, 'file']);
    expect(await status({ source: 'loyverse', kind: 'items' }, csv)).toEqual([400, 'file']);
    expect(await status({ source: 'square', kind: 'all' }, csv)).toEqual([400, 'kind']);
    expect(
      await status({ source: 'shopbook', kind: 'items' }, Buffer.from('PK\u0003\u0004junk')),
    ).toEqual([400, 'file']);
    expect(
      await status({ source: 'shopbook', kind: 'items' }, Buffer.from('name\n"Tea\n')),
    ).toEqual([400, 'file']);
    const big = Buffer.alloc(51 * 1024 * 1024, 'a');
    expect((await upload(shop, { source: 'shopbook', kind: 'items' }, big)).statusCode).toBe(413);
    const managerTry = await upload(
      shop,
      { source: 'shopbook', kind: 'items' },
      csv,
      'x.csv',
      manager.headers,
    );
    expect(managerTry.statusCode).toBe(403);
    expect((await apply(shop, 'not-an-id')).statusCode).toBe(404);
  });

  it('reads a UTF-16 file from Excel and a Windows-1252 one', async () => {
    const shop = await createShop(t);
    const text = 'name,price,stock\r\nCafé crème,"1.234,50",3\r\n';
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const res = await upload(shop, { source: 'shopbook', kind: 'items' }, utf16);
    expect(res.json().import.preview).toEqual({ create: 1, update: 0, errors: [] });
    await apply(shop, res.json().import.id);
    const cp1252 = Buffer.from('name,price\r\nCafé crème,1300\r\n', 'latin1');
    const res2 = await upload(shop, { source: 'shopbook', kind: 'items' }, cp1252);
    expect(res2.json().import.preview).toEqual({ create: 0, update: 1, errors: [] });
    await apply(shop, res2.json().import.id);
    expect(await items(shop)).toEqual([
      expect.objectContaining({ name: 'Café crème', price: '1300.00', stock: 3 }),
    ]);
  });
});
